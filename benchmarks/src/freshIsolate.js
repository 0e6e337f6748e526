// Runs part of a suite in a fresh worker thread: its own V8 isolate, untouched by the suites
// that ran before. Why: once any ArrayBuffer in an isolate has been detached (a wasm
// memory.grow, a transfer to a worker), V8 compiles every typed-array access with extra checks
// for the rest of the isolate's life — a plain-JS BFS measured 1.8 µs a search in a fresh
// isolate and 2.6 µs after one detach. A plain-JS peer deserves its best case, and a ratio
// should not depend on which suites ran first.
//
// The part is a module whose default export is `async (ctx, data) => {}`, given a harness
// Context of its own; its rows and notes come back into the suite's context, its progress
// lines go to stderr as the suite's own.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { Context } from "./harness.js";

/**
 * Runs the default export of `part` (a module URL) in a fresh isolate with `data`, and adds its
 * rows and notes to `ctx`. Rejects with the part's error (an answer check that failed).
 *
 * @example await runInFreshIsolate(ctx, new URL("./rangeSearches.js", import.meta.url), { board: "Rotten Ice" })
 * @param {import("./harness.js").Context} ctx
 * @param {URL} part
 * @param {unknown} data
 */
export function runInFreshIsolate(ctx, part, data) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: {
        part: part.href,
        data,
        quick: ctx.quick,
        suite: { id: ctx.suite.id, title: ctx.suite.title },
      },
    });
    let [failed, done] = [undefined, false];
    worker.on("message", (message) => {
      if (message.row) ctx.record(message.row);
      else if (message.note) ctx.note(message.note);
      else if (message.error) failed = new Error(message.error, { cause: message.stack });
      else if (message.done) done = true;
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (failed) reject(failed);
      else if (!done) reject(new Error(`${part.pathname} stopped early (exit code ${code})`));
      else resolve();
    });
  });
}

// In the worker: run the part with a context of its own and send everything back.
if (!isMainThread && workerData?.part) {
  const { part, data, quick, suite } = workerData;
  const ctx = new Context({ quick, suite });
  try {
    const { default: run } = await import(part);
    await run(ctx, data);
    for (const row of ctx.rows) parentPort.postMessage({ row: ownFields(row) });
    for (const note of ctx.notes) parentPort.postMessage({ note });
    parentPort.postMessage({ done: true });
  } catch (error) {
    parentPort.postMessage({ error: error?.message ?? String(error), stack: error?.stack });
  }
}

/** A row as `Context.record` takes it (it derives the rest again). */
function ownFields({ group, engine, baseline, callsPerSecond, rme, samples, perCall, unit }) {
  return { group, engine, baseline, callsPerSecond, rme, samples, perCall, unit };
}
