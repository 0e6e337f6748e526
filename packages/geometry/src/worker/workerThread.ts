// One thread of a geometry worker as the client sees it (docs/decisions/002-worker-protocol.md):
// its Comlink remote, how to stop it, and word when it dies. A client may start several in its
// life, since a thread that dies is replaced (geometryWorker.ts).
import type * as Comlink from "comlink";
import type { AsyncGeometryEngine } from "./workerApi.js";

/** A started worker thread. */
export interface WorkerThread {
  /** The engine in the thread, through Comlink. */
  readonly engine: Comlink.Remote<AsyncGeometryEngine>;
  /** Stops the thread (the client closes, or gives up on a thread it has replaced). */
  stop(): unknown;
}

/**
 * Starts one thread. It calls `died` if the thread ends without being stopped — it exited,
 * crashed, ran out of memory, or was terminated from elsewhere — saying why in a few words
 * ("it exited with code 1"). Calls after the first, or after `stop`, are ignored.
 */
export type StartWorkerThread = (died: (why: string) => void) => WorkerThread;
