// `@sightline/ai/pool` under Node: search workers on worker_threads (@sightline/geometry/thread).
import { availableParallelism } from "node:os";
import { nodeThread } from "@sightline/geometry/thread";
import { SearchPool, type SearchPoolOptions, type SearchThread } from "./searchPool.js";
import type { SearchWorkerApi } from "./searchWorkerApi.js";

export { SearchPool, type SearchPoolOptions } from "./searchPool.js";

/**
 * Starts `size` search workers (worker threads) for `turn`'s tasks. An idle pool does not keep
 * the process alive, but close it when done.
 *
 * @example const pool = createSearchPool(); await answer(battle, query, { runner: pool }); await pool.close();
 */
export function createSearchPool(options: SearchPoolOptions = {}): SearchPool {
  return new SearchPool(options.size ?? Math.max(1, availableParallelism()), startWorker);
}

function startWorker(): SearchThread {
  const script = new URL("./nodeSearchWorker.js", import.meta.url);
  return nodeThread<SearchWorkerApi>(script, { name: "search worker", held: false });
}
