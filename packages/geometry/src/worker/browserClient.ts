import { browserWorkerThread } from "./browserThread.js";
import { GeometryWorker } from "./geometryWorker.js";

export { browserWorkerThread } from "./browserThread.js";
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
