import type { RoomSurface } from '@/entities/room';
import { CodeSurface } from '../ui/code-surface';

/**
 * The surfaces the middle of the room offers, in tab order. A whiteboard or a tests surface is one more entry here
 * (its feature slice exports the component); the workspace's layout does not change.
 */
export const ROOM_SURFACES: readonly RoomSurface[] = [{ id: 'code', label: 'Code', component: CodeSurface }];
