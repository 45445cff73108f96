/**
 * mulberry32: a tiny seeded PRNG. Used only to break ties between equally
 * good choices, so that a different seed gives a different (equally good)
 * pairing while the same input and seed always give the same one.
 *
 * A class rather than a closure for the matching's hot loops: V8's optimised
 * code for a loop that calls a closure is tied to that closure instance, so
 * every run (with its own closure) threw away the previous run's optimised
 * greedy and local-search code ("wrong call target" deopts); a method call on
 * an instance of one class keeps it valid.
 */
export class SeededRandom {
  /**
   * In a one-element typed array rather than a number field: a uint32 field
   * flips between small-integer and heap-number representations, and each
   * such change of the object's shape also discards optimised code.
   */
  private readonly state = new Uint32Array(1);

  constructor(seed: number) {
    this.state[0] = Math.trunc(seed) ^ 0x9e3779b9;
  }

  /** Next number in [0, 1). */
  next(): number {
    const t0 = (this.state[0] + 0x6d2b79f5) >>> 0;
    this.state[0] = t0;
    let t = t0;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

export function createSeededRandom(seed: number): () => number {
  const random = new SeededRandom(seed);
  return () => random.next();
}
