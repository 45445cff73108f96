import { initialPollingState, pollingReducer, type PollingEvent, type PollingState } from './verification-polling';

const run = (events: PollingEvent[], from: PollingState = initialPollingState) => events.reduce(pollingReducer, from);
const unverified: PollingEvent = { type: 'checked', verified: false };

describe('pollingReducer', () => {
  it('starts checking from idle with an empty progress bar', () => {
    expect(run([{ type: 'started' }])).toEqual({ status: 'checking', attempts: 0, progress: 0, failed: false });
  });

  it('fills the progress bar 2 points per tick, up to 100', () => {
    const ticks = (count: number) => Array.from({ length: count }, (): PollingEvent => ({ type: 'ticked' }));
    expect(run([{ type: 'started' }, ...ticks(5)]).progress).toBe(10);
    expect(run([{ type: 'started' }, ...ticks(80)]).progress).toBe(100);
  });

  it('succeeds as soon as a check finds the member verified', () => {
    const state = run([{ type: 'started' }, unverified, { type: 'checked', verified: true }]);
    expect(state).toMatchObject({ status: 'success', attempts: 2, progress: 100 });
  });

  it('times out after three unverified checks, and may start again', () => {
    const twoChecksIn = run([{ type: 'started' }, unverified, unverified]);
    expect(twoChecksIn.status).toBe('checking');
    const timedOut = pollingReducer(twoChecksIn, unverified);
    expect(timedOut).toMatchObject({ status: 'timeout', attempts: 3, failed: false });
    expect(pollingReducer(timedOut, { type: 'started' })).toMatchObject({ status: 'checking', attempts: 0 });
  });

  it('ends as a timeout marked failed when a check request fails', () => {
    expect(run([{ type: 'started' }, { type: 'requestFailed' }])).toMatchObject({ status: 'timeout', failed: true });
  });

  it('ignores ticks and answers when not checking', () => {
    expect(run([{ type: 'ticked' }, unverified, { type: 'requestFailed' }])).toEqual(initialPollingState);
    const succeeded = run([{ type: 'started' }, { type: 'checked', verified: true }]);
    expect(run([unverified, { type: 'started' }, { type: 'ticked' }], succeeded)).toEqual(succeeded);
  });
});
