// Builds a VirtualScape map the way a player lays one out on the table: land tiles stacked
// level by level, each level covered with the largest tiles that fit (24, 7, 3, 2, then 1
// hex), then water, trees, ruins and castle pieces placed on top. Tiles are placed with the
// rules' own footprints (docs/rules/heroscape.md#maps), so what the designs lay out is what the
// importer reads back. Designs work in VirtualScape's odd-r offset coordinates (x, y).
import { tileFootprint, tileRole } from "@sightline/rules";

/** Land tiles of each terrain, largest first (the sizes VirtualScape has). */
export const LAND = {
  grass: [1024, 1007, 1003, 1002, 1001],
  rock: [2024, 2007, 2003, 2002, 2001],
  sand: [3007, 3003, 3002, 3001],
  lavaField: [7007, 7002, 7001],
  road: [8005, 8002, 8001],
  snow: [9002, 9001],
};

/** The axial key of an odd-r offset hex: `q = x − (y − (y & 1)) / 2`, `r = y`. */
export function hexKey(x, y) {
  return `${x - (y - (y & 1)) / 2},${y}`;
}

/** How far from a hex an origin can lie and still reach it (the 24-hex tile's reach). */
const REACH = 8;

/** A map being laid out: tiles in the order they are put down. */
export class MapBuilder {
  /** @type {import("@sightline/maps/hscWriter").TileSpec[]} */
  tiles = [];

  /**
   * One tile, as VirtualScape stores it: `z` is one level above what it rests on.
   *
   * @param {number} type
   * @param {{ x: number, y: number, z: number, rotation?: number }} at
   * @param {Partial<import("@sightline/maps/hscWriter").TileSpec>} [extra]
   */
  tile(type, { x, y, z, rotation = 0 }, extra = {}) {
    this.tiles.push({ type, rotation, x, y, z, ...extra });
    return this;
  }

  /**
   * Stands each `[x, y, type]` (trees, ruins, parapets) on the land's top there, `top(x, y)`.
   *
   * @param {(x: number, y: number) => number} top
   * @param {[number, number, number][]} placements
   */
  standOn(top, placements) {
    for (const [x, y, type] of placements) this.tile(type, { x, y, z: top(x, y) });
    return this;
  }

  /**
   * Covers the offset hexes `hexes` (`[x, y]`) at level `z` with land tiles of one terrain,
   * each the largest tile, in any rotation and origin, that lies on uncovered hexes of the set
   * and rests by at least one hex on what is below (`supported`). Hexes over a gap (not
   * supported) are covered first, so that each can still take a supported neighbour along;
   * then the rest in row order. Returns how many tiles it laid.
   *
   * @param {[number, number][]} hexes
   * @param {number} z
   * @param {keyof typeof LAND} terrain
   * @param {(x: number, y: number) => boolean} [supported] default: all of them
   */
  cover(hexes, z, terrain, supported = () => true) {
    const wanted = new Set(hexes.map(([x, y]) => hexKey(x, y)));
    const resting = new Set(
      hexes.filter(([x, y]) => supported(x, y)).map(([x, y]) => hexKey(x, y)),
    );
    const covered = new Set();
    const byRow = (a, b) => a[1] - b[1] || a[0] - b[0];
    const overGap = hexes.filter(([x, y]) => !resting.has(hexKey(x, y))).sort(byRow);
    const onLand = hexes.filter(([x, y]) => resting.has(hexKey(x, y))).sort(byRow);
    let laid = 0;
    for (const [x, y] of [...overGap, ...onLand]) {
      if (covered.has(hexKey(x, y))) continue;
      const placed = bestTile(
        LAND[terrain],
        x,
        y,
        (k) => wanted.has(k) && !covered.has(k),
        (keys) => keys.some((k) => resting.has(k)),
      );
      for (const k of placed.hexes) covered.add(k);
      this.tile(placed.type, { x: placed.x, y: placed.y, z, rotation: placed.rotation });
      laid++;
    }
    return laid;
  }

  /**
   * Land from a height map: every hex of `heights` (`"x,y"` → its top level, ≥ 1) gets a
   * stack of land tiles up to its level, level by level, each level's tiles of the terrain
   * `terrainAt(x, y, z)` names.
   *
   * @param {Map<string, number>} heights offset `"x,y"` → level
   * @param {(x: number, y: number, z: number) => keyof typeof LAND} terrainAt
   */
  land(heights, terrainAt) {
    const columns = new Map([...heights].map(([key, level]) => [key, [[0, level]]]));
    return this.columns(columns, terrainAt);
  }

  /**
   * Land from columns that need not be solid from the table up: every hex of `columns`
   * (`"x,y"` → its ground as `[from, to]` level intervals) gets land tiles at each level its
   * intervals cover — overhangs, arches and ledges over a gap. Each level's tiles are of the
   * terrain `terrainAt(x, y, z)` names.
   *
   * @param {Map<string, [number, number][]>} columns offset `"x,y"` → ground intervals
   * @param {(x: number, y: number, z: number) => keyof typeof LAND} terrainAt
   */
  columns(columns, terrainAt) {
    const top = [...columns.values()]
      .flat()
      .reduce((most, [, to]) => Math.max(most, to), -Infinity);
    for (let z = 0; z < top; z++) {
      /** @type {Map<string, [number, number][]>} */
      const byTerrain = new Map();
      for (const [key, intervals] of columns) {
        if (!intervals.some(([from, to]) => from <= z && z < to)) continue;
        const [x, y] = key.split(",").map(Number);
        const terrain = terrainAt(x, y, z);
        if (!byTerrain.has(terrain)) byTerrain.set(terrain, []);
        byTerrain.get(terrain).push([x, y]);
      }
      // A hex rests on the level below when its column fills that level.
      const supported = (x, y) =>
        z === 0 || columns.get(`${x},${y}`).some(([from, to]) => from <= z - 1 && z - 1 < to);
      for (const [terrain, hexes] of byTerrain) this.cover(hexes, z, terrain, supported);
    }
    return this;
  }

  /**
   * The offset hexes `[x, y]` a tile would cover, for designs that fit land to a bridge.
   *
   * @param {number} type
   * @param {{ x: number, y: number, rotation?: number }} at
   * @returns {[number, number][]}
   */
  footprint(type, { x, y, rotation = 0 }) {
    return tileFootprint({ type, rotation, x, y }).map(([q, r]) => [q + (r - (r & 1)) / 2, r]);
  }

  /**
   * The map's tiles as `writeHsc` takes them, with a name and an author. Throws unless every
   * tile rests on the map as it would on a table ({@link checkStacking}).
   */
  map(name) {
    checkStacking(this.tiles);
    return { version: 0.0007, name, author: "Sightline", players: "2", tiles: this.tiles };
  }
}

/**
 * The largest tile of `types` (then the first rotation and origin, in a fixed order) whose
 * hexes include offset `(x, y)`, all pass `free`, and together pass `rests`.
 */
function bestTile(types, x, y, free, rests) {
  const target = hexKey(x, y);
  for (const type of types) {
    for (let rotation = 0; rotation < 6; rotation++) {
      for (let oy = y - REACH; oy <= y; oy++) {
        for (let ox = x - REACH; ox <= x + REACH; ox++) {
          const hexes = tileFootprint({ type, rotation, x: ox, y: oy }).map(
            ([q, r]) => `${q},${r}`,
          );
          if (hexes.includes(target) && hexes.every(free) && rests(hexes)) {
            return { type, rotation, x: ox, y: oy, hexes };
          }
        }
      }
    }
  }
  throw new Error(`no tile of ${types.join(", ")} fits at (${x}, ${y}) and rests on land`);
}

/** Castle pieces a wall-walk rests on: their tops carry land as land's do. */
const CASTLE = new Set(["castle-wall", "castle-arch", "castle-door"]);

/**
 * Throws, naming the tile, unless each tile, in the order laid, rests on what is already there
 * as on a table, and fills no level something else fills. A land tile sits, by at least one of
 * its hexes, on land or a castle wall as tall as its `z` (or on the table, z = 0); its other
 * hexes may reach out over a gap, as a bridge or an overhang does. Every other tile (water,
 * trees, ruins, walls, gates, glyphs, start zones) sits in every hex on land whose top is its
 * `z`, or on the table, with nothing already filling that level.
 *
 * @param {readonly import("@sightline/maps/hscWriter").TileSpec[]} tiles
 */
export function checkStacking(tiles) {
  /** @type {Map<string, { from: number, to: number, kind: string }[]>} axial "q,r" → filled */
  const filled = new Map();
  const at = (key) => filled.get(key) ?? [];
  tiles.forEach((tile, index) => {
    const { type, rotation = 0, x = 0, y = 0, z = 0 } = tile;
    const hexes = tileFootprint({ type, rotation, x, y }).map(([q, r]) => `${q},${r}`);
    const keys = [...new Set(hexes)];
    const where = `tile ${index} (type ${type} at ${x}, ${y}, z ${z})`;
    const fill = (key, from, to, kind) => {
      const clash = at(key).find((f) => from < f.to && f.from < to);
      if (clash) throw new Error(`${where}: [${from}, ${to}] at ${key} meets a ${clash.kind}`);
      filled.set(key, [...at(key), { from, to, kind }]);
    };
    const role = tileRole(type);
    if (role?.role === "ground" || role?.role === "groundAndObstacle") {
      const resting =
        z === 0 ||
        keys.some((key) =>
          at(key).some((f) => f.to === z && (f.kind === "land" || CASTLE.has(f.kind))),
        );
      if (!resting) throw new Error(`${where} rests on nothing`);
      for (const key of keys) fill(key, z, z + 1, "land");
      if (role.role === "groundAndObstacle") {
        const { kind, from, to } = role.obstacle;
        for (const key of keys) fill(key, z + from, z + to, kind);
      }
      return;
    }
    const unsupported = keys.filter(
      (key) => z !== 0 && !at(key).some((f) => f.to === z && f.kind === "land"),
    );
    if (unsupported.length > 0) {
      throw new Error(`${where} does not sit on land as tall as its z at ${unsupported.join(" ")}`);
    }
    const buried = keys.filter((key) => at(key).some((f) => f.from <= z && z < f.to));
    if (buried.length > 0) throw new Error(`${where} lies inside something at ${buried.join(" ")}`);
    if (role?.role === "obstacle") {
      const { kind, from, to } = role.obstacle;
      for (const key of keys) fill(key, z + from, z + to, kind);
    } else if (role?.role === "gate") {
      // The templates list a gate's three hexes in a line, the middle one second.
      hexes.forEach((key, i) => fill(key, i === 1 ? z + 9 : z, z + 10, role.kind));
    }
  });
}
