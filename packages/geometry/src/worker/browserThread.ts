// A browser's module Worker as a geometry worker thread. No DOM at import time: the Node client
// re-exports it too, since both entry points share one set of types (package.json "./worker").
import * as Comlink from "comlink";
import type { AsyncGeometryEngine } from "./workerApi.js";
import type { WorkerThread } from "./workerThread.js";

/**
 * A {@link WorkerThread} over a module `Worker` already started on a script that exposes the
 * geometry engine (as `browserWorker.js` does). A browser tells the page of a worker's failure
 * only by an `error` event — a script that cannot load or run, an error thrown outside a call
 * — so that is the death `died` hears of: the worker is terminated and replaced.
 *
 * @example new GeometryWorker((died) => browserWorkerThread(new Worker(url, { type: "module" }), died))
 */
export function browserWorkerThread(worker: Worker, died: (why: string) => void): WorkerThread {
  worker.addEventListener("error", (event) => {
    worker.terminate();
    died(event.message ? `it failed: ${event.message}` : "it failed to load or run its script");
  });
  return { engine: Comlink.wrap<AsyncGeometryEngine>(worker), stop: () => worker.terminate() };
}
