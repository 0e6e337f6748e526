// Runs the installed `sightline` command (bin/sightline.js) in a child process, as a user does.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

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
