import type { ComponentType } from 'react';
import type { RoomConnection } from '@/shared/lib/room-connection';
import type { RoomLanguage } from '../config/languages';
import type { RoundNumber } from '../config/document';

/** What every surface of the room gets: the room's one connection (its Yjs document and awareness) and the round. */
export interface RoomSurfaceProps {
  connection: RoomConnection;
  round: RoundNumber;
  language: RoomLanguage;
}

/**
 * One kind of shared work in the middle of the room (the code editor today; a whiteboard, tests, behavioral
 * cards later). A new kind of interview adds a surface to the list, not conditionals in the page's layout.
 */
export interface RoomSurface {
  /** Stable and unique: it names the surface's tab and panel. */
  id: string;
  /** The tab's text. */
  label: string;
  component: ComponentType<RoomSurfaceProps>;
}
