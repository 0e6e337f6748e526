// `sightline` end to end: the built command in a child process, as a user runs it.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sightline } from "./runSightline.js";
import { runCli } from "../src/cli.js";
import { expectAnswer } from "../../rules/test/caseComparison.js";
import { answered, publicCases } from "../../rules/test/publicCases.js";

const examples = new URL("../../../examples/", import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), "sightline-cli-"));

function writeJson(name: string, value: unknown): string {
  const file = join(scratch, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
  return file;
}

describe("sightline query", () => {
  it("prints one answer per query for the bundled HeroScape example", async () => {
    const run = await sightline(
      "query",
      join(examples, "heroscape/skirmish.json"),
      join(examples, "heroscape/queries.json"),
    );
    expect(run.code).toBe(0);
    const answers = JSON.parse(run.stdout);
    const queries = JSON.parse(readFileSync(join(examples, "heroscape/queries.json"), "utf8"));
    expect(answers).toHaveLength(queries.length);
    expect(answers[0]).toEqual({ distance: 9, inRange: true });
    // The archer sees the dragon; the hill (levels 1..6) hides the orc behind it.
    expect(answers[1]).toMatchObject({ clear: true, eye: [-1, 2] });
    expect(answers[2]).toEqual({ clear: false, blockers: [{ space: [3, 2] }, { space: [4, 2] }] });
    expect(answers[3].map((t: { target: string }) => t.target)).toEqual(["dragon"]);
    expect(answers[5].expected).toBeCloseTo(0.9583333333333334, 12);
    expect(answers[6]).toHaveProperty("wounds");
    expect(answers[7].ids).toEqual(["archer", "knight", "dragon", "orc"]);
    expect(answers.at(-1)).toMatchObject({ error: "unknown-figure" });
  });

  it.each([
    ["arcadia-quest/gatehouse.json", "arcadia-quest/queries.json"],
    ["arcane-legions/river-crossing.json", "arcane-legions/queries.json"],
  ])("answers the bundled %s", async (scenario, queries) => {
    const run = await sightline("query", join(examples, scenario), join(examples, queries));
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).length).toBeGreaterThan(0);
  });

  it.each(publicCases().map((c) => [c.file, c] as const))(
    "answers public case %s",
    async (file, testCase) => {
      const name = file.replace("/", "-");
      const run = await sightline(
        "query",
        writeJson(`${name}.scenario.json`, testCase.scenario),
        writeJson(`${name}.queries.json`, testCase.queries),
      );
      expect(run.code, run.stderr).toBe(0);
      const answers = JSON.parse(run.stdout) as unknown[];
      expect(answers).toHaveLength(testCase.queries.length);
      testCase.queries.forEach((query, i) => {
        if (answered(testCase.scenario.game, query.q)) {
          expectAnswer(answers[i], testCase.expected[i], `${file} #${i}`);
        }
      });
    },
  );

  it("exits 2 when the scenario is invalid, printing every problem on stderr", async () => {
    const bad = writeJson("bad.json", {
      game: "heroscape",
      board: { spaces: [{ q: 0, r: 0, level: 1 }] },
      figures: [
        {
          id: "a",
          owner: "x",
          hexes: [[4, -2]],
          height: 5,
          range: 1,
          attack: 1,
          defense: 1,
          life: 1,
        },
        {
          id: "b",
          owner: "y",
          hexes: [[0, 0]],
          height: 0,
          range: 1,
          attack: 1,
          defense: 1,
          life: 1,
        },
      ],
    });
    const run = await sightline("query", bad, writeJson("q.json", []));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    const report = JSON.parse(run.stderr);
    expect(report.error).toBe("invalid-scenario");
    expect(report.problems.map((p: { path: string }) => p.path)).toEqual(
      expect.arrayContaining(["/figures/0/hexes/0", "/figures/1/height"]),
    );
  });

  it.each([
    ["a missing file", () => [join(scratch, "nope.json"), writeJson("q2.json", [])], /cannot read/],
    ["bad JSON", () => [writeJson("broken.json", "{"), writeJson("q3.json", [])], /not valid JSON/],
    [
      "queries that are not a list",
      () => [join(examples, "heroscape/skirmish.json"), writeJson("q4.json", { q: "range" })],
      /expected a JSON list of queries/,
    ],
  ])("exits 2 on %s", async (_what, files, message) => {
    const run = await sightline("query", ...files());
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});

describe("sightline check and one-query commands", () => {
  it("summarises a valid scenario", async () => {
    const run = await sightline("check", join(examples, "heroscape/skirmish.json"));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/valid heroscape scenario "Skirmish at the pond"/);
    expect(run.stdout).toMatch(/figures: 4 \(red: 2, blue: 2\)/);
  });

  it("answers one range query, readable or as JSON", async () => {
    const file = join(examples, "heroscape/skirmish.json");
    const readable = await sightline("range", file, "--from", "knight", "--to", "orc");
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/distance: \d+/);
    const json = await sightline("range", file, "--from", "knight", "--to", "orc", "--json");
    expect(JSON.parse(json.stdout)).toHaveProperty("inRange");
    const unknown = await sightline("range", file, "--from", "knight", "--to", "nobody");
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toMatch(/unknown-figure/);
  });

  it("prints a game's odds without a scenario", async () => {
    const run = await sightline("odds", "heroscape", "--attack", "3", "--defense", "3", "--json");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ expected: 0.75 });
    const readable = await sightline("odds", "heroscape", "--attack", "2", "--defense", "4");
    expect(readable.stdout).toMatch(/atLeast: \[1,0\.24691358/);
    expect((await sightline("odds", "chess", "--attack", "1", "--defense", "1")).code).toBe(2);
    const bad = await sightline("odds", "heroscape", "--attack", "many", "--defense", "1");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--attack needs a number of dice/);
  });

  it("exits 2 on an unknown command or missing arguments", async () => {
    expect((await sightline("frobnicate")).code).toBe(2);
    expect((await sightline("query", "only-one.json")).code).toBe(2);
    expect((await sightline()).stderr).toMatch(/Usage/);
  });

  it("exits 1 on an internal failure", async () => {
    const errors: string[] = [];
    const code = await runCli(["check", join(examples, "heroscape/skirmish.json")], {
      out: () => {
        throw new Error("stdout is closed");
      },
      err: (text) => errors.push(text),
    });
    expect(code).toBe(1);
    expect(errors.join()).toMatch(/internal failure: Error: stdout is closed/);
  });
});
