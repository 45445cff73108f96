import type { CallOutcome, RunWorkerMessage, TestRequest } from './worker-protocol';
import { runCasesInWorkers, type HarnessEvent, type HarnessWorker } from './test-harness';

/**
 * A worker that behaves as the runner workers do: `started`, then each case's `case-started` and `case-done` (the
 * input doubled). An input of 'loop' never returns, as an endless loop, until the harness terminates the worker.
 */
class FakeWorker implements HarnessWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  received: TestRequest[] = [];
  private readonly listeners = new Map<string, Set<EventListener>>();

  constructor(private readonly setupError: string | null = null) {
    FakeWorker.made.push(this);
  }

  addEventListener(type: string, listener: EventListener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: EventListener): void {
    this.listeners.get(type)?.delete(listener);
  }

  postMessage(request: TestRequest): void {
    this.received.push(request);
    void this.play(request);
  }

  private emit(message: RunWorkerMessage): void {
    if (this.terminated) return;
    for (const listener of this.listeners.get('message') ?? []) listener(new MessageEvent('message', { data: message }));
  }

  private async play(request: TestRequest): Promise<void> {
    await Promise.resolve();
    this.emit({ type: 'started' });
    if (this.setupError) return this.emit({ type: 'setup-failed', error: this.setupError });
    for (const { index, input } of request.cases) {
      this.emit({ type: 'case-started', index });
      if (input[0] === 'loop') return;
      const outcome: CallOutcome = input[0] === 'throw' ? { kind: 'threw', error: 'Error: no' } : { kind: 'returned', value: Number(input[0]) * 2, display: String(Number(input[0]) * 2) };
      await new Promise((resolve) => setTimeout(resolve, 1));
      this.emit({ type: 'case-done', index, outcome, durationMs: 1 });
    }
    this.emit({ type: 'done', status: 'ok', durationMs: 3 });
  }
}

async function collect(cases: unknown[], options: { setupError?: string; abortAfter?: number } = {}) {
  FakeWorker.made = [];
  const released: boolean[] = [];
  const controller = new AbortController();
  const events: HarnessEvent[] = [];
  const phases: string[] = [];
  for await (const event of runCasesInWorkers({
    workers: {
      acquire: () => new FakeWorker(options.setupError ?? null),
      release: (worker, reusable) => {
        worker.terminated = true;
        released.push(reusable);
      },
    },
    request: { code: 'code', functionName: 'double' },
    cases: cases.map((input, index) => ({ index, input: [input], timeLimitMs: 50 })),
    signal: controller.signal,
    onPhase: (phase) => phases.push(phase),
    what: 'The fake runner',
  })) {
    events.push(event);
    if (events.length === options.abortAfter) controller.abort();
  }
  return { events, released, phases, workers: FakeWorker.made };
}

describe('runCasesInWorkers', () => {
  it('reports each case in order from one worker, released as reusable', async () => {
    const { events, released, phases, workers } = await collect([1, 'throw', 3]);
    expect(events).toEqual([
      { type: 'case', index: 0, outcome: { kind: 'returned', value: 2, display: '2' }, durationMs: 1 },
      { type: 'case', index: 1, outcome: { kind: 'threw', error: 'Error: no' }, durationMs: 1 },
      { type: 'case', index: 2, outcome: { kind: 'returned', value: 6, display: '6' }, durationMs: 1 },
    ]);
    expect(workers).toHaveLength(1);
    expect(released).toEqual([true]);
    expect(phases).toEqual(['running']);
  });

  it('stops an endless case at its limit, ends its worker, and runs the cases after it in a fresh one', async () => {
    const { events, released, workers } = await collect([1, 'loop', 3]);
    expect(events.map((event) => (event.type === 'case' ? [event.index, event.outcome.kind] : event.type))).toEqual([
      [0, 'returned'],
      [1, 'timeout'],
      [2, 'returned'],
    ]);
    const timedOut = events[1];
    expect(timedOut.type === 'case' && timedOut.durationMs).toBeGreaterThanOrEqual(50);
    expect(released).toEqual([false, true]);
    expect(workers[1].received[0].cases).toEqual([{ index: 2, input: [3] }]);
  });

  it('reports why the function could not be called, once, and runs no case', async () => {
    const { events, released } = await collect([1, 2], { setupError: 'Your code defines no function named double.' });
    expect(events).toEqual([{ type: 'setup-failed', error: 'Your code defines no function named double.' }]);
    expect(released).toEqual([true]);
  });

  it('ends early when stopped, terminating the worker', async () => {
    const { events, released } = await collect([1, 2, 3], { abortAfter: 1 });
    expect(events).toHaveLength(1);
    expect(released).toEqual([false]);
  });
});
