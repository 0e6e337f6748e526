// Runs the installed `sightline` command (bin/sightline.js) in a child process, as a user does.
import { execFile, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect } from "vitest";

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const bin = fileURLToPath(new URL("../bin/sightline.js", import.meta.url));

/** The exit status and both outputs of `sightline ...args` (big outputs allowed: maps). */
export async function sightline(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A `sightline worker --redis URL` process, for as long as `use` runs. */
export interface RunningWorker {
  /** What it has printed on stderr so far. */
  said(): string;
}

/**
 * Starts `sightline worker --redis url`, waits until it takes tasks, runs `use`, then stops it
 * with SIGTERM, expects a clean exit (0) and resolves with all it printed.
 */
export async function withWorker(
  url: string,
  use: (worker: RunningWorker) => Promise<void>,
): Promise<string> {
  const worker = spawn(process.execPath, [bin, "worker", "--redis", url], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  worker.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
  try {
    await expect.poll(() => said).toContain("taking search tasks");
    await use({ said: () => said });
  } finally {
    worker.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
  return said;
}
