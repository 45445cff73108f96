import { IDLE_PLAYBACK_MS } from '../config/playback';

/**
 * Where playback is after `realMs` of real time at `speed`, from `position` (ms into the session). `offsets` are the
 * changes' times as ms into the session, ascending. Inside a pause longer than IDLE_PLAYBACK_MS, playback first
 * skips to IDLE_PLAYBACK_MS before the next change, so every pause plays as at most that long. Never beyond `end`.
 */
export function advancePosition(position: number, realMs: number, speed: number, offsets: readonly number[], end: number): number {
  const upcoming = offsets.find((offset) => offset > position);
  const from = upcoming !== undefined && upcoming - position > IDLE_PLAYBACK_MS ? upcoming - IDLE_PLAYBACK_MS : position;
  return Math.min(end, from + realMs * speed);
}

/** "12:30" or "1:02:03": how long into the session a moment is. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const DAY_AND_CLOCK = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "6:05:12 PM", in the browser's zone. */
export function formatClock(epochMs: number): string {
  return CLOCK.format(epochMs);
}

/** "Mar 9, 6:05 PM": when a note was written. */
export function formatNoteTime(epochMs: number): string {
  return DAY_AND_CLOCK.format(epochMs);
}
