/**
 * Child process of the pairing bench: pairs one synthetic mixed pool of the size given on the command line
 * and prints time and peak memory as JSON. A process of its own, so that peak RSS is this run's alone.
 */
import { performance } from 'node:perf_hooks';
import { pairPoolWithDiagnostics } from '../server/src/modules/pairing/matching';
import { syntheticPool } from './pairing';

const size = Number(process.argv[2]);
const pool = syntheticPool(size, 20_240_901 + size);
const started = performance.now();
const cpuStarted = process.cpuUsage();
const { result, diagnostics } = pairPoolWithDiagnostics({ ...pool, seed: 7 });
console.log(
  JSON.stringify({
    timeMs: Math.round(performance.now() - started),
    cpuMs: Math.round(process.cpuUsage(cpuStarted).user / 1000),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    pairs: result.stats.pairs,
    maxPossiblePairs: diagnostics.maximumPairsUpperBound,
    provedMaximum: diagnostics.provedMaximum,
    meanOverlapSlots: Number(result.stats.meanOverlapSlots.toFixed(2)),
  }),
);
