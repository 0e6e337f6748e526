// The real VirtualScape maps of ../shared/maps (beside the repository; never copied into it):
// each one reads, imports and validates, with the counts it had when the importer was written.
// A clone without ../shared/maps runs, instead, one test named for what it did not run (it
// fails on CI, which keeps ../shared beside the clone); a stand-in map the tests write is
// imported either way.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importHsc, readHsc, tileFootprint, tileRole } from "../../src/heroscape/maps/index.js";
import { parseScenario } from "../../src/scenario/index.js";
import templates from "../../src/heroscape/maps/virtualscapeTemplates.json" with { type: "json" };
import { standInMap, standInScenario } from "./standInMap.js";

// packages/rules/test/maps/ → the repository root → its sibling shared/maps/.
const dir = fileURLToPath(new URL("../../../../../shared/maps/", import.meta.url));
const present = existsSync(dir);

/** Per map: document version, tiles, spaces, spaces with `solid`, obstacles by kind. */
const EXPECTED: Readonly<
  Record<string, readonly [number, number, number, number, Record<string, number>]>
> = {
  "Castle vs elements.hsc": [0.0003, 221, 669, 29, {}],
  "Chat perche.hsc": [0.0002, 150, 248, 0, { ruin: 2 }],
  "Flag test.hsc": [0.0005, 17, 24, 0, { battlement: 1 }],
  "Le plateau de Tylaan.hsc": [0.0003, 182, 320, 88, { ruin: 6 }],
  "Rotten Ice.hsc": [0.0004, 383, 576, 32, { "road-wall": 2, tree: 15, ruin: 2 }],
  "Table des geants.hsc": [0.0003, 91, 223, 0, { ruin: 2 }],
  "Table des geants2.hsc": [0.0007, 86, 223, 0, { ruin: 2 }],
  "Tombe de Migol.hsc": [0.0002, 140, 215, 26, { ruin: 2 }],
  "ladders.hsc": [0.0007, 35, 35, 7, { "road-wall": 6, battlement: 3 }],
  "test.hsc": [0.0006, 18, 5, 0, { palm: 3, brush: 1 }],
};

const maps = present
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".hsc"))
      .sort()
  : [];
const load = (file: string) => readFileSync(`${dir}${file}`);

if (present) {
  describe("real maps in ../shared/maps", () => {
    it("are the ten maps the counts below were taken from", () => {
      expect(maps).toEqual(Object.keys(EXPECTED).sort());
    });

    it("come with the templates this package ships (no drift)", () => {
      const shared: unknown = JSON.parse(readFileSync(`${dir}virtualscape-templates.json`, "utf8"));
      expect(templates).toEqual(shared);
    });

    it.each(maps)("%s reads, imports and validates with the expected counts", (file) => {
      const bytes = load(file);
      const map = readHsc(bytes);
      const scenario = importHsc(bytes, { name: file.replace(/\.hsc$/, "") });
      expect(parseScenario(scenario)).toEqual(scenario);
      const { spaces, obstacles = [] } = scenario.board;
      const kinds: Record<string, number> = {};
      for (const o of obstacles) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
      const counts = [
        map.version,
        map.tiles.length,
        spaces.length,
        spaces.filter((s) => s.solid).length,
        kinds,
      ];
      expect(counts).toEqual(EXPECTED[file]);
      expect(spaces.length).toBeGreaterThan(0);
    });

    it.each(maps)("%s: a space on exactly the hexes of its ground, thin and base tiles", (file) => {
      const map = readHsc(load(file));
      const standable = new Set<string>();
      for (const tile of map.tiles) {
        const role = tileRole(tile.type);
        const surface =
          role?.role === "ground" ||
          role?.role === "thin" ||
          role?.role === "groundAndObstacle" ||
          (role?.role === "obstacle" && role.base);
        if (surface) for (const [q, r] of tileFootprint(tile)) standable.add(`${q},${r}`);
      }
      const spaces = importHsc(load(file)).board.spaces.map((s) => `${s.q},${s.r}`);
      expect(new Set(spaces)).toEqual(standable);
      expect(spaces).toHaveLength(standable.size);
    });

    it("Rotten Ice: a big icy board with trees, a road bridge and walls", () => {
      const scenario = importHsc(load("Rotten Ice.hsc"));
      expect(scenario.name).toBe("Rotten Ice");
      const { spaces, obstacles = [] } = scenario.board;
      expect(spaces.filter((s) => s.terrain === "ice").length).toBeGreaterThan(20);
      expect(Math.max(...spaces.map((s) => s.level))).toBe(7);
      // The road 8005 at z 6 spans the ice at z 0: its hexes float, with nothing under them.
      expect(
        spaces.filter((s) => s.terrain === "road" && s.solid?.[0]?.[0] === 6).length,
      ).toBeGreaterThan(0);
      expect(obstacles.find((o) => o.id === "tree-311")).toMatchObject({
        kind: "tree",
        from: 5,
        to: 19,
      });
    });

    it("Flag test: fourteen water tiles stacked on one hex lie on its ground, at level 1", () => {
      const scenario = importHsc(load("Flag test.hsc"));
      expect(scenario.board.spaces.find((s) => s.q === 6 && s.r === 5)).toEqual({
        q: 6,
        r: 5,
        level: 1,
        terrain: "water",
      });
    });

    it("Le plateau de Tylaan: a plateau floating over the ground keeps every solid", () => {
      const spaces = importHsc(load("Le plateau de Tylaan.hsc")).board.spaces;
      expect(spaces.find((s) => s.q === 1 && s.r === 10)).toEqual({
        q: 1,
        r: 10,
        level: 18,
        terrain: "grass",
        solid: [
          [0, 2],
          [8, 9],
          [17, 18],
        ],
      });
    });
  });
} else {
  it(`real-map checks not run: ${dir} is absent (the stand-in map is imported instead)`, () => {
    console.warn(`realMaps.test.ts: real-map checks not run: ${dir} is absent`);
    expect(
      Boolean(process.env.CI),
      `${dir} is missing on CI, which keeps ../shared beside the clone`,
    ).toBe(false);
  });
}

// Runs with or without ../shared/maps, so a clone without them still imports a map end to end.
it("a stand-in map the tests write imports and validates as the spec says", () => {
  const scenario = importHsc(standInMap);
  expect(scenario).toEqual(standInScenario);
  expect(parseScenario(scenario)).toEqual(scenario);
});
