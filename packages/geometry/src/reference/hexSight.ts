// Plain-TypeScript twin of assembly/hexSight.ts, step for step: exact 3D line of sight through
// hex prisms, cylinders and figure bodies (docs/rules/heroscape.md#line-of-sight,
// docs/decisions/003-hex-sight.md). Typed arrays stand in for pointers; `SightWorld` for the
// module globals the wasm kernel keeps.
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
} from "./layout.js";

/**
 * Ties closer than this (pitches) are touches, not cuts (docs/rules/heroscape.md#line-of-sight).
 */
const EPS = 1e-9;
/** How far (pitches) a prism's blocked heights must stay from the pieces to be passed over. */
const CULL = 1e-9;
/**
 * A stretch longer than this (a fraction of the ray) is no touch: a ray that is not a point is
 * at least 0.1 pitch long on the ground (its tenths are integers, dq² + dq·dr + dr² ≥ 1), so the
 * stretch covers more than 2·10⁻⁹ pitches, far above EPS and the rounding of the length.
 */
const TOUCH_SPAN = 2e-8;
const SQRT3_2 = Math.sqrt(3) / 2;

/** Everything the kernel reads: the scene's grid and solids, the figures, the parameters. */
export interface SightWorld {
  readonly qOrigin: number;
  readonly rOrigin: number;
  readonly width: number;
  readonly height: number;
  readonly solidStart: Int32Array;
  readonly solids: Float64Array;
  /**
   * Per cell, the highest top of its solids when all are prisms; +∞ with a cylinder, −∞ with
   * none (the scene's summary, which figures do not change).
   */
  readonly prismTop: Float64Array;
  readonly figureAt: Int32Array;
  /**
   * Per cell, the highest top of its solids when all are prisms and no figure stands there;
   * +∞ with a cylinder or a figure, −∞ with neither solids nor figure.
   */
  readonly cellTop: Float64Array;
  readonly base: Float64Array;
  readonly top: Float64Array;
  readonly figureCellStart: Int32Array;
  readonly figureCells: Int32Array;
  readonly bodyRadius: number;
  readonly visibleLength: number;
}

/**
 * The visible part of one sight column: disjoint closed pieces `[lo, hi]` no shorter than
 * VIS ({@link PIECE_STRIDE} f64 each), in two ping-pong buffers (no allocation per ray).
 */
export class SightPieces {
  pieces: Float64Array;
  spare: Float64Array;
  count = 0;

  constructor(capacity: number) {
    this.pieces = new Float64Array(capacity * PIECE_STRIDE);
    this.spare = new Float64Array(capacity * PIECE_STRIDE);
  }
}

/**
 * Set on a ray to explain it instead of judging it: every solid and body whose blocked
 * interval holds height `z` of the column is logged to `cuts` ({@link CUT_STRIDE} f64 each:
 * where along the ray, the solid record or -1, the figure or -1), at most as many as fit.
 */
export interface CutLog {
  readonly z: number;
  readonly cuts: Float64Array;
  count: number;
}

/**
 * The ray's state while it walks: the eye cell and target hex aimed at ({@link aimRay}, with
 * the hex's axial centre and its offset from the eye in tenths of a pitch), then the eye, the
 * column foot, the segment length, who is not a blocker.
 */
export interface Ray {
  eyeCell: number;
  targetCell: number;
  hexQ: number;
  hexR: number;
  tenthsQ: number;
  tenthsR: number;
  ex: number;
  ey: number;
  ez: number;
  px: number;
  py: number;
  /** The ground projection's length, −1 until {@link groundLength} needs it. */
  length: number;
  target: number;
  ignore: number;
  /** 10·max(0, ez − lowest + CULL), following the pieces: {@link handHex}'s test. */
  reach: number;
  log: CutLog | null;
}

/** One ray reused for every column: nothing is allocated per ray. */
const ray: Ray = {
  eyeCell: 0,
  targetCell: 0,
  hexQ: 0,
  hexR: 0,
  tenthsQ: 0,
  tenthsR: 0,
  ex: 0,
  ey: 0,
  ez: 0,
  px: 0,
  py: 0,
  length: 0,
  target: -1,
  ignore: -1,
  reach: 0,
  log: null,
};

/**
 * Takes figure `f` off its cells in the placement `w` holds, in place: a cell it no longer holds
 * (another figure stood there since it was taken off) is left alone.
 */
export function liftHexFigure(w: SightWorld, f: number): void {
  for (let h = w.figureCellStart[f]!; h < w.figureCellStart[f + 1]!; h++) {
    const cell = w.figureCells[h]!;
    if (w.figureAt[cell] !== f) continue;
    w.figureAt[cell] = -1;
    w.cellTop[cell] = w.prismTop[cell]!;
  }
}

/**
 * Gives figure `f` the cells `cells` (as many as it has) and the body `bodyBase..bodyTop`,
 * standing on them when `present`: a search that takes one figure off or moves it changes its
 * cells only, not the whole placement. Lift it first (liftHexFigure).
 */
export function standHexFigure(
  w: SightWorld,
  f: number,
  cells: Int32Array,
  bodyBase: number,
  bodyTop: number,
  present: boolean,
): void {
  w.base[f] = bodyBase;
  w.top[f] = bodyTop;
  const first = w.figureCellStart[f]!;
  for (let h = first; h < w.figureCellStart[f + 1]!; h++) {
    const cell = cells[h - first]!;
    w.figureCells[h] = cell;
    if (!present) continue;
    w.figureAt[cell] = f;
    w.cellTop[cell] = Infinity;
  }
}

/** The length of the ray's ground projection, worked out the first time a touch needs it. */
function groundLength(ray: Ray): number {
  // As the kernel computes it (not Math.hypot, which rounds differently): bit-for-bit twins.
  if (ray.length < 0) {
    ray.length = Math.sqrt(
      (ray.px - ray.ex) * (ray.px - ray.ex) + (ray.py - ray.ey) * (ray.py - ray.ey),
    );
  }
  return ray.length;
}

/**
 * Whether the stretch `(ta, tb)` of the ray is a touch, no longer than EPS on the ground. Only
 * a stretch shorter than TOUCH_SPAN can be one: the others are told without the square root.
 */
function touched(ray: Ray, ta: number, tb: number): boolean {
  return tb - ta <= TOUCH_SPAN && (tb - ta) * groundLength(ray) <= EPS;
}

/**
 * The blocked heights of the column for a solid cut over `(sa, sb)` of the ray's ground
 * projection (fractions of its length) and spanning `(zlo, zhi)`: every line from the eye
 * through the open rectangle `(sa, sb) × (zlo, zhi)` meets the column (t = 1) inside the open
 * interval returned as `[L, U]`.
 */
export function blockedInterval(
  ez: number,
  sa: number,
  sb: number,
  zlo: number,
  zhi: number,
  out: Float64Array,
): void {
  out[0] = zlo < ez ? (sa > 0 ? ez + (zlo - ez) / sa : -Infinity) : ez + (zlo - ez) / sb;
  out[1] = zhi > ez ? (sa > 0 ? ez + (zhi - ez) / sa : Infinity) : ez + (zhi - ez) / sb;
}

/** Removes the open interval (lo, hi) from the pieces; drops what is left shorter than VIS. */
export function subtract(p: SightPieces, lo: number, hi: number, vis: number): void {
  const from = p.pieces;
  const to = p.spare;
  let n = 0;
  for (let i = 0; i < p.count; i++) {
    const a = from[2 * i]!;
    const b = from[2 * i + 1]!;
    if (hi <= a || lo >= b) {
      to[2 * n] = a;
      to[2 * n + 1] = b;
      n++;
      continue;
    }
    if (lo - a >= vis) {
      to[2 * n] = a;
      to[2 * n + 1] = lo;
      n++;
    }
    if (b - hi >= vis) {
      to[2 * n] = hi;
      to[2 * n + 1] = b;
      n++;
    }
  }
  p.pieces = to;
  p.spare = from;
  p.count = n;
}

const bounds = new Float64Array(2);

/**
 * The stretch `[sa, sb]` (fractions of the ray) inside the closed disc of radius `radius`
 * around `(cx, cy)`; false when the ray misses it or only touches it.
 */
export function discCut(
  ray: Ray,
  cx: number,
  cy: number,
  radius: number,
  out: Float64Array,
): boolean {
  const dx = ray.px - ray.ex;
  const dy = ray.py - ray.ey;
  const fx = ray.ex - cx;
  const fy = ray.ey - cy;
  const a = dx * dx + dy * dy;
  const b = 2 * (dx * fx + dy * fy);
  const c = fx * fx + fy * fy - radius * radius;
  const disc = b * b - 4 * a * c;
  if (disc <= 0) return false;
  const root = Math.sqrt(disc);
  out[0] = Math.max(0, (-b - root) / (2 * a));
  out[1] = Math.min(1, (-b + root) / (2 * a));
  return !touched(ray, out[0]!, out[1]!);
}

/**
 * Whether the prism at `at` (index into `w.solids`), cut over `(ta, tb)`, leaves the visible
 * pieces as they are: it is only touched, or the heights it blocks, (L, U), lie wholly below
 * the lowest piece or wholly above the highest. Decided by products instead of
 * {@link blockedInterval}'s divisions, with a margin (CULL) far wider than their rounding:
 * when it says so, blockedInterval and {@link subtract} would leave every piece as it is (and
 * a logged ray would log nothing: the pieces are then the whole column). False for a cylinder.
 * ({@link handHex} has tested the common case: a prism below the eye with U ≤ lowest − CULL.)
 */
function prismMisses(
  w: SightWorld,
  ray: Ray,
  p: SightPieces,
  at: number,
  ta: number,
  tb: number,
): boolean {
  if (w.solids[at + SOLID_SHAPE] !== PRISM) return false;
  const ez = ray.ez;
  const zhi = w.solids[at + SOLID_TO]!;
  const lowest = p.pieces[0]!;
  // U = ez + (zhi − ez) / (zhi > ez ? ta : tb) ≤ lowest − CULL.
  if (
    zhi > ez
      ? ta > 0 && zhi - ez <= (lowest - CULL - ez) * ta
      : (ez - lowest + CULL) * tb <= ez - zhi
  ) {
    return true;
  }
  if (touched(ray, ta, tb)) return true;
  // L = ez + (zlo − ez) / (zlo < ez ? ta : tb) ≥ highest + CULL.
  const zlo = w.solids[at + SOLID_FROM]!;
  const highest = p.pieces[PIECE_STRIDE * p.count - 1]!;
  return zlo >= ez
    ? zlo - ez >= (highest + CULL - ez) * tb
    : ta > 0 && (ez - highest - CULL) * ta >= ez - zlo;
}

/**
 * Whether the prism at `at`, cut over `(ta, tb)` and no touch, hides every visible piece: the
 * heights it blocks, (L, U), reach below the lowest piece and above the highest. Decided by
 * products, with {@link prismMisses}' margin: when it says so, {@link blockedInterval} and
 * {@link subtract} would leave nothing. False for a cylinder.
 */
function prismHides(
  w: SightWorld,
  ray: Ray,
  p: SightPieces,
  at: number,
  ta: number,
  tb: number,
): boolean {
  if (w.solids[at + SOLID_SHAPE] !== PRISM) return false;
  const ez = ray.ez;
  const zhi = w.solids[at + SOLID_TO]!;
  const highest = p.pieces[PIECE_STRIDE * p.count - 1]!;
  // U = ez + (zhi − ez) / (zhi > ez ? ta : tb) ≥ highest + CULL (+∞ when ta = 0).
  if (
    !(zhi > ez
      ? ta === 0 || zhi - ez >= (highest + CULL - ez) * ta
      : (ez - highest - CULL) * tb >= ez - zhi)
  ) {
    return false;
  }
  // L = ez + (zlo − ez) / (zlo < ez ? ta : tb) ≤ lowest − CULL (−∞ when ta = 0).
  const zlo = w.solids[at + SOLID_FROM]!;
  const lowest = p.pieces[0]!;
  return zlo < ez
    ? ta === 0 || zlo - ez <= (lowest - CULL - ez) * ta
    : zlo - ez <= (lowest - CULL - ez) * tb;
}

/** Logs a cut of the explained ray when its blocked interval `bounds` holds the log's height. */
function logCut(log: CutLog, at: number, solid: number, figure: number): void {
  if (
    !(bounds[0]! < log.z && log.z < bounds[1]!) ||
    (log.count + 1) * CUT_STRIDE > log.cuts.length
  ) {
    return;
  }
  const record = log.count * CUT_STRIDE;
  log.cuts[record + CUT_AT] = at;
  log.cuts[record + CUT_SOLID] = solid;
  log.cuts[record + CUT_FIGURE] = figure;
  log.count++;
}

/**
 * Applies the solids of `cell` from record `k` on, cut over `(ta, tb)` of the ray, and the
 * body standing there unless it is the target's or ignored. Returns false once nothing of the
 * column is visible. An explained ray logs them instead.
 */
export function blockCell(
  w: SightWorld,
  ray: Ray,
  cell: number,
  k: number,
  ta: number,
  tb: number,
  p: SightPieces,
): boolean {
  for (; k < w.solidStart[cell + 1]!; k++) {
    const at = k * SOLID_STRIDE;
    let sa = ta;
    let sb = tb;
    if (w.solids[at + SOLID_SHAPE] !== PRISM) {
      const [x, y, radius] = [
        w.solids[at + SOLID_X]!,
        w.solids[at + SOLID_Y]!,
        w.solids[at + SOLID_RADIUS]!,
      ];
      if (!discCut(ray, x, y, radius, bounds)) continue;
      sa = bounds[0]!;
      sb = bounds[1]!;
    } else if (touched(ray, sa, sb)) {
      continue;
    }
    blockedInterval(ray.ez, sa, sb, w.solids[at + SOLID_FROM]!, w.solids[at + SOLID_TO]!, bounds);
    if (ray.log) {
      logCut(ray.log, sa, k, -1);
      continue;
    }
    subtract(p, bounds[0]!, bounds[1]!, w.visibleLength);
    if (p.count === 0) return false;
  }
  const f = w.figureAt[cell]!;
  if (f >= 0 && f !== ray.target && f !== ray.ignore) {
    const q = (cell % w.width) + w.qOrigin;
    const r = Math.floor(cell / w.width) + w.rOrigin;
    if (discCut(ray, q + r / 2, r * SQRT3_2, w.bodyRadius, bounds)) {
      const at = bounds[0]!;
      blockedInterval(ray.ez, at, bounds[1]!, w.base[f]!, w.top[f]!, bounds);
      if (ray.log) {
        logCut(ray.log, at, -1, f);
        return true;
      }
      subtract(p, bounds[0]!, bounds[1]!, w.visibleLength);
      if (p.count === 0) return false;
    }
  }
  return true;
}

/**
 * Where along the ray (a fraction) the walk's exit `(n, a)` lies: t = 10·n / a, worked out as
 * the walk always had it, n times the reciprocal.
 */
export function exitAt(n: number, a: number): number {
  return n * (10 / a);
}

/**
 * Hands one hex of the walk its stretch, from exit `(na, aa)` to exit `(nb, ab)` (t = 10·n / a,
 * {@link exitAt}): blocks the column with its solids and its body ({@link blockCell}); false
 * once all is hidden. The prisms that leave the pieces as they are are passed over, the common
 * one in one test: a prism below the eye whose top z has (ez − z)·ab ≥ reach·nb — that is
 * z ≤ ez − (ez − lowest + CULL)·tb, cross-multiplied — blocks only heights below the lowest
 * piece (U ≤ lowest − CULL); {@link prismMisses} sees to the others. The common hex is decided
 * by its summary alone, with no division: when `cellTop` (the highest top of its solids, all
 * prisms, and no figure there) passes that test, every one of its solids would.
 */
export function handHex(
  w: SightWorld,
  ray: Ray,
  cell: number,
  na: number,
  aa: number,
  nb: number,
  ab: number,
  p: SightPieces,
): boolean {
  const ez = ray.ez;
  if ((ez - w.cellTop[cell]!) * ab >= ray.reach * nb) return true;
  // The summary is +∞ where a figure stands, but the viewer's body and the target's never
  // block: on their hexes (every ray's first and last) the scene's summary of the prisms alone
  // decides, by the same test — or, at the column (tb = 1), by the exact blocked top
  // U = ez + (z − ez) / 1, no division: the ground the target stands on (U its base, give or
  // take an ulp) is passed over exactly when blockCell would leave the pieces as they are.
  const f = w.figureAt[cell]!;
  if (f >= 0 && (f === ray.ignore || f === ray.target)) {
    const top = w.prismTop[cell]!;
    if ((ez - top) * ab >= ray.reach * nb) return true;
    if (ab === 10 * nb && top <= ez && ez + (top - ez) <= p.pieces[0]!) return true;
  }
  return handSolids(w, ray, cell, na, aa, nb, ab, p);
}

/**
 * {@link handHex}'s slow path: passes over the solids it may, then blocks with the rest (and
 * keeps `reach` with the pieces).
 */
function handSolids(
  w: SightWorld,
  ray: Ray,
  cell: number,
  na: number,
  aa: number,
  nb: number,
  ab: number,
  p: SightPieces,
): boolean {
  const ez = ray.ez;
  const ta = exitAt(na, aa);
  const tb = exitAt(nb, ab);
  const lift = ray.reach * nb;
  let k = w.solidStart[cell]!;
  const end = w.solidStart[cell + 1]!;
  for (; k < end; k++) {
    const at = k * SOLID_STRIDE;
    const passed =
      w.solids[at + SOLID_SHAPE] === PRISM && (ez - w.solids[at + SOLID_TO]!) * ab >= lift;
    if (!passed && !prismMisses(w, ray, p, at, ta, tb)) break;
  }
  // A prism that hides the whole column is told without a division too (an explained ray goes
  // on to log it).
  if (k < end && !ray.log && prismHides(w, ray, p, k * SOLID_STRIDE, ta, tb)) {
    p.count = 0;
    return false;
  }
  if (k === end) {
    // Nothing left but the body standing here: blockCell would pass the viewer's and the target's.
    const f = w.figureAt[cell]!;
    if (f < 0 || f === ray.target || f === ray.ignore) return true;
  }
  const seen = blockCell(w, ray, cell, k, ta, tb, p);
  ray.reach = 10 * Math.max(0, ez - p.pieces[0]! + CULL);
  return seen;
}

/**
 * What the walk hands each hex it crosses to: the hex's cell and its stretch of the ray, from
 * exit `(na, aa)` to exit `(nb, ab)` ({@link exitAt}); false once the column is hidden, which
 * stops the walk. The kernel hands to {@link handHex}; tests hand to a recorder.
 */
export type HexVisit = (
  w: SightWorld,
  ray: Ray,
  cell: number,
  na: number,
  aa: number,
  nb: number,
  ab: number,
  p: SightPieces,
) => boolean;

/**
 * Walks exactly the hexes whose closed footprint the ray's ground projection crosses for
 * longer than a point, in order from the eye, and hands each its stretch `(ta, tb)` (fractions
 * of the ray); returns false once the column is hidden. The ray runs from the centre of the
 * eye's hex `eyeCell` by `(dq, dr)` tenths of a pitch (axial integers: the column point is a
 * hex centre plus ρ = 0.1, 0.2 or 0.3 times a neighbour offset) to a column point inside hex
 * `target`.
 *
 * Every decision is made in integers (docs/decisions/003-hex-sight.md). With the families
 * F1 = 2q + r, F2 = q + 2r, F3 = r − q, a hex H is the intersection of the three slabs
 * |F_k − F_k(H)| ≤ 1, and the ray (from the eye, in tenths) is G_k(t) = t·d_k with integer
 * d_k. Going the way s_k = sign(d_k), it leaves H through family k's edge at t = 10·n_k / a_k,
 * where a_k = |d_k| and n_k = s_k·F_k(H) + 1 (F relative to the eye) is a positive integer;
 * crossing that edge leads to H + s_k·n_k (neighbours n_1 = (1,0), n_2 = (0,1), n_3 = (−1,1)),
 * which adds 2 to n_k and u_jk = s_j·s_k·F_j(n_k) = ±1 to the other n_j. The first exit is
 * found by cross-multiplying, n_j·a_k against n_k·a_j: integers below 2^53 on any board
 * encodeHexBoard accepts. A tie is a corner of H shared with P = H + s_j·n_j and
 * Q = H + s_k·n_k (three families never tie: s2 = s1 + s3 is impossible with signs ±1); the
 * ray goes on into the one of them ahead of their shared edge, which lies on a line of the
 * third family m: P when crossing j moves n_m up (u_jm > 0), else Q; the other only touches
 * the corner and is not handed. When d_m = 0 the ray runs along such edges instead
 * ({@link walkAlongEdges}).
 *
 * The walk names the families A, B, C, A the one with the largest a: as d2 = d1 + d3,
 * a_A = a_B + a_C, and the signs line up so that every u comes out the same whatever the ray:
 * u_AB = u_AC = 1, u_BC = −1 (with A = 2, s1 = s2 = s3; with A = 1, s2 = s1 = −s3). So
 * n_A = n_B + n_C − 1 all along, a tie goes to the earlier family of A, B, C (u_AC, u_AB and
 * u_BA are positive), and the first exit hangs on one integer, D = n_B·a_C − n_C·a_B: A when
 * −a_B ≤ D ≤ a_C (n_A·a_B ≤ n_B·a_A and n_A·a_C ≤ n_C·a_A), else B when D < −a_B, else C;
 * each crossing adds a fixed amount to D, which stays within ±2·a_A (the kernel keeps it in
 * i64). A takes half the exits, about every other one, so its test comes first: a branch
 * that mostly alternates, which the predictor learns (testing family 1 first whatever the
 * ray took a third longer a step on long open rays).
 *
 * The stretch ends are handed on as integers, exit (n_k, a_k): t = 10·n_k / a_k is worked out
 * ({@link exitAt}) only where a hex's slow path needs it, so the walk divides nowhere (an
 * exit's reciprocal taken once per ray before the loop was in fact recomputed at every step:
 * V8 does not hoist out of a loop what only one branch uses).
 *
 * The walk stops in `target`: the column point lies strictly inside it (ρ < 1/2), and no hex
 * it crosses is off the grid (ρ < 1/3: a hex beyond the padded grid's first or last q or r
 * reaches no closer than 1/3 to it, while the ray keeps within ρ of it).
 */
export function walkRay(
  w: SightWorld,
  ray: Ray,
  eyeCell: number,
  target: number,
  dq: number,
  dr: number,
  p: SightPieces,
  visit: HexVisit = handHex,
): boolean {
  const d1 = 2 * dq + dr;
  const d2 = dq + 2 * dr;
  const d3 = dr - dq;
  if (d1 === 0 || d2 === 0 || d3 === 0) return walkAlongEdges(w, ray, eyeCell, d1, d2, p, visit);
  const width = w.width;
  const a1 = Math.abs(d1);
  const a2 = Math.abs(d2);
  const a3 = Math.abs(d3);
  const step1 = d1 > 0 ? 1 : -1;
  const step2 = d2 > 0 ? width : -width;
  const step3 = d3 > 0 ? width - 1 : 1 - width;
  // The families as A, B, C (see above): A the one with the largest a, then the other two in
  // their order.
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
  // The first exit hangs on D = n_B·a_C − n_C·a_B (see above): A when −a_B ≤ D ≤ a_C, else B
  // when D < −a_B, else C. Crossing A adds 2 to n_A and 1 to n_B and n_C; B adds 1 to n_A, 2 to
  // n_B and −1 to n_C; C adds 1 to n_A, −1 to n_B and 2 to n_C.
  const b = aB;
  const c = aC;
  const crossA = c - b;
  const crossB = 2 * c + b;
  const crossC = -c - 2 * b;
  let d = c - b;
  let nB = 1;
  let nC = 1;
  let cell = eyeCell;
  // The exit the ray entered the current hex by (t = 10·n / a): the eye, t = 0, at first.
  let entryN = 0;
  let entryA = 1;
  while (cell !== target) {
    if (d >= -b && d <= c) {
      const nA = nB + nC - 1;
      if (!visit(w, ray, cell, entryN, entryA, nA, aA, p)) return false;
      entryN = nA;
      entryA = aA;
      nB += 1;
      nC += 1;
      d += crossA;
      cell += stepA;
    } else if (d < -b) {
      if (!visit(w, ray, cell, entryN, entryA, nB, aB, p)) return false;
      entryN = nB;
      entryA = aB;
      nB += 2;
      nC -= 1;
      d += crossB;
      cell += stepB;
    } else {
      if (!visit(w, ray, cell, entryN, entryA, nC, aC, p)) return false;
      entryN = nC;
      entryA = aC;
      nB -= 1;
      nC += 2;
      d += crossC;
      cell += stepC;
    }
  }
  return visit(w, ray, cell, entryN, entryA, 1, 10, p);
}

/**
 * The walk of a ray along a lattice line (d_m = 0 for one family m; only a centre column's
 * ray can be one, the outer columns' d_k being ±ρ·10·F_k(n) ≠ 0 modulo 10). It runs through
 * the eye's centre, so it alternates between a hex H crossed through its centre and the shared
 * edge of two hexes A = H + s_j·n_j and B = H + s_k·n_k, which both get that stretch (closed
 * footprints), the one with the larger F_m first; then it goes on through the centre of
 * C = A + B − H. The other two families have the same a and tie at every corner: the ray
 * leaves H at t = 10·n / a and the edge at 10·(n + 1) / a, and n grows by 3 from centre to
 * centre.
 */
function walkAlongEdges(
  w: SightWorld,
  ray: Ray,
  eyeCell: number,
  d1: number,
  d2: number,
  p: SightPieces,
  visit: HexVisit,
): boolean {
  const width = w.width;
  // The first and second hex of each edge from the centre before it, and the a of the two
  // families that tie at every corner.
  let first: number;
  let second: number;
  let a: number;
  if (d1 === 0) {
    a = Math.abs(d2);
    first = d2 > 0 ? width : 1 - width; // (0, 1) or (1, −1)
    second = d2 > 0 ? width - 1 : -width; // (−1, 1) or (0, −1)
  } else if (d2 === 0) {
    a = Math.abs(d1);
    first = d1 > 0 ? 1 : width - 1; // (1, 0) or (−1, 1)
    second = d1 > 0 ? 1 - width : -1; // (1, −1) or (−1, 0)
  } else {
    a = Math.abs(d1);
    first = d1 > 0 ? width : -1; // (0, 1) or (−1, 0)
    second = d1 > 0 ? 1 : -width; // (1, 0) or (0, −1)
  }
  let cell = eyeCell;
  let n = 1;
  // Where the ray entered the current hex, and leaves the edge after it ({@link exitAt}): the
  // eye at first, t = 0; the column, t = 1, for the last.
  let entryN = 0;
  let entryA = 1;
  while (10 * n < a) {
    if (!visit(w, ray, cell, entryN, entryA, n, a, p)) return false;
    const last = 10 * (n + 1) >= a;
    entryN = last ? 1 : n + 1;
    entryA = last ? 10 : a;
    if (!visit(w, ray, cell + first, n, a, entryN, entryA, p)) return false;
    if (!visit(w, ray, cell + second, n, a, entryN, entryA, p)) return false;
    if (last) return true;
    cell += first + second;
    n += 3;
  }
  return visit(w, ray, cell, entryN, entryA, 1, 10, p);
}

/** The axial q of sight column `column`'s direction (0 = centre, 1..6 = 0°..300°). */
export function columnQ(column: number): number {
  return column === 1 || column === 6 ? 1 : column === 3 || column === 4 ? -1 : 0;
}

/** The axial r of sight column `column`'s direction. */
export function columnR(column: number): number {
  return column === 2 || column === 3 ? 1 : column === 5 || column === 6 ? -1 : 0;
}

/**
 * Aims the rays from the eye above `eyeCell` at the sight columns of hex `targetCell`: what the
 * seven columns share (the cells' rows and columns, four integer divisions) is worked out once.
 */
export function aimRay(w: SightWorld, eyeCell: number, targetCell: number): void {
  const eyeCol = eyeCell % w.width;
  const eyeRow = Math.floor(eyeCell / w.width);
  const targetCol = targetCell % w.width;
  const targetRow = Math.floor(targetCell / w.width);
  const eq = eyeCol + w.qOrigin;
  const er = eyeRow + w.rOrigin;
  ray.ex = eq + er / 2;
  ray.ey = er * SQRT3_2;
  ray.eyeCell = eyeCell;
  ray.targetCell = targetCell;
  ray.hexQ = targetCol + w.qOrigin;
  ray.hexR = targetRow + w.rOrigin;
  ray.tenthsQ = 10 * (targetCol - eyeCol);
  ray.tenthsR = 10 * (targetRow - eyeRow);
}

/**
 * Whether any part of sight column `column` (0 = centre, 1..6 = 0°..300°) of the target's hex
 * aimed at ({@link aimRay}), no shorter than VIS, is seen from the eye at height `ez`. Leaves
 * the visible pieces in `p`. With `log`, logs the cuts of one height instead. The walk hands
 * its hexes to `visit` (tests only). A ray with no length on the ground (dq = dr = 0: the eye
 * above the column, a figure looking at itself) crosses no footprint for longer than EPS, so
 * nothing hides any of the column.
 */
export function columnSeen(
  w: SightWorld,
  ez: number,
  ignore: number,
  target: number,
  column: number,
  p: SightPieces,
  log: CutLog | null = null,
  visit: HexVisit = handHex,
): boolean {
  const z0 = w.base[target]!;
  const z1 = w.top[target]!;
  if (z1 - z0 < w.visibleLength) return false;
  const pq = ray.hexQ + w.bodyRadius * columnQ(column);
  const pr = ray.hexR + w.bodyRadius * columnR(column);
  ray.ez = ez;
  ray.px = pq + pr / 2;
  ray.py = pr * SQRT3_2;
  ray.length = -1;
  ray.target = target;
  ray.ignore = ignore;
  ray.log = log;
  p.pieces[0] = z0;
  p.pieces[1] = z1;
  p.count = 1;
  ray.reach = 10 * Math.max(0, ez - z0 + CULL);
  // The ray in tenths of a pitch (axial integers): ρ is 0.1, 0.2 or 0.3 (encodeHexScene).
  const tenths = Math.round(10 * w.bodyRadius);
  const dq = ray.tenthsQ + tenths * columnQ(column);
  const dr = ray.tenthsR + tenths * columnR(column);
  if (dq === 0 && dr === 0) return true;
  return walkRay(w, ray, ray.eyeCell, ray.targetCell, dq, dr, p, visit) && p.count > 0;
}

/** Whether the viewer with these eye cells sees any sight column of figure `target`. */
export function figureSeen(
  w: SightWorld,
  eyeCells: Int32Array,
  eyeFirst: number,
  eyeEnd: number,
  ez: number,
  ignore: number,
  target: number,
  p: SightPieces,
): boolean {
  for (let e = eyeFirst; e < eyeEnd; e++) {
    for (let h = w.figureCellStart[target]!; h < w.figureCellStart[target + 1]!; h++) {
      aimRay(w, eyeCells[e]!, w.figureCells[h]!);
      for (let column = 0; column < 7; column++) {
        if (columnSeen(w, ez, ignore, target, column, p)) return true;
      }
    }
  }
  return false;
}

/**
 * The batch: for every viewer (eye cells, eye height, ignored figure) and every target
 * figure, 1 when the viewer sees the target, written to `out[v * targets.length + t]`.
 */
export function hexSightMatrix(
  w: SightWorld,
  viewerOffsets: Int32Array,
  viewerCells: Int32Array,
  eyeHeight: Float64Array,
  ignore: Int32Array,
  targets: Int32Array,
  out: Uint8Array,
  p: SightPieces,
): void {
  const viewerCount = viewerOffsets.length - 1;
  for (let v = 0; v < viewerCount; v++) {
    for (let t = 0; t < targets.length; t++) {
      const seen = figureSeen(
        w,
        viewerCells,
        viewerOffsets[v]!,
        viewerOffsets[v + 1]!,
        eyeHeight[v]!,
        ignore[v]!,
        targets[t]!,
        p,
      );
      out[v * targets.length + t] = seen ? 1 : 0;
    }
  }
}

/**
 * Why the viewer with `eyeCells` (eye height `ez`, ignoring figure `ignore`) sees figure
 * `target` or not, written to `out` ({@link HEX_EXPLAIN_STRIDE} f64, see ./layout.ts): the first
 * eye, target cell and column seen — eyes in order, then the target's hexes, then its columns
 * centre first — with the longest visible piece of that column; else the cuts of the ray from
 * the first eye to the top of the target's first centre column, in the order the walk meets
 * them, into `cuts` (as many records as fit: the host gives one per solid record and figure,
 * the most one ray can meet).
 */
export function hexSightExplain(
  w: SightWorld,
  eyeCells: Int32Array,
  ez: number,
  ignore: number,
  target: number,
  p: SightPieces,
  out: Float64Array,
  cuts: Float64Array,
): void {
  const first = w.figureCellStart[target]!;
  const end = w.figureCellStart[target + 1]!;
  for (let e = 0; e < eyeCells.length; e++) {
    for (let h = first; h < end; h++) {
      const cell = w.figureCells[h]!;
      aimRay(w, eyeCells[e]!, cell);
      for (let column = 0; column < 7; column++) {
        if (!columnSeen(w, ez, ignore, target, column, p)) continue;
        let lo = 0;
        let hi = -1;
        for (let i = 0; i < p.count; i++) {
          const a = p.pieces[PIECE_STRIDE * i]!;
          const b = p.pieces[PIECE_STRIDE * i + 1]!;
          if (b - a > hi - lo) {
            lo = a;
            hi = b;
          }
        }
        out[HEX_EXPLAIN_SEEN] = 1;
        out[HEX_EXPLAIN_EYE] = e;
        out[HEX_EXPLAIN_CELL] = cell;
        out[HEX_EXPLAIN_COLUMN] = column;
        out[HEX_EXPLAIN_LOW] = lo;
        out[HEX_EXPLAIN_HIGH] = hi;
        out[HEX_EXPLAIN_CUTS] = 0;
        return;
      }
    }
  }
  const log: CutLog = { z: w.top[target]!, cuts, count: 0 };
  if (eyeCells.length > 0 && end > first) {
    aimRay(w, eyeCells[0]!, w.figureCells[first]!);
    columnSeen(w, ez, ignore, target, 0, p, log);
  }
  out[HEX_EXPLAIN_SEEN] = 0;
  out[HEX_EXPLAIN_EYE] = -1;
  out[HEX_EXPLAIN_CELL] = -1;
  out[HEX_EXPLAIN_COLUMN] = -1;
  out[HEX_EXPLAIN_LOW] = 0;
  out[HEX_EXPLAIN_HIGH] = 0;
  out[HEX_EXPLAIN_CUTS] = log.count;
}
