import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomSurface, RoomSurfaceProps } from '@/entities/room';
import { RoomConnection } from '@/shared/lib/room-connection';
import { RoomSurfaces } from './room-surfaces';

const surface = (id: string, label: string): RoomSurface => ({
  id,
  label,
  component: ({ round, language }: RoomSurfaceProps) => <p>{`${label} of round ${round} in ${language}`}</p>,
});

test('a second surface adds a tab; each surface gets the room and keeps its place while hidden', async () => {
  const connection = new RoomConnection({ url: 'ws://localhost/room' });
  const props = { connection, round: 1 as const, language: 'python' as const };
  const { rerender } = render(<RoomSurfaces surfaces={[surface('code', 'Code')]} {...props} />);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByText('Code of round 1 in python')).toBeVisible();

  rerender(<RoomSurfaces surfaces={[surface('code', 'Code'), surface('whiteboard', 'Whiteboard')]} {...props} />);
  expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Whiteboard of round 1 in python')).not.toBeVisible();
  await userEvent.click(screen.getByRole('tab', { name: 'Whiteboard' }));
  expect(screen.getByRole('tabpanel', { name: 'Whiteboard' })).toHaveTextContent('Whiteboard of round 1 in python');
  expect(screen.getByText('Code of round 1 in python')).not.toBeVisible();
  connection.destroy();
});

test('opens on the surface that fits the round once it is known; a tab the member picks stands until the next round', async () => {
  const connection = new RoomConnection({ url: 'ws://localhost/room' });
  const surfaces = [surface('code', 'Editor'), surface('whiteboard', 'Whiteboard')];
  const props = { connection, language: 'python' as const, surfaces };
  const shown = () => screen.getByRole('tab', { selected: true });
  const { rerender } = render(<RoomSurfaces round={1} opening={undefined} {...props} />);
  expect(shown()).toHaveTextContent('Editor');

  // The interviewer's browser wrote the round's opening surface into the document: a system design question.
  rerender(<RoomSurfaces round={1} opening="whiteboard" {...props} />);
  expect(shown()).toHaveTextContent('Whiteboard');
  await userEvent.click(screen.getByRole('tab', { name: 'Editor' }));
  rerender(<RoomSurfaces round={1} opening="whiteboard" {...props} />);
  expect(shown()).toHaveTextContent('Editor');

  // Round 2 opens on its own surface.
  rerender(<RoomSurfaces round={2} opening="code" {...props} />);
  expect(shown()).toHaveTextContent('Editor');
  rerender(<RoomSurfaces round={2} opening="whiteboard" {...props} />);
  expect(shown()).toHaveTextContent('Whiteboard');
  connection.destroy();
});
