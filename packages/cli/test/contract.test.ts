// The command's contract with scripts and terminals (issue 14, item 6): no JavaScript stack
// trace on any path, a closed or full stdout handled as a Unix filter would, errors on stderr
// only, and the exit status saying whose fault it was (2 the input's, 1 ours).
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runCli } from "../src/cli.js";
import { bin, spawnSightline } from "./spawnSightline.js";

const examples = new URL("../../../examples/", import.meta.url).pathname;
const skirmish = join(examples, "heroscape/skirmish.json");
const scratch = mkdtempSync(join(tmpdir(), "sightline-contract-"));

/** A stack frame as V8 prints it: the thing no user should see. */
const STACK_FRAME = /^\s+at /m;

function write(name: string, text: string): string {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

/** The bundled HeroScape queries 300 times over: an answer of about 580 kB, many pipe buffers. */
const manyQueries = write(
  "many-queries.json",
  JSON.stringify(
    Array.from({ length: 300 }).flatMap(
      () => JSON.parse(readFileSync(join(examples, "heroscape/queries.json"), "utf8")) as unknown[],
    ),
  ),
);

/** `sightline ...argv` run in this process, its outputs collected. */
async function inProcess(...argv: string[]) {
  const run = { code: -1, stdout: "", stderr: "" };
  run.code = await runCli(argv, {
    out: (text) => (run.stdout += `${text}\n`),
    err: (text) => (run.stderr += `${text}\n`),
  });
  return run;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("an internal failure", () => {
  const closed = {
    out: () => {
      throw new TypeError("stdout is closed");
    },
  };

  it("is one line on stderr, exit 1, without a stack trace", async () => {
    vi.stubEnv("SIGHTLINE_DEBUG", "");
    const errors: string[] = [];
    const code = await runCli(["check", skirmish], { ...closed, err: (t) => errors.push(t) });
    expect(code).toBe(1);
    expect(errors).toEqual(["sightline: internal failure: TypeError: stdout is closed"]);
  });

  it("shows its stack trace with SIGHTLINE_DEBUG=1", async () => {
    vi.stubEnv("SIGHTLINE_DEBUG", "1");
    const errors: string[] = [];
    const code = await runCli(["check", skirmish], { ...closed, err: (t) => errors.push(t) });
    expect(code).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^sightline: internal failure: TypeError: stdout is closed\n/);
    expect(errors[0]).toMatch(STACK_FRAME);
  });

  // The built command with a module preloaded that breaks something on purpose: the answer's
  // JSON.stringify (called with an indent of 2 only by the command's output), or a throw from
  // a callback after the command has written its answer, outside any command's reach.
  const brokenStringify = write(
    "broken-stringify.mjs",
    `const real = JSON.stringify;
JSON.stringify = function (value, replacer, indent) {
  if (indent === 2) throw new TypeError("stringify broken on purpose\\nsecond line");
  return real.call(this, value, replacer, indent);
};`,
  );
  const lateThrow = write(
    "late-throw.mjs",
    `const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (...args) => {
  setImmediate(() => { throw new RangeError("thrown late on purpose"); });
  return write(...args);
};`,
  );

  it.each([
    [
      "caught by the command",
      brokenStringify,
      "TypeError: stringify broken on purpose second line",
    ],
    ["caught by no one", lateThrow, "RangeError: thrown late on purpose"],
  ])("in the built command, %s, is one line and exit 1", async (_what, preload, said) => {
    const args = ["query", skirmish, join(examples, "heroscape/queries.json")];
    const run = await spawnSightline(args, { node: ["--import", preload] });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`sightline: internal failure: ${said}\n`);
    const debug = await spawnSightline(args, {
      node: ["--import", preload],
      env: { SIGHTLINE_DEBUG: "1" },
    });
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(STACK_FRAME);
  });
});

describe("stdout", () => {
  it("closed early by its reader (| head -c 10) ends the command quietly, status 141", async () => {
    const child = spawn(process.execPath, [bin, "query", skirmish, manyQueries], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // Read the first chunk, then close the pipe as `head` does once it has its bytes.
    const first = await new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString())),
    );
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(first.startsWith("[")).toBe(true);
    expect(stderr).toBe("");
    expect(code).toBe(141);
  });

  it("that cannot be written (/dev/full: ENOSPC) is one line on stderr, exit 1", async () => {
    const full = openSync("/dev/full", "w");
    try {
      const run = await spawnSightline(["query", skirmish, manyQueries], { stdout: full });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        "sightline: cannot write to stdout: ENOSPC: no space left on device, write\n",
      );
    } finally {
      closeSync(full);
    }
  });
});

describe("a query error of a one-query command", () => {
  // The skirmish has no figure "nobody" and red has no card "wyrms".
  it.each([
    ["range", [skirmish, "--from", "knight", "--to", "nobody"], "unknown-figure"],
    ["los", [skirmish, "--from", "nobody", "--to", "orc"], "unknown-figure"],
    ["targets", [skirmish, "--attacker", "nobody"], "unknown-figure"],
    ["plan", [skirmish, "--owner", "red", "--card", "wyrms"], "invalid-query"],
    ["odds", ["heroscape", "--attack", "1000", "--defense", "1"], "invalid-query"],
  ])("%s: is on stderr, stdout empty, exit 2, in words or as JSON", async (command, args, kind) => {
    const words = await inProcess(command, ...args);
    expect(words.code).toBe(2);
    expect(words.stdout).toBe("");
    expect(words.stderr).toMatch(
      new RegExp(`^sightline: ${command === "plan" ? "turn" : command}.*: ${kind}: `),
    );
    expect(words.stderr.trimEnd().split("\n")).toHaveLength(1);
    const json = await inProcess(command, ...args, "--json");
    expect(json.code).toBe(2);
    expect(json.stdout).toBe("");
    expect(JSON.parse(json.stderr)).toMatchObject({ error: kind });
  });

  it("leaves a successful --json answer on stdout, stderr empty", async () => {
    const run = await inProcess("range", skirmish, "--from", "knight", "--to", "orc", "--json");
    expect(run).toEqual({ code: 0, stdout: expect.any(String), stderr: "" });
    // knight (4,1) → orc (6,2): 3 steps (cli.test.ts works it out); the knight's range is 1.
    expect(JSON.parse(run.stdout)).toEqual({ distance: 3, inRange: false });
  });
});

describe("no stack trace on bad input", () => {
  it.each([
    ["an unknown command", ["frobnicate"]],
    ["an unknown flag", ["check", skirmish, "--attack", "3"]],
    ["a flag without its value", ["range", skirmish, "--from"]],
    ["a missing file", ["check", join(scratch, "nowhere.json")]],
    ["a directory as a file", ["check", scratch]],
    ["bad JSON over two lines", ["check", write("two-lines.json", '{\n  "game": heroscape\n}')]],
    ["a map that is not one", ["import", skirmish]],
  ])("%s: exit 2, one line on stderr", async (_what, argv) => {
    const run = await spawnSightline(argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^sightline: /);
    expect(run.stderr).not.toMatch(STACK_FRAME);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});
