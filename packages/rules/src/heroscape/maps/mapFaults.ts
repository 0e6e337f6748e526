// Why an imported map makes an invalid board, told at the tiles (docs/rules/heroscape.md#maps):
// the validator names JSON paths into a scenario the user never wrote (`/board/spaces/3/level`);
// a map's author needs the tile to move and the byte where its record starts.
import type { HeroscapeSpace } from "../heroscapeSchema.js";
import type { Problem } from "../../scenario/problems.js";
import { type HexColumn, mergeIntervals, settledLevel } from "./hexColumn.js";
import type { HscTile } from "./hscReader.js";

/** The board the tiles made, before validation: each space with its column, each obstacle's tile. */
export interface PlacedBoard {
  /** In the scenario's order: `/board/spaces/i` is `spaces[i]`. */
  readonly spaces: readonly { readonly space: HeroscapeSpace; readonly column: HexColumn }[];
  /** `/board/obstacles/i` comes from tile `obstacleTiles[i]`. */
  readonly obstacleTiles: readonly number[];
}

/** One problem of the board, at the tile that caused it. */
export interface MapFault {
  /** `tile 3 of 8 at byte 212: hex (1,1) solid ground from: expected ≥ 0, got -3`. */
  readonly message: string;
  /** The byte where the tile's record starts, when a tile is to blame. */
  readonly offset: number | undefined;
}

const SPACE = /^\/board\/spaces\/(\d+)(\/.*)?$/;
const OBSTACLE = /^\/board\/obstacles\/(\d+)(\/.*)?$/;

/** Each scenario problem of an imported board as a fault at the tile behind it. */
export function mapFaults(
  problems: readonly Problem[],
  board: PlacedBoard,
  tiles: readonly HscTile[],
): MapFault[] {
  return problems.map((problem) => {
    const blamed = blame(problem.path, board);
    const tile = blamed && tiles[blamed.tile];
    if (!blamed || !tile)
      return { message: `the map's board: ${problem.reason}`, offset: undefined };
    const where = `tile ${blamed.tile} of ${tiles.length} at byte ${tile.offset}`;
    return { message: `${where}: ${blamed.what}: ${problem.reason}`, offset: tile.offset };
  });
}

/** The tile behind the element at `path` and that element in words, or `undefined`. */
function blame(path: string, board: PlacedBoard): { tile: number; what: string } | undefined {
  const space = SPACE.exec(path);
  if (space) {
    const placed = board.spaces[Number(space[1])];
    if (!placed) return undefined;
    return spaceFault(placed.space, placed.column, space[2] ?? "");
  }
  const obstacle = OBSTACLE.exec(path);
  if (obstacle) {
    const tile = board.obstacleTiles[Number(obstacle[1])];
    const field = (obstacle[2] ?? "")
      .split("/")
      .filter((s) => s !== "")
      .join(" ");
    return tile === undefined ? undefined : { tile, what: `obstacle ${field}`.trim() };
  }
  // A limit on the whole board (its span): the tile farthest out is the one to look at first.
  if (path === "/board/spaces" && board.spaces.length > 0) {
    const far = farthestOut(board.spaces.map((s) => s.space));
    const placed = board.spaces[far];
    return placed && spaceFault(placed.space, placed.column, "");
  }
  if (path === "/board/obstacles" && board.obstacleTiles.length > 0) {
    return { tile: board.obstacleTiles[board.obstacleTiles.length - 1]!, what: "obstacles" };
  }
  return undefined;
}

/**
 * A space's fault at its tile: for its solid ground, the lowest ground tile in the interval at
 * fault (a ground tile below the table makes it start below 0); otherwise the tile on top, whose
 * level the space takes.
 */
function spaceFault(
  space: HeroscapeSpace,
  column: HexColumn,
  field: string,
): { tile: number; what: string } | undefined {
  const hex = `hex (${space.q},${space.r})`;
  const solid = /^\/solid\/(\d+)(?:\/([01]))?$/.exec(field);
  if (solid) {
    const interval = space.solid?.[Number(solid[1])];
    const end = solid[2] === undefined ? "" : solid[2] === "0" ? " from" : " to";
    const inside = column.ground
      .filter((g) => interval && g.from >= interval[0] && g.to <= interval[1])
      .sort((a, b) => a.from - b.from || a.order - b.order)[0];
    const tile = inside?.order ?? topTile(column);
    return tile === undefined ? undefined : { tile, what: `${hex} solid ground${end}` };
  }
  const tile = topTile(column);
  const words = field
    .split("/")
    .filter((s) => s !== "")
    .join(" ");
  return tile === undefined ? undefined : { tile, what: `${hex} ${words}`.trim() };
}

/** The tile on top of a column: the last placed among those whose top is the highest. */
function topTile(column: HexColumn): number | undefined {
  const solid = mergeIntervals(column.ground.map((g) => [g.from, g.to] as const));
  let best: { top: number; order: number } | undefined;
  const consider = (top: number, order: number) => {
    if (!best || top > best.top || (top === best.top && order > best.order)) best = { top, order };
  };
  for (const g of column.ground) consider(g.to, g.order);
  for (const s of column.surfaces) {
    const level = settledLevel(s.z, solid);
    if (level !== undefined) consider(level, s.order);
  }
  return best?.order;
}

/** The index of the space farthest (in hex steps) from the board's median hex. */
function farthestOut(spaces: readonly HeroscapeSpace[]): number {
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const q0 = median(spaces.map((s) => s.q));
  const r0 = median(spaces.map((s) => s.r));
  let far = 0;
  let farthest = -1;
  spaces.forEach((s, i) => {
    const dq = s.q - q0;
    const dr = s.r - r0;
    const steps = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    if (steps > farthest) {
      far = i;
      farthest = steps;
    }
  });
  return far;
}
