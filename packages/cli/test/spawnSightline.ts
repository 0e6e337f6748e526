// The built `sightline` in a child process with what runSightline.ts does not give: text on its
// stdin, extra environment, Node flags before the script (a preloaded module that breaks
// something on purpose), and a stdout of the test's choosing (/dev/full, a pipe closed early).
import { type StdioOptions, spawn } from "node:child_process";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";
import type { Run } from "./runSightline.js";

export const bin = fileURLToPath(new URL("../bin/sightline.js", import.meta.url));

/** How to run it. */
export interface SpawnOptions {
  /** Written to its stdin, which is then closed; absent, stdin is empty. */
  readonly input?: string | Uint8Array;
  /** Added to the environment. */
  readonly env?: Record<string, string>;
  /** Node's own flags, before the script (e.g. `--import` of a module). */
  readonly node?: readonly string[];
  /** Its stdout: a pipe the test reads (default) or a file descriptor. */
  readonly stdout?: "pipe" | number;
}

/** The exit status and both outputs of `sightline ...args`; a death by signal is 128 + its number. */
export function spawnSightline(args: readonly string[], options: SpawnOptions = {}): Promise<Run> {
  const stdio: StdioOptions = ["pipe", options.stdout ?? "pipe", "pipe"];
  const child = spawn(process.execPath, [...(options.node ?? []), bin, ...args], {
    stdio,
    env: { ...process.env, ...options.env },
  });
  const run = { code: -1, stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (run.stderr += chunk.toString()));
  // A command that fails before it reads stdin closes it: the test's write may then fail.
  child.stdin!.on("error", () => {});
  child.stdin!.end(options.input ?? "");
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      run.code = code ?? 128 + (signal ? constants.signals[signal] : 0);
      resolve(run);
    });
  });
}
