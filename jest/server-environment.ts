import fs from 'node:fs';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';
import { readTarEntries } from '../server/src/db/tar';

/** What every embedded database of one jest worker can share: the compiled PostgreSQL and its files. */
export interface EmbeddedDatabaseBuild {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** A directory (no `data`) or a file of a database dump, by its path inside the data directory. */
export interface DataDirEntry {
  path: string;
  data?: Uint8Array;
}

// This module is loaded once per worker, outside the test files' sandboxes, so what it holds outlives each file.
let build: Promise<EmbeddedDatabaseBuild> | undefined;
const dumpEntriesByPath = new Map<string, DataDirEntry[]>();

/** A dump's directories and regular files, as each file's in-memory PGlite is given them. */
function dataDirEntries(tar: Buffer): DataDirEntry[] {
  return readTarEntries(tar).map(({ name, type, data }) => {
    if (type === '5') return { path: name };
    if (type === '0' || type === '') return { path: name, data };
    throw new Error(`${name}: a tar entry of type ${type}, which a database dump does not have`);
  });
}

function compileEmbeddedDatabase(): Promise<EmbeddedDatabaseBuild> {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  build ??= WebAssembly.compile(fs.readFileSync(path.join(dist, 'pglite.wasm'))).then((pgliteWasmModule) => ({
    pgliteWasmModule,
    fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
  }));
  return build;
}

/**
 * The server tests' environment: Node's, plus `embeddedDatabaseBuild()`. Each test file opens an in-memory
 * PGlite of its own (helpers/test-database.ts); compiling PostgreSQL's 9 MB of WebAssembly for each cost
 * ~0.4 s of CPU per file, so a worker compiles it once and its files reuse the module (docs/testing.md). It reads
 * the migrated template's dump once too: PGlite's own loading read and unpacked the 42 MB archive for every file.
 */
export default class ServerTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    // Started here, outside the file's hooks: a promise made inside one holds that hook's async context (jest-circus's
    // test context, and with it the file's app), and this one outlives the file.
    const compiled = compileEmbeddedDatabase();
    const sandboxModule = (this.global.WebAssembly as typeof WebAssembly).Module;
    this.global.embeddedDatabaseBuild = async () => {
      const shared = await compiled;
      // PGlite checks `module instanceof WebAssembly.Module`, which a module compiled outside this file's sandbox
      // fails; files run one at a time in a worker, so the module takes on the current file's prototype.
      Object.setPrototypeOf(shared.pgliteWasmModule, sandboxModule.prototype);
      return shared;
    };
    this.global.embeddedDatabaseDump = (tarPath: string) => {
      let entries = dumpEntriesByPath.get(tarPath);
      if (!entries) dumpEntriesByPath.set(tarPath, (entries = dataDirEntries(fs.readFileSync(tarPath))));
      return entries;
    };
  }
}

declare global {
  // Set by this environment in the server project only; test-database.ts refuses to run without them.
  // eslint-disable-next-line no-var -- a global declaration is a var
  var embeddedDatabaseBuild: (() => Promise<EmbeddedDatabaseBuild>) | undefined;
  /** A dump's entries, read once per worker (test-database.ts writes them into each file's in-memory PGlite). */
  // eslint-disable-next-line no-var -- a global declaration is a var
  var embeddedDatabaseDump: ((tarPath: string) => DataDirEntry[]) | undefined;
}
