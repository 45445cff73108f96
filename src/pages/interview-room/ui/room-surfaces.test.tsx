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
