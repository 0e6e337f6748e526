// A browser's module Worker as a worker thread. No DOM at import time: the Node entry re-exports
// it too, since both entry points share one set of types (package.json "./thread").
import * as Comlink from "comlink";
import { refuseThenable } from "./exposeCheck.js";
import { WorkerThread } from "./workerThread.js";

/** How {@link browserThread} takes over a worker. */
export interface BrowserThreadOptions {
  /** The worker's name in errors: "battle worker" gives "the battle worker stopped: …". */
  readonly name: string;
}

/**
 * A thread over a module `Worker` already started on a script that calls {@link exposeThread}.
 * The caller starts it, as `new Worker(new URL(…, import.meta.url), { type: "module" })`
 * in its own module: bundlers (Vite) follow that form there, and emit the worker. A browser tells
 * the page of a worker's failure only by an `error` event (a script that cannot load — a 404, a
 * Content-Security-Policy without `worker-src` — or an error thrown outside a call): that is the
 * death, and the worker is terminated.
 *
 * @example const thread = browserThread<MyApi>(new Worker(myWorkerUrl, { type: "module" }), { name: "my worker" });
 */
export function browserThread<Api extends object>(
  worker: Worker,
  options: BrowserThreadOptions,
): WorkerThread<Api> {
  return new WorkerThread<Api>(options.name, {
    endpoint: worker,
    watch(died) {
      worker.addEventListener("error", (event) => {
        worker.terminate();
        died(event.message ? `it failed: ${event.message}` : "it failed to load or run its script");
      });
    },
    terminate: () => worker.terminate(),
  });
}

/**
 * Offers `api` to the page that started this module Worker: call it at the top of the worker's
 * script, with the object itself, before anything is awaited — a worker that exposes only after
 * an await loses the messages sent meanwhile (TOOLCHAIN.md).
 *
 * @example exposeThread(new BattleService());
 */
export function exposeThread(api: object): void {
  refuseThenable(api);
  Comlink.expose(api);
}
