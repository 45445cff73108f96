// @ts-check
// Plain JavaScript: jest-runner loads a project's `runtime` with Node's own `require`, in workers where no TypeScript
// loader runs (the runner and the environments go through jest's transform; this does not).
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/**
 * V8's code for each module a worker has run, by file: the source it was made from and the code cache made after
 * that file's tests ran, so it holds the functions they called, not only the module's top level.
 * @type {Map<string, { source: string; cachedData: Buffer }>}
 */
const codeByFile = new Map();

/**
 * Node 20 drops a script's dynamic-import callback when its code comes from a cache, and jest needs that callback for
 * `import()`; such modules are compiled by jest itself, as before.
 */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/**
 * Jest's runtime, except that a module a worker has compiled for an earlier test file starts from V8's code cache.
 * Jest loads every module afresh for each test file, in that file's context, and compiled ~1,200 modules (11 MB of
 * JavaScript) for each server file: parsing and compiling them again, their functions included, was ~0.2 s of CPU per
 * file (docs/testing.md). The cache holds code, not state: each file still evaluates every module in its own context.
 */
class CodeCacheRuntime extends Runtime {
  /** @param {ConstructorParameters<typeof Runtime>} args */
  constructor(...args) {
    super(...args);
    /** @type {{ filename: string; source: string; script: vm.Script }[]} */
    this.compiledAfresh = [];
    // jest-runtime 30 compiles in its ModuleExecutor; a jest that does not would otherwise just lose the cache.
    /** @type {{ compile?: Function; environment: { getVmContext(): vm.Context | null }; injectedModuleParameters: string[] } | undefined} */
    const executor = /** @type {any} */ (this).executor;
    if (typeof executor?.compile !== 'function') throw new Error('jest/code-cache-runtime.cjs: this jest-runtime has no ModuleExecutor.compile to take over; update it to the installed jest.');
    const compileWithoutCache = executor.compile.bind(executor);
    executor.compile = (/** @type {string} */ source, /** @type {string} */ filename) => {
      const known = codeByFile.get(filename);
      const cachedData = known?.source === source ? known.cachedData : undefined;
      if (!cachedData && DYNAMIC_IMPORT.test(source)) return compileWithoutCache(source, filename);
      const context = executor.environment.getVmContext();
      if (context == null) return null;
      /** @type {vm.Script} */
      let script;
      try {
        // The wrapper on a line of its own, which lineOffset takes back: stack traces keep the module's lines and columns.
        script = new vm.Script(`(function (${executor.injectedModuleParameters.join(', ')}) {\n${source}\n})`, { filename, lineOffset: -1, cachedData });
      } catch {
        // What does not compile, jest's own compile reports, with its hints (an unexpected token, ES module syntax).
        return compileWithoutCache(source, filename);
      }
      if (!cachedData || script.cachedDataRejected) this.compiledAfresh.push({ filename, source, script });
      return script.runInContext(context);
    };
  }

  /** @override */
  teardown() {
    for (const { filename, source, script } of this.compiledAfresh) codeByFile.set(filename, { source, cachedData: script.createCachedData() });
    this.compiledAfresh = [];
    super.teardown();
  }
}

module.exports = CodeCacheRuntime;
