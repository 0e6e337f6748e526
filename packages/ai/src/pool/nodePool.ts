// `@sightline/ai/pool` under Node: search workers on worker_threads, through Comlink.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { SearchPool, type SearchPoolOptions, type SearchWorkerLink } from "./searchPool.js";
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

function startWorker(): SearchWorkerLink {
  const worker = new Worker(new URL("./nodeSearchWorker.js", import.meta.url));
  worker.unref();
  let die: (error: Error) => void = () => undefined;
  const lost = new Promise<never>((_, reject) => (die = reject));
  worker.once("error", (error) => die(new Error(`search worker failed: ${error.message}`)));
  worker.once("exit", (code) => die(new Error(`search worker exited with code ${code}`)));
  return {
    api: Comlink.wrap<SearchWorkerApi>(nodeEndpoint(worker)),
    lost,
    hold: (working) => (working ? worker.ref() : worker.unref()),
    terminate: async () => {
      die(new Error("the search pool was closed"));
      await worker.terminate();
    },
  };
}
