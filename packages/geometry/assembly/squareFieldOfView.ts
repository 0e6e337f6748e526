// Arcadia Quest's field of view by octant shadowcasting (docs/rules/arcadia-quest.md#line-of-sight,
// docs/decisions/005-square-sight.md): exactly the answer of one walk of squareSight.ts per
// cell, for the cost of one sweep over the cells still in view. Twin of
// src/reference/squareFieldOfView.ts, step for step; the frame, the stops and the cuts are
// explained there.

import { RUN_STRIDE } from "./layout";
import { byteIsSet } from "./memory";

/** A cut's side: just below or just above its fraction. */
const BELOW: i32 = -1;
const ABOVE: i32 = 1;
/** A run: low p, q, side, high p, q, side (assembly/layout.ts). */
const RUN_BYTES: usize = (<usize>RUN_STRIDE) << 2;

let width: i32 = 0;
let height: i32 = 0;
let eastClosed: usize = 0;
let southClosed: usize = 0;
let onBoard: usize = 0;
let litRuns: usize = 0;
let spareRuns: usize = 0;

/**
 * Names the board the field of view reads (see src/squareBoard.ts) and its two run lists, each
 * `litRunCapacity` runs (src/reference/squareFieldOfView.ts), reserved by the host with the board.
 */
export function useSquareFieldOfView(
  w: i32,
  h: i32,
  east: usize,
  south: usize,
  board: usize,
  lit: usize,
  spare: usize,
): void {
  width = w;
  height = h;
  eastClosed = east;
  southClosed = south;
  onBoard = board;
  litRuns = lit;
  spareRuns = spare;
}

/** Whether cut (p1/q1, e1) comes before cut (p2/q2, e2); i32 is exact (|p|, q ≤ 8193). */
// @ts-expect-error: decorator
@inline
function cutBefore(p1: i32, q1: i32, e1: i32, p2: i32, q2: i32, e2: i32): bool {
  return ((p2 * q1 - p1 * q2) << 2) + (e2 - e1) > 0;
}

// @ts-expect-error: decorator
@inline
function putRun(list: usize, i: i32, lp: i32, lq: i32, le: i32, hp: i32, hq: i32, he: i32): void {
  const at = list + <usize>i * RUN_BYTES;
  store<i32>(at, lp);
  store<i32>(at, lq, 4);
  store<i32>(at, le, 8);
  store<i32>(at, hp, 12);
  store<i32>(at, hq, 16);
  store<i32>(at, he, 20);
}

/**
 * The field of view: 1 at `out[cell]` for every board cell whose centre is in sight from the
 * centre of `viewer` (a board cell), 0 everywhere else.
 */
export function squareFieldOfView(blocked: usize, viewer: i32, out: usize): void {
  memory.fill(out, 0, <usize>(width * height));
  store<u8>(out + <usize>viewer, load<u8>(onBoard + <usize>viewer));
  const column = viewer % width;
  const row = viewer / width;
  // Only the inner grid: the border is never on the board, and a line between two board
  // centres never leaves the box of the two cells, so it never reaches the border.
  const right = width - 2 - column;
  const left = column - 1;
  const down = height - 2 - row;
  const up = row - 1;
  castOctant(blocked, viewer, out, 1, width, right, down);
  castOctant(blocked, viewer, out, -1, width, left, down);
  castOctant(blocked, viewer, out, 1, -width, right, up);
  castOctant(blocked, viewer, out, -1, -width, left, up);
  castOctant(blocked, viewer, out, width, 1, down, right);
  castOctant(blocked, viewer, out, -width, 1, up, right);
  castOctant(blocked, viewer, out, width, -1, down, left);
  castOctant(blocked, viewer, out, -width, -1, up, left);
}

/**
 * One octant: columns step by `sx`, rows by `sy`; `lastColumn` and `lastRow` are the last
 * ones inside the grid.
 */
function castOctant(
  blocked: usize,
  viewer: i32,
  out: usize,
  sx: i32,
  sy: i32,
  lastColumn: i32,
  lastRow: i32,
): void {
  // The edge between c and c + sy is `ahead[c]`; the edge between c − sx and c is `beside[c]`:
  // one array and one offset each, fixed for the octant.
  const aheadOf: i32 = sy > 0 ? 0 : sy;
  const besideOf: i32 = sx > 0 ? -sx : 0;
  const ahead = (sy == 1 || sy == -1 ? eastClosed : southClosed) + <usize>aheadOf;
  const beside = (sx == 1 || sx == -1 ? eastClosed : southClosed) + <usize>besideOf;
  let lit = litRuns;
  let next = spareRuns;
  // Every slope of the octant, [0, 1], is lit before row 0.
  putRun(lit, 0, 0, 1, BELOW, 1, 1, ABOVE);
  let count: i32 = 1;
  for (let d: i32 = 0; d <= lastRow; d++) {
    const rowStart = viewer + d * sy;
    // Row d's stops matter only to rows still inside the grid.
    const casting = d < lastRow;
    // Column x's stops start at (2x−1)/starts; blocking spaces and side edges end over sides.
    const starts = 2 * d + 1;
    const sides = 2 * d - 1;
    let built: i32 = 0;
    // Where the next lit run of row d+1 starts: past every stop swept so far.
    let cp: i32 = -1;
    let cq: i32 = 1;
    let ce: i32 = BELOW;
    for (let k: i32 = 0; k < count; k++) {
      const at = lit + <usize>k * RUN_BYTES;
      const lp = load<i32>(at);
      const lq = load<i32>(at, 4);
      const le = load<i32>(at, 8);
      const hp = load<i32>(at, 12);
      const hq = load<i32>(at, 16);
      const he = load<i32>(at, 20);
      if (cutBefore(cp, cq, ce, lp, lq, le)) {
        cp = lp;
        cq = lq;
        ce = le;
      }
      // The run's columns, by one division each (every numerator is ≥ 0, so it floors):
      // - first: the first whose widest stop, a blocking space ending at (2x+1)/(2d−1), passes
      //   `low`. It may be one the last run swept already, for a target whose centre lies in
      //   this run: its stops then end within `cur` and sweeping it again changes nothing.
      // - seenFrom..seenTo: the targets, (x/d, −1) ≥ low and (x/d, +1) ≤ high.
      // - last: the last whose stops start, at ((2x−1)/(2d+1), −1), before `high`.
      // Runs from the axis (low 0) or to the diagonal (high 1), the common ones, need none.
      let first: i32 = 0;
      let seenFrom: i32 = 1;
      let seenTo: i32 = 0;
      if (d > 0) {
        if (lp == 0) {
          seenFrom = le > 0 ? 1 : 0;
        } else {
          first = ((lp * sides) / lq + 1) >> 1;
          seenFrom = (2 * lp * d + le + 2 * lq) / (2 * lq);
        }
        seenTo = hp == hq ? (he > 0 ? d : d - 1) : min((2 * hp * d + he) / (2 * hq), d);
      }
      const last =
        hp == hq ? (he > 0 ? d + 1 : d) : ((hp * starts - (he < 0 ? 1 : 0)) / hq + 1) >> 1;
      const end = min(last, lastColumn);
      let cell = rowStart + first * sx;
      for (let x = first; x <= end; x++, cell += sx) {
        // A target of row d: seen when the slope of its centre is lit. No branch: which cells
        // are open or blocked is the board's business, not the predictor's.
        const seenAt = out + <usize>cell;
        const target = (<u8>(x >= seenFrom)) & (<u8>(x <= seenTo));
        store<u8>(seenAt, load<u8>(seenAt) | (load<u8>(onBoard + <usize>cell) & target));
        if (!casting) continue;
        // Side A of the corner (x−½, d+½): the cell itself, its near side edge, its far edge.
        // Closed, it is also exactly what makes column x stop lines (the viewer never blocks).
        const space = (<i32>((x | d) != 0)) & (<i32>(load<u8>(blocked + <usize>cell) == 1));
        const wall = (<i32>(x > 0)) & (<i32>(load<u8>(beside + <usize>cell) == 1));
        const roof = <i32>(load<u8>(ahead + <usize>cell) == 1);
        if ((space | wall | roof) == 0) continue;
        // The corner only matters when its slope is still lit: then look at side B, the cell
        // (x−1, d+1) and its two edges ending at the corner.
        const ap = 2 * x - 1;
        const corner =
          x > 0 &&
          !cutBefore(ap, starts, BELOW, cp, cq, ce) &&
          (byteIsSet(blocked, cell + sy - sx) ||
            byteIsSet(ahead, cell - sx) ||
            byteIsSet(beside, cell + sy));
        const lowSide = corner ? BELOW : ABOVE;
        let fp: i32;
        let fq: i32;
        let fe = BELOW;
        if (x <= d) {
          // The stop reaching farthest: the blocking space, else the far edge, else the side edge.
          fp = space | roof ? 2 * x + 1 : 2 * x - 1;
          fq = space ? sides : roof ? starts : sides;
        } else {
          // Column d+1 stops slopes above 1 only; its corner is the diagonal's.
          if (!corner) continue;
          fp = ap;
          fq = starts;
          fe = ABOVE;
        }
        if (cutBefore(cp, cq, ce, ap, starts, lowSide)) {
          putRun(next, built, cp, cq, ce, ap, starts, lowSide);
          built++;
        }
        if (cutBefore(cp, cq, ce, fp, fq, fe)) {
          cp = fp;
          cq = fq;
          ce = fe;
        }
      }
      // The rest of the run is lit, up to the first column outside the grid if the run
      // reaches it: from there on everything is stopped.
      const pastGrid = last > lastColumn;
      const ep = pastGrid ? 2 * lastColumn + 1 : hp;
      const eq = pastGrid ? starts : hq;
      const ee = pastGrid ? BELOW : he;
      if (casting && cutBefore(cp, cq, ce, ep, eq, ee)) {
        putRun(next, built, cp, cq, ce, ep, eq, ee);
        built++;
      }
      if (pastGrid) break;
    }
    if (!casting) break;
    const swap = lit;
    lit = next;
    next = swap;
    count = built;
    if (count == 0) break;
  }
}
