// The importer, tile family by tile family (docs/rules/heroscape.md#maps): small maps written by
// the test, imported, and checked space by space and obstacle by obstacle.
import { type TileSpec, writeHsc } from "@sightline/maps/hscWriter";
import { describe, expect, it } from "vitest";
import { HscError, importHsc } from "../../src/heroscape/maps/index.js";
import { MAX_LEVEL } from "../../src/limits.js";
import {
  type HeroscapeScenario,
  type HeroscapeSpace,
  ScenarioError,
  parseScenario,
} from "../../src/index.js";

/** Imports a map of these tiles. Rows are even unless a test says otherwise, so `q = x − y/2`. */
const loadTiles = (tiles: TileSpec[]): HeroscapeScenario => importHsc(writeHsc({ tiles }));

/** {@link loadTiles} of the tiles given one by one. */
const load = (...tiles: TileSpec[]): HeroscapeScenario => loadTiles(tiles);

/** The space at `(q, r)`, or `undefined`. */
const spaceAt = (scenario: HeroscapeScenario, q: number, r: number): HeroscapeSpace | undefined =>
  scenario.board.spaces.find((s) => s.q === q && s.r === r);

/** The obstacles without their ids' noise: `[id, from, to, hexes]`. */
const obstacles = (scenario: HeroscapeScenario) =>
  (scenario.board.obstacles ?? []).map((o) => [o.id, o.kind, o.from, o.to, o.hexes]);

describe("ground tiles", () => {
  it("make a space one level above the tile's z", () => {
    const scenario = load({ type: 1001, x: 2, y: 0, z: 0 }, { type: 2001, x: 3, y: 0, z: 4 });
    expect(scenario.board.spaces).toEqual([
      { q: 2, r: 0, level: 1, terrain: "grass" },
      { q: 3, r: 0, level: 5, terrain: "rock", solid: [[4, 5]] },
    ]);
  });

  it("make every hex of a big tile a space", () => {
    const scenario = load({ type: 3007, x: 1, y: 0, z: 2 });
    expect(scenario.board.spaces).toHaveLength(7);
    expect(scenario.board.spaces.every((s) => s.level === 3 && s.terrain === "sand")).toBe(true);
  });

  it("stacked, merge into one solid: the highest top is the level, no `solid` needed", () => {
    const scenario = load(
      { type: 2001, z: 0 },
      { type: 1001, z: 1 },
      { type: 1001, z: 1 }, // the same tile twice merges too
      { type: 3001, z: 2 },
    );
    expect(scenario.board.spaces).toEqual([{ q: 0, r: 0, level: 3, terrain: "sand" }]);
  });

  it("with a gap, keep every interval: a bridge over a hex at level 1", () => {
    const scenario = load({ type: 1001, z: 0 }, { type: 8001, z: 4 }, { type: 8001, z: 5 });
    expect(scenario.board.spaces).toEqual([
      {
        q: 0,
        r: 0,
        level: 6,
        terrain: "road",
        solid: [
          [0, 1],
          [4, 6],
        ],
      },
    ]);
  });

  it("of several multi-hex tiles, merge per hex", () => {
    // Grass 7 at z 0 covers (1,0) (2,0) (0,1) (1,1) (2,1) (0,2) (1,2); grass 2 at z 1 on two of
    // them; a lone road hex at z 3 over (1,2) leaves a gap there.
    const scenario = load(
      { type: 1007, x: 1, y: 0, z: 0 },
      { type: 1002, x: 1, y: 0, z: 1 },
      { type: 8001, x: 2, y: 2, z: 3 },
    );
    expect(spaceAt(scenario, 1, 0)).toEqual({ q: 1, r: 0, level: 2, terrain: "grass" });
    expect(spaceAt(scenario, 0, 1)).toEqual({ q: 0, r: 1, level: 1, terrain: "grass" });
    expect(spaceAt(scenario, 1, 2)).toEqual({
      q: 1,
      r: 2,
      level: 4,
      terrain: "road",
      solid: [
        [0, 1],
        [3, 4],
      ],
    });
  });

  it("make a personal tile's spaces by its tile count", () => {
    const scenario = load({ type: 17000, z: 1, personal: { tileCount: 7 } });
    expect(scenario.board.spaces).toHaveLength(7);
    expect(scenario.board.spaces.every((s) => s.level === 2 && s.terrain === "personal")).toBe(
      true,
    );
  });
});

describe("thin tiles", () => {
  it("make a space of level z where nothing is higher", () => {
    const scenario = load(
      { type: 4001, x: 0, z: 0 },
      { type: 1001, x: 1, z: 0 },
      { type: 5001, x: 1, z: 1 },
    );
    expect(scenario.board.spaces).toEqual([
      { q: 0, r: 0, level: 0, terrain: "water" },
      { q: 1, r: 0, level: 1, terrain: "ice" },
    ]);
  });

  it("under ground add nothing", () => {
    const covered = load({ type: 4001, z: 0 }, { type: 1001, z: 0 });
    expect(covered.board.spaces).toEqual([{ q: 0, r: 0, level: 1, terrain: "grass" }]);
    const bridged = load({ type: 1001, z: 0 }, { type: 6001, z: 1 }, { type: 8001, z: 2 });
    expect(bridged.board.spaces).toEqual([
      {
        q: 0,
        r: 0,
        level: 3,
        terrain: "road",
        solid: [
          [0, 1],
          [2, 3],
        ],
      },
    ]);
  });

  it("each of them: water, ice, lava, swamp water, shadow, glyphs", () => {
    const types = [4001, 4002, 5001, 6001, 19001, 25001, 25002, 14001, 14073];
    const scenario = loadTiles(types.map((type, x) => ({ type, x, z: 0 })));
    expect(scenario.board.spaces.map((s) => [s.q, s.level, s.terrain])).toEqual([
      [0, 0, "water"],
      [1, 0, "water"],
      [2, 0, "ice"],
      [3, 0, "lava"],
      [4, 0, "swamp-water"],
      [5, 0, "shadow"],
      [6, 0, "shadow"],
      [7, 0, "glyph"],
      [8, 0, "glyph"],
    ]);
  });

  it("stored above another thin tile lie on it: VirtualScape stacks each tile a level up", () => {
    // Table des geants.hsc: a glyph at z 1 on water at z 0; Flag test.hsc: 14 water tiles at z 1–14.
    const glyphOnWater = load({ type: 4001, z: 0 }, { type: 14073, z: 1 });
    expect(glyphOnWater.board.spaces).toEqual([{ q: 0, r: 0, level: 0, terrain: "glyph" }]);
    const water = [1, 2, 3, 4, 5].map((z) => ({ type: 4001, z }));
    const stack = loadTiles([{ type: 1001, z: 0 }, ...water]);
    expect(stack.board.spaces).toEqual([{ q: 0, r: 0, level: 1, terrain: "water" }]);
  });

  it("floating over a gap settle on the ground below", () => {
    const scenario = load({ type: 1001, z: 0 }, { type: 14001, z: 3 });
    expect(scenario.board.spaces).toEqual([{ q: 0, r: 0, level: 1, terrain: "glyph" }]);
  });
});

describe("obstacles", () => {
  it.each([
    [10011, 9],
    [10012, 10],
    [10013, 11],
  ])("tree %i: a prism [z, z+%i] on a thin base plate", (type, height) => {
    const scenario = load({ type: 1001, z: 0 }, { type, z: 1 });
    expect(scenario.board.spaces).toEqual([{ q: 0, r: 0, level: 1, terrain: "tree" }]);
    expect(scenario.board.obstacles).toEqual([
      { id: "tree-1", kind: "tree", hexes: [[0, 0]], from: 1, to: 1 + height, shape: "prism" },
    ]);
  });

  it.each([
    [10004, "tree", 14, 4],
    [13001, "glacier", 7, 1],
    [13003, "glacier", 7, 3],
    [13004, "glacier", 7, 4],
    [13006, "glacier", 7, 6],
    [27001, "outcrop", 7, 1],
    [27003, "outcrop", 7, 3],
    [23006, "hive", 14, 6],
  ])("%i: %s [z, z+%i] over its %i hexes, each a thin space", (type, kind, height, count) => {
    const scenario = load({ type, x: 4, y: 2, z: 2 });
    expect(scenario.board.spaces).toHaveLength(count);
    expect(scenario.board.spaces.every((s) => s.level === 0 && s.terrain === kind)).toBe(true);
    const [obstacle] = scenario.board.obstacles ?? [];
    expect(obstacle).toMatchObject({
      id: `${kind}-0`,
      kind,
      from: 2,
      to: 2 + height,
      shape: "prism",
    });
    expect(obstacle?.hexes).toHaveLength(count);
  });

  it.each([
    [11002, "ruin", 5, 2],
    [11003, "ruin", 5, 3],
    [12004, "road-wall", 3, 4],
    [16201, "castle-wall", 9, 1],
    [16202, "castle-wall", 9, 1],
    [16203, "castle-wall", 9, 1],
    [16301, "battlement", 5, 1],
  ])("%i: %s [z, z+%i] over its %i hexes, no space of its own", (type, kind, height, count) => {
    const scenario = load({ type, x: 4, y: 2, z: 3 });
    expect(scenario.board.spaces).toEqual([]);
    expect(obstacles(scenario)).toEqual([[`${kind}-0`, kind, 3, 3 + height, expect.any(Array)]]);
    expect(scenario.board.obstacles?.[0]?.hexes).toHaveLength(count);
  });

  it.each([
    [16401, "castle-door"],
    [16404, "castle-arch"],
  ])("%i: end hexes [z, z+10], the middle hex [z+9, z+10] over an opening", (type, kind) => {
    const scenario = load(
      { type: 1003, x: 0, z: 0 },
      { type: 1001, x: 2, z: 0 },
      { type, x: 0, z: 1 },
    );
    expect(obstacles(scenario)).toEqual([
      [
        `${kind}-2`,
        kind,
        1,
        11,
        [
          [0, 0],
          [2, 0],
        ],
      ],
      [`${kind}-2-lintel`, kind, 10, 11, [[1, 0]]],
    ]);
    // A figure may stand in the opening if it fits under the lintel.
    const hero = { owner: "red", range: 1, attack: 3, defense: 3, life: 1, hexes: [[1, 0]] };
    expect(() =>
      parseScenario({ ...scenario, figures: [{ id: "a", height: 9, ...hero }] }),
    ).not.toThrow();
    expect(() =>
      parseScenario({ ...scenario, figures: [{ id: "b", height: 10, ...hero }] }),
    ).toThrow(/overlaps obstacle "castle-(door|arch)-2-lintel"/);
  });

  it("castle: a wall-walk over a wall on its base is a space with two solids", () => {
    const scenario = load({ type: 16101, z: 0 }, { type: 16202, z: 1 }, { type: 16001, z: 10 });
    expect(scenario.board.spaces).toEqual([
      {
        q: 0,
        r: 0,
        level: 11,
        terrain: "castle",
        solid: [
          [0, 1],
          [10, 11],
        ],
      },
    ]);
    expect(obstacles(scenario)).toEqual([["castle-wall-1", "castle-wall", 1, 10, [[0, 0]]]]);
  });
});

describe("ground with an obstacle on top", () => {
  it.each([
    [24014, "palm", 14],
    [24001, "palm", 15],
    [24015, "palm", 15],
    [24016, "palm", 16],
    [24002, "brush", 9],
  ])("%i: ground [z, z+1] and a %s [z+1, z+%i]", (type, kind, top) => {
    const scenario = load({ type, x: 1, y: 0, z: 2 });
    expect(scenario.board.spaces).toEqual([
      { q: 1, r: 0, level: 3, terrain: "jungle", solid: [[2, 3]] },
    ]);
    expect(obstacles(scenario)).toEqual([[`${kind}-0`, kind, 3, 2 + top, [[1, 0]]]]);
  });

  it.each([11006, 11007])("%i: marvel ruins, six hexes of ground and [z+1, z+13]", (type) => {
    const scenario = load({ type, x: 4, y: 2, z: 0 });
    expect(scenario.board.spaces).toHaveLength(6);
    expect(scenario.board.spaces.every((s) => s.level === 1 && s.terrain === "ruin")).toBe(true);
    expect(obstacles(scenario)).toEqual([
      ["marvel-ruin-0", "marvel-ruin", 1, 13, expect.any(Array)],
    ]);
  });
});

describe("the scenario", () => {
  it("ignores start zones, figures, ladders and flags", () => {
    const scenario = load(
      { type: 1001, z: 0 },
      { type: 15001, z: 1, startZone: "Rouge" },
      { type: 18001, z: 1, figure: { name: "Syvarris", file: "s.hsf" } },
      { type: 18002, x: 3, z: 1 },
      { type: 16402, z: 1 },
      { type: 16403, z: 1 },
    );
    expect(scenario).toEqual({
      game: "heroscape",
      board: { spaces: [{ q: 0, r: 0, level: 1, terrain: "grass" }], obstacles: [] },
      figures: [],
    });
  });

  it("sorts spaces by (r, q) and gives the same output for the same map", () => {
    const tiles: TileSpec[] = [
      { type: 1024, x: 5, y: 3, rotation: 4 },
      { type: 1007, x: 0, y: 0 },
    ];
    const scenario = loadTiles(tiles);
    const order = scenario.board.spaces.map((s) => [s.r, s.q]);
    expect(order).toEqual(
      [...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
    expect(JSON.stringify(loadTiles(tiles))).toBe(JSON.stringify(scenario));
  });

  it("is named after the map, else after the option", () => {
    const tiles = [{ type: 1001 }];
    expect(importHsc(writeHsc({ name: "Rotten Ice", tiles }), { name: "file" }).name).toBe(
      "Rotten Ice",
    );
    expect(importHsc(writeHsc({ name: "", tiles }), { name: "file" }).name).toBe("file");
    expect(importHsc(writeHsc({ version: 0.0001, tiles }))).not.toHaveProperty("name");
  });

  it("refuses an unknown tile type, naming it, the tile and its byte", () => {
    const bytes = writeHsc({ version: 0.0001, tiles: [{ type: 1001 }, { type: 99999 }] });
    const offset = 12 + 28 + 1 + 4 + 4 + 4; // header, then tile 0: placement, glyph, two strings, colour
    const error = (() => {
      try {
        return importHsc(bytes);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(HscError);
    expect(error).toMatchObject({
      message: `unknown tile type 99999 at byte ${offset} (tile 1 of 2)`,
      offset,
    });
    expect(() => load({ type: 1005 })).toThrow(
      /^unknown tile type 1005 at byte 48 \(tile 0 of 1\)$/,
    );
  });

  it("refuses a tile past MAX_LEVEL, naming it, the tile and its byte", () => {
    // 123,000 tiles stacked on one hex, as VirtualScape stacks them: a level a tile. Tile 10,000
    // stands on level 10,000, so its top would pass the limit (docs/rules/limits.md).
    const tiles = Array.from({ length: 123_000 }, (_, z) => ({ type: 1001, z }));
    // The header, then 10,000 tiles: placement 28 bytes, glyph 1, two empty strings 4 each, colour 4.
    const offset = 12 + MAX_LEVEL * 41;
    expect(() => importHsc(writeHsc({ version: 0.0001, tiles }))).toThrow(
      `z 10000: its top would be above level 10000 (limit MAX_LEVEL) at byte ${offset} (tile 10000 of 123000)`,
    );
    expect(importHsc(writeHsc({ tiles: tiles.slice(0, MAX_LEVEL) })).board.spaces).toEqual([
      { q: 0, r: 0, level: MAX_LEVEL, terrain: "grass" },
    ]);
  });

  it("refuses an inconsistent map with an HscError naming the tile and its byte", () => {
    // Tile 1 (rock, a 41-byte record after tile 0's at byte 48) lies under the grass at z −1.
    const error = (() => {
      try {
        return load({ type: 1001, x: 2, y: 0, z: 0 }, { type: 2001, x: 2, y: 0, z: -1 });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(HscError);
    expect(error).not.toBeInstanceOf(ScenarioError);
    expect(error).toMatchObject({
      message: "tile 1 of 2 at byte 89: hex (2,0) solid ground from: expected ≥ 0, got -1",
      offset: 89,
    });
  });
});
