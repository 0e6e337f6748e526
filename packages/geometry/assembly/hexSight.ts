// Exact 3D line of sight through hex prisms, cylinders and figure bodies
// (spec/heroscape.md#line-of-sight, docs/decisions/003-hex-sight.md). Twin of
// src/reference/hexSight.ts, step for step. The host lays the scene and the figures out in
// linear memory and names them here once (useHexScene, useHexFigures); batch calls then only
// pass their own inputs. Nothing allocates: the visible pieces of a column live in two
// ping-pong buffers the host reserves.

import { f64At, i32At } from "./memory";

const EPS: f64 = 1e-9;
const SQRT3_2: f64 = 0.8660254037844386;
const EDGE_PROBE: f64 = 1e-6;
const SOLID_BYTES: usize = 48; // six f64: shape, cx, cy, radius, zlo, zhi

// The scene.
let qOrigin: i32 = 0;
let rOrigin: i32 = 0;
let width: i32 = 0;
let height: i32 = 0;
let solidStart: usize = 0;
let solids: usize = 0;
let bodyRadius: f64 = 0.3;
let visibleLength: f64 = 0;
// The figures.
let figureAt: usize = 0;
let base: usize = 0;
let top: usize = 0;
let figureCellStart: usize = 0;
let figureCells: usize = 0;
// The visible pieces of the current column, [lo, hi] pairs, and the spare buffer.
let pieces: usize = 0;
let spare: usize = 0;
let pieceCount: i32 = 0;
// The current ray.
let ex: f64 = 0;
let ey: f64 = 0;
let ez: f64 = 0;
let px: f64 = 0;
let py: f64 = 0;
let rayLength: f64 = 0;
let rayTarget: i32 = -1;
let rayIgnore: i32 = -1;
// Out-parameters of discCut and blockedInterval.
let cutA: f64 = 0;
let cutB: f64 = 0;

/** Names the scene the sight kernels read (see src/hexScene.ts for the layout). */
export function useHexScene(
  q0: i32,
  r0: i32,
  w: i32,
  h: i32,
  start: usize,
  records: usize,
  radius: f64,
  vis: f64,
): void {
  qOrigin = q0;
  rOrigin = r0;
  width = w;
  height = h;
  solidStart = start;
  solids = records;
  bodyRadius = radius;
  visibleLength = vis;
}

/** Names the figures and the scratch for visible pieces (two buffers of f64 pairs). */
export function useHexFigures(
  at: usize,
  bases: usize,
  tops: usize,
  cellStart: usize,
  cells: usize,
  piecesA: usize,
  piecesB: usize,
): void {
  figureAt = at;
  base = bases;
  top = tops;
  figureCellStart = cellStart;
  figureCells = cells;
  pieces = piecesA;
  spare = piecesB;
}

/** The open interval of column heights a solid cut over (sa, sb) blocks, into cutA, cutB. */
// @ts-ignore: decorator
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
    const a = load<f64>(from + (<usize>i << 4));
    const b = load<f64>(from + (<usize>i << 4), 8);
    if (hi <= a || lo >= b) {
      store<f64>(to + (<usize>n << 4), a);
      store<f64>(to + (<usize>n << 4), b, 8);
      n++;
      continue;
    }
    if (lo - a >= vis) {
      store<f64>(to + (<usize>n << 4), a);
      store<f64>(to + (<usize>n << 4), lo, 8);
      n++;
    }
    if (b - hi >= vis) {
      store<f64>(to + (<usize>n << 4), hi);
      store<f64>(to + (<usize>n << 4), b, 8);
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
  return (cutB - cutA) * rayLength > EPS;
}

/** Applies the solids and the body of one cell cut over (ta, tb); false once all is hidden. */
function blockCell(cell: i32, ta: f64, tb: f64): bool {
  const end = i32At(solidStart, cell + 1);
  for (let k = i32At(solidStart, cell); k < end; k++) {
    const at = solids + <usize>k * SOLID_BYTES;
    let sa = ta;
    let sb = tb;
    if (load<f64>(at) != 0) {
      if (!discCut(load<f64>(at, 8), load<f64>(at, 16), load<f64>(at, 24))) continue;
      sa = cutA;
      sb = cutB;
    } else if ((sb - sa) * rayLength <= EPS) {
      continue;
    }
    blockedInterval(sa, sb, load<f64>(at, 32), load<f64>(at, 40));
    subtract(cutA, cutB);
    if (pieceCount == 0) return false;
  }
  const f = i32At(figureAt, cell);
  if (f >= 0 && f != rayTarget && f != rayIgnore) {
    const q = <f64>(cell % width + qOrigin);
    const r = <f64>(cell / width + rOrigin);
    if (discCut(q + r / 2, r * SQRT3_2, bodyRadius)) {
      blockedInterval(cutA, cutB, f64At(base, f), f64At(top, f));
      subtract(cutA, cutB);
      if (pieceCount == 0) return false;
    }
  }
  return true;
}

/** The cell of the hex containing axial point (q, r) by cube rounding, or -1 off the grid. */
function cellAt(q: f64, r: f64): i32 {
  const s = -q - r;
  let rq = Math.floor(q + 0.5);
  let rr = Math.floor(r + 0.5);
  const rs = Math.floor(s + 0.5);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  const col = <i32>rq - qOrigin;
  const row = <i32>rr - rOrigin;
  if (col < 0 || row < 0 || col >= width || row >= height) return -1;
  return row * width + col;
}

function flush(c1: i32, c2: i32, ta: f64, tb: f64): bool {
  if (c1 >= 0 && !blockCell(c1, ta, tb)) return false;
  if (c2 != c1 && c2 >= 0 && !blockCell(c2, ta, tb)) return false;
  return true;
}

/**
 * Walks exactly the hexes the ray's ground projection crosses (the triangular-lattice walk
 * described in src/reference/hexSight.ts) and blocks the column with each one's solids.
 */
function walkRay(eq: f64, er: f64, pq: f64, pr: f64): bool {
  const dq = pq - eq;
  const dr = pr - er;
  const a1 = Math.abs(2 * dq + dr);
  const a2 = Math.abs(dr - dq);
  const a3 = Math.abs(dq + 2 * dr);
  let oq: f64 = 0;
  let or: f64 = 0;
  if (a1 == 0) {
    oq = 2 * EDGE_PROBE;
    or = EDGE_PROBE;
  } else if (a2 == 0) {
    oq = -EDGE_PROBE;
    or = EDGE_PROBE;
  } else if (a3 == 0) {
    oq = EDGE_PROBE;
    or = 2 * EDGE_PROBE;
  }
  const probe = oq != 0 || or != 0;
  // The next crossing of each family, t = j / |Δf|; only the families crossed are recomputed.
  let j1: f64 = 1;
  let j2: f64 = 1;
  let j3: f64 = 1;
  let n1: f64 = a1 > 0 ? 1 / a1 : Infinity;
  let n2: f64 = a2 > 0 ? 1 / a2 : Infinity;
  let n3: f64 = a3 > 0 ? 1 / a3 : Infinity;
  let t: f64 = 0;
  let cur1: i32 = -2;
  let cur2: i32 = -2;
  let curA: f64 = 0;
  let curB: f64 = 0;
  while (true) {
    const next = Math.min(Math.min(n1, n2), Math.min(n3, 1));
    if (next > t) {
      const tm = 0.5 * (t + next);
      const mq = eq + tm * dq;
      const mr = er + tm * dr;
      const c1 = cellAt(mq + oq, mr + or);
      const c2 = probe ? cellAt(mq - oq, mr - or) : c1;
      if (c1 == cur1 && c2 == cur2) {
        curB = next;
      } else {
        if (!flush(cur1, cur2, curA, curB)) return false;
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
  return flush(cur1, cur2, curA, curB);
}

// Axial directions of the six outer sight columns (0°, 60°, …, 300°), centre first.
// @ts-ignore: decorator
@inline
function columnQ(column: i32): f64 {
  return column == 1 || column == 6 ? 1 : column == 3 || column == 4 ? -1 : 0;
}

// @ts-ignore: decorator
@inline
function columnR(column: i32): f64 {
  return column == 2 || column == 3 ? 1 : column == 5 || column == 6 ? -1 : 0;
}

/** Whether a stretch no shorter than VIS of one sight column of the target is seen. */
function columnSeen(
  eyeCell: i32,
  eyeZ: f64,
  ignore: i32,
  target: i32,
  targetCell: i32,
  column: i32,
): bool {
  const z0 = f64At(base, target);
  const z1 = f64At(top, target);
  if (z1 - z0 < visibleLength) return false;
  const eq = <f64>(eyeCell % width + qOrigin);
  const er = <f64>(eyeCell / width + rOrigin);
  const pq = <f64>(targetCell % width + qOrigin) + bodyRadius * columnQ(column);
  const pr = <f64>(targetCell / width + rOrigin) + bodyRadius * columnR(column);
  ex = eq + er / 2;
  ey = er * SQRT3_2;
  ez = eyeZ;
  px = pq + pr / 2;
  py = pr * SQRT3_2;
  rayLength = Math.sqrt((px - ex) * (px - ex) + (py - ey) * (py - ey));
  rayTarget = target;
  rayIgnore = ignore;
  if (rayLength <= EPS) return false;
  store<f64>(pieces, z0);
  store<f64>(pieces, z1, 8);
  pieceCount = 1;
  return walkRay(eq, er, pq, pr) && pieceCount > 0;
}

function figureSeen(
  eyeCells: usize,
  eyeFirst: i32,
  eyeEnd: i32,
  eyeZ: f64,
  ignore: i32,
  target: i32,
): bool {
  if (target == ignore) return false;
  const first = i32At(figureCellStart, target);
  const end = i32At(figureCellStart, target + 1);
  for (let e = eyeFirst; e < eyeEnd; e++) {
    const eyeCell = i32At(eyeCells, e);
    for (let h = first; h < end; h++) {
      const cell = i32At(figureCells, h);
      for (let column: i32 = 0; column < 7; column++) {
        if (columnSeen(eyeCell, eyeZ, ignore, target, cell, column)) return true;
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
