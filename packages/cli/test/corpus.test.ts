// The bad-input corpus (test/corpus/README.md) through `sightline`: every bad scenario of the three
// games and every bad `.hsc` map is refused with exit 2 and its path (or byte) named on stderr,
// none is an internal failure (exit 1) or shows a stack trace; every query gets its own slot.
// Run in this process (a child each would take a minute), with a few through the built command.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli.js";
import {
  type MapCase,
  type QueryCase,
  type ScenarioCase,
  loadCorpus,
  mapBytes,
  queriesOf,
  scenarioOf,
  writeInput,
} from "./corpus/corpus.js";
import { type Run, sightline } from "./runSightline.js";

const corpus = loadCorpus();
const scratch = mkdtempSync(join(tmpdir(), "sightline-corpus-"));

/** A JavaScript stack trace's frame line. */
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** Runs the command in this process; its exit status and what it wrote. */
async function inProcess(...argv: string[]): Promise<Run> {
  const run = { code: 0, stdout: "", stderr: "" };
  run.code = await runCli(argv, {
    out: (text) => (run.stdout += `${text}\n`),
    err: (text) => (run.stderr += `${text}\n`),
  });
  return run;
}

/** A file name for a case: its name, kept to letters and digits. */
const fileName = (name: string, extension: string): string =>
  `${name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}.${extension}`;

/** The problems a refusal lists on stderr, when it lists them as JSON. */
function problemsOn(stderr: string): { path: string; reason: string }[] | undefined {
  try {
    const refusal = JSON.parse(stderr) as { problems?: { path: string; reason: string }[] };
    return refusal.problems;
  } catch {
    return undefined;
  }
}

/** Exit 2, the case's path with the case's words, and no stack trace. */
function expectRefused(run: Run, { path, reason = "" }: ScenarioCase): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).not.toMatch(STACK_FRAME);
  const problems = problemsOn(run.stderr);
  if (problems) {
    expect(problems).toContainEqual({ path, reason: expect.stringContaining(reason) });
  } else {
    // Not JSON: still the path and the words, as text.
    expect(run.stderr).toContain(path);
    expect(run.stderr).toContain(reason);
  }
}

describe("the corpus", () => {
  it("holds at least 150 bad inputs across the three games, the .hsc reader and queries", () => {
    const games = new Set(corpus.scenarios.map((c) => c.base.split("/")[0]));
    expect(games).toEqual(new Set(["heroscape", "arcadia-quest", "arcane-legions"]));
    expect(corpus.maps.length).toBeGreaterThanOrEqual(20);
    const total = corpus.scenarios.length + corpus.maps.length + corpus.queries.length;
    expect(total).toBeGreaterThanOrEqual(150);
    const names = [...corpus.scenarios, ...corpus.maps, ...corpus.queries].map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("sightline check and query refuse every bad scenario: exit 2, the path named", () => {
  it.each(corpus.scenarios.map((c) => [c.name, c] as const))("%s", async (name, scenarioCase) => {
    const file = writeInput(scratch, fileName(name, "json"), scenarioOf(scenarioCase));
    expectRefused(await inProcess("check", file), scenarioCase);
    // Every query would meet the same scenario: it is refused before any is answered.
    const queries = writeInput(scratch, "one-query.json", [{ q: "matrix" }]);
    expectRefused(await inProcess("query", file, queries), scenarioCase);
  });
});

describe("sightline import refuses every bad map: exit 2, the byte or tile named", () => {
  it.each(corpus.maps.map((c) => [c.name, c] as const))("%s", async (name, mapCase: MapCase) => {
    const file = writeInput(scratch, fileName(name, "hsc"), mapBytes(mapCase));
    const run = await inProcess("import", file);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).not.toMatch(STACK_FRAME);
    for (const words of mapCase.stderr) expect(run.stderr).toContain(words);
  });
});

describe("sightline query gives each query its own slot: exit 0", () => {
  it.each(corpus.queries.map((c) => [c.name, c] as const))(
    "%s",
    async (name, queryCase: QueryCase) => {
      const scenario = writeInput(scratch, fileName(name, "json"), scenarioOf(queryCase));
      const queries = writeInput(
        scratch,
        fileName(`${name} queries`, "json"),
        queriesOf(queryCase),
      );
      const run = await inProcess("query", scenario, queries);
      expect(run.code, run.stderr).toBe(0);
      const answers = JSON.parse(run.stdout) as { error?: string }[];
      expect(answers.map((answer) => answer?.error ?? "answer")).toEqual(queryCase.slots);
    },
  );
});

describe("the built command answers the same", () => {
  // One case of each kind through bin/sightline.js in a child process, as a user runs it.
  const scenarioCase = (name: string) => corpus.scenarios.find((c) => c.name === name)!;

  it.each(["a levelHeight of 1e308", "a row 5,000 wide", "a unit at x 1e300"])(
    "check: %s",
    async (name) => {
      const file = writeInput(
        scratch,
        fileName(`built ${name}`, "json"),
        scenarioOf(scenarioCase(name)),
      );
      expectRefused(await sightline("check", file), scenarioCase(name));
    },
  );

  it("import: a tile at z 20,000", async () => {
    const mapCase = corpus.maps.find((c) => c.name === "a tile at z 20,000")!;
    const run = await sightline("import", writeInput(scratch, "built.hsc", mapBytes(mapCase)));
    expect(run.code).toBe(2);
    for (const words of mapCase.stderr) expect(run.stderr).toContain(words);
  });

  it("query: q toString between two good queries", async () => {
    const queryCase = corpus.queries.find(
      (c) => c.name === "q toString, between two good queries",
    )!;
    const run = await sightline(
      "query",
      writeInput(scratch, "built-scenario.json", scenarioOf(queryCase)),
      writeInput(scratch, "built-queries.json", queriesOf(queryCase)),
    );
    expect(run.code).toBe(0);
    const answers = JSON.parse(run.stdout) as { error?: string }[];
    expect(answers.map((answer) => answer.error ?? "answer")).toEqual(queryCase.slots);
  });
});
