// The runner on planted bugs (fixtures/plantedTargets.js): every kind of finding is counted,
// saved with its input and replayable; the run goes on after a hang or a dead sandbox; a clean
// run exits 0. The real targets are fuzzed by `npm run fuzz`, not here.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const PLANTED = fileURLToPath(new URL("./fixtures/plantedTargets.js", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "fuzz-test-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs the fuzz on the planted targets; resolves with the exit status and stdout. */
async function fuzz(
  ...args: string[]
): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [MAIN, "--targets", PLANTED, "--out", out, "--seed", "7", ...args],
      { timeout: 120_000 },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { status: code, stdout, stderr };
  }
}

/** The row of `target` in the report's table, as numbers: inputs, per minute, the four kinds. */
function row(stdout: string, target: string): number[] {
  const line = stdout.split("\n").find((l) => l.startsWith(`${target} `));
  if (!line) throw new Error(`no row for ${target} in:\n${stdout}`);
  return line.split(/\s+/).slice(1, 7).map(Number);
}

describe("the fuzz runner", () => {
  it("exits 0 on a target that never goes wrong, counting inputs and tags", async () => {
    const { status, stdout, stderr } = await fuzz("--target", "sound", "--minutes", "0.02");
    expect(status, stdout + stderr).toBe(0);
    const [inputs, , disagreements, crashes, hangs, memory] = row(stdout, "sound");
    expect(inputs).toBeGreaterThan(10);
    expect([disagreements, crashes, hangs, memory]).toEqual([0, 0, 0, 0]);
    expect(stdout).toMatch(/even \d+, odd \d+/);
  });

  it("counts crashes and disagreements, saves the inputs and names how to replay them", async () => {
    const { status, stdout } = await fuzz("--target", "throws,disagrees", "--minutes", "0.04");
    expect(status).toBe(1);
    expect(row(stdout, "throws")[3]).toBeGreaterThan(0);
    expect(row(stdout, "disagrees")[2]).toBeGreaterThan(0);
    expect(stdout).toContain("the check threw TypeError: planted at");
    const replay = /--target throws --seed 7 --path (\d+)/.exec(stdout);
    expect(replay).not.toBeNull();
    const saved = join(out, "throws", `7-${replay![1]}`);
    const input = Number(readFileSync(join(saved, "input.json"), "utf8"));
    expect(input % 7).toBe(0);
    expect(readFileSync(join(saved, "finding.txt"), "utf8")).toContain(`--path ${replay![1]}`);
    // The path replays exactly that input, alone.
    const again = await fuzz("--target", "throws", "--path", replay![1]!);
    expect(again.status).toBe(1);
    expect(row(again.stdout, "throws").slice(0, 1)).toEqual([1]);
    expect(again.stdout).toContain(`planted at ${input}`);
  });

  it("kills a hanging input past the guard and goes on with a new sandbox", async () => {
    const { status, stdout } = await fuzz(
      "--target",
      "hangs",
      "--minutes",
      "0.2",
      "--hang-ms",
      "300",
    );
    expect(status).toBe(1);
    const [inputs, , , crashes, hangs] = row(stdout, "hangs");
    expect(hangs).toBeGreaterThan(0);
    expect(crashes).toBe(0);
    // It went on after each hang, in a new sandbox (how many inputs fit depends on the machine's
    // load: each new sandbox loads the engine again).
    expect(inputs).toBeGreaterThan(hangs!);
    expect(stdout).toContain("still running after 300 ms");
  });

  it("names a sandbox that aborts or runs out of memory, and goes on", async () => {
    const { status, stdout } = await fuzz(
      "--target",
      "aborts,hoards",
      "--minutes",
      "0.3",
      "--memory-mb",
      "200",
    );
    expect(status).toBe(1);
    expect(row(stdout, "aborts")[3]).toBeGreaterThan(0);
    expect(stdout).toContain("the sandbox died (signal SIGABRT)");
    expect(row(stdout, "hoards")[5]).toBeGreaterThan(0);
    const [inputs, , , , , memory] = row(stdout, "hoards");
    expect(inputs).toBeGreaterThan(memory!);
  });

  it("refuses bad options naming the flag, and unknown targets naming the known ones", async () => {
    const minutes = await fuzz("--minutes", "1e1");
    expect(minutes.status).toBe(2);
    expect(minutes.stderr).toContain('--minutes "1e1": expected a number');
    const target = await fuzz("--target", "nope");
    expect(target.status).toBe(2);
    expect(target.stderr).toContain('unknown target "nope": expected sound, throws');
    // --seed is given by fuzz(); a replay also needs exactly one target.
    const path = await fuzz("--path", "3");
    expect(path.status).toBe(2);
    expect(path.stderr).toContain("--path replays one input: give --seed and exactly one --target");
  });
});
