// Segments against convex quadrilaterals (unit bases) and simple polygons (terrain) under the
// EPS rules of docs/rules/arcane-legions.md#geometric-tests (docs/decisions/004-plane-sight.md).
// Twin of src/reference/planeSight.ts, step for step and operation for operation (only
// + - * / and sqrt, in the same order), so both give the same bits. The host lays the scene
// and the units out (src/planeScene.ts) and names them once (usePlaneScene, usePlaneUnits);
// the batch then passes only its pairs. Nothing allocates: the intervals near a polygon's
// edges live in a scratch region the host reserves for the longest outline.

import {
  BLOCKING,
  BOX_MAX_X,
  BOX_MAX_Y,
  BOX_MIN_X,
  BOX_MIN_Y,
  BOX_STRIDE,
  EDGE_NX,
  EDGE_NY,
  EDGE_STRIDE,
  EDGE_X,
  EDGE_Y,
  INTERVAL_STRIDE,
  RECT_BOX,
  RECT_STRIDE,
  VERTEX_LENGTH,
  VERTEX_STRIDE,
  VERTEX_UX,
  VERTEX_UY,
  VERTEX_X,
  VERTEX_Y,
} from "./layout";
import { f64At, i32At } from "./memory";

/** Lengths within this of each other are equal; a stretch must exceed it (steps). */
const EPS: f64 = 1e-9;
// Byte strides and offsets of the layout's records (assembly/layout.ts).
const VERTEX_BYTES: usize = (<usize>VERTEX_STRIDE) << 3;
const RECT_BYTES: usize = (<usize>RECT_STRIDE) << 3;
const EDGE_BYTES: usize = (<usize>EDGE_STRIDE) << 3;
const BOX_BYTES: usize = (<usize>BOX_STRIDE) << 3;
const INTERVAL_BYTES: usize = (<usize>INTERVAL_STRIDE) << 3;

// The scene.
let pieceCount: i32 = 0;
let pieceStart: usize = 0;
let vertices: usize = 0;
let pieceKind: usize = 0;
let pieceBox: usize = 0;
let scratch: usize = 0;
// The units: the first bodyCount are bodies, any after them stand-ins (met only by their own
// segments, so the kernel needs no count of them).
let bodyCount: i32 = 0;
let rects: usize = 0;
let pointStart: usize = 0;
let points: usize = 0;
// The current segment.
let sx: f64 = 0;
let sy: f64 = 0;
let dx: f64 = 0;
let dy: f64 = 0;
let len: f64 = 0;
let minX: f64 = 0;
let minY: f64 = 0;
let maxX: f64 = 0;
let maxY: f64 = 0;
// Out-parameters of edgeNear: the stretch of the segment near an edge.
let nearLo: f64 = 0;
let nearHi: f64 = 0;
// An explained batch: what each segment passes through, as items (a unit u, a piece p as
// -1 - p), at most throughCapacity of them at `through`; throughCount counts them all.
let through: usize = 0;
let throughCount: i32 = 0;
let throughCapacity: i32 = 0;

/** Names the terrain the kernels read (see src/planeScene.ts for the layout). */
export function usePlaneScene(
  count: i32,
  start: usize,
  verts: usize,
  kinds: usize,
  boxes: usize,
  intervals: usize,
): void {
  pieceCount = count;
  pieceStart = start;
  vertices = verts;
  pieceKind = kinds;
  pieceBox = boxes;
  scratch = intervals;
}

/** Names the units and their points; the first `bodies` of them are bodies. */
export function usePlaneUnits(bodies: i32, rectData: usize, pStart: usize, pts: usize): void {
  bodyCount = bodies;
  rects = rectData;
  pointStart = pStart;
  points = pts;
}

function setSegment(x0: f64, y0: f64, x1: f64, y1: f64): void {
  const ex = x1 - x0;
  const ey = y1 - y0;
  const l = Math.sqrt(ex * ex + ey * ey);
  sx = x0;
  sy = y0;
  len = l;
  dx = l > 0 ? ex / l : 0;
  dy = l > 0 ? ey / l : 0;
  minX = x0 < x1 ? x0 : x1;
  maxX = x0 < x1 ? x1 : x0;
  minY = y0 < y1 ? y0 : y1;
  maxY = y0 < y1 ? y1 : y0;
}

// @ts-expect-error: decorator
@inline
function missesBox(box: usize): bool {
  return (
    maxX <= load<f64>(box, (<usize>BOX_MIN_X) << 3) ||
    minX >= load<f64>(box, (<usize>BOX_MAX_X) << 3) ||
    maxY <= load<f64>(box, (<usize>BOX_MIN_Y) << 3) ||
    minY >= load<f64>(box, (<usize>BOX_MAX_Y) << 3)
  );
}

/** Whether the segment passes through the interior of a unit's base (shrunk by EPS). */
function throughRect(unit: i32): bool {
  if (len <= EPS) return false;
  const at = rects + <usize>unit * RECT_BYTES;
  if (missesBox(at + ((<usize>RECT_BOX) << 3))) return false;
  let lo: f64 = 0;
  let hi: f64 = len;
  for (let k = 0; k < 4; k++) {
    const e = at + <usize>k * EDGE_BYTES;
    const nx = load<f64>(e, (<usize>EDGE_NX) << 3);
    const ny = load<f64>(e, (<usize>EDGE_NY) << 3);
    const ex = load<f64>(e, (<usize>EDGE_X) << 3);
    const ey = load<f64>(e, (<usize>EDGE_Y) << 3);
    const c0 = nx * (sx - ex) + ny * (sy - ey) - EPS;
    const c1 = nx * dx + ny * dy;
    if (c1 == 0) {
      if (c0 <= 0) return false;
    } else {
      const cut = -c0 / c1;
      if (c1 > 0) {
        if (cut > lo) lo = cut;
      } else if (cut < hi) {
        hi = cut;
      }
    }
    if (hi - lo <= EPS) return false;
  }
  return hi - lo > EPS;
}

/** Narrows [nearLo, nearHi] to the s where low <= c0 + s * c1 <= high. */
// @ts-expect-error: decorator
@inline
function clipBand(c0: f64, c1: f64, low: f64, high: f64): void {
  if (c1 == 0) {
    if (c0 < low || c0 > high) {
      nearLo = Infinity;
      nearHi = -Infinity;
    }
  } else {
    let s1 = (low - c0) / c1;
    let s2 = (high - c0) / c1;
    if (c1 < 0) {
      const t = s1;
      s1 = s2;
      s2 = t;
    }
    if (s1 > nearLo) nearLo = s1;
    if (s2 < nearHi) nearHi = s2;
  }
}

/** Widens [nearLo, nearHi] by the stretch within EPS of a corner. */
// @ts-expect-error: decorator
@inline
function nearCorner(cx: f64, cy: f64): void {
  const rx = cx - sx;
  const ry = cy - sy;
  const along = rx * dx + ry * dy;
  const across = ry * dx - rx * dy;
  if (!(across > EPS || across < -EPS)) {
    const half = Math.sqrt(EPS * EPS - across * across);
    if (nearLo > nearHi) {
      nearLo = along - half;
      nearHi = along + half;
    } else {
      if (along - half < nearLo) nearLo = along - half;
      if (along + half > nearHi) nearHi = along + half;
    }
  }
}

/** The stretch of the segment within EPS of the edge from vertex v to vertex next. */
function edgeNear(v: i32, next: i32): bool {
  const at = vertices + <usize>v * VERTEX_BYTES;
  const ax = load<f64>(at, (<usize>VERTEX_X) << 3);
  const ay = load<f64>(at, (<usize>VERTEX_Y) << 3);
  const ux = load<f64>(at, (<usize>VERTEX_UX) << 3);
  const uy = load<f64>(at, (<usize>VERTEX_UY) << 3);
  const rx = sx - ax;
  const ry = sy - ay;
  nearLo = -Infinity;
  nearHi = Infinity;
  clipBand(rx * ux + ry * uy, dx * ux + dy * uy, 0, load<f64>(at, (<usize>VERTEX_LENGTH) << 3));
  clipBand(ry * ux - rx * uy, dy * ux - dx * uy, -EPS, EPS);
  nearCorner(ax, ay);
  const b = vertices + <usize>next * VERTEX_BYTES;
  nearCorner(load<f64>(b, (<usize>VERTEX_X) << 3), load<f64>(b, (<usize>VERTEX_Y) << 3));
  if (nearLo < 0) nearLo = 0;
  if (nearHi > len) nearHi = len;
  return nearHi > nearLo;
}

/** Whether (x, y) is inside the outline first .. end (crossing number, half-open edges). */
function insideAt(first: i32, end: i32, x: f64, y: f64): bool {
  let inside = false;
  for (let i = first; i < end; i++) {
    const j = i + 1 == end ? first : i + 1;
    const vi = vertices + <usize>i * VERTEX_BYTES;
    const vj = vertices + <usize>j * VERTEX_BYTES;
    const xi = load<f64>(vi, (<usize>VERTEX_X) << 3);
    const yi = load<f64>(vi, (<usize>VERTEX_Y) << 3);
    const xj = load<f64>(vj, (<usize>VERTEX_X) << 3);
    const yj = load<f64>(vj, (<usize>VERTEX_Y) << 3);
    if (yi > y != yj > y && x < xi + ((y - yi) * (xj - xi)) / (yj - yi)) inside = !inside;
  }
  return inside;
}

/** Whether the segment passes through the interior of a piece (shrunk by EPS). */
function throughPiece(piece: i32): bool {
  if (len <= EPS) return false;
  if (missesBox(pieceBox + <usize>piece * BOX_BYTES)) return false;
  const first = i32At(pieceStart, piece);
  const end = i32At(pieceStart, piece + 1);
  let count: i32 = 0;
  for (let v = first; v < end; v++) {
    if (!edgeNear(v, v + 1 == end ? first : v + 1)) continue;
    let k = count;
    while (k > 0 && load<f64>(scratch + <usize>(k - 1) * INTERVAL_BYTES) > nearLo) {
      const from = scratch + <usize>(k - 1) * INTERVAL_BYTES;
      store<f64>(from + INTERVAL_BYTES, load<f64>(from));
      store<f64>(from + INTERVAL_BYTES, load<f64>(from, 8), 8);
      k--;
    }
    store<f64>(scratch + <usize>k * INTERVAL_BYTES, nearLo);
    store<f64>(scratch + <usize>k * INTERVAL_BYTES, nearHi, 8);
    count++;
  }
  let cursor: f64 = 0;
  let inside: f64 = 0;
  for (let k = 0; k < count; k++) {
    const lo = load<f64>(scratch + <usize>k * INTERVAL_BYTES);
    const hi = load<f64>(scratch + <usize>k * INTERVAL_BYTES, 8);
    if (lo > cursor) {
      const m = 0.5 * (cursor + lo);
      if (insideAt(first, end, sx + m * dx, sy + m * dy)) {
        inside += lo - cursor;
        if (inside > EPS) return true;
      }
    }
    if (hi > cursor) cursor = hi;
  }
  if (len > cursor) {
    const m = 0.5 * (cursor + len);
    if (insideAt(first, end, sx + m * dx, sy + m * dy)) inside += len - cursor;
  }
  return inside > EPS;
}

/** -1 when the segment is blocked, else the number of other bodies and hindering pieces hit. */
function segmentHits(from: i32, to: i32): i32 {
  if (throughRect(from) || throughRect(to)) return -1;
  for (let p = 0; p < pieceCount; p++) {
    if (i32At(pieceKind, p) == BLOCKING && throughPiece(p)) return -1;
  }
  let hits: i32 = 0;
  for (let u = 0; u < bodyCount; u++) {
    if (u != from && u != to && throughRect(u)) hits++;
  }
  for (let p = 0; p < pieceCount; p++) {
    if (i32At(pieceKind, p) != BLOCKING && throughPiece(p)) hits++;
  }
  return hits;
}

/** Notes one item the explained segment passes through (a unit, or a piece as -1 - p). */
function note(item: i32): void {
  if (throughCount < throughCapacity) store<i32>(through + ((<usize>throughCount) << 2), item);
  throughCount++;
}

/**
 * segmentHits, explained: the same verdict, noting what the segment passes through — when it
 * is blocked, its blockers (its own units passed through, then the blocking pieces); else its
 * hindrances (the other units, then the hindering pieces).
 */
function segmentThrough(from: i32, to: i32): i32 {
  let blocked = false;
  if (throughRect(from)) {
    note(from);
    blocked = true;
  }
  if (to != from && throughRect(to)) {
    note(to);
    blocked = true;
  }
  for (let p = 0; p < pieceCount; p++) {
    if (i32At(pieceKind, p) == BLOCKING && throughPiece(p)) {
      note(-1 - p);
      blocked = true;
    }
  }
  if (blocked) return -1;
  let hits: i32 = 0;
  for (let u = 0; u < bodyCount; u++) {
    if (u != from && u != to && throughRect(u)) {
      note(u);
      hits++;
    }
  }
  for (let p = 0; p < pieceCount; p++) {
    if (i32At(pieceKind, p) != BLOCKING && throughPiece(p)) {
      note(-1 - p);
      hits++;
    }
  }
  return hits;
}

/**
 * The batch: for each pair k, every point i of unit from[k] to every point j of unit to[k],
 * at outStart[k] + i * m + j (m = points of to[k]): length (f64), blocked (u8) and hindrances
 * (i32, 0 when blocked). Explained (`throughStart` not 0): segment s's items are
 * `throughStart[s] .. throughStart[s + 1]` of `throughItems`, which holds the first
 * `throughCapacity`; returns how many there are in all (the host asks again with room for
 * them when they did not fit).
 */
export function planeSightBatch(
  from: usize,
  to: usize,
  pairCount: i32,
  outStart: usize,
  outLength: usize,
  outBlocked: usize,
  outHindrances: usize,
  throughStart: usize,
  throughItems: usize,
  capacity: i32,
): i32 {
  const explain = throughStart != 0;
  through = throughItems;
  throughCount = 0;
  throughCapacity = capacity;
  for (let k: i32 = 0; k < pairCount; k++) {
    const a = i32At(from, k);
    const b = i32At(to, k);
    const aFirst = i32At(pointStart, a);
    const aEnd = i32At(pointStart, a + 1);
    const bFirst = i32At(pointStart, b);
    const bEnd = i32At(pointStart, b + 1);
    let out = i32At(outStart, k);
    for (let i = aFirst; i < aEnd; i++) {
      for (let j = bFirst; j < bEnd; j++) {
        setSegment(
          f64At(points, 2 * i),
          f64At(points, 2 * i + 1),
          f64At(points, 2 * j),
          f64At(points, 2 * j + 1),
        );
        if (explain) store<i32>(throughStart + ((<usize>out) << 2), throughCount);
        const hits = explain ? segmentThrough(a, b) : segmentHits(a, b);
        store<f64>(outLength + ((<usize>out) << 3), len);
        store<u8>(outBlocked + <usize>out, hits < 0 ? 1 : 0);
        store<i32>(outHindrances + ((<usize>out) << 2), hits < 0 ? 0 : hits);
        out++;
      }
    }
  }
  if (explain) store<i32>(throughStart + ((<usize>i32At(outStart, pairCount)) << 2), throughCount);
  return throughCount;
}
