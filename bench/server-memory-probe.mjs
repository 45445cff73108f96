// Preloaded (`--import`) into the server process bench/server-load.ts starts the way `npm start` does (plain node,
// no tsx, so plain JavaScript): on SIGUSR2 it writes the process's memory figures to MEMORY_PROBE_OUT (the heap
// after a full collection). It adds nothing else to the server. The WebAssembly memories PGlite creates are
// tracked to report their size.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

const out = process.env.MEMORY_PROBE_OUT;
const memories = [];
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

/** Resident MB of the mappings of exactly `bytes` bytes: how V8 maps a WebAssembly memory without guard regions. */
function residentOfMappingsSized(bytes) {
  let resident = 0;
  let matches = false;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (header) matches = parseInt(header[2], 16) - parseInt(header[1], 16) === bytes;
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && matches) resident += Number(rss[1]) / 1024;
  }
  return resident;
}

if (out) {
  process.on('SIGUSR2', () => {
    const { rss } = process.memoryUsage();
    // The live heap, not what awaits collection; RSS is read before, as the server left it.
    v8.setFlagsFromString('--expose-gc');
    vm.runInNewContext('gc')();
    const memory = process.memoryUsage();
    const wasmBytes = memories.map((ref) => ref.deref()?.buffer.byteLength ?? 0);
    fs.writeFileSync(out, JSON.stringify({
      rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      wasmMemoryBytes: wasmBytes.reduce((sum, bytes) => sum + bytes, 0),
      wasmMemoryResidentMb: [...new Set(wasmBytes)].reduce((sum, bytes) => sum + residentOfMappingsSized(bytes), 0),
    }));
  });
}
