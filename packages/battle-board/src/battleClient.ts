// The page's side of the battle worker: one module Worker shared by every <battle-board> on the
// page (the WebAssembly module is compiled once), spoken to through Comlink. Bundlers (Vite)
// follow the `new Worker(new URL(...), { type: "module" })` form and emit the worker and its
// wasm.
import * as Comlink from "comlink";
import type { BattleService } from "./worker/battleService.js";

/** The battle worker's calls, each a promise. */
export type BattleCalls = Comlink.Remote<BattleService>;

let shared: { readonly worker: Worker; readonly calls: BattleCalls } | undefined;

/**
 * The page's battle worker, started on first use. A browser tells the page of a worker's failure
 * only by an `error` event — its script cannot load (a 404, a Content-Security-Policy without
 * `worker-src`), or it threw outside a call — and Comlink then never answers: so every call races
 * that event and rejects naming it, and the next call starts a new worker. The battles opened in
 * the failed one are gone with it: an element opens its scenario again when it is given one.
 */
export function battleWorker(): BattleCalls {
  if (shared) return shared.calls;
  const worker = new Worker(new URL("./worker/battleWorker.js", import.meta.url), {
    type: "module",
  });
  const remote = Comlink.wrap<BattleService>(worker);
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  // Handled by the calls that race it; with none pending it is no one's error.
  failed.catch(() => {});
  worker.addEventListener("error", (event) => {
    worker.terminate();
    if (shared?.worker === worker) shared = undefined;
    const why = event.message || "it could not load or run its script";
    fail(new Error(`the battle worker stopped: ${why}`));
  });
  const calls = new Proxy(remote, {
    get(target, name) {
      // Not a thenable: `await battleWorker()` must not call the worker.
      if (name === "then") return undefined;
      const call = Reflect.get(target, name) as (...args: unknown[]) => Promise<unknown>;
      // eslint-disable-next-line no-restricted-syntax -- forwards the call's own few arguments
      return (...args: unknown[]) => Promise.race([call(...args), failed]);
    },
  });
  shared = { worker, calls };
  return calls;
}
