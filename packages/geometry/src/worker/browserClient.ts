import * as Comlink from "comlink";
import { GeometryWorker } from "./geometryWorker.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

export { GeometryWorker } from "./geometryWorker.js";
export type { AsyncGeometryEngine } from "./workerApi.js";

/**
 * Starts the geometry kernels in a module Web Worker. Bundlers (Vite) follow the
 * `new Worker(new URL(...), { type: "module" })` form below and emit the worker and its wasm.
 *
 * @example const worker = startGeometryWorker(); await worker.loadHexBoard(board);
 */
export function startGeometryWorker(): GeometryWorker {
  const worker = new Worker(new URL("./browserWorker.js", import.meta.url), { type: "module" });
  const remote = Comlink.wrap<AsyncGeometryEngine>(worker);
  return new GeometryWorker(remote, () => worker.terminate());
}
