// Exact 3D line of sight through hex prisms, cylinders and figure bodies
// (docs/rules/heroscape.md#line-of-sight, docs/decisions/003-hex-sight.md). Twin of
// src/reference/hexSight.ts, step for step. The host lays the scene and the figures out in
// linear memory and names them here once (useHexScene, useHexFigures); batch calls then only
// pass their own inputs. Nothing allocates: the visible pieces of a column live in two
// ping-pong buffers the host reserves.

import {
  CUT_AT,
  CUT_FIGURE,
  CUT_SOLID,
  CUT_STRIDE,
  HEX_EXPLAIN_CELL,
  HEX_EXPLAIN_COLUMN,
  HEX_EXPLAIN_CUTS,
  HEX_EXPLAIN_EYE,
  HEX_EXPLAIN_HIGH,
  HEX_EXPLAIN_LOW,
  HEX_EXPLAIN_SEEN,
  PIECE_STRIDE,
  PRISM,
  SOLID_FROM,
  SOLID_RADIUS,
  SOLID_SHAPE,
  SOLID_STRIDE,
  SOLID_TO,
  SOLID_X,
  SOLID_Y,
} from "./layout";
import { f64At, i32At } from "./memory";

/**
 * Ties closer than this (pitches) are touches, not cuts (docs/rules/heroscape.md#line-of-sight).
 */
const EPS: f64 = 1e-9;
/** How far (pitches) a prism's blocked heights must stay from the pieces to be passed over. */
const CULL: f64 = 1e-9;
/**
 * A stretch longer than this (a fraction of the ray) is no touch: a ray that is not a point is
 * at least 0.1 pitch long on the ground (its tenths are integers, dq² + dq·dr + dr² ≥ 1), so the
 * stretch covers more than 2·10⁻⁹ pitches, far above EPS and the rounding of the length.
 */
const TOUCH_SPAN: f64 = 2e-8;
const SQRT3_2: f64 = 0.8660254037844386;
// Byte strides and offsets of the layout's records (assembly/layout.ts).
const SOLID_BYTES: usize = (<usize>SOLID_STRIDE) << 3;
const SHAPE_AT: usize = (<usize>SOLID_SHAPE) << 3;
const X_AT: usize = (<usize>SOLID_X) << 3;
const Y_AT: usize = (<usize>SOLID_Y) << 3;
const RADIUS_AT: usize = (<usize>SOLID_RADIUS) << 3;
const FROM_AT: usize = (<usize>SOLID_FROM) << 3;
const TO_AT: usize = (<usize>SOLID_TO) << 3;
const PIECE_BYTES: usize = (<usize>PIECE_STRIDE) << 3;
const CUT_BYTES: usize = (<usize>CUT_STRIDE) << 3;

// The scene.
let qOrigin: i32 = 0;
let rOrigin: i32 = 0;
let width: i32 = 0;
let solidStart: usize = 0;
let solids: usize = 0;
let prismTop: usize = 0;
let bodyRadius: f64 = 0.3;
let bodyTenths: f64 = 3; // ρ in tenths of a pitch: 1, 2 or 3 (encodeHexScene checks)
let visibleLength: f64 = 0;
// The figures.
let figureAt: usize = 0;
let base: usize = 0;
let top: usize = 0;
let figureCellStart: usize = 0;
let figureCells: usize = 0;
let cellTop: usize = 0;
// The visible pieces of the current column, [lo, hi] pairs, and the spare buffer.
let pieces: usize = 0;
let spare: usize = 0;
let pieceCount: i32 = 0;
// The current ray: the eye cell and the target hex (set by aimRay, with the eye's ground point,
// the hex's axial centre and its offset from the eye in tenths of a pitch), then its column.
let rayEyeCell: i32 = 0;
let rayTargetCell: i32 = 0;
let hexQ: f64 = 0;
let hexR: f64 = 0;
let tenthsQ: f64 = 0;
let tenthsR: f64 = 0;
let ex: f64 = 0;
let ey: f64 = 0;
let ez: f64 = 0;
let px: f64 = 0;
let py: f64 = 0;
let rayLength: f64 = 0; // −1 until groundLength needs it
let rayTarget: i32 = -1;
let rayIgnore: i32 = -1;
// 10·max(0, ez − lowest + CULL), following the pieces (columnSeen, handSolids): handHex's test.
let reach: f64 = 0;
// Out-parameters of discCut and blockedInterval.
let cutA: f64 = 0;
let cutB: f64 = 0;
// An explained ray (hexSightExplain): instead of hiding heights, every solid and body whose
// blocked interval holds height logZ is logged to cutLog, at most cutCapacity of them.
let logging: bool = false;
let logZ: f64 = 0;
let cutLog: usize = 0;
let cutCount: i32 = 0;
let cutCapacity: i32 = 0;

/** Names the scene the sight kernels read (see src/hexScene.ts for the layout). */
export function useHexScene(
  q0: i32,
  r0: i32,
  w: i32,
  h: i32, // unread: cells are indexed by the width alone
  start: usize,
  records: usize,
  radius: f64,
  vis: f64,
  summary: usize, // per cell, the highest top of its solids, all prisms (src/hexScene.ts)
): void {
  qOrigin = q0;
  rOrigin = r0;
  width = w;
  solidStart = start;
  solids = records;
  prismTop = summary;
  bodyRadius = radius;
  bodyTenths = Math.round(10 * radius);
  visibleLength = vis;
}

/** Names the figures and the scratch for visible pieces (two buffers of f64 pairs). */
export function useHexFigures(
  at: usize,
  bases: usize,
  tops: usize,
  cellStart: usize,
  cells: usize,
  summary: usize,
  piecesA: usize,
  piecesB: usize,
): void {
  figureAt = at;
  base = bases;
  top = tops;
  figureCellStart = cellStart;
  figureCells = cells;
  cellTop = summary;
  pieces = piecesA;
  spare = piecesB;
}

/**
 * Takes figure `f` off its cells in the resident placement, in place: a cell it no longer holds
 * (another figure stood there since it was taken off) is left alone.
 */
export function liftHexFigure(f: i32): void {
  const end = i32At(figureCellStart, f + 1);
  for (let h = i32At(figureCellStart, f); h < end; h++) {
    const cell = i32At(figureCells, h);
    if (i32At(figureAt, cell) != f) continue;
    store<i32>(figureAt + ((<usize>cell) << 2), -1);
    store<f64>(cellTop + ((<usize>cell) << 3), f64At(prismTop, cell));
  }
}

/**
 * Gives figure `f` the cells at `cells` (as many as it has) and the body `bodyBase..bodyTop`,
 * standing on them when `present`: a search that takes one figure off or moves it changes its
 * cells only, not the whole placement. Lift it first (liftHexFigure).
 */
export function standHexFigure(
  f: i32,
  cells: usize,
  bodyBase: f64,
  bodyTop: f64,
  present: bool,
): void {
  store<f64>(base + ((<usize>f) << 3), bodyBase);
  store<f64>(top + ((<usize>f) << 3), bodyTop);
  const first = i32At(figureCellStart, f);
  const end = i32At(figureCellStart, f + 1);
  for (let h = first; h < end; h++) {
    const cell = i32At(cells, h - first);
    store<i32>(figureCells + ((<usize>h) << 2), cell);
    if (!present) continue;
    store<i32>(figureAt + ((<usize>cell) << 2), f);
    store<f64>(cellTop + ((<usize>cell) << 3), Infinity);
  }
}

/** The length of the ray's ground projection, worked out the first time a touch needs it. */
// @ts-expect-error: decorator
@inline
function groundLength(): f64 {
  if (rayLength < 0) rayLength = Math.sqrt((px - ex) * (px - ex) + (py - ey) * (py - ey));
  return rayLength;
}

/**
 * Whether the stretch (ta, tb) of the ray is a touch, no longer than EPS on the ground. Only a
 * stretch shorter than TOUCH_SPAN can be one: the others are told without the square root.
 */
// @ts-expect-error: decorator
@inline
function touched(ta: f64, tb: f64): bool {
  return tb - ta <= TOUCH_SPAN && (tb - ta) * groundLength() <= EPS;
}

/** The open interval of column heights a solid cut over (sa, sb) blocks, into cutA, cutB. */
// @ts-expect-error: decorator
@inline
function blockedInterval(sa: f64, sb: f64, zlo: f64, zhi: f64): void {
  cutA = zlo < ez ? (sa > 0 ? ez + (zlo - ez) / sa : -Infinity) : ez + (zlo - ez) / sb;
  cutB = zhi > ez ? (sa > 0 ? ez + (zhi - ez) / sa : Infinity) : ez + (zhi - ez) / sb;
}

/** Removes the open interval (lo, hi) from the pieces; drops what is left shorter than VIS. */
function subtract(lo: f64, hi: f64): void {
  const from = pieces;
  const to = spare;
  const vis = visibleLength;
  let n: i32 = 0;
  for (let i: i32 = 0; i < pieceCount; i++) {
    const a = load<f64>(from + <usize>i * PIECE_BYTES);
    const b = load<f64>(from + <usize>i * PIECE_BYTES, 8);
    if (hi <= a || lo >= b) {
      store<f64>(to + <usize>n * PIECE_BYTES, a);
      store<f64>(to + <usize>n * PIECE_BYTES, b, 8);
      n++;
      continue;
    }
    if (lo - a >= vis) {
      store<f64>(to + <usize>n * PIECE_BYTES, a);
      store<f64>(to + <usize>n * PIECE_BYTES, lo, 8);
      n++;
    }
    if (b - hi >= vis) {
      store<f64>(to + <usize>n * PIECE_BYTES, hi);
      store<f64>(to + <usize>n * PIECE_BYTES, b, 8);
      n++;
    }
  }
  pieces = to;
  spare = from;
  pieceCount = n;
}

/** The stretch (cutA, cutB) of the ray inside a closed disc; false when missed or touched. */
function discCut(cx: f64, cy: f64, radius: f64): bool {
  const dx = px - ex;
  const dy = py - ey;
  const fx = ex - cx;
  const fy = ey - cy;
  const a = dx * dx + dy * dy;
  const b = 2 * (dx * fx + dy * fy);
  const c = fx * fx + fy * fy - radius * radius;
  const disc = b * b - 4 * a * c;
  if (disc <= 0) return false;
  const root = Math.sqrt(disc);
  cutA = Math.max(0, (-b - root) / (2 * a));
  cutB = Math.min(1, (-b + root) / (2 * a));
  return !touched(cutA, cutB);
}

/**
 * Whether prism record `at`, cut over (ta, tb), leaves the visible pieces as they are: it is
 * only touched, or the heights it blocks, (L, U), lie wholly below the lowest piece or wholly
 * above the highest. Decided by products instead of blockedInterval's divisions, with a margin
 * (CULL) far wider than their rounding: when it says so, blockedInterval and subtract would
 * leave every piece as it is. False for a cylinder. (handHex has tested the common case: a
 * prism below the eye with U ≤ lowest − CULL.)
 */
// @ts-expect-error: decorator
@inline
function prismMisses(at: usize, ta: f64, tb: f64): bool {
  if (load<f64>(at, SHAPE_AT) != PRISM) return false;
  const zhi = load<f64>(at, TO_AT);
  const lowest = load<f64>(pieces);
  // U = ez + (zhi − ez) / (zhi > ez ? ta : tb) ≤ lowest − CULL.
  if (
    zhi > ez
      ? ta > 0 && zhi - ez <= (lowest - CULL - ez) * ta
      : (ez - lowest + CULL) * tb <= ez - zhi
  ) {
    return true;
  }
  if (touched(ta, tb)) return true;
  // L = ez + (zlo − ez) / (zlo < ez ? ta : tb) ≥ highest + CULL.
  const zlo = load<f64>(at, FROM_AT);
  const highest = load<f64>(pieces + <usize>pieceCount * PIECE_BYTES - 8);
  return zlo >= ez
    ? zlo - ez >= (highest + CULL - ez) * tb
    : ta > 0 && (ez - highest - CULL) * ta >= ez - zlo;
}

/**
 * Whether prism record `at`, cut over (ta, tb) and no touch, hides every visible piece: the
 * heights it blocks, (L, U), reach below the lowest piece and above the highest. Decided by
 * products, with prismMisses' margin: when it says so, blockedInterval and subtract would leave
 * nothing. False for a cylinder.
 */
// @ts-expect-error: decorator
@inline
function prismHides(at: usize, ta: f64, tb: f64): bool {
  if (load<f64>(at, SHAPE_AT) != PRISM) return false;
  const zhi = load<f64>(at, TO_AT);
  const highest = load<f64>(pieces + <usize>pieceCount * PIECE_BYTES - 8);
  // U = ez + (zhi − ez) / (zhi > ez ? ta : tb) ≥ highest + CULL (+∞ when ta = 0).
  if (
    !(zhi > ez
      ? ta == 0 || zhi - ez >= (highest + CULL - ez) * ta
      : (ez - highest - CULL) * tb >= ez - zhi)
  ) {
    return false;
  }
  // L = ez + (zlo − ez) / (zlo < ez ? ta : tb) ≤ lowest − CULL (−∞ when ta = 0).
  const zlo = load<f64>(at, FROM_AT);
  const lowest = load<f64>(pieces);
  return zlo < ez
    ? ta == 0 || zlo - ez <= (lowest - CULL - ez) * ta
    : zlo - ez <= (lowest - CULL - ez) * tb;
}

/** Logs a cut of the explained ray when its blocked interval (cutA, cutB) holds logZ. */
function logCut(at: f64, solid: i32, figure: i32): void {
  if (!(cutA < logZ && logZ < cutB) || cutCount >= cutCapacity) return;
  const record = cutLog + <usize>cutCount * CUT_BYTES;
  store<f64>(record, at, (<usize>CUT_AT) << 3);
  store<f64>(record, <f64>solid, (<usize>CUT_SOLID) << 3);
  store<f64>(record, <f64>figure, (<usize>CUT_FIGURE) << 3);
  cutCount++;
}

/**
 * Applies the solids of one cell from record `k` on, and the body standing there, cut over
 * (ta, tb); false once all is hidden. An explained ray logs them instead.
 */
function blockCell(cell: i32, k: i32, ta: f64, tb: f64): bool {
  const end = i32At(solidStart, cell + 1);
  for (; k < end; k++) {
    const at = solids + <usize>k * SOLID_BYTES;
    let sa = ta;
    let sb = tb;
    if (load<f64>(at, SHAPE_AT) != PRISM) {
      if (!discCut(load<f64>(at, X_AT), load<f64>(at, Y_AT), load<f64>(at, RADIUS_AT))) continue;
      sa = cutA;
      sb = cutB;
    } else if (touched(sa, sb)) {
      continue;
    }
    blockedInterval(sa, sb, load<f64>(at, FROM_AT), load<f64>(at, TO_AT));
    if (logging) {
      logCut(sa, k, -1);
      continue;
    }
    subtract(cutA, cutB);
    if (pieceCount == 0) return false;
  }
  const f = i32At(figureAt, cell);
  if (f >= 0 && f != rayTarget && f != rayIgnore) {
    const q = <f64>((cell % width) + qOrigin);
    const r = <f64>(cell / width + rOrigin);
    if (discCut(q + r / 2, r * SQRT3_2, bodyRadius)) {
      const at = cutA;
      blockedInterval(cutA, cutB, f64At(base, f), f64At(top, f));
      if (logging) {
        logCut(at, -1, f);
        return true;
      }
      subtract(cutA, cutB);
      if (pieceCount == 0) return false;
    }
  }
  return true;
}

/** Where along the ray (a fraction) the walk's exit (n, a) lies: t = 10·n / a, as walkRay had it. */
// @ts-expect-error: decorator
@inline
function exitAt(n: f64, a: f64): f64 {
  return n * (10 / a);
}

/**
 * Hands one hex of the walk its stretch, from exit (na, aa) to exit (nb, ab) (t = 10·n / a,
 * exitAt): blocks the column with its solids and its body; false once all is hidden. The prisms
 * that leave the pieces as they are are passed over, the common one in one test: a prism below
 * the eye whose top z has (ez − z)·ab ≥ reach·nb — z ≤ ez − (ez − lowest + CULL)·tb, cross-
 * multiplied — blocks only heights below the lowest piece (U ≤ lowest − CULL); prismMisses
 * sees to the others. The common hex costs no call, no record and no division: when its summary
 * (cellTop: the highest top of its solids, all prisms, and no figure there) passes that test,
 * every one of its solids would.
 */
// @ts-expect-error: decorator
@inline
function handHex(cell: i32, na: f64, aa: f64, nb: f64, ab: f64): bool {
  if ((ez - f64At(cellTop, cell)) * ab >= reach * nb) return true;
  // The summary is +∞ where a figure stands, but the viewer's body and the target's never
  // block: on their hexes (every ray's first and last) the scene's summary of the prisms alone
  // decides, by the same test — or, at the column (tb = 1), by the exact blocked top
  // U = ez + (z − ez) / 1, no division: the ground the target stands on (U its base, give or
  // take an ulp) is passed over exactly when blockCell would leave the pieces as they are.
  const f = i32At(figureAt, cell);
  if (f >= 0 && (f == rayIgnore || f == rayTarget)) {
    const top = f64At(prismTop, cell);
    if ((ez - top) * ab >= reach * nb) return true;
    if (ab == 10 * nb && top <= ez && ez + (top - ez) <= load<f64>(pieces)) return true;
  }
  return handSolids(cell, na, aa, nb, ab);
}

/** handHex's slow path: passes over the solids it may, then blocks with the rest. */
function handSolids(cell: i32, na: f64, aa: f64, nb: f64, ab: f64): bool {
  const ta = exitAt(na, aa);
  const tb = exitAt(nb, ab);
  const lift = reach * nb;
  let k = i32At(solidStart, cell);
  const end = i32At(solidStart, cell + 1);
  for (; k < end; k++) {
    const at = solids + <usize>k * SOLID_BYTES;
    const passed = (load<f64>(at, SHAPE_AT) == PRISM) & ((ez - load<f64>(at, TO_AT)) * ab >= lift);
    if (!passed && !prismMisses(at, ta, tb)) break;
  }
  // A prism that hides the whole column is told without a division too (an explained ray goes
  // on to log it).
  if (k < end && !logging && prismHides(solids + <usize>k * SOLID_BYTES, ta, tb)) {
    pieceCount = 0;
    return false;
  }
  if (k == end) {
    // Nothing left but the body standing here: blockCell would pass the viewer's and the target's.
    const f = i32At(figureAt, cell);
    if (f < 0 || f == rayTarget || f == rayIgnore) return true;
  }
  const seen = blockCell(cell, k, ta, tb);
  reach = 10 * Math.max(0, ez - load<f64>(pieces) + CULL);
  return seen;
}

/**
 * Walks exactly the hexes whose closed footprint the ray's ground projection crosses for
 * longer than a point, in order from the eye, and hands each its stretch; false once the
 * column is hidden. The ray runs from the centre of the eye's hex by (dq, dr) tenths of a
 * pitch (axial, integers) to a column point inside hex `target`. Every decision is made in
 * integers (f64 exact below 2^53, and i64). Step for step src/reference/hexSight.ts's walkRay,
 * which says why it is exact.
 */
function walkRay(eyeCell: i32, target: i32, dq: f64, dr: f64): bool {
  const d1 = 2 * dq + dr;
  const d2 = dq + 2 * dr;
  const d3 = dr - dq;
  if (d1 == 0 || d2 == 0 || d3 == 0) return walkAlongEdges(eyeCell, d1, d2);
  const a1 = Math.abs(d1);
  const a2 = Math.abs(d2);
  const a3 = Math.abs(d3);
  const step1: i32 = d1 > 0 ? 1 : -1;
  const step2: i32 = d2 > 0 ? width : -width;
  const step3: i32 = d3 > 0 ? width - 1 : 1 - width;
  // The families as A, B, C: A the one with the largest a (a_A = a_B + a_C, as d2 = d1 + d3),
  // then the other two in their order. A takes half the exits, about every other one, so its
  // test comes first: a branch that mostly alternates, which the predictor learns.
  let aA = a1;
  let aB = a2;
  let aC = a3;
  let stepA = step1;
  let stepB = step2;
  let stepC = step3;
  if (a2 > a1 && a2 >= a3) {
    aA = a2;
    aB = a1;
    stepA = step2;
    stepB = step1;
  } else if (a3 > a1 && a3 > a2) {
    aA = a3;
    aB = a1;
    aC = a2;
    stepA = step3;
    stepB = step1;
    stepC = step2;
  }
  // The exit through family k is at t = 10·n_k / a_k, and n_A = n_B + n_C − 1, so which comes
  // first hangs on one integer, D = n_B·a_C − n_C·a_B (exact in i64): A when −a_B ≤ D ≤ a_C,
  // else B when D < −a_B, else C. Crossing A adds 2 to n_A and 1 to n_B and n_C; B adds 1 to
  // n_A, 2 to n_B and −1 to n_C; C adds 1 to n_A, −1 to n_B and 2 to n_C.
  const b = <i64>aB;
  const c = <i64>aC;
  const crossA = c - b;
  const crossB = 2 * c + b;
  const crossC = -c - 2 * b;
  let d = c - b;
  let nB: f64 = 1;
  let nC: f64 = 1;
  let cell = eyeCell;
  // The exit the ray entered the current hex by (t = 10·n / a): the eye, t = 0, at first.
  let entryN: f64 = 0;
  let entryA: f64 = 1;
  while (cell != target) {
    if (d >= -b && d <= c) {
      const nA = nB + nC - 1;
      if (!handHex(cell, entryN, entryA, nA, aA)) return false;
      entryN = nA;
      entryA = aA;
      nB += 1;
      nC += 1;
      d += crossA;
      cell += stepA;
    } else if (d < -b) {
      if (!handHex(cell, entryN, entryA, nB, aB)) return false;
      entryN = nB;
      entryA = aB;
      nB += 2;
      nC -= 1;
      d += crossB;
      cell += stepB;
    } else {
      if (!handHex(cell, entryN, entryA, nC, aC)) return false;
      entryN = nC;
      entryA = aC;
      nB -= 1;
      nC += 2;
      d += crossC;
      cell += stepC;
    }
  }
  return handHex(cell, entryN, entryA, 1, 10);
}

/**
 * The walk of a ray along a lattice line (d_m = 0 for one family m): the hexes it crosses
 * through their centres and, between them, the shared edge of two hexes, both handed that
 * stretch, the one with the larger F_m first. See src/reference/hexSight.ts.
 */
function walkAlongEdges(eyeCell: i32, d1: f64, d2: f64): bool {
  // The first and second hex of each edge from the centre before it, and the a of the two
  // families that tie at every corner.
  let first: i32;
  let second: i32;
  let a: f64;
  if (d1 == 0) {
    a = Math.abs(d2);
    first = d2 > 0 ? width : 1 - width; // (0, 1) or (1, −1)
    second = d2 > 0 ? width - 1 : -width; // (−1, 1) or (0, −1)
  } else if (d2 == 0) {
    a = Math.abs(d1);
    first = d1 > 0 ? 1 : width - 1; // (1, 0) or (−1, 1)
    second = d1 > 0 ? 1 - width : -1; // (1, −1) or (−1, 0)
  } else {
    a = Math.abs(d1);
    first = d1 > 0 ? width : -1; // (0, 1) or (−1, 0)
    second = d1 > 0 ? 1 : -width; // (1, 0) or (0, −1)
  }
  let cell = eyeCell;
  let n: f64 = 1;
  // Where the ray entered the current hex, and leaves the edge after it (exitAt): the eye at
  // first, t = 0; the column, t = 1, for the last.
  let entryN: f64 = 0;
  let entryA: f64 = 1;
  while (10 * n < a) {
    if (!handHex(cell, entryN, entryA, n, a)) return false;
    const last = 10 * (n + 1) >= a;
    entryN = last ? 1 : n + 1;
    entryA = last ? 10 : a;
    if (!handHex(cell + first, n, a, entryN, entryA)) return false;
    if (!handHex(cell + second, n, a, entryN, entryA)) return false;
    if (last) return true;
    cell += first + second;
    n += 3;
  }
  return handHex(cell, entryN, entryA, 1, 10);
}

// Axial directions of the six outer sight columns (0°, 60°, …, 300°), centre first.
// @ts-expect-error: decorator
@inline
function columnQ(column: i32): f64 {
  return column == 1 || column == 6 ? 1 : column == 3 || column == 4 ? -1 : 0;
}

// @ts-expect-error: decorator
@inline
function columnR(column: i32): f64 {
  return column == 2 || column == 3 ? 1 : column == 5 || column == 6 ? -1 : 0;
}

/**
 * Aims the rays from the eye above `eyeCell` at the sight columns of hex `targetCell`: what the
 * seven columns share (the cells' rows and columns, four integer divisions) is worked out once.
 */
function aimRay(eyeCell: i32, targetCell: i32): void {
  const eyeCol = eyeCell % width;
  const eyeRow = eyeCell / width;
  const targetCol = targetCell % width;
  const targetRow = targetCell / width;
  const eq = <f64>(eyeCol + qOrigin);
  const er = <f64>(eyeRow + rOrigin);
  ex = eq + er / 2;
  ey = er * SQRT3_2;
  rayEyeCell = eyeCell;
  rayTargetCell = targetCell;
  hexQ = <f64>(targetCol + qOrigin);
  hexR = <f64>(targetRow + rOrigin);
  tenthsQ = 10 * <f64>(targetCol - eyeCol);
  tenthsR = 10 * <f64>(targetRow - eyeRow);
}

/**
 * Whether a stretch no shorter than VIS of sight column `column` of the target's hex aimed at
 * (aimRay) is seen; leaves the visible pieces. A ray with no length on the ground (dq = dr = 0:
 * the eye above the column, a figure looking at itself) crosses no footprint for longer than
 * EPS, so nothing hides any of the column.
 */
function columnSeen(eyeZ: f64, ignore: i32, target: i32, column: i32): bool {
  const z0 = f64At(base, target);
  const z1 = f64At(top, target);
  if (z1 - z0 < visibleLength) return false;
  const pq = hexQ + bodyRadius * columnQ(column);
  const pr = hexR + bodyRadius * columnR(column);
  ez = eyeZ;
  px = pq + pr / 2;
  py = pr * SQRT3_2;
  rayLength = -1;
  rayTarget = target;
  rayIgnore = ignore;
  store<f64>(pieces, z0);
  store<f64>(pieces, z1, 8);
  pieceCount = 1;
  reach = 10 * Math.max(0, ez - z0 + CULL);
  // The ray in tenths of a pitch (axial integers): ρ is a whole number of tenths.
  const dq = tenthsQ + bodyTenths * columnQ(column);
  const dr = tenthsR + bodyTenths * columnR(column);
  if (dq == 0 && dr == 0) return true;
  return walkRay(rayEyeCell, rayTargetCell, dq, dr) && pieceCount > 0;
}

function figureSeen(
  eyeCells: usize,
  eyeFirst: i32,
  eyeEnd: i32,
  eyeZ: f64,
  ignore: i32,
  target: i32,
): bool {
  const first = i32At(figureCellStart, target);
  const end = i32At(figureCellStart, target + 1);
  for (let e = eyeFirst; e < eyeEnd; e++) {
    const eyeCell = i32At(eyeCells, e);
    for (let h = first; h < end; h++) {
      aimRay(eyeCell, i32At(figureCells, h));
      for (let column: i32 = 0; column < 7; column++) {
        if (columnSeen(eyeZ, ignore, target, column)) return true;
      }
    }
  }
  return false;
}

/**
 * The batch: for every viewer (eye cells, eye height, ignored figure) and every target,
 * 1 when the viewer sees the target, at `out[v * targetCount + t]` (one byte each).
 */
export function hexSightMatrix(
  viewerOffsets: usize,
  viewerCells: usize,
  viewerCount: i32,
  eyeHeight: usize,
  ignore: usize,
  targets: usize,
  targetCount: i32,
  out: usize,
): void {
  for (let v: i32 = 0; v < viewerCount; v++) {
    const first = i32At(viewerOffsets, v);
    const end = i32At(viewerOffsets, v + 1);
    const eyeZ = f64At(eyeHeight, v);
    const skip = i32At(ignore, v);
    for (let t: i32 = 0; t < targetCount; t++) {
      const seen = figureSeen(viewerCells, first, end, eyeZ, skip, i32At(targets, t));
      store<u8>(out + <usize>(v * targetCount + t), seen ? 1 : 0);
    }
  }
}

/**
 * Why the viewer with `eyeCount` eye cells at `eyeCells` (eye height `eyeZ`, ignoring figure
 * `ignore`) sees figure `target` or not, written to `out` (HEX_EXPLAIN_STRIDE f64, see
 * assembly/layout.ts): the first eye, target cell and column seen — eyes in order, then the
 * target's hexes, then its columns centre first — with the longest visible piece of that column;
 * else the cuts of the ray from the first eye to the top of the target's first centre column, in
 * the order the walk meets them, into `cuts` (at most `capacity` records of CUT_STRIDE f64: the
 * host gives one per solid record and figure, the most one ray can meet).
 */
export function hexSightExplain(
  eyeCells: usize,
  eyeCount: i32,
  eyeZ: f64,
  ignore: i32,
  target: i32,
  out: usize,
  cuts: usize,
  capacity: i32,
): void {
  const first = i32At(figureCellStart, target);
  const end = i32At(figureCellStart, target + 1);
  for (let e: i32 = 0; e < eyeCount; e++) {
    const eyeCell = i32At(eyeCells, e);
    for (let h = first; h < end; h++) {
      const cell = i32At(figureCells, h);
      aimRay(eyeCell, cell);
      for (let column: i32 = 0; column < 7; column++) {
        if (!columnSeen(eyeZ, ignore, target, column)) continue;
        let lo: f64 = 0;
        let hi: f64 = -1;
        for (let i: i32 = 0; i < pieceCount; i++) {
          const a = load<f64>(pieces + <usize>i * PIECE_BYTES);
          const b = load<f64>(pieces + <usize>i * PIECE_BYTES, 8);
          if (b - a > hi - lo) {
            lo = a;
            hi = b;
          }
        }
        store<f64>(out, 1, (<usize>HEX_EXPLAIN_SEEN) << 3);
        store<f64>(out, <f64>e, (<usize>HEX_EXPLAIN_EYE) << 3);
        store<f64>(out, <f64>cell, (<usize>HEX_EXPLAIN_CELL) << 3);
        store<f64>(out, <f64>column, (<usize>HEX_EXPLAIN_COLUMN) << 3);
        store<f64>(out, lo, (<usize>HEX_EXPLAIN_LOW) << 3);
        store<f64>(out, hi, (<usize>HEX_EXPLAIN_HIGH) << 3);
        store<f64>(out, 0, (<usize>HEX_EXPLAIN_CUTS) << 3);
        return;
      }
    }
  }
  cutCount = 0;
  if (eyeCount > 0 && end > first) {
    logging = true;
    logZ = f64At(top, target);
    cutLog = cuts;
    cutCapacity = capacity;
    aimRay(i32At(eyeCells, 0), i32At(figureCells, first));
    columnSeen(eyeZ, ignore, target, 0);
    logging = false;
  }
  store<f64>(out, 0, (<usize>HEX_EXPLAIN_SEEN) << 3);
  store<f64>(out, -1, (<usize>HEX_EXPLAIN_EYE) << 3);
  store<f64>(out, -1, (<usize>HEX_EXPLAIN_CELL) << 3);
  store<f64>(out, -1, (<usize>HEX_EXPLAIN_COLUMN) << 3);
  store<f64>(out, 0, (<usize>HEX_EXPLAIN_LOW) << 3);
  store<f64>(out, 0, (<usize>HEX_EXPLAIN_HIGH) << 3);
  store<f64>(out, <f64>cutCount, (<usize>HEX_EXPLAIN_CUTS) << 3);
}
