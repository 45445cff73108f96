export { WHITEBOARD_SURFACE } from './ui/whiteboard-surface';
export { WhiteboardSnapshot } from './ui/whiteboard-snapshot';
export { readWhiteboardElements } from './lib/whiteboard-elements';
export type { WhiteboardElement } from './model/types';
