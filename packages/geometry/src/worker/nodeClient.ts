import { Worker } from "node:worker_threads";
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { GeometryWorker } from "./geometryWorker.js";
import type { AsyncGeometryEngine } from "./workerApi.js";
import type { WorkerThread } from "./workerThread.js";

export { browserWorkerThread } from "./browserThread.js";
export { GeometryWorker, GeometryWorkerError } from "./geometryWorker.js";
export type { AsyncGeometryEngine } from "./workerApi.js";
export type { StartWorkerThread, WorkerThread } from "./workerThread.js";

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

/** What the client uses of a Node `Worker` (`node:worker_threads`); a `Worker` is one. */
export interface NodeWorker {
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "exit", listener: (exitCode: number) => void): unknown;
  terminate(): Promise<number>;
}

/**
 * Starts the geometry kernels in a Node worker thread. Close it when done, or the process
 * stays alive. A thread that dies is replaced (see {@link GeometryWorker}).
 *
 * @example const worker = startGeometryWorker(); await worker.loadHexBoard(board);
 */
export function startGeometryWorker(options: GeometryWorkerOptions = {}): GeometryWorker {
  const script = new URL("./nodeWorker.js", import.meta.url);
  return new GeometryWorker((died) => nodeWorkerThread(new Worker(script, options), died));
}

/**
 * A {@link WorkerThread} over a Node `Worker` already started on a script that exposes the
 * geometry engine (as `nodeWorker.js` does): `died` hears of its exit, whatever the cause,
 * unless the client stopped it.
 *
 * @example new GeometryWorker((died) => nodeWorkerThread(new Worker(myScript), died))
 */
export function nodeWorkerThread(worker: NodeWorker, died: (why: string) => void): WorkerThread {
  let crash: Error | undefined;
  // An uncaught error comes first, then the exit (code 1): the error says more.
  worker.on("error", (error) => (crash = error));
  worker.on("exit", (code) => {
    died(crash ? `it crashed: ${crash.message}` : `it exited with code ${code}`);
  });
  return {
    // Comlink's adapter also needs postMessage and the message events: a real Worker's.
    engine: Comlink.wrap<AsyncGeometryEngine>(nodeEndpoint(worker as Worker)),
    stop: () => worker.terminate(),
  };
}
