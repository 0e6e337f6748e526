import { browserThread } from "../thread/browserThread.js";
import { GeometryWorker } from "./geometryWorker.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

export { GeometryWorker, GeometryWorkerError, type StartWorkerThread } from "./geometryWorker.js";
export type { AsyncGeometryEngine } from "./workerApi.js";

/**
 * Starts the geometry kernels in a module Web Worker. Bundlers (Vite) follow the
 * `new Worker(new URL(...), { type: "module" })` form below and emit the worker and its wasm.
 * A worker that fails is replaced (see {@link GeometryWorker}).
 *
 * @example const worker = startGeometryWorker(); await worker.loadHexBoard(board);
 */
export function startGeometryWorker(): GeometryWorker {
  return new GeometryWorker(() =>
    browserThread<AsyncGeometryEngine>(
      new Worker(new URL("./browserWorker.js", import.meta.url), { type: "module" }),
      { name: "geometry worker" },
    ),
  );
}
