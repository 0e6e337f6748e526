// Old Gate Ford: a castle wall with an arched gate across the north of the map, a road from
// the gate down to a sandy ford over a winding river, a wood of trees of every height on the
// east bank around a big oak, old ruins by the ford and a rocky hill in the south-west.
// Trees, ruins, water and a castle wall with an arch (issue 11); about Rotten Ice's size.
import { MapBuilder } from "../mapBuilder.js";

const WIDTH = 30;
const HEIGHT = 21;
/** The wall runs along this row, from x = 0 to WALL_END; the arch's hexes are x = 7, 8, 9. */
const WALL_ROW = 4;
const WALL_END = 15;
const ARCH_X = 7;
/** The ford's rows. */
const FORD = [11, 12];

/** The river's middle column on row y: it winds north to south. */
const riverAt = (y) => 19 + Math.round(2 * Math.sin(y / 3));
const inRiver = (x, y) => Math.abs(x - riverAt(y)) <= 1;
/** The road: down from the gate, then bending east to the ford. */
function onRoad(x, y) {
  if (y > WALL_ROW && y <= FORD[0] && x === ARCH_X + 1) return true;
  return FORD.includes(y) && x > ARCH_X && x < riverAt(y) - 1;
}

/** Ground levels: 1 but for the rocky hill in the south-west and the east bank's terraces. */
function levelAt(x, y) {
  const hill = 6 - Math.round(Math.hypot(x - 5, (y - 16) * 0.9) / 1.3);
  const east = x - riverAt(y);
  const rise = y < 9 && east > 3 ? (y < 6 && east > 6 ? 3 : 2) : 1;
  return Math.max(1, hill, rise);
}

export function oldGateFord() {
  const build = new MapBuilder();
  /** @type {Map<string, number>} */
  const heights = new Map();
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (inRiver(x, y) && !FORD.includes(y)) continue;
      heights.set(`${x},${y}`, levelAt(x, y));
    }
  }
  build.land(heights, (x, y, z) => {
    if (FORD.includes(y) && inRiver(x, y)) return "sand";
    if (onRoad(x, y) || (x >= ARCH_X && x <= ARCH_X + 2 && y === WALL_ROW)) return "road";
    return z >= 2 ? "rock" : "grass";
  });
  // The river: water on the table.
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (inRiver(x, y) && !FORD.includes(y)) build.tile(4001, { x, y, z: 0 });
    }
  }
  const top = (x, y) => heights.get(`${x},${y}`);

  // The castle wall: a base on the grass, the wall on the base, a wall-walk on top, a
  // battlement on every other hex of the walk; the arch stands on the road.
  const walk = [];
  for (let x = 0; x <= WALL_END; x++) {
    if (x >= ARCH_X && x <= ARCH_X + 2) continue;
    const z = top(x, WALL_ROW);
    build.tile(16101, { x, y: WALL_ROW, z });
    build.tile(16201, { x, y: WALL_ROW, z: z + 1 });
    walk.push([x, z + 10]);
  }
  build.tile(16404, { x: ARCH_X, y: WALL_ROW, z: top(ARCH_X, WALL_ROW) });
  // The walk runs over the arch's two end hexes too (the arch is as tall as base and wall),
  // not over its middle: that hex's space is the opening under the lintel.
  const archTop = top(ARCH_X, WALL_ROW) + 10;
  walk.push([ARCH_X, archTop], [ARCH_X + 2, archTop]);
  walk.sort((a, b) => a[0] - b[0]);
  for (const [x, z] of walk) build.tile(16001, { x, y: WALL_ROW, z });
  for (const [x, z] of walk) {
    if (x % 2 === 0 && (x < ARCH_X - 1 || x > ARCH_X + 3)) {
      build.tile(16301, { x, y: WALL_ROW, z: z + 1 });
    }
  }
  build.tile(16402, { x: 3, y: WALL_ROW + 1, z: top(3, WALL_ROW + 1) }); // a ladder up the wall
  build.tile(16403, { x: ARCH_X, y: WALL_ROW, z: archTop + 1 }); // a flag over the gate

  // The wood on the east bank: trees of the three heights around a big oak.
  build.tile(10004, { x: 25, y: 13, z: top(25, 13) });
  build.standOn(top, [
    [23, 10, 10011],
    [26, 10, 10013],
    [28, 12, 10012],
    [24, 15, 10011],
    [27, 16, 10012],
    [22, 17, 10013],
    [25, 18, 10011],
    [28, 19, 10012],
    [29, 15, 10011],
    [12, 8, 10012], // a lone tree by the road
    [3, 9, 10013],
  ]);
  // Ruins by the ford, either bank, and one on the rise north of the wood.
  build.tile(11003, { x: 13, y: 14, z: top(13, 14) });
  build.tile(11002, { x: 23, y: 12, z: top(23, 12), rotation: 1 });
  build.tile(11002, { x: 26, y: 5, z: top(26, 5), rotation: 2 });
  // A glyph in the ford.
  build.tile(14082, { x: riverAt(11), y: 11, z: top(riverAt(11), 11) }, { glyph: 82 });
  return build.map("Old Gate Ford");
}
