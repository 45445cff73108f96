import type { Collaborator, SocketId } from '@excalidraw/excalidraw/types';
import type { RoundNumber } from '@contracts/room-document';
import { POINTER_FIELD } from '../config/whiteboard';

/** What a tab publishes in its awareness state while its member's pointer is on a round's whiteboard. */
export interface WhiteboardPointer {
  round: RoundNumber;
  x: number;
  y: number;
  tool: 'pointer' | 'laser';
  button: 'up' | 'down';
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The other tabs in the room as Excalidraw's collaborators: each one's name and cursor colour (the awareness `user`
 * the room publishes, as the editor's carets use) and, while it is on this round's whiteboard, its pointer, which
 * Excalidraw draws with the name beside it. A partner's tab writes these states, so each field is checked.
 */
export function partnerPointers(states: ReadonlyMap<number, Record<string, unknown>>, ownClientId: number, round: RoundNumber): Map<SocketId, Collaborator> {
  const collaborators = new Map<SocketId, Collaborator>();
  for (const [clientId, state] of states) {
    const user = state.user;
    if (clientId === ownClientId || !isRecord(user) || typeof user.name !== 'string') continue;
    const color = typeof user.color === 'string' && HEX_COLOR.test(user.color) ? user.color : '#1565c0';
    const pointer = state[POINTER_FIELD];
    const onBoard = isRecord(pointer) && pointer.round === round && isFiniteNumber(pointer.x) && isFiniteNumber(pointer.y);
    collaborators.set(String(clientId) as SocketId, {
      id: String(user.id),
      username: user.name.slice(0, 60),
      color: { background: color, stroke: color },
      ...(onBoard && {
        pointer: { x: pointer.x as number, y: pointer.y as number, tool: pointer.tool === 'laser' ? 'laser' : 'pointer' },
        button: pointer.button === 'down' ? 'down' : 'up',
      }),
    });
  }
  return collaborators;
}
