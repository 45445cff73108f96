/**
 * One of the room bench's tab threads (bench/room.ts): opens its share of the rooms' tabs, types when told, and
 * reports what its tabs measured. At 500 rooms the tabs' own Yjs and JSON work is about a core: in one thread its
 * event loop would delay the edits it measures. Both tabs of a room live in the same thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BenchTab, inPool, now, withTimeout, type Tally } from './room-tab';
import { codeWorkload, whiteboardWorkload } from './room-workloads';

/** A room as the thread gets it: each tab's server, interview and cookie. */
export interface TabRoom {
  a: { url: string; interviewId: string; cookie: string };
  b: { url: string; interviewId: string; cookie: string };
}

export interface TabThreadData {
  workload: 'code' | 'whiteboard';
  rooms: TabRoom[];
  connectConcurrency: number;
  /** Each edit also sends the tab's cursor (awareness), as the SPA's editor does. */
  withCursor: boolean;
}

export type ToTabThread = { type: 'type'; until: number } | { type: 'drain'; deadline: number } | { type: 'close' };

export interface TabThreadResults {
  latencies: Float64Array;
  arrivals: Float64Array;
  sent: number;
  received: number;
  lost: number;
  identical: number;
  contents: string[];
  serverErrors: Array<[string, number]>;
  loopDelayP99Ms: number;
}

export type FromTabThread = { type: 'synced' } | { type: 'failed'; message: string } | ({ type: 'results' } & TabThreadResults) | { type: 'closed' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { workload: workloadName, rooms, connectConcurrency, withCursor } = workerData as TabThreadData;
const workload = workloadName === 'whiteboard' ? whiteboardWorkload : codeWorkload;
const post = (message: FromTabThread) => parentPort!.postMessage(message);
const tally: Tally = { latencies: [], arrivals: [], serverErrors: new Map() };
const tabs = rooms.map(() => {
  const a = new BenchTab('a', workload, tally, withCursor);
  const b = new BenchTab('b', workload, tally, withCursor);
  a.partner = b;
  b.partner = a;
  return [a, b] as const;
});
const loop = monitorEventLoopDelay({ resolution: 10 });

async function open(): Promise<void> {
  await inPool(rooms.map((room, index) => ({ room, index })), connectConcurrency, async ({ room, index }) => {
    const [a, b] = tabs[index];
    await a.open(room.a.url, room.a.interviewId, room.a.cookie);
    await b.open(room.b.url, room.b.interviewId, room.b.cookie);
  });
  await withTimeout(Promise.all(tabs.flat().map((tab) => tab.synced)), 60_000, 'the rooms did not all answer sync within 60 s');
}

async function drain(deadline: number): Promise<TabThreadResults> {
  loop.disable();
  while (now() < deadline && tabs.some(([a, b]) => a.pending.size + b.pending.size > 0)) await sleep(100);
  for (const tab of tabs.flat()) tab.applyReceived();
  return {
    latencies: Float64Array.from(tally.latencies),
    arrivals: Float64Array.from(tally.arrivals),
    sent: tabs.reduce((sum, [a, b]) => sum + a.sent + b.sent, 0),
    received: tabs.reduce((sum, [a, b]) => sum + a.received + b.received, 0),
    lost: tabs.reduce((sum, [a, b]) => sum + a.pending.size + b.pending.size, 0),
    identical: tabs.filter(([a, b]) => a.content() === b.content()).length,
    contents: tabs.map(([a]) => a.content()),
    serverErrors: [...tally.serverErrors],
    loopDelayP99Ms: loop.percentile(99) / 1e6,
  };
}

parentPort!.on('message', (message: ToTabThread) => {
  if (message.type === 'type') {
    loop.enable();
    for (const tab of tabs.flat()) tab.type(message.until);
  } else if (message.type === 'drain') {
    void drain(message.deadline).then((results) => post({ type: 'results', ...results }));
  } else {
    void Promise.all(tabs.flat().map((tab) => tab.close())).then(() => post({ type: 'closed' }));
  }
});

open().then(
  () => post({ type: 'synced' }),
  (error: Error) => {
    const errors = [...tally.serverErrors].map(([code, times]) => `${code} x${times}`).join(', ') || 'none';
    post({ type: 'failed', message: `${error.message} (errors from the server: ${errors})` });
  },
);
