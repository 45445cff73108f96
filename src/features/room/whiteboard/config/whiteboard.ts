/**
 * Local changes are written to the shared document at most this often (a drag changes a shape every frame): with
 * the pointer below, a tab sends at most about 30 messages a second, under the room's 60 a member (contracts/limits).
 */
export const WHITEBOARD_FLUSH_INTERVAL_MS = 50;
/** The pointer is published through awareness at most this often. */
export const POINTER_INTERVAL_MS = 100;
/** The awareness field of a member's pointer on the whiteboard: `{round, x, y, tool, button}`, or null off it. */
export const POINTER_FIELD = 'whiteboard_pointer';
/**
 * Kinds of element that are never shared: an image's bytes live outside the element (Excalidraw's `files`, base64
 * in a document limited to 2 MB), and embeds load other sites in frames the CSP refuses. The image tool is off.
 */
export const UNSHARED_ELEMENT_TYPES: ReadonlySet<string> = new Set(['image', 'embeddable', 'iframe']);
/** One update's elements, as JSON, stay under this: the room refuses a message over 256 KB of binary. */
export const MAX_UPDATE_JSON_CHARS = 64_000;
