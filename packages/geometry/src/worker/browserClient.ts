import * as Comlink from "comlink";
import { GeometryWorker } from "./geometryWorker.js";
import type { AsyncGeometryEngine } from "./workerApi.js";
import type { WorkerThread } from "./workerThread.js";

export { GeometryWorker, GeometryWorkerError } from "./geometryWorker.js";
export type { AsyncGeometryEngine } from "./workerApi.js";
export type { StartWorkerThread, WorkerThread } from "./workerThread.js";

/**
 * Starts the geometry kernels in a module Web Worker. Bundlers (Vite) follow the
 * `new Worker(new URL(...), { type: "module" })` form below and emit the worker and its wasm.
 * A worker that fails is replaced (see {@link GeometryWorker}).
 *
 * @example const worker = startGeometryWorker(); await worker.loadHexBoard(board);
 */
export function startGeometryWorker(): GeometryWorker {
  return new GeometryWorker((died) =>
    browserWorkerThread(
      new Worker(new URL("./browserWorker.js", import.meta.url), { type: "module" }),
      died,
    ),
  );
}

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
