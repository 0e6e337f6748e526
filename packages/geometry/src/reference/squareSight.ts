// Plain-TypeScript twin of assembly/squareSight.ts, step for step: Arcadia Quest's line of
// sight from centre to centre with the corner rule (docs/rules/arcadia-quest.md#line-of-sight,
// docs/decisions/005-square-sight.md). Every tie is decided in integers: in doubled
// coordinates centres are odd and grid lines even, so the ray crosses the x lines at
// t = nx / |2Δx| and the y lines at t = ny / |2Δy| with nx, ny odd, and comparing the two is
// one integer cross-multiplication. Equal means the ray passes exactly through a vertex.
import {
  SQUARE_BLOCKING_SPACE,
  SQUARE_CLEAR,
  SQUARE_CORNER,
  SQUARE_EAST_EDGE,
  SQUARE_EXPLAIN_STRIDE,
  SQUARE_EXPLAIN_WHAT,
  SQUARE_EXPLAIN_WHERE,
  SQUARE_SOUTH_EDGE,
} from "./layout.js";

/** What the square kernels read of a board (see src/squareBoard.ts). */
export interface SquareWorld {
  readonly width: number;
  readonly eastClosed: Uint8Array;
  readonly southClosed: Uint8Array;
}

/** What stopped the last line that was not clear, and where (./layout.ts, SQUARE_*). */
export const stopped = { what: SQUARE_CLEAR, where: -1 };

/** Notes what stopped the line, for {@link squareSightExplain}; false, for the walk to return. */
function stop(what: number, where: number): boolean {
  stopped.what = what;
  stopped.where = where;
  return false;
}

/**
 * Whether the centre of cell `to` is in sight from the centre of cell `from`, for an attacker
 * whose blocking spaces are `blocked` (1 per cell: blocked terrain, non-board cells, and
 * spaces of two enemies or a Huge enemy). The two end cells never block. When not, {@link stop}
 * has noted the first closed edge, blocking space or closed corner met.
 */
export function squareLineOfSight(
  w: SquareWorld,
  blocked: Uint8Array,
  from: number,
  to: number,
): boolean {
  if (from === to) return true;
  const width = w.width;
  const dx = 2 * ((to % width) - (from % width));
  const dy = 2 * (Math.floor(to / width) - Math.floor(from / width));
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? width : -width;
  // The edge crossed by a step from cell c is the east edge of c or of c − 1, the south edge
  // of c or of c − width: one offset per direction, fixed for the whole ray.
  const east = w.eastClosed;
  const south = w.southClosed;
  const eastOf = dx > 0 ? 0 : -1;
  const southOf = dy > 0 ? 0 : -width;
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  // order = nx·|2Δy| − ny·|2Δx| for the next crossings nx, ny, kept up to date by additions
  // (Bresenham). < 0: the next x line comes first; > 0: the next y line; 0: both at once, a
  // vertex. A zero |2Δx| keeps it positive (only y steps), a zero |2Δy| negative.
  let order = ady - adx;
  const xStepOrder = 2 * ady;
  const yStepOrder = 2 * adx;
  let cell = from;
  while (cell !== to) {
    if (order < 0) {
      // Rule 1: crossing a closed edge away from its ends blocks.
      if (east[cell + eastOf] === 1) return stop(SQUARE_EAST_EDGE, cell + eastOf);
      cell += stepX;
      order += xStepOrder;
    } else if (order > 0) {
      if (south[cell + southOf] === 1) return stop(SQUARE_SOUTH_EDGE, cell + southOf);
      cell += stepY;
      order -= yStepOrder;
    } else {
      // Rule 3, the corner rule: the ray goes from `cell` to the diagonal cell; the two cells
      // beside the vertex are its two sides. A side is closed by a blocking space there or by
      // a closed edge of that cell ending at the vertex.
      const next = cell + stepX + stepY;
      const sideA = cell + stepX;
      const sideB = cell + stepY;
      const closedA =
        blocked[sideA] === 1 || east[cell + eastOf] === 1 || south[sideA + southOf] === 1;
      const closedB =
        blocked[sideB] === 1 || south[cell + southOf] === 1 || east[sideB + eastOf] === 1;
      // The corner is the north-west corner of the cell to the south-east of it.
      if (closedA && closedB) {
        return stop(SQUARE_CORNER, cell + (dx > 0 ? 1 : 0) + (dy > 0 ? width : 0));
      }
      cell = next;
      order += xStepOrder - yStepOrder;
    }
    // Rule 2: running through a blocking space's interior blocks (the target's never does).
    if (cell !== to && blocked[cell] === 1) return stop(SQUARE_BLOCKING_SPACE, cell);
  }
  return true;
}

/** The batch: 1 at `out[v * targets.length + t]` when viewer cell v sees target cell t. */
export function squareSightMatrix(
  w: SquareWorld,
  blocked: Uint8Array,
  viewers: Int32Array,
  targets: Int32Array,
  out: Uint8Array,
): void {
  for (let v = 0; v < viewers.length; v++) {
    for (let t = 0; t < targets.length; t++) {
      out[v * targets.length + t] = squareLineOfSight(w, blocked, viewers[v]!, targets[t]!) ? 1 : 0;
    }
  }
}

/**
 * The batch explained: for every viewer and target, {@link SQUARE_EXPLAIN_STRIDE} numbers at
 * `out[(v * targets.length + t) * SQUARE_EXPLAIN_STRIDE]`: what stopped the line
 * ({@link SQUARE_CLEAR} when nothing did) and where — the cell of a closed east or south edge,
 * a blocking space, or the cell whose north-west corner is a closed corner.
 */
export function squareSightExplain(
  w: SquareWorld,
  blocked: Uint8Array,
  viewers: Int32Array,
  targets: Int32Array,
  out: Int32Array,
): void {
  for (let v = 0; v < viewers.length; v++) {
    for (let t = 0; t < targets.length; t++) {
      const at = (v * targets.length + t) * SQUARE_EXPLAIN_STRIDE;
      const clear = squareLineOfSight(w, blocked, viewers[v]!, targets[t]!);
      out[at + SQUARE_EXPLAIN_WHAT] = clear ? SQUARE_CLEAR : stopped.what;
      out[at + SQUARE_EXPLAIN_WHERE] = clear ? -1 : stopped.where;
    }
  }
}
