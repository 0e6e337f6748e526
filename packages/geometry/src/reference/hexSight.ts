// Plain-TypeScript twin of assembly/hexSight.ts, step for step: exact 3D line of sight through
// hex prisms, cylinders and figure bodies (spec/heroscape.md#line-of-sight,
// docs/decisions/003-hex-sight.md). Typed arrays stand in for pointers; `SightWorld` for the
// module globals the wasm kernel keeps.

/** Ties closer than this (pitches) are touches, not cuts (spec/heroscape.md#line-of-sight). */
export const EPS = 1e-9;
const SQRT3_2 = Math.sqrt(3) / 2;
/** How far off a lattice line the walk looks to tell the two hexes of an edge apart. */
const EDGE_PROBE = 1e-6;
/** Axial directions of the six outer sight columns: 0°, 60°, …, 300°. */
const COLUMN_Q = [0, 1, 0, -1, -1, 0, 1];
const COLUMN_R = [0, 0, 1, 1, 0, -1, -1];

/** Everything the kernel reads: the scene's grid and solids, the figures, the parameters. */
export interface SightWorld {
  readonly qOrigin: number;
  readonly rOrigin: number;
  readonly width: number;
  readonly height: number;
  readonly solidStart: Int32Array;
  readonly solids: Float64Array;
  readonly figureAt: Int32Array;
  readonly base: Float64Array;
  readonly top: Float64Array;
  readonly figureCellStart: Int32Array;
  readonly figureCells: Int32Array;
  readonly bodyRadius: number;
  readonly visibleLength: number;
}

/**
 * The visible part of one sight column: disjoint closed pieces `[lo, hi]` no shorter than
 * VIS, in two ping-pong buffers (no allocation per ray).
 */
export class SightPieces {
  pieces: Float64Array;
  spare: Float64Array;
  count = 0;

  constructor(capacity: number) {
    this.pieces = new Float64Array(capacity * 2);
    this.spare = new Float64Array(capacity * 2);
  }
}

/** Scratch sized for the tallest column: pieces no shorter than VIS fit `height / VIS + 1`. */
export function sightPiecesFor(world: SightWorld): SightPieces {
  let tallest = 0;
  for (let f = 0; f < world.base.length; f++) {
    tallest = Math.max(tallest, world.top[f]! - world.base[f]!);
  }
  return new SightPieces(Math.ceil(tallest / world.visibleLength) + 2);
}

/** One solid or body that cuts a logged ray, `at` its nearest cut (fraction of the ray). */
export interface Cut {
  readonly at: number;
  readonly solid: number;
  readonly figure: number;
}

/**
 * Set on a ray to explain it instead of judging it: every solid and body whose blocked
 * interval holds height `z` of the column is logged (the wasm twin has no log: explanations
 * are a cold path, computed here).
 */
export interface CutLog {
  readonly z: number;
  readonly cuts: Cut[];
}

/** The ray's state while it walks: eye, column foot, segment length, who is not a blocker. */
export interface Ray {
  ex: number;
  ey: number;
  ez: number;
  px: number;
  py: number;
  length: number;
  target: number;
  ignore: number;
  log: CutLog | null;
}

/** One ray reused for every column: nothing is allocated per ray. */
const ray: Ray = {
  ex: 0,
  ey: 0,
  ez: 0,
  px: 0,
  py: 0,
  length: 0,
  target: -1,
  ignore: -1,
  log: null,
};

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
  return (out[1] - out[0]) * ray.length > EPS;
}

/**
 * Applies every solid of `cell` cut over `(ta, tb)` of the ray, and the body standing there
 * unless it is the target's or ignored. Returns false once nothing of the column is visible.
 */
export function blockCell(
  w: SightWorld,
  ray: Ray,
  cell: number,
  ta: number,
  tb: number,
  p: SightPieces,
): boolean {
  for (let k = w.solidStart[cell]!; k < w.solidStart[cell + 1]!; k++) {
    const at = k * 6;
    let sa = ta;
    let sb = tb;
    if (w.solids[at] !== 0) {
      if (!discCut(ray, w.solids[at + 1]!, w.solids[at + 2]!, w.solids[at + 3]!, bounds)) continue;
      sa = bounds[0]!;
      sb = bounds[1]!;
    } else if ((sb - sa) * ray.length <= EPS) {
      continue;
    }
    blockedInterval(ray.ez, sa, sb, w.solids[at + 4]!, w.solids[at + 5]!, bounds);
    if (ray.log) {
      if (bounds[0]! < ray.log.z && ray.log.z < bounds[1]!) {
        ray.log.cuts.push({ at: sa, solid: k, figure: -1 });
      }
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
        if (bounds[0]! < ray.log.z && ray.log.z < bounds[1]!) {
          ray.log.cuts.push({ at, solid: -1, figure: f });
        }
        return true;
      }
      subtract(p, bounds[0]!, bounds[1]!, w.visibleLength);
      if (p.count === 0) return false;
    }
  }
  return true;
}

/** The cell of the hex containing the axial point (q, r) (cube rounding), or -1 off the grid. */
export function cellAt(w: SightWorld, q: number, r: number): number {
  const s = -q - r;
  let rq = Math.floor(q + 0.5);
  let rr = Math.floor(r + 0.5);
  const rs = Math.floor(s + 0.5);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  const col = rq - w.qOrigin;
  const row = rr - w.rOrigin;
  if (col < 0 || row < 0 || col >= w.width || row >= w.height) return -1;
  return row * w.width + col;
}

/**
 * Walks exactly the hexes the ray's ground projection crosses, from the eye's hex centre
 * `(eq, er)` to `(pq, pr)` (axial), and blocks the column with each one's solids.
 *
 * The walk follows the triangular lattice whose lines are `2q + r`, `r − q` and `q + 2r`
 * integer: its triangles tile each hex in six, and since the eye is a hex centre (all three
 * values integers) the ray crosses family f at t = j / |Δf|. Between two crossings the ray
 * is inside one triangle, hence one hex. A ray parallel to a family lies on one of its lines
 * (through the eye); there a stretch may run along an edge, shared by the hexes on both
 * sides, which closed footprints both count. Returns false once the column is hidden.
 */
export function walkRay(
  w: SightWorld,
  ray: Ray,
  eq: number,
  er: number,
  pq: number,
  pr: number,
  p: SightPieces,
): boolean {
  const dq = pq - eq;
  const dr = pr - er;
  const a1 = Math.abs(2 * dq + dr);
  const a2 = Math.abs(dr - dq);
  const a3 = Math.abs(dq + 2 * dr);
  // A probe off the lattice line the ray lies on, when it lies on one.
  let oq = 0;
  let or = 0;
  if (a1 === 0) {
    oq = 2 * EDGE_PROBE;
    or = EDGE_PROBE;
  } else if (a2 === 0) {
    oq = -EDGE_PROBE;
    or = EDGE_PROBE;
  } else if (a3 === 0) {
    oq = EDGE_PROBE;
    or = 2 * EDGE_PROBE;
  }
  // The next crossing of each family, t = j / |Δf|; only the families crossed are recomputed.
  let j1 = 1;
  let j2 = 1;
  let j3 = 1;
  let n1 = a1 > 0 ? 1 / a1 : Infinity;
  let n2 = a2 > 0 ? 1 / a2 : Infinity;
  let n3 = a3 > 0 ? 1 / a3 : Infinity;
  let t = 0;
  let cur1 = -2;
  let cur2 = -2;
  let curA = 0;
  let curB = 0;
  for (;;) {
    const next = Math.min(n1, n2, n3, 1);
    if (next > t) {
      const tm = 0.5 * (t + next);
      const mq = eq + tm * dq;
      const mr = er + tm * dr;
      const c1 = cellAt(w, mq + oq, mr + or);
      const c2 = oq === 0 && or === 0 ? c1 : cellAt(w, mq - oq, mr - or);
      if (c1 === cur1 && c2 === cur2) {
        curB = next;
      } else {
        if (!flush(w, ray, cur1, cur2, curA, curB, p)) return false;
        cur1 = c1;
        cur2 = c2;
        curA = t;
        curB = next;
      }
      t = next;
    }
    if (next >= 1) break;
    if (n1 <= next) n1 = ++j1 / a1;
    if (n2 <= next) n2 = ++j2 / a2;
    if (n3 <= next) n3 = ++j3 / a3;
  }
  return flush(w, ray, cur1, cur2, curA, curB, p);
}

function flush(
  w: SightWorld,
  ray: Ray,
  c1: number,
  c2: number,
  ta: number,
  tb: number,
  p: SightPieces,
): boolean {
  if (c1 >= 0 && !blockCell(w, ray, c1, ta, tb, p)) return false;
  if (c2 !== c1 && c2 >= 0 && !blockCell(w, ray, c2, ta, tb, p)) return false;
  return true;
}

/**
 * Whether any part of sight column `column` (0 = centre, 1..6 = 0°..300°) of the target's hex
 * `targetCell`, no shorter than VIS, is seen from the eye above `eyeCell` at height `ez`.
 * Leaves the visible pieces in `p`. With `log`, logs the cuts of one height instead.
 */
export function columnSeen(
  w: SightWorld,
  eyeCell: number,
  ez: number,
  ignore: number,
  target: number,
  targetCell: number,
  column: number,
  p: SightPieces,
  log: CutLog | null = null,
): boolean {
  const z0 = w.base[target]!;
  const z1 = w.top[target]!;
  if (z1 - z0 < w.visibleLength) return false;
  const eq = (eyeCell % w.width) + w.qOrigin;
  const er = Math.floor(eyeCell / w.width) + w.rOrigin;
  const pq = (targetCell % w.width) + w.qOrigin + w.bodyRadius * COLUMN_Q[column]!;
  const pr = Math.floor(targetCell / w.width) + w.rOrigin + w.bodyRadius * COLUMN_R[column]!;
  ray.ex = eq + er / 2;
  ray.ey = er * SQRT3_2;
  ray.ez = ez;
  ray.px = pq + pr / 2;
  ray.py = pr * SQRT3_2;
  ray.length = Math.hypot(ray.px - ray.ex, ray.py - ray.ey);
  ray.target = target;
  ray.ignore = ignore;
  ray.log = log;
  if (ray.length <= EPS) return false;
  p.pieces[0] = z0;
  p.pieces[1] = z1;
  p.count = 1;
  return walkRay(w, ray, eq, er, pq, pr, p) && p.count > 0;
}

/** Where sight column `column` of the hex in `cell` stands: `[x, y]` on the ground plane. */
export function columnFoot(w: SightWorld, cell: number, column: number): [number, number] {
  const q = (cell % w.width) + w.qOrigin + w.bodyRadius * COLUMN_Q[column]!;
  const r = Math.floor(cell / w.width) + w.rOrigin + w.bodyRadius * COLUMN_R[column]!;
  return [q + r / 2, r * SQRT3_2];
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
  if (target === ignore) return false;
  for (let e = eyeFirst; e < eyeEnd; e++) {
    for (let h = w.figureCellStart[target]!; h < w.figureCellStart[target + 1]!; h++) {
      for (let column = 0; column < 7; column++) {
        if (columnSeen(w, eyeCells[e]!, ez, ignore, target, w.figureCells[h]!, column, p)) {
          return true;
        }
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
