/** A run is stopped after this long (Python: from the moment the interpreter is loaded and the code starts). */
export const RUN_TIME_LIMIT_MS = 5_000;

/** How much of each stream (stdout, stderr) a run keeps and shares: "Output cut at 16 KB" past it. */
export const OUTPUT_LIMIT_CHARS = 16 * 1024;
export const OUTPUT_LIMIT_LABEL = '16 KB';

/** Loading Python (about 6 MB over the network the first time, then from the browser's cache) gives up after this long. */
export const PYTHON_LOAD_TIMEOUT_MS = 90_000;
