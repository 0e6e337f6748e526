// The batch analysis written once: the positions list read with errors naming entry and field,
// the lines planned in the list's order, and the local runner giving the same lines in this
// thread and on a search pool's thread.
import { readFileSync } from "node:fs";
import { createSearchPool } from "@sightline/ai/pool";
import { type Scenario, emptyScenario, parseScenario } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import {
  type AnalysisResult,
  PositionsListError,
  analysePositions,
  checkAnalysable,
  localAnalysisRunner,
  parsePositionsList,
  placePositions,
  planAnalysis,
} from "../src/index.js";

const ambush: Scenario = parseScenario(
  JSON.parse(
    readFileSync(new URL("../../../examples/heroscape/ambush.json", import.meta.url), "utf8"),
  ) as unknown,
);

describe("a positions list", () => {
  it("is a JSON list or JSON lines of placements", () => {
    const entry = { id: "a", hexes: { "scout-1": [[0, 0]] } };
    expect(parsePositionsList(JSON.stringify([entry, { hexes: {} }]), "list.json")).toEqual([
      entry,
      { hexes: {} },
    ]);
    expect(parsePositionsList(`${JSON.stringify(entry)}\n\n{"hexes": {}}\n`, "l.jsonl")).toEqual([
      entry,
      { hexes: {} },
    ]);
  });

  it("names the line, the entry and the field that is wrong", () => {
    const refused = (text: string) => () => parsePositionsList(text, "openings");
    expect(refused('{"hexes": {}}\n{"hexes": ')).toThrow(/^openings line 2 is not valid JSON: /);
    expect(refused("[1,")).toThrow(/^openings is not valid JSON: /);
    expect(refused('[{"hexes": {}}, 3]')).toThrow(
      new PositionsListError(
        'openings entry 2: expected {"id": "…", "hexes": {"FIGURE": [[q, r]]}}',
      ),
    );
    expect(refused('{"id": 7, "hexes": {}}')).toThrow('openings entry 1: "id" is a string');
    expect(refused('{"hexes": []}')).toThrow(
      'openings entry 1: "hexes" maps figure ids to their hexes, like {"scout-1": [[0, 1]]}',
    );
    const unknown = parsePositionsList('{"hexes": {}}\n{"hexes": {"nobody": [[0, 0]]}}', "o");
    expect(() => placePositions(ambush, unknown, "o")).toThrow('o entry 2: no figure "nobody"');
  });

  it("places the figures it names and leaves the others, numbering entries with no id", () => {
    const [moved] = placePositions(ambush, [{ hexes: { "scout-1": [[3, 0]] } }], "o");
    expect(moved!.id).toBe("1");
    const figures = (moved!.scenario as Scenario).figures;
    expect(figures.find((f) => f.id === "scout-1")).toMatchObject({ hexes: [[3, 0]] });
    expect(figures.slice(1)).toEqual(ambush.figures.slice(1));
  });

  it("is analysed on HeroScape scenarios only", () => {
    expect(() => checkAnalysable(ambush)).not.toThrow();
    expect(() => checkAnalysable(emptyScenario("arcadia-quest"))).toThrow(
      "analyse searches HeroScape turns; this scenario is arcadia-quest",
    );
  });
});

describe("an analysis", () => {
  const positions = placePositions(
    ambush,
    [
      { id: "near", hexes: { "scout-1": [[0, 0]] } },
      { id: "off the board", hexes: { "scout-1": [[40, 40]] } },
      { id: "far", hexes: { "scout-1": [[3, 0]] } },
    ],
    "list",
  );
  const search = { owners: ["red"], nodes: 200, seed: 2 };

  it("plans one line per (position, owner), an invalid position answered in its line", () => {
    const lines = planAnalysis(positions, { nodes: 200 });
    expect(lines.map((line) => [line.position, line.request?.owner])).toEqual([
      ["near", "red"],
      ["near", "blue"],
      ["off the board", undefined],
      ["far", "red"],
      ["far", "blue"],
    ]);
    expect(lines[0]!.request).toMatchObject({ position: "near", nodes: 200 });
    expect(lines[0]!.request).not.toHaveProperty("seed");
    expect(lines[2]!.answer).toMatchObject({
      position: "off the board",
      answer: { error: "invalid-scenario", problems: [{ path: "/figures/0/hexes/0" }] },
    });
  });

  it("gives the same lines in this thread and on a search pool's thread", async () => {
    const progress: [number, number][] = [];
    const here = await collect(
      analysePositions({ positions, ...search, onProgress: (d, t) => progress.push([d, t]) }),
    );
    expect(here.map((line) => line.position)).toEqual(["near", "off the board", "far"]);
    expect(here[0]!.answer).toHaveProperty("cards");
    expect(progress).toEqual([
      [1, 3],
      [3, 3],
    ]);
    const pool = createSearchPool({ size: 1 });
    try {
      const runner = localAnalysisRunner({ pool });
      expect(await collect(analysePositions({ positions, ...search, runner }))).toEqual(here);
    } finally {
      await pool.close();
    }
  });

  it("stops at a cancel, yielding no line after it", async () => {
    const controller = new AbortController();
    const lines: AnalysisResult[] = [];
    for await (const line of analysePositions({
      positions,
      ...search,
      signal: controller.signal,
    })) {
      lines.push(line);
      controller.abort();
    }
    expect(lines).toHaveLength(1);
  });
});

async function collect<T>(lines: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const line of lines) all.push(line);
  return all;
}
