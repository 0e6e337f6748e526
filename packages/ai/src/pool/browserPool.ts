// `@sightline/ai/pool` in a browser: search workers as module Web Workers
// (@sightline/geometry/thread).
import { browserThread } from "@sightline/geometry/thread";
import { SearchPool, type SearchPoolOptions, type SearchThread } from "./searchPool.js";
import type { SearchWorkerApi } from "./searchWorkerApi.js";

export { SearchPool, type SearchPoolOptions } from "./searchPool.js";

/**
 * Starts `size` search workers (module Web Workers) for `turn`'s tasks. A cancel reaches a
 * running task only where `SharedArrayBuffer` exists (a cross-origin isolated page); elsewhere
 * it stops the tasks not yet started.
 *
 * @example const pool = createSearchPool(); await answer(battle, query, { runner: pool }); await pool.close();
 */
export function createSearchPool(options: SearchPoolOptions = {}): SearchPool {
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 1;
  return new SearchPool(options.size ?? Math.max(1, cores), startWorker);
}

function startWorker(): SearchThread {
  // Bundlers (Vite) follow this `new Worker(new URL(...))` form and emit the worker.
  const worker = new Worker(new URL("./searchWorker.js", import.meta.url), { type: "module" });
  return browserThread<SearchWorkerApi>(worker, { name: "search worker" });
}
