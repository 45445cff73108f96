/** The shared timer of a round, as stored in the document's `timer` map (times on the server's clock, in ms). */
export interface RoundTimer {
  durationMs: number;
  /** Time run before the last start. */
  elapsedMs: number;
  /** When it was last started, or null while paused. */
  startedAt: number | null;
}

export const ROUND_MINUTES = 45;
const MAX_DURATION_MS = 24 * 60 * 60 * 1000;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads the map the partner writes too: anything malformed is the default, a fresh 45-minute round. */
export function readRoundTimer(entries: Readonly<Record<string, unknown>>): RoundTimer {
  const duration = entries.duration_ms;
  return {
    durationMs: isTime(duration) && duration > 0 && duration <= MAX_DURATION_MS ? duration : ROUND_MINUTES * 60_000,
    elapsedMs: isTime(entries.elapsed_ms) ? entries.elapsed_ms : 0,
    startedAt: isTime(entries.started_at) ? entries.started_at : null,
  };
}

export function timerEntries(timer: RoundTimer): Record<string, number | null> {
  return { duration_ms: timer.durationMs, elapsed_ms: timer.elapsedMs, started_at: timer.startedAt };
}

export function elapsedMs(timer: RoundTimer, now: number): number {
  return timer.elapsedMs + (timer.startedAt === null ? 0 : Math.max(0, now - timer.startedAt));
}

/** Time left, never below zero. */
export function remainingMs(timer: RoundTimer, now: number): number {
  return Math.max(0, timer.durationMs - elapsedMs(timer, now));
}

export const startTimer = (timer: RoundTimer, now: number): RoundTimer => (timer.startedAt === null ? { ...timer, startedAt: now } : timer);

export const pauseTimer = (timer: RoundTimer, now: number): RoundTimer =>
  timer.startedAt === null ? timer : { ...timer, elapsedMs: elapsedMs(timer, now), startedAt: null };

export const resetTimer = (timer: RoundTimer): RoundTimer => ({ durationMs: timer.durationMs, elapsedMs: 0, startedAt: null });

/** 45:00, 9:05, 0:00: minutes and seconds left, rounded up so the clock reads 0:00 only when time is up. */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "44 minutes 30 seconds left", as a screen reader should say it. */
export function spokenTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '', rest > 0 ? `${rest} second${rest === 1 ? '' : 's'}` : ''];
  return seconds === 0 ? 'Time is up' : `${parts.filter(Boolean).join(' ')} left`;
}
