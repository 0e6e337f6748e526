// What one fuzz target is: inputs from fast-check (made in the runner's process) and a check that
// judges one input (run in the sandbox process, where a hang or a crash cannot take the runner
// down). Targets name what they try in the engine's own words; the runner counts what they say.
import type fc from "fast-check";

/**
 * What a check says of one input. `ok` covers every structured answer: a valid scenario, one
 * refused with its problems (exit 2), the same `RangeError` from both engines. A `crash` is
 * anything else that escaped (exit 1, an exception, a wasm trap); a `disagreement` is the wasm
 * kernel and its TypeScript twin answering differently.
 */
export interface Outcome {
  readonly kind: "ok" | "disagreement" | "crash";
  /** One line: what went wrong (not for `ok`). */
  readonly message?: string;
  /** More lines for the finding's file: a stack, the two answers. */
  readonly detail?: string;
  /** A word counted per target, e.g. `accepted` or `refused`, to show what the inputs reached. */
  readonly tag?: string;
}

/** A file that reproduces an input: a name (no directories) and its contents. */
export interface InputFile {
  readonly name: string;
  readonly data: string | Uint8Array;
}

/** One thing the fuzz tries inputs on. */
export interface FuzzTarget<I = unknown> {
  /** Short and unique, as `--target` takes it: `hex-kernels`, `scenarios`, … */
  readonly name: string;
  /** One line for the report: what is tried against what. */
  readonly what: string;
  /** The inputs; every one must survive structured cloning (it crosses to the sandbox). */
  arbitrary(): fc.Arbitrary<I>;
  /** Judges one input. Runs in the sandbox process; anything it throws counts as a crash. */
  check(input: I): Promise<Outcome>;
  /** The files that reproduce an input, the first being the input itself. */
  files(input: I): InputFile[];
  /**
   * How to reproduce the input from its saved files without the fuzz, when a command does
   * (`npx sightline check FILE`); `dir` is the folder the files are in.
   */
  reproduce?(dir: string): string;
}
