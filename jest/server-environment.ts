import fs from 'node:fs';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

/** What every embedded database of one jest worker can share: the compiled PostgreSQL and its files. */
export interface EmbeddedDatabaseBuild {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

// This module is loaded once per worker, outside the test files' sandboxes, so what it holds outlives each file.
let build: Promise<EmbeddedDatabaseBuild> | undefined;

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
 * ~0.4 s of CPU per file, so a worker compiles it once and its files reuse the module (docs/testing.md).
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
  }
}

declare global {
  // Set by this environment in the server project only; test-database.ts falls back to PGlite's own loading.
  // eslint-disable-next-line no-var -- a global declaration is a var
  var embeddedDatabaseBuild: (() => Promise<EmbeddedDatabaseBuild>) | undefined;
}
