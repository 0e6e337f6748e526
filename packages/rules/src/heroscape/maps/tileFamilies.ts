// What each VirtualScape tile type becomes on the battlefield: the table of
// docs/rules/heroscape.md#maps, as data, so that the importer is one loop over tiles.

/** An obstacle a tile raises: a prism from `z + from` to `z + to` in the tile's hexes. */
export interface ObstaclePart {
  /** A readable word: `tree`, `ruin`, `castle-wall`, … (also the obstacle id's prefix). */
  readonly kind: string;
  /** Levels above the tile's `z`. */
  readonly from: number;
  readonly to: number;
}

/** What one tile type becomes. */
export type TileRole =
  /** A solid one level tall: ground `[z, z+1]`, a space of level `z + 1`. */
  | { readonly role: "ground"; readonly terrain: string }
  /** A surface with no height: a space of level `z` where nothing is higher. */
  | { readonly role: "thin"; readonly terrain: string }
  /** An obstacle; with `base`, its thin base plate is a surface too (trees, glaciers, …). */
  | { readonly role: "obstacle"; readonly obstacle: ObstaclePart; readonly base: boolean }
  /** Ground `[z, z+1]` with an obstacle on top (palms, jungle brush, marvel ruins). */
  | {
      readonly role: "groundAndObstacle";
      readonly terrain: string;
      readonly obstacle: ObstaclePart;
    }
  /** A castle door or arch: end hexes `[z, z+10]`, the middle hex `[z+9, z+10]` over the opening. */
  | { readonly role: "gate"; readonly kind: string }
  /** Start zones, figures, ladders and flags: nothing to stand on or to block sight. */
  | { readonly role: "ignored" };

const ground = (terrain: string): TileRole => ({ role: "ground", terrain });
const thin = (terrain: string): TileRole => ({ role: "thin", terrain });
const obstacle = (kind: string, to: number, base = false): TileRole => ({
  role: "obstacle",
  obstacle: { kind, from: 0, to },
  base,
});
const onGround = (terrain: string, kind: string, to: number): TileRole => ({
  role: "groundAndObstacle",
  terrain,
  obstacle: { kind, from: 1, to },
});
const IGNORED: TileRole = { role: "ignored" };

/** Single type codes (docs/rules/heroscape.md#maps, the tile-family table). */
const BY_TYPE: ReadonlyMap<number, TileRole> = new Map([
  [4001, thin("water")],
  [4002, thin("water")],
  [5001, thin("ice")],
  [6001, thin("lava")],
  [19001, thin("swamp-water")],
  [25001, thin("shadow")],
  [25002, thin("shadow")],
  [17000, ground("personal")],
  [16001, ground("castle")],
  [16007, ground("castle")],
  [16009, ground("castle")],
  [16101, ground("castle")],
  [16102, ground("castle")],
  [16103, ground("castle")],
  [10011, obstacle("tree", 9, true)],
  [10012, obstacle("tree", 10, true)],
  [10013, obstacle("tree", 11, true)],
  [10004, obstacle("tree", 14, true)],
  [11002, obstacle("ruin", 5)],
  [11003, obstacle("ruin", 5)],
  [23006, obstacle("hive", 14, true)],
  [12004, obstacle("road-wall", 3)],
  [16201, obstacle("castle-wall", 9)],
  [16202, obstacle("castle-wall", 9)],
  [16203, obstacle("castle-wall", 9)],
  [16301, obstacle("battlement", 5)],
  [16401, { role: "gate", kind: "castle-door" }],
  [16404, { role: "gate", kind: "castle-arch" }],
  [24014, onGround("jungle", "palm", 14)],
  [24001, onGround("jungle", "palm", 15)],
  [24015, onGround("jungle", "palm", 15)],
  [24016, onGround("jungle", "palm", 16)],
  [24002, onGround("jungle", "brush", 9)],
  [11006, onGround("ruin", "marvel-ruin", 13)],
  [11007, onGround("ruin", "marvel-ruin", 13)],
  [15001, IGNORED],
  [16402, IGNORED],
  [16403, IGNORED],
]);

/** Whole families by thousands (`1xxx` is 1000–1999). */
const BY_FAMILY: ReadonlyMap<number, TileRole> = new Map([
  [1, ground("grass")],
  [2, ground("rock")],
  [3, ground("sand")],
  [7, ground("lava-field")],
  [8, ground("road")],
  [9, ground("snow")],
  [20, ground("swamp")],
  [21, ground("concrete")],
  [22, ground("asphalt")],
  [26, ground("dungeon")],
  [14, thin("glyph")],
  [13, obstacle("glacier", 7, true)],
  [27, obstacle("outcrop", 7, true)],
  [18, IGNORED],
]);

/** What a tile type becomes, or `undefined` for a type the table does not name. */
export function tileRole(type: number): TileRole | undefined {
  return BY_TYPE.get(type) ?? BY_FAMILY.get(Math.trunc(type / 1000));
}
