// Rolling Downs: a large open field of grass hills with rocky tops, a pond with a sandy shore
// in the low ground, a few lone trees and one big oak, a glyph on the highest hill and a start
// zone at each end. Made for long sight lines over rolling ground (issue 11: ≥ 800 spaces).
import { MapBuilder } from "../mapBuilder.js";

const WIDTH = 44;
const HEIGHT = 30;

/** Hills: centre (x, y) in offset hexes, radius in hexes, height in levels. */
const HILLS = [
  [9, 7, 7, 4],
  [30, 6, 8, 5],
  [20, 17, 6, 3],
  [37, 22, 6, 4],
  [6, 23, 5, 2],
  [25, 27, 5, 2],
];
/** The pond: centre and radius, in the low ground between the hills. */
const POND = { x: 17, y: 9, radius: 2.6 };

/** A hex centre in pitches (docs/rules/heroscape.md#coordinates-and-units), from odd-r offsets. */
const centre = (x, y) => [x + (y & 1) / 2, (y * Math.sqrt(3)) / 2];
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The field's edge is ragged, as a table of real tiles is: a few hexes off each corner. */
function onField(x, y) {
  const corner = Math.min(x, WIDTH - 1 - x) + Math.min(y, HEIGHT - 1 - y);
  return corner >= 3;
}

function levelAt(x, y) {
  let rise = 0;
  for (const [hx, hy, radius, height] of HILLS) {
    const d = distance(centre(x, y), centre(hx, hy));
    if (d < radius) rise += height * Math.cos(((Math.PI / 2) * d) / radius) ** 2;
  }
  return Math.min(7, 1 + Math.round(rise));
}

export function rollingDowns() {
  const build = new MapBuilder();
  const pond = (x, y) => distance(centre(x, y), centre(POND.x, POND.y)) <= POND.radius;
  const shore = (x, y) => !pond(x, y) && distance(centre(x, y), centre(POND.x, POND.y)) <= 4.2;
  /** @type {Map<string, number>} */
  const heights = new Map();
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (onField(x, y) && !pond(x, y)) heights.set(`${x},${y}`, levelAt(x, y));
    }
  }
  // Rock caps the hills from level 4 up; the pond's shore is sand.
  build.land(heights, (x, y, z) => (z >= 3 ? "rock" : shore(x, y) && z === 0 ? "sand" : "grass"));
  // The pond: water on the table, level 0.
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) if (pond(x, y)) build.tile(4001, { x, y, z: 0 });
  }
  const top = (x, y) => heights.get(`${x},${y}`);
  // Lone trees in the dips, a big oak on flat ground: each stands on the land's top.
  build.standOn(top, [
    [14, 3, 10011],
    [23, 11, 10012],
    [4, 15, 10013],
    [33, 14, 10011],
    [15, 24, 10012],
    [41, 11, 10011],
  ]);
  build.tile(10004, { x: 28, y: 20, z: top(28, 20) });
  // A glyph on the highest hilltop.
  build.tile(14065, { x: 30, y: 6, z: top(30, 6) }, { glyph: 65 });
  // Start zones along the two short ends.
  for (let y = 6; y < HEIGHT - 6; y += 1) {
    build.tile(15001, { x: 1, y, z: top(1, y) }, { startZone: "Red" });
    build.tile(15001, { x: WIDTH - 2, y, z: top(WIDTH - 2, y) }, { startZone: "Blue" });
  }
  return build.map("Rolling Downs");
}
