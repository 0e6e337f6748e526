// Arcane Legions movement (docs/rules/arcane-legions.md#movement): every legal pose of a unit's move
// lattice, in lattice order. A pose is judged where it ends (on the table, no base overlapped,
// no blocking terrain under the base) with boxes first and the overlap tests only for what is
// near; the segment from the start centre to each end centre that survives is judged by the sight
// kernel, one batch for all of them, once per (forward, sideways) pair however many turns share it.
import { MAX_FACING, MAX_TABLE_COORDINATE } from "../limits.js";
import type { ArcaneLegionsMove } from "./arcaneLegionsAnswers.js";
import { onTable } from "./arcaneLegionsChecks.js";
import {
  LATTICE_STEP,
  LATTICE_TURNS,
  LATTICE_TURN_DEGREES,
  latticeCost,
  unitMovePoints,
} from "./arcaneLegionsFacts.js";
import type { ArcaneLegionsFigure } from "./arcaneLegionsSchema.js";
import {
  ADJ,
  BASE_SIZES,
  EPS,
  type Point,
  baseCorners,
  direction,
  penetrationDepth,
  rectangleCorners,
} from "./bases.js";
import type { ConvexPart } from "./terrainParts.js";

/** What movement reads of the table besides the units: its size, its blocking terrain, the kernel. */
export interface MovementGround {
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** The blocking pieces as convex parts (terrainParts.ts). */
  readonly blockingParts: readonly ConvexPart[];
  /**
   * For each end, whether the segment `from → end` passes through the interior of no blocking
   * piece and no base of `bases` (ArcaneLegionsField.clearPaths).
   */
  clearPaths(bases: readonly ArcaneLegionsFigure[], from: Point, ends: readonly Point[]): boolean[];
}

/** A box `[minX, minY, maxX, maxY]`. */
type Box = readonly [number, number, number, number];

function boxOf(points: readonly Point[]): Box {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** How far two boxes overlap on the axis where they overlap least (≤ 0 when apart or touching). */
function boxOverlap(a: Box, b: Box): number {
  const alongX = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const alongY = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return Math.min(alongX, alongY);
}

/**
 * A lattice pose's facing: the start facing plus the turn, exactly, unless that passes
 * MAX_FACING, where a turn the other way round names the same direction and keeps the
 * position's scenario valid.
 */
function turnedFacing(facing: number, turns: number): number {
  const turned = facing + turns * LATTICE_TURN_DEGREES;
  if (turned > MAX_FACING) return turned - 360;
  if (turned < -MAX_FACING) return turned + 360;
  return turned;
}

/** A pose waiting for its path's verdict: the move and which (forward, sideways) pair it is on. */
interface Pending {
  readonly move: ArcaneLegionsMove;
  /** Index of its end centre among the paths asked; −1 for a pose that does not leave its centre. */
  readonly path: number;
}

/** Another unit's base as the overlap test reads it. */
interface Obstacle {
  readonly corners: readonly Point[];
  readonly box: Box;
  readonly x: number;
  readonly y: number;
  /** The radii of the circles round the base and in it. */
  readonly outer: number;
  readonly inner: number;
  /** Its sides run along x and y: the base is its box. */
  readonly square: boolean;
  /** How far its centre lies ahead of the mover's start along the start facing. */
  readonly ahead: number;
}

/** Radii of the circles round a base of this size and in it. */
function radii(size: { readonly width: number; readonly depth: number }): [number, number] {
  return [Math.hypot(size.width, size.depth) / 2, Math.min(size.width, size.depth) / 2];
}

/** Whether a facing's sides run along x and y (quarter turns, which direction() gives exactly). */
function squareOn(facing: number): boolean {
  const [fx, fy] = direction(facing);
  return fx === 0 || fy === 0;
}

/**
 * Every legal pose of `figure`'s move lattice among `others` (every other unit on the table), in
 * lattice order: forward steps, then sideways steps, then turns, each ascending. Staying is
 * always among them, even where the start pose itself would not be legal (the scenario placed it).
 * Centres past MAX_TABLE_COORDINATE are left out: no scenario could place the unit there.
 *
 * @example legalMoves(ground, scout, others) // [{ figure: "scout", to: { x: 4, y: 6, facing: 0 }, cost: 3 }, …]
 */
export function legalMoves(
  ground: MovementGround,
  figure: ArcaneLegionsFigure,
  others: readonly ArcaneLegionsFigure[],
): ArcaneLegionsMove[] {
  const points = unitMovePoints(figure);
  const size = BASE_SIZES[figure.base];
  const [outer, inner] = radii(size);
  const [fx, fy] = direction(figure.facing);
  // Sideways is a quarter turn clockwise from the start facing: with y down, (fx, fy) → (−fy, fx).
  const [sx, sy] = [-fy, fx];
  const obstacles = others.map((other): Obstacle => {
    const corners = baseCorners(other);
    const [otherOuter, otherInner] = radii(BASE_SIZES[other.base]);
    const square = squareOn(other.facing);
    return {
      corners,
      box: boxOf(corners),
      x: other.x,
      y: other.y,
      outer: otherOuter,
      inner: otherInner,
      square,
      ahead: (other.x - figure.x) * fx + (other.y - figure.y) * fy,
    };
  });
  const parts = ground.blockingParts;
  const facings = Array.from({ length: 2 * LATTICE_TURNS + 1 }, (_, i) => {
    const facing = turnedFacing(figure.facing, i - LATTICE_TURNS);
    return { turns: i - LATTICE_TURNS, facing, square: squareOn(facing) };
  });

  const pending: Pending[] = [];
  const ends: Point[] = [];
  const nearBases: Obstacle[] = [];
  const nearParts: ConvexPart[] = [];
  // Lattice steps of forward movement cost half a point each, backwards or sideways one.
  const mostAhead = Math.floor(points / LATTICE_STEP);
  const mostBehind = Math.floor(points / (2 * LATTICE_STEP));
  const mostAside = mostBehind;
  for (let fi = -mostBehind; fi <= mostAhead; fi++) {
    const forward = fi * LATTICE_STEP;
    // A row of the lattice only comes near the bases whose circles reach across it.
    const row = obstacles.filter((o) => Math.abs(o.ahead - forward) < outer + o.outer + ADJ);
    for (let si = -mostAside; si <= mostAside; si++) {
      const sideways = si * LATTICE_STEP;
      if (latticeCost(forward, sideways, 0) > points) continue;
      const x = figure.x + forward * fx + sideways * sx;
      const y = figure.y + forward * fy + sideways * sy;
      const stays = fi === 0 && si === 0;
      // What a base centred here may reach whichever way it turns: a base is within the circle
      // round it, and holds the circle in it, so circles apart leave bases apart and circles
      // pressed twice ADJ into each other leave bases pressed in deeper than ADJ.
      const open =
        Math.abs(x) <= MAX_TABLE_COORDINATE &&
        Math.abs(y) <= MAX_TABLE_COORDINATE &&
        nearObstacles(row, x, y, outer, inner, nearBases);
      if (!open && !stays) continue;
      nearParts.length = 0;
      for (const part of parts) {
        const dx = Math.max(part.minX - x, 0, x - part.maxX);
        const dy = Math.max(part.minY - y, 0, y - part.maxY);
        if (dx * dx + dy * dy < outer * outer) nearParts.push(part);
      }
      let path = -1;
      for (const { turns, facing, square } of facings) {
        if (stays && turns === 0) {
          pending.push({ move: { figure: figure.id, to: { x, y, facing }, cost: 0 }, path: -1 });
          continue;
        }
        if (!open) continue;
        const cost = latticeCost(forward, sideways, turns);
        if (cost > points) continue;
        const corners = baseCorners({ base: figure.base, x, y, facing });
        if (!onTable(corners, ground.width, ground.height)) continue;
        if (overlapsBase(corners, square, nearBases)) continue;
        const onRock =
          nearParts.length > 0 && onBlockingTerrain(nearParts, x, y, facing, square, size);
        if (onRock) continue;
        if (!stays && path < 0) {
          path = ends.length;
          ends.push([x, y]);
        }
        pending.push({ move: { figure: figure.id, to: { x, y, facing }, cost }, path });
      }
    }
  }
  const clear = ground.clearPaths(others, [figure.x, figure.y], ends);
  return pending.filter((p) => p.path < 0 || clear[p.path]).map((p) => p.move);
}

/**
 * Fills `near` with the obstacles a base centred on `(x, y)` may press into, whatever its facing;
 * false when one of them it certainly presses into deeper than ADJ.
 */
function nearObstacles(
  obstacles: readonly Obstacle[],
  x: number,
  y: number,
  outer: number,
  inner: number,
  near: Obstacle[],
): boolean {
  near.length = 0;
  for (const o of obstacles) {
    const [dx, dy] = [x - o.x, y - o.y];
    const distance = Math.sqrt(dx * dx + dy * dy);
    if (distance >= outer + o.outer) continue;
    if (distance < inner + o.inner - 2 * ADJ) return false;
    near.push(o);
  }
  return true;
}

/**
 * docs/rules/arcane-legions.md#table-and-bases: whether a base with these corners presses into one
 * of `near` deeper than ADJ, as the placement check measures it (bases.ts). Boxes that overlap by
 * less than that on an axis hold bases that do too (the boxes can be slid apart by as much); two
 * bases square on the table are their boxes, and the measure is then the boxes' overlap exactly.
 */
function overlapsBase(
  corners: readonly Point[],
  square: boolean,
  near: readonly Obstacle[],
): boolean {
  if (near.length === 0) return false;
  const box = boxOf(corners);
  for (const o of near) {
    const overlap = boxOverlap(box, o.box);
    if (
      square && o.square
        ? overlap > ADJ
        : overlap > ADJ / 2 && penetrationDepth(corners, o.corners) > ADJ
    ) {
      return true;
    }
  }
  return false;
}

/**
 * docs/rules/arcane-legions.md#movement: whether the base at this pose overlaps blocking terrain —
 * the base shrunk by ADJ on every side shares more than a touch (EPS) with a convex part of a
 * blocking piece, the parts covering each piece exactly. A square base on a box-shaped part is
 * measured by the boxes, which is what the separating-axis test gives there.
 */
function onBlockingTerrain(
  parts: readonly ConvexPart[],
  x: number,
  y: number,
  facing: number,
  square: boolean,
  size: { readonly width: number; readonly depth: number },
): boolean {
  const shrunk = rectangleCorners(x, y, facing, size.width - 2 * ADJ, size.depth - 2 * ADJ);
  const box = boxOf(shrunk);
  for (const part of parts) {
    const overlap = boxOverlap(box, [part.minX, part.minY, part.maxX, part.maxY]);
    if (overlap <= 0) continue;
    if (square && part.boxShaped ? overlap > EPS : penetrationDepth(shrunk, part.points) > EPS) {
      return true;
    }
  }
  return false;
}
