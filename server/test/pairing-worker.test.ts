import { pairPool, type PoolMember } from '../src/modules/pairing/matching';
import { MAIN_THREAD_POOL_LIMIT, runMatching, runMatchingInWorker } from '../src/modules/pairing/matching-worker';
import { syntheticPool } from '../../bench/pairing';

describe('runMatchingInWorker', () => {
  it('returns exactly what pairPool returns on the main thread', async () => {
    const pool = syntheticPool(400, 11);
    const input = { ...pool, seed: 3 };
    expect(await runMatchingInWorker(input)).toEqual(pairPool(input));
  });

  it('leaves the main thread free: a timer set after the call fires before a 2,000-member pairing ends', async () => {
    const pairing = runMatchingInWorker({ ...syntheticPool(2_000, 5), seed: 1 }).then(() => 'pairing finished');
    const timer = new Promise<string>((resolve) => setTimeout(() => resolve('timer fired'), 0));
    expect(await Promise.race([pairing, timer])).toBe('timer fired');
    expect(await pairing).toBe('pairing finished');
  });

  it('rejects a malformed availability grid, as pairPool does', async () => {
    const members: PoolMember[] = [{ id: 1, availability: [[true]] }];
    await expect(runMatchingInWorker({ members, recentPartners: [] })).rejects.toThrow('member 1: availability must be 7 arrays of 48 booleans');
  });

  it('reports an error thrown inside the worker', async () => {
    const grid = Array.from({ length: 7 }, () => new Array<boolean>(48).fill(true));
    const members: PoolMember[] = [
      { id: 4, availability: grid },
      { id: 4, availability: grid },
    ];
    await expect(runMatchingInWorker({ members, recentPartners: [] })).rejects.toThrow('duplicate member id 4');
  });
});

describe('runMatching', () => {
  const settledFirst = (matching: Promise<unknown>) =>
    Promise.race([matching.then(() => 'matched'), new Promise<string>((resolve) => setTimeout(() => resolve('timer fired'), 0))]);

  it("matches a community-sized pool (38 members) at once on the main thread, without waiting seconds for a worker's start-up", async () => {
    const input = { ...syntheticPool(38, 7), seed: 2 };
    const matching = runMatching(input);
    expect(await settledFirst(matching)).toBe('matched');
    expect(await matching).toEqual(pairPool(input));
  });

  it('still matches a large pool on a worker thread', async () => {
    const matching = runMatching({ ...syntheticPool(MAIN_THREAD_POOL_LIMIT + 1_000, 5), seed: 1 });
    expect(await settledFirst(matching)).toBe('timer fired');
    await matching;
  });
});
