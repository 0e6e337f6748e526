// `sightline` end to end: the built command in a child process, as a user runs it.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerAll } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { sightline } from "./runSightline.js";
import { runCli } from "../src/cli.js";
import { expectAnswer, publicCases } from "@sightline/test-fixtures";

const examples = new URL("../../../examples/", import.meta.url).pathname;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
/**
 * HeroScape's default level height, 0.4/√3 pitches (docs/rules/heroscape.md#coordinates-and-units).
 */
const LEVEL = 0.4 / Math.sqrt(3);
const scratch = mkdtempSync(join(tmpdir(), "sightline-cli-"));

function writeJson(name: string, value: unknown): string {
  const file = join(scratch, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
  return file;
}

describe("sightline query", () => {
  it.each([
    ["heroscape/skirmish.json", "heroscape/queries.json"],
    ["heroscape/ambush.json", "heroscape/ai-queries.json"],
    ["arcadia-quest/gatehouse.json", "arcadia-quest/queries.json"],
  ])(
    "streams %s's answers to %s as exactly JSON.stringify(answers, null, 2)",
    async (scenario, queries) => {
      const run = await sightline("query", examples + scenario, examples + queries);
      const battle = await openBattle(readJson(examples + scenario));
      const answers = await answerAll(battle, readJson(examples + queries) as unknown[]);
      expect(run).toEqual({ code: 0, stdout: `${JSON.stringify(answers, null, 2)}\n`, stderr: "" });
    },
  );

  it("passes explain through: the plan and turn answers with their alternatives", async () => {
    const scenario = join(examples, "heroscape/skirmish.json");
    const queries = [
      { q: "plan", owner: "red", card: "archers", explain: true },
      { q: "turn", owner: "red", card: "archers", explain: true },
    ];
    const run = await sightline("query", scenario, writeJson("explain-queries.json", queries));
    const answers = await answerAll(await openBattle(readJson(scenario)), queries);
    expect(run).toEqual({ code: 0, stdout: `${JSON.stringify(answers, null, 2)}\n`, stderr: "" });
    for (const answer of JSON.parse(run.stdout) as { alternatives?: unknown[] }[]) {
      expect(answer.alternatives?.length).toBeGreaterThan(0);
    }
  });

  it("answers an empty list with []", async () => {
    const empty = join(scratch, "empty-queries.json");
    writeFileSync(empty, "[]");
    const run = await sightline("query", `${examples}heroscape/skirmish.json`, empty);
    expect(run).toEqual({ code: 0, stdout: "[]\n", stderr: "" });
  });

  // examples/heroscape/skirmish.json, read as a board: level-1 ground in rows r = 0..5 with a
  // level-6 hill on (4,1), (5,1), (3,2), (4,2); a thin oak (radius 0.4) on (0,4). The archer
  // (height 5, range 9) on (−1,2), the knight (height 5) on the hill at (4,1), the orc
  // (height 5) on (6,2), the dragon (height 9, range 3) on (6,4) and (7,4). Centre of (q, r):
  // x = q + r/2, y = r·√3/2. Every expected value below is worked out from that.
  it("prints one answer per query for the bundled HeroScape example", async () => {
    const run = await sightline(
      "query",
      join(examples, "heroscape/skirmish.json"),
      join(examples, "heroscape/queries.json"),
    );
    expect(run.code).toBe(0);
    const answers = JSON.parse(run.stdout);
    const queries = readJson(join(examples, "heroscape/queries.json")) as unknown[];
    expect(answers).toHaveLength(queries.length);
    expect(answers).toHaveLength(9);
    // range archer → dragon: (−1,2) → (6,4) is 7 steps along q and 2 along r, the hex distance
    // (7 + 2 + 9)/2 = 9, walkable on spaces (down to (−1,4), then along row 4 to (6,4)); the
    // dragon's other hex (7,4) is 10 away. 9 ≤ range 9.
    expect(answers[0]).toEqual({ distance: 9, inRange: true });
    // los archer → dragon: the archer's one eye is at level 1 + 4.5 = 5.5 over (x, y) = (0, √3).
    // The line to the dragon's first hex (6,4) at (8, 2√3) passes 1.27 from the oak's axis (more
    // than 0.4) and 0.85 from the hill hex (3,2)'s centre (more than its circumradius 0.577;
    // the other hill hexes are farther), over level-1 ground it stays above: the centre
    // column, levels 1..10, is all visible, so the witness is its middle, level 5.5.
    expect(answers[1]).toEqual({
      clear: true,
      eye: [-1, 2],
      witness: [
        expect.closeTo(8, 12),
        expect.closeTo(2 * Math.sqrt(3), 12),
        expect.closeTo(5.5 * LEVEL, 12),
      ],
    });
    // los archer → orc: along row 2 from (−1,2) to (6,2) every ray crosses the hill hexes (3,2)
    // then (4,2), solid up to level 6, higher than the eye (5.5) and than the orc's top (6).
    expect(answers[2]).toEqual({ clear: false, blockers: [{ space: [3, 2] }, { space: [4, 2] }] });
    // targets of the archer: the knight is its own side; the orc is hidden (above); the dragon
    // is in range and in sight, not adjacent, both on level 1 (no height advantage): 3 attack
    // dice vs defence 4. Skulls ~ Bin(3, 1/2), shields ~ Bin(4, 1/3) with P(≤ 0, 1, 2) =
    // 16/81, 48/81, 72/81: P(≥ 1) = (3·16 + 3·48 + 1·72)/648 = 11/27 and
    // E = (1·48 + 2·48 + 1·96 + 3·16 + 2·32 + 1·24)/648 = 47/81; 3 dice cannot take 8 life.
    expect(answers[3]).toEqual([
      {
        target: "dragon",
        attackDice: 3,
        defenseDice: 4,
        modifiers: [],
        odds: {
          expected: expect.closeTo(47 / 81, 12),
          atLeastOne: expect.closeTo(11 / 27, 12),
          destroy: 0,
        },
        distance: 9,
        adjacent: false,
        lineOfSight: true,
      },
    ]);
    // targets of the dragon (range 3): the orc is its own side, the archer is 9 away, the
    // knight 5 ((4,1) → (6,4): (2 + 3 + 5)/2).
    expect(answers[4]).toEqual([]);
    // odds 3 vs 2: P(skulls = 0..3) = 1, 3, 3, 1 /8, P(shields = 0..2) = 4, 4, 1 /9. Out of 72:
    // 3 wounds 1·4 = 4; 2 wounds 3·4 + 1·4 = 16; 1 wound 3·4 + 3·4 + 1·1 = 25; 0 wounds the
    // other 27. E = (25 + 2·16 + 3·4)/72 = 69/72.
    expect(answers[5]).toEqual({
      distribution: [27 / 72, 25 / 72, 16 / 72, 4 / 72].map((p) => expect.closeTo(p, 12)),
      expected: expect.closeTo(69 / 72, 12),
      atLeast: [1, 45 / 72, 20 / 72, 4 / 72].map((p) => expect.closeTo(p, 12)),
      tail: 0,
    });
    // roll: seeded faces cannot be worked out by hand; the CLI must print the library's roll for
    // that seed, and the roll must add up by the spec's faces.
    const scenario = readJson(join(examples, "heroscape/skirmish.json"));
    expect(answers[6]).toEqual((await openBattle(scenario)).answerAll([queries[6]])[0]);
    const { attack, defense } = answers[6] as { attack: string[]; defense: string[] };
    expect(attack).toHaveLength(3);
    expect(defense).toHaveLength(2);
    const skulls = attack.filter((f) => f === "skull").length;
    const shields = defense.filter((f) => f === "shield").length;
    expect(answers[6]).toEqual({
      attack,
      defense,
      skulls,
      shields,
      wounds: Math.max(0, skulls - shields),
    });
    // matrix, in the scenario's order. Distances are hex distances ((|dq| + |dr| + |dq + dr|)/2
    // between the nearest hexes; each has a walk on spaces that long): archer–knight 5,
    // archer–dragon 9, archer–orc 7, knight–dragon 5, knight–orc 3, dragon–orc 2 ((6,4) → (6,2)).
    // Sight: only the archer and the orc hide from each other (the hill, as above, seen from
    // either eye at level 5.5 with both tops at 6). The knight's eye on the hill is at 10.5 and
    // the dragon's at 9.5: their rays to the others' tops never drop to the hill's 6; the
    // archer and the orc each see the knight's upper part (levels 6..11) over its own hex's
    // edge, and pass the hill and the oak at the distances worked out for the archer above.
    expect(answers[7]).toEqual({
      ids: ["archer", "knight", "dragon", "orc"],
      los: [
        [false, true, true, false],
        [true, false, true, true],
        [true, true, false, true],
        [false, true, true, false],
      ],
      distance: [
        [0, 5, 9, 7],
        [5, 0, 5, 3],
        [9, 5, 0, 2],
        [7, 3, 2, 0],
      ],
    });
    // range orc → nobody: an unknown figure gets an error in its slot that names it.
    expect(answers[8]).toEqual({
      error: "unknown-figure",
      reason: expect.stringContaining('"nobody"'),
    });
  });

  // What these examples answer is the library's to get right (its own tests); here the CLI
  // must print exactly what the library answers, one answer per query, in order.
  it.each([
    ["arcadia-quest/gatehouse.json", "arcadia-quest/queries.json"],
    ["arcane-legions/river-crossing.json", "arcane-legions/queries.json"],
  ])("answers the bundled %s as the library does", async (scenario, queries) => {
    const run = await sightline("query", join(examples, scenario), join(examples, queries));
    expect(run.code).toBe(0);
    const list = readJson(join(examples, queries)) as unknown[];
    const library = (await openBattle(readJson(join(examples, scenario)))).answerAll(list);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(library)));
    expect(library).toHaveLength(list.length);
    expect(library.filter((answer) => "error" in Object(answer))).toEqual([]);
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
      testCase.queries.forEach((_, i) => {
        expectAnswer(answers[i], testCase.expected[i], `${file} #${i}`);
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
    // The two faults put in above, and nothing else.
    expect(report.problems.map((p: { path: string }) => p.path).sort()).toEqual([
      "/figures/0/hexes/0",
      "/figures/1/height",
    ]);
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
    // knight (4,1) → orc (6,2): (4,1) → (5,1) → (6,1) → (6,2), all spaces, and the hex
    // distance (2 + 1 + 3)/2 = 3 allows no shorter walk; the knight's range is 1.
    const readable = await sightline("range", file, "--from", "knight", "--to", "orc");
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/^\s*distance: 3$/m);
    expect(readable.stdout).toMatch(/^\s*inRange: false$/m);
    const json = await sightline("range", file, "--from", "knight", "--to", "orc", "--json");
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ distance: 3, inRange: false });
    const unknown = await sightline("range", file, "--from", "knight", "--to", "nobody");
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toMatch(/unknown-figure/);
  });

  it("prints a game's odds without a scenario", async () => {
    // 3 vs 3 (docs/rules/heroscape.md#attack): P(skulls = 1, 2, 3) = 3/8, 3/8, 1/8, P(shields = 0,
    // 1, 2, 3) = 8, 12, 6, 1 /27. Out of 216: 3 wounds 1·8 = 8; 2 wounds 3·8 + 1·12 = 36; 1 wound
    // 3·8 + 3·12 + 1·6 = 66; 0 wounds the other 106. E = (66 + 72 + 24)/216 = 0.75, P(≥ 1) =
    // 110/216 ≈ 0.50926 as the spec says.
    const run = await sightline("odds", "heroscape", "--attack", "3", "--defense", "3", "--json");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      distribution: [106 / 216, 66 / 216, 36 / 216, 8 / 216].map((p) => expect.closeTo(p, 12)),
      expected: 0.75,
      atLeast: [1, 110 / 216, 44 / 216, 8 / 216].map((p) => expect.closeTo(p, 12)),
      tail: 0,
    });
    // 2 vs 4: P(≥ 1) = 20/81 (spec), P(2 wounds) = P(2 skulls)·P(no shield) = 1/4·16/81 = 4/81.
    const readable = await sightline("odds", "heroscape", "--attack", "2", "--defense", "4");
    expect(readable.code).toBe(0);
    expect(readable.stdout).toContain(`atLeast: ${JSON.stringify([1, 20 / 81, 4 / 81])}`);
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
