import { nodeThread } from "../thread/nodeThread.js";
import { GeometryWorker } from "./geometryWorker.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

export { GeometryWorker, GeometryWorkerError, type StartWorkerThread } from "./geometryWorker.js";
export type { AsyncGeometryEngine } from "./workerApi.js";

// The types below are written out rather than taken from node:worker_threads: one set of
// declarations serves both entry points (package.json "./worker"), and a browser project has no
// Node types.

/** How {@link startGeometryWorker} starts each thread. */
export interface GeometryWorkerOptions {
  /**
   * Node's limits of each thread's memory (`resourceLimits` of `node:worker_threads`). A thread
   * past them dies, and is replaced like any thread that dies; the call it died on twice rejects.
   */
  readonly resourceLimits?: {
    readonly maxOldGenerationSizeMb?: number;
    readonly maxYoungGenerationSizeMb?: number;
    readonly codeRangeSizeMb?: number;
    readonly stackSizeMb?: number;
  };
}

/**
 * Starts the geometry kernels in a Node worker thread. Close it when done, or the process
 * stays alive. A thread that dies is replaced (see {@link GeometryWorker}).
 *
 * @example const worker = startGeometryWorker(); await worker.loadHexBoard(board);
 */
export function startGeometryWorker(options: GeometryWorkerOptions = {}): GeometryWorker {
  const script = new URL("./nodeWorker.js", import.meta.url);
  return new GeometryWorker(() =>
    nodeThread<AsyncGeometryEngine>(script, {
      name: "geometry worker",
      resourceLimits: options.resourceLimits,
    }),
  );
}
