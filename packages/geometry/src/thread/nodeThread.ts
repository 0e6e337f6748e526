// A worker thread under Node's worker_threads, through Comlink's Node adapter.
import { Worker, parentPort } from "node:worker_threads";
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { WorkerThread } from "./workerThread.js";
import { refuseThenable } from "./exposeCheck.js";

// The types below are written out rather than taken from node:worker_threads: one set of
// declarations serves both entry points (package.json "./thread"), and a browser project has no
// Node types.

/** What a {@link WorkerThread} uses of a Node `Worker` (`node:worker_threads`); a `Worker` is one. */
export interface NodeWorker {
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "exit", listener: (exitCode: number) => void): unknown;
  terminate(): Promise<number>;
  ref(): void;
  unref(): void;
}

/** How {@link nodeThread} starts, or takes over, a thread. */
export interface NodeThreadOptions {
  /** The worker's name in errors: "search worker" gives "the search worker stopped: …". */
  readonly name: string;
  /** Whether the idle thread keeps the process alive (default true); see `WorkerThread.hold`. */
  readonly held?: boolean;
  /** `workerData` of the new thread (with a script URL only). */
  readonly workerData?: unknown;
  /**
   * Node's limits of the thread's memory (`resourceLimits` of `node:worker_threads`, with a script
   * URL only). A thread past them dies.
   */
  readonly resourceLimits?: {
    readonly maxOldGenerationSizeMb?: number;
    readonly maxYoungGenerationSizeMb?: number;
    readonly codeRangeSizeMb?: number;
    readonly stackSizeMb?: number;
  };
}

/**
 * A thread running `script` (a module that calls {@link exposeThread}), or a `Worker` already
 * started on one. It dies when it exits, whatever the cause (an uncaught error, `process.exit`,
 * running out of memory, a `terminate()` from elsewhere), unless it was closed.
 *
 * @example const thread = nodeThread<MyApi>(myWorkerUrl, { name: "my worker" });
 */
export function nodeThread<Api extends object>(
  script: URL | NodeWorker,
  options: NodeThreadOptions,
): WorkerThread<Api> {
  const worker =
    script instanceof URL
      ? new Worker(script, {
          workerData: options.workerData,
          resourceLimits: options.resourceLimits,
        })
      : script;
  if (options.held === false) worker.unref();
  return new WorkerThread<Api>(options.name, {
    // Comlink's adapter also needs postMessage and the message events: a real Worker's.
    endpoint: nodeEndpoint(worker as Worker),
    watch(died) {
      let crash: Error | undefined;
      // An uncaught error comes first, then the exit (code 1): the error says more.
      worker.on("error", (error) => (crash = error));
      worker.on("exit", (code) =>
        died(crash ? `it crashed: ${crash.message}` : `it exited with code ${code}`),
      );
    },
    terminate: () => worker.terminate(),
    hold: (alive) => (alive ? worker.ref() : worker.unref()),
  });
}

/**
 * Offers `api` to the thread that started this one: call it at the top of the worker's script,
 * with the object itself, before anything is awaited — a worker that exposes only after an await
 * loses the messages sent meanwhile (TOOLCHAIN.md). Methods that need something loaded await it.
 *
 * @example exposeThread(createSearchWorkerApi());
 */
export function exposeThread(api: object): void {
  refuseThenable(api);
  if (!parentPort) throw new Error("exposeThread runs in a worker thread, not the main thread");
  Comlink.expose(api, nodeEndpoint(parentPort));
}
