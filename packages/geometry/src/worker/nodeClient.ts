import { Worker } from "node:worker_threads";
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { GeometryWorker } from "./geometryWorker.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

export { GeometryWorker } from "./geometryWorker.js";
export type { AsyncGeometryEngine } from "./workerApi.js";

/**
 * Starts the geometry kernels in a Node worker thread. Close it when done, or the process
 * stays alive.
 *
 * @example const worker = startGeometryWorker(); await worker.loadHexBoard(board);
 */
export function startGeometryWorker(): GeometryWorker {
  const worker = new Worker(new URL("./nodeWorker.js", import.meta.url));
  const remote = Comlink.wrap<AsyncGeometryEngine>(nodeEndpoint(worker));
  return new GeometryWorker(remote, () => worker.terminate());
}
