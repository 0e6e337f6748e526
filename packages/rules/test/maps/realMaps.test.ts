// Every map the repository's tests use (tools/maps/mapList.js): the project's own maps in
// examples/maps, and the real VirtualScape maps when a folder of them is there (SIGHTLINE_MAPS,
// or ../shared/maps beside the repository; never copied into it). Each one reads, imports and
// validates; a real map the importer was written against keeps the counts it had then. Without
// real maps the same checks run on the bundled maps, and one line says what was not run.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type MapFile,
  mapsToUse,
  realMaps,
  realMapsDir,
  realMapsSkipped,
  sharedMapsDir,
} from "@sightline/maps";
import { standInMap, standInScenario } from "@sightline/test-fixtures";
import { beforeAll, expect, it } from "vitest";
import { importHsc, readHsc, tileFootprint, tileRole } from "../../src/heroscape/maps/index.js";
import { parseScenario } from "../../src/index.js";
import templates from "../../src/heroscape/maps/virtualscapeTemplates.json" with { type: "json" };

/** Per real map: document version, tiles, spaces, spaces with `solid`, obstacles by kind. */
const EXPECTED: Readonly<
  Record<string, readonly [number, number, number, number, Record<string, number>]>
> = {
  "Castle vs elements": [0.0003, 221, 669, 29, {}],
  "Chat perche": [0.0002, 150, 248, 0, { ruin: 2 }],
  "Flag test": [0.0005, 17, 24, 0, { battlement: 1 }],
  "Le plateau de Tylaan": [0.0003, 182, 320, 88, { ruin: 6 }],
  "Rotten Ice": [0.0004, 383, 576, 32, { "road-wall": 2, tree: 15, ruin: 2 }],
  "Table des geants": [0.0003, 91, 223, 0, { ruin: 2 }],
  "Table des geants2": [0.0007, 86, 223, 0, { ruin: 2 }],
  "Tombe de Migol": [0.0002, 140, 215, 26, { ruin: 2 }],
  ladders: [0.0007, 35, 35, 7, { "road-wall": 6, battlement: 3 }],
  test: [0.0006, 18, 5, 0, { palm: 3, brush: 1 }],
};

const maps = mapsToUse();
const real = realMaps();
const dir = realMapsDir();
const load = (map: MapFile) => new Uint8Array(readFileSync(map.hsc));
/** The real map of this name, as a list of none or one for it.each. */
const realNamed = (name: string) => real.filter((m) => m.name === name);

beforeAll(() => {
  const skipped = realMapsSkipped(
    "realMaps.test.ts: real-map counts, template drift, Rotten Ice, Flag test and Tylaan checks",
  );
  if (skipped) console.info(skipped);
});

it.each(maps)("$name reads, imports and validates", (map) => {
  const scenario = importHsc(load(map), { name: map.name });
  expect(parseScenario(scenario)).toEqual(scenario);
  expect(scenario.board.spaces.length).toBeGreaterThan(0);
});

it.each(real.filter((m) => m.name in EXPECTED))("$name keeps its counts", (map) => {
  const bytes = load(map);
  const file = readHsc(bytes);
  const { spaces, obstacles = [] } = importHsc(bytes, { name: map.name }).board;
  const kinds: Record<string, number> = {};
  for (const o of obstacles) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
  const counts = [
    file.version,
    file.tiles.length,
    spaces.length,
    spaces.filter((s) => s.solid).length,
    kinds,
  ];
  expect(counts).toEqual(EXPECTED[map.name]);
});

// ../shared/maps is the folder the counts were taken from: it holds exactly those maps.
it.each(dir === sharedMapsDir ? [dir] : [])("%s holds the ten maps counted above", () => {
  expect(real.map((m) => m.name)).toEqual(Object.keys(EXPECTED).sort());
});

it.each(dir && existsSync(join(dir, "virtualscape-templates.json")) ? [dir] : [])(
  "the templates this package ships are those of %s (no drift)",
  (folder) => {
    const shared: unknown = JSON.parse(
      readFileSync(join(folder, "virtualscape-templates.json"), "utf8"),
    );
    expect(templates).toEqual(shared);
  },
);

it.each(maps)("$name: a space on exactly the hexes of its ground, thin and base tiles", (map) => {
  const file = readHsc(load(map));
  const standable = new Set<string>();
  for (const tile of file.tiles) {
    const role = tileRole(tile.type);
    const surface =
      role?.role === "ground" ||
      role?.role === "thin" ||
      role?.role === "groundAndObstacle" ||
      (role?.role === "obstacle" && role.base);
    if (surface) for (const [q, r] of tileFootprint(tile)) standable.add(`${q},${r}`);
  }
  const spaces = importHsc(load(map)).board.spaces.map((s) => `${s.q},${s.r}`);
  expect(new Set(spaces)).toEqual(standable);
  expect(spaces).toHaveLength(standable.size);
});

it.each(realNamed("Rotten Ice"))(
  "$name: a big icy board with trees, a road bridge and walls",
  (map) => {
    const scenario = importHsc(load(map));
    expect(scenario.name).toBe("Rotten Ice");
    const { spaces, obstacles = [] } = scenario.board;
    expect(spaces.filter((s) => s.terrain === "ice").length).toBeGreaterThan(20);
    expect(spaces.reduce((top, s) => Math.max(top, s.level), -Infinity)).toBe(7);
    // The road 8005 at z 6 spans the ice at z 0: its hexes float, with nothing under them.
    expect(
      spaces.filter((s) => s.terrain === "road" && s.solid?.[0]?.[0] === 6).length,
    ).toBeGreaterThan(0);
    expect(obstacles.find((o) => o.id === "tree-311")).toMatchObject({
      kind: "tree",
      from: 5,
      to: 19,
    });
  },
);

it.each(realNamed("Flag test"))(
  "$name: fourteen water tiles stacked on one hex lie on its ground, at level 1",
  (map) => {
    const scenario = importHsc(load(map));
    expect(scenario.board.spaces.find((s) => s.q === 6 && s.r === 5)).toEqual({
      q: 6,
      r: 5,
      level: 1,
      terrain: "water",
    });
  },
);

it.each(realNamed("Le plateau de Tylaan"))(
  "$name: a plateau floating over the ground keeps every solid",
  (map) => {
    const spaces = importHsc(load(map)).board.spaces;
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
  },
);

// A small map the tests write, with the features the real-map checks look at (a road floating
// over ice, water stacked on ground, a tree on its base plate) and the scenario the spec gives.
it("a stand-in map the tests write imports and validates as the spec says", () => {
  const scenario = importHsc(standInMap);
  expect(scenario).toEqual(standInScenario);
  expect(parseScenario(scenario)).toEqual(scenario);
});
