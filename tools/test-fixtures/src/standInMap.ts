// A small map written by the tests, standing in for the real maps of ../shared/maps where a
// clone has none beside it: the features the real-map checks look at (a road floating over
// ice, water stacked on ground, a tree on its base plate), with the scenario the spec gives.
import { writeHsc } from "@sightline/maps/hscWriter";

/** The `.hsc` bytes: every tile one hex, on even row 0 (q = x) and odd row 1 (q = x − 0). */
export const standInMap: Uint8Array = writeHsc({
  version: 0.0004,
  name: "Stand-in",
  tiles: [
    { type: 5001, x: 0, y: 0, z: 0 }, // 0: ice, thin
    { type: 8001, x: 0, y: 0, z: 6 }, // 1: road over it, as Rotten Ice's bridge
    { type: 1001, x: 1, y: 0, z: 0 }, // 2: grass
    { type: 4001, x: 1, y: 0, z: 1 }, // 3–5: water stacked on it, as in Flag test
    { type: 4001, x: 1, y: 0, z: 2 },
    { type: 4001, x: 1, y: 0, z: 3 },
    { type: 10011, x: 2, y: 0, z: 0 }, // 6: a tree on the table
    { type: 2001, x: 0, y: 1, z: 0 }, // 7: rock on the odd row: q = 0 − (1 − 1)/2 = 0
  ],
});

/**
 * The scenario of {@link standInMap}, worked out from docs/rules/heroscape.md#maps: a ground tile
 * at z is ground [z, z+1]; the highest top of a hex is its space's level, with `solid` where the
 * ground is not one interval from 0; a thin tile settles on the highest ground top at or below
 * its z (VirtualScape stores each tile a level up); a tree 10011 is an obstacle [z, z+9] whose
 * base plate is a thin space of level z. Spaces sorted by (r, q); an obstacle's id is its kind
 * and its tile's index. The map's own name wins over a file name.
 */
export const standInScenario = {
  game: "heroscape",
  name: "Stand-in",
  board: {
    spaces: [
      // The road's ground [6, 7] over thin ice at level 0: level 7, floating.
      { q: 0, r: 0, level: 7, terrain: "road", solid: [[6, 7]] },
      // Grass [0, 1]; the waters at z 1, 2, 3 all settle on its top, level 1.
      { q: 1, r: 0, level: 1, terrain: "water" },
      { q: 2, r: 0, level: 0, terrain: "tree" },
      { q: 0, r: 1, level: 1, terrain: "rock" },
    ],
    obstacles: [{ id: "tree-6", kind: "tree", hexes: [[2, 0]], from: 0, to: 9, shape: "prism" }],
  },
  figures: [],
};
