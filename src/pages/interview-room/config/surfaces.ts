import type { RoomSurface } from '@/entities/room';
import { WHITEBOARD_SURFACE } from '@/features/room/whiteboard';
import { CodeSurface } from '../ui/code-surface';

/**
 * The surfaces the middle of the room offers, in tab order (the code editor first: a round opens on it unless its
 * question is system design). A tests surface is one more entry here
 * (its feature slice exports the component); the workspace's layout does not change.
 */
export const ROOM_SURFACES: readonly RoomSurface[] = [{ id: 'code', label: 'Editor', component: CodeSurface }, WHITEBOARD_SURFACE];
