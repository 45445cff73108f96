/**
 * mulberry32: a tiny seeded PRNG. Used only to break ties between equally
 * good choices, so that a different seed gives a different (equally good)
 * pairing while the same input and seed always give the same one.
 */
export function createSeededRandom(seed: number): () => number {
  let state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
