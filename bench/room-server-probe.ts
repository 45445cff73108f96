/**
 * Preloaded (`--import`) into the server processes `bench/room.ts` starts: answers the bench's IPC message
 * `{ probe: true, gc?: boolean }` with the process's CPU time, event-loop figures and memory, after a full
 * collection when asked (the process runs with --expose-gc) so that the heap figure is what is live, not what
 * awaits collection. Each answer restarts the event-loop delay histogram. It adds nothing else to the server, but
 * stops it when the bench's end of the channel closes.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

export interface ProbeSample {
  cpuMicros: number;
  wallMs: number;
  /** Cumulative event-loop time (ms) spent busy: running callbacks or blocked in synchronous calls (CPU or not). */
  loopActiveMs: number;
  /** Event-loop delay since the previous probe (ms). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

// The bench is gone (it ended or crashed without stopping this server): stop as on Ctrl-C rather than linger.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

process.on('message', (message: { probe?: boolean; gc?: boolean }) => {
  if (!message?.probe) return;
  if (message.gc) (globalThis as { gc?: () => void }).gc?.();
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const sample: ProbeSample = {
    cpuMicros: cpu.user + cpu.system,
    wallMs: performance.now() + performance.timeOrigin,
    loopActiveMs: performance.eventLoopUtilization().active,
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    loopDelayMaxMs: delay.max / 1e6,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
  };
  delay.reset();
  process.send?.(sample);
});
