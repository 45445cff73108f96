/** The server's idea of "now"; tests pass a fixed clock to reach cutoffs and expiries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(initial: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(initial);
  return {
    now: () => new Date(current),
    set: (to) => { current = new Date(to); },
    advance: (ms) => { current = new Date(current.getTime() + ms); },
  };
}
