import { formatClock, pauseTimer, readRoundTimer, remainingMs, resetTimer, spokenTimeLeft, startTimer, timerEntries } from './timer';

const MINUTE = 60_000;

describe('the round timer', () => {
  it('starts as a fresh 45-minute round when the map is empty or holds junk from a misbehaving tab', () => {
    const fresh = { durationMs: 45 * MINUTE, elapsedMs: 0, startedAt: null };
    expect(readRoundTimer({})).toEqual(fresh);
    expect(readRoundTimer({ duration_ms: -5, elapsed_ms: 'x', started_at: Number.NaN })).toEqual(fresh);
    expect(readRoundTimer({ duration_ms: 1e15 })).toEqual(fresh);
  });

  it('counts down while running, holds while paused, and resumes where it stopped', () => {
    let timer = readRoundTimer({});
    timer = startTimer(timer, 1_000_000);
    expect(remainingMs(timer, 1_000_000 + 10 * MINUTE)).toBe(35 * MINUTE);
    timer = pauseTimer(timer, 1_000_000 + 10 * MINUTE);
    expect(remainingMs(timer, 1_000_000 + 30 * MINUTE)).toBe(35 * MINUTE);
    timer = startTimer(timer, 2_000_000);
    expect(remainingMs(timer, 2_000_000 + 5 * MINUTE)).toBe(30 * MINUTE);
    expect(remainingMs(timer, 2_000_000 + 90 * MINUTE)).toBe(0);
  });

  it('a second start by the partner does not restart the clock', () => {
    const started = startTimer(readRoundTimer({}), 1_000);
    expect(startTimer(started, 50_000)).toBe(started);
  });

  it('resets to the full round, paused', () => {
    const running = startTimer(readRoundTimer({ duration_ms: 30 * MINUTE, elapsed_ms: 4 * MINUTE }), 0);
    expect(resetTimer(running)).toEqual({ durationMs: 30 * MINUTE, elapsedMs: 0, startedAt: null });
  });

  it('round-trips through the shared map', () => {
    const timer = { durationMs: 45 * MINUTE, elapsedMs: 12_345, startedAt: 99 };
    expect(readRoundTimer(timerEntries(timer))).toEqual(timer);
  });

  it('reads as a clock and as words', () => {
    expect(formatClock(45 * MINUTE)).toBe('45:00');
    expect(formatClock(9 * MINUTE + 4_001)).toBe('9:05');
    expect(formatClock(0)).toBe('0:00');
    expect(spokenTimeLeft(44 * MINUTE + 30_000)).toBe('44 minutes 30 seconds left');
    expect(spokenTimeLeft(MINUTE)).toBe('1 minute left');
    expect(spokenTimeLeft(0)).toBe('Time is up');
  });
});
