// The project's own maps (examples/maps, written by tools/map-designs/build.js): importing each
// committed `.hsc` gives exactly its committed scenario JSON, and each has what
// examples/maps/README.md says it has.
import { readFileSync } from "node:fs";
import { type MapFile, bundledMaps } from "@sightline/maps";
import { describe, expect, it } from "vitest";
import { importHsc } from "../../src/heroscape/maps/index.js";
import { type HeroscapeScenario, parseScenario } from "../../src/index.js";

const maps = bundledMaps();
const imported = (map: MapFile): HeroscapeScenario =>
  importHsc(new Uint8Array(readFileSync(map.hsc)), { name: map.name });
const byName = (name: string): HeroscapeScenario => imported(maps.find((m) => m.name === name)!);
/** Obstacle hexes by kind. */
const kinds = (scenario: HeroscapeScenario): Record<string, number> => {
  const count: Record<string, number> = {};
  for (const o of scenario.board.obstacles ?? []) count[o.kind] = (count[o.kind] ?? 0) + 1;
  return count;
};
const terrains = (scenario: HeroscapeScenario) =>
  new Set(scenario.board.spaces.map((s) => s.terrain));

it("are the three maps of examples/maps", () => {
  expect(maps.map((m) => m.name)).toEqual(["Rolling Downs", "Old Gate Ford", "Bridgestack Gorge"]);
});

it.each(maps)("$name: its .hsc imports to exactly its committed scenario JSON", (map) => {
  const committed: unknown = JSON.parse(readFileSync(map.scenario!, "utf8"));
  const scenario = imported(map);
  expect(scenario).toStrictEqual(committed);
  expect(parseScenario(committed)).toStrictEqual(committed);
  expect(scenario.name).toBe(map.name);
});

describe("what each map has", () => {
  it("Rolling Downs: a large open field of hills, at least 800 spaces", () => {
    const scenario = byName("Rolling Downs");
    const { spaces, obstacles = [] } = scenario.board;
    expect(spaces.length).toBeGreaterThanOrEqual(800);
    expect(new Set(spaces.map((s) => s.level)).size).toBeGreaterThanOrEqual(6);
    // Open: a few trees, and no space floating over a gap.
    expect(kinds(scenario)).toEqual({ tree: 7 });
    expect(obstacles.flatMap((o) => o.hexes).length).toBeLessThan(spaces.length / 50);
    expect(spaces.filter((s) => s.solid)).toEqual([]);
    expect(terrains(scenario)).toEqual(
      new Set(["grass", "rock", "sand", "water", "tree", "glyph"]),
    );
  });

  it("Old Gate Ford: trees, ruins, water and a castle wall with an arch", () => {
    const scenario = byName("Old Gate Ford");
    const { spaces, obstacles = [] } = scenario.board;
    expect(kinds(scenario)).toMatchObject({ tree: 12, ruin: 3, "castle-wall": 13, battlement: 5 });
    expect(spaces.filter((s) => s.terrain === "water").length).toBeGreaterThan(40);
    // The arch: its end hexes stand from the road's top (1) to 11, the lintel over the middle
    // hex from 10 to 11; under it the road is a space at level 1, the way through the wall.
    const [ends, lintel] = obstacles.filter((o) => o.kind === "castle-arch");
    expect([ends?.from, ends?.to, ends?.hexes.length]).toEqual([1, 11, 2]);
    expect([lintel?.from, lintel?.to, lintel?.hexes.length]).toEqual([10, 11, 1]);
    const [q, r] = lintel!.hexes[0]!;
    expect(spaces.find((s) => s.q === q && s.r === r)).toEqual({ q, r, level: 1, terrain: "road" });
    // The wall-walk: castle spaces at level 12 over the wall, ground base and walk apart.
    const walk = spaces.filter((s) => s.terrain === "castle");
    expect(walk.length).toBe(15);
    for (const s of walk) expect(s.level).toBe(12);
    expect(walk.filter((s) => s.solid).length).toBe(15);
  });

  it("Bridgestack Gorge: dense, with bridges and stacked levels", () => {
    const scenario = byName("Bridgestack Gorge");
    const { spaces } = scenario.board;
    // Road bridges float over the gorge: their ground starts above the table.
    const bridges = spaces.filter((s) => s.terrain === "road" && s.solid);
    expect(bridges.length).toBeGreaterThanOrEqual(10);
    expect(new Set(bridges.map((s) => s.level))).toEqual(new Set([4, 7, 8]));
    // Stacked: columns with ground, a gap, and ground again (a bridge over a ledge or the
    // plateau, the stack's cap over its pillar's shoulders, cliffs over the ledges).
    const stacked = spaces.filter((s) => (s.solid?.length ?? 0) >= 2);
    expect(stacked.length).toBeGreaterThanOrEqual(15);
    expect(new Set(spaces.map((s) => s.level)).size).toBeGreaterThanOrEqual(10);
    expect(terrains(scenario)).toEqual(
      new Set(["grass", "rock", "sand", "road", "water", "lava", "tree", "outcrop"]),
    );
  });
});
