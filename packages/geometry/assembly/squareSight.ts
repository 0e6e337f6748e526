// Arcadia Quest's line of sight from centre to centre with the corner rule
// (docs/rules/arcadia-quest.md#line-of-sight, docs/decisions/005-square-sight.md). Twin of
// src/reference/squareSight.ts, step for step; every tie is decided in integers.

import {
  SQUARE_BLOCKING_SPACE,
  SQUARE_CLEAR,
  SQUARE_CORNER,
  SQUARE_EAST_EDGE,
  SQUARE_EXPLAIN_STRIDE,
  SQUARE_EXPLAIN_WHAT,
  SQUARE_EXPLAIN_WHERE,
  SQUARE_SOUTH_EDGE,
} from "./layout";
import { byteIsSet } from "./memory";

let width: i32 = 0;
let eastClosed: usize = 0;
let southClosed: usize = 0;
// What stopped the last line that was not clear, and where (assembly/layout.ts, SQUARE_*).
let stopWhat: i32 = SQUARE_CLEAR;
let stopWhere: i32 = -1;

/** Names the board the square kernels read (see src/squareBoard.ts for the layout). */
export function useSquareBoard(w: i32, east: usize, south: usize): void {
  width = w;
  eastClosed = east;
  southClosed = south;
}

/** Notes what stopped the line, for squareSightExplain; false, for the walk to return. */
// @ts-expect-error: decorator
@inline
function stop(what: i32, where: i32): bool {
  stopWhat = what;
  stopWhere = where;
  return false;
}

/**
 * Whether the centre of cell `to` is in sight from the centre of `from` (`blocked`: 1 per
 * cell); when not, `stop` has noted the first closed edge, blocking space or closed corner met.
 */
function squareLineOfSight(blocked: usize, from: i32, to: i32): bool {
  if (from == to) return true;
  const dx = 2 * ((to % width) - (from % width));
  const dy = 2 * (to / width - from / width);
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? width : -width;
  // The edge crossed by a step from cell c is the east edge of c or of c − 1, the south edge
  // of c or of c − width: one offset per direction, fixed for the whole ray.
  const eastOf: usize = eastClosed + <usize>(dx > 0 ? 0 : -1);
  const southOf: usize = southClosed + <usize>(dy > 0 ? 0 : -width);
  const adx = abs(dx);
  const ady = abs(dy);
  // order = nx·|2Δy| − ny·|2Δx| for the next crossings nx, ny (odd), kept up to date by
  // additions as in Bresenham's walk: two products a step cost three times as much here.
  // i32 is exact: |2Δ| ≤ 2 · 4096 and nx, ny ≤ |2Δ| + 1, so it stays below 2^27. A zero
  // |2Δx| makes it positive for good (only y steps), a zero |2Δy| negative.
  let order: i32 = ady - adx;
  const xStepOrder = ady << 1;
  const yStepOrder = adx << 1;
  let cell = from;
  while (cell != to) {
    if (order < 0) {
      if (byteIsSet(eastOf, cell)) return stop(SQUARE_EAST_EDGE, cell + (dx > 0 ? 0 : -1));
      cell += stepX;
      order += xStepOrder;
    } else if (order > 0) {
      if (byteIsSet(southOf, cell)) return stop(SQUARE_SOUTH_EDGE, cell + (dy > 0 ? 0 : -width));
      cell += stepY;
      order -= yStepOrder;
    } else {
      const next = cell + stepX + stepY;
      const sideA = cell + stepX;
      const sideB = cell + stepY;
      const closedA =
        byteIsSet(blocked, sideA) || byteIsSet(eastOf, cell) || byteIsSet(southOf, sideA);
      const closedB =
        byteIsSet(blocked, sideB) || byteIsSet(southOf, cell) || byteIsSet(eastOf, sideB);
      // The corner is the north-west corner of the cell to the south-east of it.
      if (closedA && closedB) {
        return stop(SQUARE_CORNER, cell + (dx > 0 ? 1 : 0) + (dy > 0 ? width : 0));
      }
      cell = next;
      order += xStepOrder - yStepOrder;
    }
    if (cell != to && byteIsSet(blocked, cell)) return stop(SQUARE_BLOCKING_SPACE, cell);
  }
  return true;
}

/** The batch: 1 at `out[v * targetCount + t]` when viewer cell v sees target cell t. */
export function squareSightMatrix(
  blocked: usize,
  viewers: usize,
  viewerCount: i32,
  targets: usize,
  targetCount: i32,
  out: usize,
): void {
  for (let v: i32 = 0; v < viewerCount; v++) {
    const from = load<i32>(viewers + ((<usize>v) << 2));
    for (let t: i32 = 0; t < targetCount; t++) {
      const to = load<i32>(targets + ((<usize>t) << 2));
      store<u8>(out + <usize>(v * targetCount + t), squareLineOfSight(blocked, from, to) ? 1 : 0);
    }
  }
}

/**
 * The batch explained: for every viewer and target, SQUARE_EXPLAIN_STRIDE i32 at
 * `out + (v * targetCount + t) * 8`: what stopped the line (SQUARE_CLEAR when nothing did) and
 * where — the cell of a closed east or south edge, a blocking space, or the cell whose
 * north-west corner is a closed corner.
 */
export function squareSightExplain(
  blocked: usize,
  viewers: usize,
  viewerCount: i32,
  targets: usize,
  targetCount: i32,
  out: usize,
): void {
  for (let v: i32 = 0; v < viewerCount; v++) {
    const from = load<i32>(viewers + ((<usize>v) << 2));
    for (let t: i32 = 0; t < targetCount; t++) {
      const to = load<i32>(targets + ((<usize>t) << 2));
      const at = out + ((<usize>(v * targetCount + t) * SQUARE_EXPLAIN_STRIDE) << 2);
      const clear = squareLineOfSight(blocked, from, to);
      store<i32>(at, clear ? SQUARE_CLEAR : stopWhat, (<usize>SQUARE_EXPLAIN_WHAT) << 2);
      store<i32>(at, clear ? -1 : stopWhere, (<usize>SQUARE_EXPLAIN_WHERE) << 2);
    }
  }
}
