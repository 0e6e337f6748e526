// The page's side of the battle worker: one module Worker shared by every <battle-board> on the
// page (the WebAssembly module is compiled once), a thread of @sightline/geometry/thread. Bundlers
// (Vite) follow the `new Worker(new URL(...), { type: "module" })` form and emit the worker and
// its wasm.
import { type ThreadCalls, type WorkerThread, browserThread } from "@sightline/geometry/thread";
import type { BattleWorkerApi } from "./worker/battleProtocol.js";

/** The battle worker's calls, each a promise. */
export type BattleCalls = ThreadCalls<BattleWorkerApi>;

let shared: WorkerThread<BattleWorkerApi> | undefined;

/**
 * The page's battle worker, started on first use. A browser tells the page of a worker's failure
 * only by an `error` event — its script cannot load (a 404, a Content-Security-Policy without
 * `worker-src`), or it threw outside a call — and then every pending and later call rejects with
 * "the battle worker stopped: …", and the next use starts a new worker. The battles opened in
 * the failed one are gone with it: an element opens its scenario again when it is given one.
 */
export function battleWorker(): BattleCalls {
  if (shared?.state !== "running") {
    const worker = new Worker(new URL("./worker/battleWorker.js", import.meta.url), {
      type: "module",
    });
    shared = browserThread<BattleWorkerApi>(worker, { name: "battle worker" });
  }
  return shared.calls;
}
