// The oracle of the kernel targets: the same calls on the WebAssembly engine and on its
// TypeScript twin (src/reference via ReferenceGeometry), answers compared exactly. A RangeError
// is the front's structured refusal and must be the same on both; any other exception (a wasm
// trap, a TypeError) is a crash whichever engine threw it.
import { type GeometryEngine, ReferenceGeometry, WasmGeometry } from "@sightline/geometry";
import { firstDifference } from "../compare.js";
import type { Outcome } from "../target.js";

let engines: Promise<{ wasm: GeometryEngine; twin: GeometryEngine }> | undefined;

/** One call made on each engine in turn; later calls read the boards earlier ones loaded. */
export type EngineCall = (engine: GeometryEngine) => unknown;

type Answer = { readonly value: unknown } | { readonly error: Error };

/**
 * Runs `calls` in order on the wasm engine, then on the twin, each engine stopping at its first
 * exception, and compares the answers call by call. The first crash or disagreement is the
 * outcome; else `ok`, tagged `answered`, or `refused` when both engines refused the input at the
 * same call with the same RangeError.
 */
export async function differential(calls: Readonly<Record<string, EngineCall>>): Promise<Outcome> {
  engines ??= WasmGeometry.load().then((wasm) => ({ wasm, twin: new ReferenceGeometry() }));
  const { wasm, twin } = await engines;
  const fast = run(wasm, calls);
  const slow = run(twin, calls);
  const names = Object.keys(calls);
  for (let i = 0; i < Math.max(fast.length, slow.length); i++) {
    const [a, b] = [fast[i], slow[i]];
    for (const [engine, answer] of [
      ["wasm", a],
      ["twin", b],
    ] as const) {
      if (answer && "error" in answer && !(answer.error instanceof RangeError)) {
        // A trapped instance may be left inconsistent: the next input gets a fresh one.
        if (engine === "wasm") engines = undefined;
        return {
          kind: "crash",
          message: `${engine} ${names[i]} threw ${answer.error.name}: ${answer.error.message}`,
          detail: answer.error.stack,
        };
      }
    }
    const [x, y] = [a, b].map(said);
    if (x !== y) {
      return { kind: "disagreement", message: `${names[i]}: wasm gave ${x}, the twin ${y}` };
    }
    if (a && b && "value" in a && "value" in b) {
      const difference = firstDifference(a.value, b.value);
      if (difference !== undefined) {
        return {
          kind: "disagreement",
          message: `${names[i]} differs at ${difference} (wasm against twin)`,
        };
      }
    }
  }
  const refused = fast.some((answer) => "error" in answer);
  return { kind: "ok", tag: refused ? "refused" : "answered" };
}

/** The calls' answers on one engine, up to and including the first exception. */
function run(engine: GeometryEngine, calls: Readonly<Record<string, EngineCall>>): Answer[] {
  const answers: Answer[] = [];
  for (const call of Object.values(calls)) {
    try {
      answers.push({ value: call(engine) });
    } catch (error) {
      answers.push({ error: error instanceof Error ? error : new Error(String(error)) });
      break;
    }
  }
  return answers;
}

function said(answer: Answer | undefined): string {
  if (answer === undefined) return "nothing (it had stopped)";
  return "error" in answer ? `RangeError: ${answer.error.message}` : "an answer";
}
