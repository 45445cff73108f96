/**
 * The awareness field where each tab says whether its member's microphone and camera are on while in the call.
 * Awareness, not the media tracks: a remote track's `muted` and `enabled` do not reliably reach the partner.
 */
export const CALL_MEDIA_FIELD = 'call';

/** A member's microphone and camera while in the call. */
export interface CallMedia {
  muted: boolean;
  cameraOff: boolean;
}

/** What the partner's awareness state holds under CALL_MEDIA_FIELD, or null when they are not in the call. */
export function readCallMedia(value: unknown): CallMedia | null {
  if (typeof value !== 'object' || value === null) return null;
  const { muted, cameraOff } = value as Record<string, unknown>;
  return { muted: muted === true, cameraOff: cameraOff === true };
}

export function sameCallMedia(a: CallMedia | null, b: CallMedia | null): boolean {
  return a === b || (a !== null && b !== null && a.muted === b.muted && a.cameraOff === b.cameraOff);
}
