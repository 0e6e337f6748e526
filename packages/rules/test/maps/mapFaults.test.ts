// The board's problems told at the tiles (docs/rules/heroscape.md#maps): every path the
// validator can name on an imported board — a space, its level or solid ground, an obstacle,
// a limit on the whole list — is turned into the tile behind it and that tile's byte.
import { describe, expect, it } from "vitest";
import type { HscTile } from "../../src/heroscape/maps/hscReader.js";
import { type PlacedBoard, mapFaults } from "../../src/heroscape/maps/mapFaults.js";

/** Tiles whose records start at byte 100, 200, 300, …; only their offsets matter here. */
const tiles: HscTile[] = Array.from({ length: 5 }, (_, i) => ({
  offset: 100 * (i + 1),
  type: 1001,
  version: 0.0003,
  rotation: 0,
  x: 0,
  y: 0,
  z: 0,
}));

// Space 0 at (0,0): tile 0's ground [0,1], tile 1's ground [1,2] on it and tile 2's water lying
// on top (level 2). Space 1 at (9,9), far out: tile 3's ground [−2,−1] under tile 4's [0,1].
// Space 2 at (1,0): tile 0's ground too (a 7-hex tile). Obstacle 0 comes from tile 3.
const board: PlacedBoard = {
  spaces: [
    {
      space: { q: 0, r: 0, level: 2, terrain: "water" },
      column: {
        ground: [
          { from: 0, to: 1, terrain: "grass", order: 0 },
          { from: 1, to: 2, terrain: "rock", order: 1 },
        ],
        surfaces: [{ z: 2, terrain: "water", order: 2 }],
      },
    },
    {
      space: {
        q: 9,
        r: 9,
        level: 1,
        solid: [
          [-2, -1],
          [0, 1],
        ],
      },
      column: {
        ground: [
          { from: 0, to: 1, terrain: "grass", order: 4 },
          { from: -2, to: -1, terrain: "rock", order: 3 },
        ],
        surfaces: [],
      },
    },
    {
      space: { q: 1, r: 0, level: 1 },
      column: { ground: [{ from: 0, to: 1, terrain: "grass", order: 0 }], surfaces: [] },
    },
  ],
  obstacleTiles: [3],
};

const fault = (path: string) => mapFaults([{ path, reason: "why" }], board, tiles)[0];

describe("mapFaults", () => {
  it.each([
    // The top of the column is tile 2's water: the space's level is its doing.
    ["/board/spaces/0/level", "tile 2 of 5 at byte 300: hex (0,0) level: why", 300],
    ["/board/spaces/0", "tile 2 of 5 at byte 300: hex (0,0): why", 300],
    // Solid interval 0 of space 1 is [−2, −1]: tile 3's ground, not the grass on top.
    ["/board/spaces/1/solid/0/0", "tile 3 of 5 at byte 400: hex (9,9) solid ground from: why", 400],
    ["/board/spaces/1/solid/1", "tile 4 of 5 at byte 500: hex (9,9) solid ground: why", 500],
    ["/board/obstacles/0/to", "tile 3 of 5 at byte 400: obstacle to: why", 400],
    // A limit on the whole board: the space farthest from the middle, (9,9), and its top tile.
    ["/board/spaces", "tile 4 of 5 at byte 500: hex (9,9): why", 500],
    ["/board/obstacles", "tile 3 of 5 at byte 400: obstacles: why", 400],
  ])("tells %s at its tile", (path, message, offset) => {
    expect(fault(path)).toEqual({ message, offset });
  });

  it.each(["", "/board/levelHeight", "/board/spaces/3", "/board/obstacles/1/to"])(
    "tells %j, which no tile made, as the map's board's",
    (path) => {
      expect(fault(path)).toEqual({ message: "the map's board: why", offset: undefined });
    },
  );

  it("keeps every problem, in order", () => {
    const faults = mapFaults(
      [
        { path: "/board/spaces/1/level", reason: "one" },
        { path: "/board/spaces/0/level", reason: "two" },
      ],
      board,
      tiles,
    );
    expect(faults.map((f) => f.message)).toEqual([
      "tile 4 of 5 at byte 500: hex (9,9) level: one",
      "tile 2 of 5 at byte 300: hex (0,0) level: two",
    ]);
  });
});
