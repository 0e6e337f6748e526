// The page's side of the battle worker: one module Worker shared by every <battle-board> on the
// page (the WebAssembly module is compiled once), spoken to through Comlink. Bundlers (Vite)
// follow the `new Worker(new URL(...), { type: "module" })` form and emit the worker and its
// wasm.
import * as Comlink from "comlink";
import type { BattleService } from "./worker/battleService.js";

let shared: Comlink.Remote<BattleService> | undefined;

/** The page's battle worker, started on first use. */
export function battleWorker(): Comlink.Remote<BattleService> {
  shared ??= Comlink.wrap<BattleService>(
    new Worker(new URL("./worker/battleWorker.js", import.meta.url), { type: "module" }),
  );
  return shared;
}
