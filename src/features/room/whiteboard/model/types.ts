import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';

/** One shape of the whiteboard as Excalidraw keeps it and as the round's Y.Map stores it (its JSON). */
export type WhiteboardElement = OrderedExcalidrawElement;
