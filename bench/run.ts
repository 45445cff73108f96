/**
 * `npm run bench [-- <section> ...]`: runs every benchmark section (or the named ones) and prints one
 * table per section. A new benchmark is a function returning rows, added to `sections` below.
 */
import { performance } from 'node:perf_hooks';
import { benchBundleSize } from './bundle-size';
import { benchPairing } from './pairing';
import { benchPairingHistory } from './pairing-history';
import { benchPairingResponsiveness } from './pairing-responsiveness';
import { benchRematch } from './rematch';
import { benchLighthouse } from './lighthouse';
import { benchRoom } from './room';
import { benchScaleOut } from './scale-out';
import { benchServerLoad } from './server-load';

interface BenchSection {
  name: string;
  title: string;
  run(): Promise<Array<Record<string, string | number>>>;
}

const sections: BenchSection[] = [
  { name: 'bundle', title: 'SPA bundle size (gzip)', run: benchBundleSize },
  { name: 'lighthouse', title: 'Lighthouse performance, /home and the sign-in page, mobile', run: benchLighthouse },
  { name: 'pairing', title: 'Weekly pairing on synthetic pools', run: benchPairing },
  { name: 'pairing-history', title: "The pairing run with members' question history (embedded)", run: benchPairingHistory },
  { name: 'pairing-responsiveness', title: 'Requests answered while a pool is paired', run: benchPairingResponsiveness },
  { name: 'rematch', title: 'Cancel and re-match with 2,000 members in the week (embedded)', run: benchRematch },
  { name: 'server', title: 'The server at community scale (20,000 members): Discover, directory, static files, memory', run: benchServerLoad },
  { name: 'scale-out', title: 'Directory search with one and two server processes on one PostgreSQL (back to back)', run: benchScaleOut },
  { name: 'room', title: 'The interview room: 500 rooms, two tabs each typing 5 edits/s (embedded; PostgreSQL with 2 processes)', run: benchRoom },
];

async function main(requested: string[]): Promise<number> {
  const unknown = requested.filter((name) => !sections.some((section) => section.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${sections.map((section) => section.name).join(', ')}.`);
    return 2;
  }
  let failures = 0;
  for (const section of sections.filter((candidate) => requested.length === 0 || requested.includes(candidate.name))) {
    console.log(`\n== ${section.title} ==`);
    const started = performance.now();
    try {
      console.table(await section.run());
      console.log(`(${section.name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failures += 1;
      console.error(`${section.name} failed:`, error);
    }
  }
  return failures === 0 ? 0 : 1;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
