import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Y from 'yjs';
import { MeetingLinkField } from './meeting-link-field';

function renderField() {
  const doc = new Y.Doc();
  render(<MeetingLinkField doc={doc} />);
  return { doc, user: userEvent.setup({ delay: null }), map: doc.getMap('room') };
}

test('a member adds a link; it is shared through the document and opens in a new tab', async () => {
  const { map, user } = renderField();
  expect(screen.getByRole('region', { name: 'Meeting link' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add meeting link' }));
  await user.type(screen.getByRole('textbox', { name: 'Meeting link' }), 'meet.jit.si/ada-and-bob{Enter}');
  expect(map.get('meeting_link')).toBe('https://meet.jit.si/ada-and-bob');
  const link = screen.getByRole('link', { name: 'Open meeting link' });
  expect(link).toHaveAttribute('href', 'https://meet.jit.si/ada-and-bob');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('meet.jit.si')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Change' }));
  expect(screen.getByRole('textbox', { name: 'Meeting link' })).toHaveValue('https://meet.jit.si/ada-and-bob');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(map.has('meeting_link')).toBe(false);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('refuses anything but a web address, with a message, and stores nothing', async () => {
  const { map, user } = renderField();
  await user.click(screen.getByRole('button', { name: 'Add meeting link' }));
  const field = screen.getByRole('textbox', { name: 'Meeting link' });
  await user.type(field, 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(field).toHaveAccessibleDescription('Only a web address (https:// or http://) can be shared as the meeting link.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(map.has('meeting_link')).toBe(false);
  await user.clear(field);
  expect(field).toHaveAttribute('aria-invalid', 'false');
});

test("the partner's link appears as they save it", () => {
  const { doc } = renderField();
  const partner = new Y.Doc();
  partner.getMap('room').set('meeting_link', 'https://discord.com/channels/1/2');
  act(() => Y.applyUpdate(doc, Y.encodeStateAsUpdate(partner)));
  expect(screen.getByRole('link', { name: 'Open meeting link' })).toHaveAttribute('href', 'https://discord.com/channels/1/2');
});

test.each(['javascript:alert(document.cookie)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 42, { href: 'https://example.org' }])(
  'a value written into the document by some other client (%j) is never a link',
  (value) => {
    const { map } = renderField();
    act(() => map.set('meeting_link', value));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('a')).toBeNull();
    expect(screen.getByText(/is not a web address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  },
);
