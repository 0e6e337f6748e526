// Bridgestack Gorge: a narrow gorge of water and lava between two rock plateaus, crossed at
// three heights. A rock stack in the gorge carries an overhanging cap on a short pillar; a
// road bridge runs from the north plateau onto the stack, a low road from the south plateau out
// to a needle of rock, and a long overpass high over the lava and the south plateau to a back
// terrace. A tower, a parapet, ruins and trees on the north plateau; a parapet, trees, an outcrop
// and a ruin on the south.
// Dense, with bridges and stacked levels (issue 11): most sight lines cross something.
import { MapBuilder } from "../mapBuilder.js";

const WIDTH = 24;
const HEIGHT = 20;
/** The gorge: ledges of sand on rows 8 and 12, water (west) or lava (east) between. */
const LEDGES = [8, 12];
const LAVA_FROM = 15;

/** The stack in the gorge (top 6) and the hex under the middle of its cap. */
const STACK = [
  [10, 9],
  [11, 9],
  [9, 10],
  [10, 10],
  [11, 10],
  [12, 10],
  [9, 11],
  [10, 11],
  [11, 11],
];
const STACK_TOP = 6;
const CAP = { x: 11, y: 9, z: 8 }; // a 7-hex rock tile; its middle hex is (12, 10)

/** The road bridges: 5-hex road tiles, each resting on land as tall as its z at its ends. */
const HIGH_BRIDGE = { x: 7, y: 6, z: 6, rotation: 1 }; // north plateau → the stack
const LOW_ROAD = { x: 4, y: 9, z: 3, rotation: 2 }; // the needle → south plateau
const OVERPASS = [
  { x: 18, y: 6, z: 7, rotation: 1 }, // north plateau → a pillar in the lava
  { x: 20, y: 11, z: 7, rotation: 1 }, // the pillar → over the south plateau → back terrace
];

/** Rock knolls on the plateaus, away from where bridges land: (x, y), radius, height. */
const KNOLLS = [
  [11, 2, 2.6, 4],
  [16, 5, 2.2, 3],
  [22, 2, 2.4, 3],
  [7, 3, 2.0, 3],
  [8, 16, 2.6, 4],
  [14, 17, 2.4, 3],
  [18, 14, 2.0, 3],
  [2, 16, 1.8, 2],
];

/** A hex centre in pitches, from odd-r offsets. */
const centre = (x, y) => [x + (y & 1) / 2, (y * Math.sqrt(3)) / 2];

/** How much the knolls raise the land at offset (x, y). */
function knolls(x, y) {
  let rise = 0;
  for (const [kx, ky, radius, height] of KNOLLS) {
    const [ax, ay] = centre(x, y);
    const [bx, by] = centre(kx, ky);
    const d = Math.hypot(ax - bx, ay - by);
    if (d < radius) rise += height * Math.cos(((Math.PI / 2) * d) / radius) ** 2;
  }
  return Math.round(rise);
}

/** Top level of the plateaus' land at offset (x, y); 0 in the gorge. */
function plateauLevel(x, y) {
  if (y < LEDGES[0]) {
    if (x >= 2 && x <= 4 && y >= 1 && y <= 3) return 10; // the tower
    return (x >= 17 ? 7 : 6) + knolls(x, y);
  }
  if (y > LEDGES[1]) {
    if (x >= 21 && y >= 15) return 7; // the back terrace the overpass lands on
    if (x <= 6 && y >= 17) return 5;
    if (x <= 4 && y <= 14) return 3; // where the low road lands
    return 4 + knolls(x, y);
  }
  return LEDGES.includes(y) ? 1 : 0;
}

export function bridgestackGorge() {
  const build = new MapBuilder();
  /** @type {Map<string, [number, number][]>} */
  const columns = new Map();
  const add = (x, y, from, to) => {
    const key = `${x},${y}`;
    columns.set(key, [...(columns.get(key) ?? []), [from, to]]);
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const level = plateauLevel(x, y);
      if (level > 0) add(x, y, 0, level);
    }
  }
  // The stack, its cap on a two-level pillar, the needle, the overpass's pillar in the lava.
  for (const [x, y] of STACK) add(x, y, 0, STACK_TOP);
  add(12, 10, STACK_TOP, CAP.z);
  // The cliffs overhang the ledges: the plateaus' top level reaches out over the sand.
  for (let x = 12; x <= 16; x++) add(x, LEDGES[0], 5, 6);
  for (let x = 6; x <= 10; x++) add(x, LEDGES[1], 3, 4);
  for (const [x, y] of build.footprint(2007, CAP)) add(x, y, CAP.z, CAP.z + 1);
  add(LOW_ROAD.x, LOW_ROAD.y, 0, LOW_ROAD.z);
  const [, second] = OVERPASS;
  add(second.x, second.y - 1, 0, second.z);

  build.columns(columns, (x, y, z) => {
    if (LEDGES.includes(y) && z === 0) return "sand";
    const top = columns.get(`${x},${y}`).reduce((most, [, to]) => Math.max(most, to), -Infinity);
    return z === top - 1 && top <= 7 && y !== LEDGES[0] + 1 ? "grass" : "rock";
  });
  // Water and lava on the gorge's floor, under bridges and the cap too.
  for (let y = LEDGES[0] + 1; y < LEDGES[1]; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const land = columns.get(`${x},${y}`)?.some(([from]) => from === 0);
      if (!land) build.tile(x >= LAVA_FROM ? 6001 : 4001, { x, y, z: 0 });
    }
  }
  for (const bridge of [HIGH_BRIDGE, LOW_ROAD, ...OVERPASS]) build.tile(8005, bridge);

  const top = (x, y) =>
    (columns.get(`${x},${y}`) ?? [[0, 0]]).reduce((most, [, to]) => Math.max(most, to), -Infinity);
  // North plateau: a parapet along the cliff's edge west of the bridge, ruins, a lone tree.
  build.tile(12004, { x: 1, y: 7, z: top(1, 7) });
  build.tile(11003, { x: 12, y: 6, z: top(12, 6) });
  build.tile(11002, { x: 19, y: 5, z: top(19, 5) });
  build.standOn(top, [
    [14, 5, 10012],
    [4, 5, 10011],
    [16, 2, 10013],
    [22, 5, 10011],
    [13, 4, 10011],
    [9, 6, 10012],
    [19, 3, 10013],
    [1, 5, 10012],
  ]);
  // South plateau: a parapet west of the overpass, trees, an outcrop, a ruin on the back
  // terrace.
  build.tile(12004, { x: 12, y: 13, z: top(12, 13) });
  build.standOn(top, [
    [8, 16, 10011],
    [12, 15, 10013],
    [15, 18, 10012],
    [3, 18, 10011],
    [10, 18, 10012],
    [19, 17, 10011],
    [5, 14, 10013],
    [16, 13, 10011],
    [12, 17, 10012],
    [20, 19, 10013],
  ]);
  build.tile(27003, { x: 11, y: 14, z: top(11, 14) });
  build.tile(11002, { x: 22, y: 17, z: top(22, 17) });
  return build.map("Bridgestack Gorge");
}
