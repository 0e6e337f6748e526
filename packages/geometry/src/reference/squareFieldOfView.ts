// Plain-TypeScript twin of assembly/squareFieldOfView.ts, step for step: Arcadia Quest's field
// of view by octant shadowcasting (docs/rules/arcadia-quest.md#line-of-sight,
// docs/decisions/005-square-sight.md). It answers exactly what the walk of squareSight.ts
// answers for every cell, because it subtracts, row by row, the exact set of slopes each wall,
// closed door, blocking space and closed corner stops.
//
// The frame of an octant: the viewer is (0, 0), row d runs away from it and column x = 0..d
// across, so a line to the centre of (x, d) has slope x/d in [0, 1]. Cell (x, d) is
// `viewer + x·sx + d·sy` in the grid. Row j stops, for every line going on past it:
// - a blocking space (x, j): the slopes strictly between (2x−1)/(2j+1) and (2x+1)/(2j−1);
// - a closed edge between (x−1, j) and (x, j): strictly between (2x−1)/(2j+1) and (2x−1)/(2j−1);
// - a closed edge between (x, j) and (x, j+1): strictly between (2x−1)/(2j+1) and (2x+1)/(2j+1);
// - the corner (x−½, j+½) when it is closed on both sides: the slope (2x−1)/(2j+1) itself.
// Every stop of column x starts at (2x−1)/(2j+1), so a sweep in column order subtracts them.
//
// Slopes are kept as cuts: (p/q, −1) sits just below p/q, (p/q, +1) just above. The lit set is
// a list of half-open runs [low, high) of cuts; an open interval (a, b) is [(a, +1), (b, −1))
// and a point {a} is [(a, −1), (a, +1)), so subtracting is one sweep with no special cases.

/** What the field of view reads of a board (see src/squareBoard.ts). */
export interface SquareFieldWorld {
  readonly width: number;
  readonly height: number;
  readonly onBoard: Uint8Array;
  readonly eastClosed: Uint8Array;
  readonly southClosed: Uint8Array;
}

import { RUN_STRIDE } from "./layout.js";

/** A cut's side: just below or just above its fraction. */
const BELOW = -1;
const ABOVE = 1;

/** Writes run `i` of `list`: its low cut (lp/lq, le) and high cut (hp/hq, he). */
function putRun(
  list: Int32Array,
  i: number,
  lp: number,
  lq: number,
  le: number,
  hp: number,
  hq: number,
  he: number,
): void {
  const at = i * RUN_STRIDE;
  list[at] = lp;
  list[at + 1] = lq;
  list[at + 2] = le;
  list[at + 3] = hp;
  list[at + 4] = hq;
  list[at + 5] = he;
}

/** Scratch for {@link squareFieldOfView}: two run lists, the row read and the row built. */
export interface LitRuns {
  lit: Int32Array;
  spare: Int32Array;
}

/** Whether cut (p1/q1, e1) comes before cut (p2/q2, e2); i32 is exact (|p|, q ≤ 8193). */
function cutBefore(p1: number, q1: number, e1: number, p2: number, q2: number, e2: number) {
  return 4 * (p2 * q1 - p1 * q2) + (e2 - e1) > 0;
}

/**
 * The field of view: 1 in `out` for every board cell whose centre is in sight from the centre
 * of `viewer` (a board cell), 0 everywhere else; the same answer as one walk per cell.
 */
export function squareFieldOfView(
  w: SquareFieldWorld,
  blocked: Uint8Array,
  viewer: number,
  out: Uint8Array,
  runs: LitRuns,
): void {
  const width = w.width;
  out.fill(0, 0, width * w.height);
  out[viewer] = w.onBoard[viewer]!;
  const column = viewer % width;
  const row = Math.floor(viewer / width);
  // Only the inner grid: the border is never on the board, and a line between two board
  // centres never leaves the box of the two cells, so it never reaches the border.
  const right = width - 2 - column;
  const left = column - 1;
  const down = w.height - 2 - row;
  const up = row - 1;
  castOctant(w, blocked, viewer, out, runs, 1, width, right, down);
  castOctant(w, blocked, viewer, out, runs, -1, width, left, down);
  castOctant(w, blocked, viewer, out, runs, 1, -width, right, up);
  castOctant(w, blocked, viewer, out, runs, -1, -width, left, up);
  castOctant(w, blocked, viewer, out, runs, width, 1, down, right);
  castOctant(w, blocked, viewer, out, runs, -width, 1, up, right);
  castOctant(w, blocked, viewer, out, runs, width, -1, down, left);
  castOctant(w, blocked, viewer, out, runs, -width, -1, up, left);
}

/**
 * One octant: columns step by `sx`, rows by `sy`; `lastColumn` and `lastRow` are the last
 * ones inside the grid.
 */
function castOctant(
  w: SquareFieldWorld,
  blocked: Uint8Array,
  viewer: number,
  out: Uint8Array,
  runs: LitRuns,
  sx: number,
  sy: number,
  lastColumn: number,
  lastRow: number,
): void {
  const onBoard = w.onBoard;
  // The edge between c and c + sy is `ahead[c + aheadOf]`; the edge between c − sx and c is
  // `beside[c + besideOf]`: one array and one offset each, fixed for the octant.
  const ahead = sy === 1 || sy === -1 ? w.eastClosed : w.southClosed;
  const aheadOf = sy > 0 ? 0 : sy;
  const beside = sx === 1 || sx === -1 ? w.eastClosed : w.southClosed;
  const besideOf = sx > 0 ? -sx : 0;
  let lit = runs.lit;
  let next = runs.spare;
  // Every slope of the octant, [0, 1], is lit before row 0.
  lit[0] = 0;
  lit[1] = 1;
  lit[2] = BELOW;
  lit[3] = 1;
  lit[4] = 1;
  lit[5] = ABOVE;
  let count = 1;
  for (let d = 0; d <= lastRow; d++) {
    const rowStart = viewer + d * sy;
    // Row d's stops matter only to rows still inside the grid.
    const casting = d < lastRow;
    // Column x's stops start at (2x−1)/starts; blocking spaces and side edges end over sides.
    const starts = 2 * d + 1;
    const sides = 2 * d - 1;
    let built = 0;
    // Where the next lit run of row d+1 starts: past every stop swept so far.
    let cp = -1;
    let cq = 1;
    let ce = BELOW;
    for (let k = 0; k < count * RUN_STRIDE; k += RUN_STRIDE) {
      const lp = lit[k]!;
      const lq = lit[k + 1]!;
      const le = lit[k + 2]!;
      const hp = lit[k + 3]!;
      const hq = lit[k + 4]!;
      const he = lit[k + 5]!;
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
      let first = 0;
      let seenFrom = 1;
      let seenTo = 0;
      if (d > 0) {
        if (lp === 0) {
          seenFrom = le > 0 ? 1 : 0;
        } else {
          first = (Math.floor((lp * sides) / lq) + 1) >> 1;
          seenFrom = Math.floor((2 * lp * d + le + 2 * lq) / (2 * lq));
        }
        seenTo =
          hp === hq ? (he > 0 ? d : d - 1) : Math.min(Math.floor((2 * hp * d + he) / (2 * hq)), d);
      }
      const last =
        hp === hq
          ? he > 0
            ? d + 1
            : d
          : (Math.floor((hp * starts - (he < 0 ? 1 : 0)) / hq) + 1) >> 1;
      const end = Math.min(last, lastColumn);
      let cell = rowStart + first * sx;
      for (let x = first; x <= end; x++, cell += sx) {
        // A target of row d: seen when the slope of its centre is lit. No branch: which cells
        // are open or blocked is the board's business, not the predictor's.
        const target = x >= seenFrom && x <= seenTo ? 1 : 0;
        out[cell] = out[cell]! | (onBoard[cell]! & target);
        if (!casting) continue;
        // Side A of the corner (x−½, d+½): the cell itself, its near side edge, its far edge.
        // Closed, it is also exactly what makes column x stop lines (the viewer never blocks).
        const space = (x | d) !== 0 && blocked[cell] === 1 ? 1 : 0;
        const wall = x > 0 && beside[cell + besideOf] === 1 ? 1 : 0;
        const roof = ahead[cell + aheadOf] === 1 ? 1 : 0;
        if ((space | wall | roof) === 0) continue;
        // The corner only matters when its slope is still lit: then look at side B, the cell
        // (x−1, d+1) and its two edges ending at the corner.
        const ap = 2 * x - 1;
        const corner =
          x > 0 &&
          !cutBefore(ap, starts, BELOW, cp, cq, ce) &&
          (blocked[cell + sy - sx] === 1 ||
            ahead[cell - sx + aheadOf] === 1 ||
            beside[cell + sy + besideOf] === 1);
        const lowSide = corner ? BELOW : ABOVE;
        let fp: number;
        let fq: number;
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
    [lit, next] = [next, lit];
    count = built;
    if (count === 0) break;
  }
}
