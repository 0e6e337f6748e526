// Plain-TypeScript twin of assembly/planeSight.ts, step for step: segments against convex
// quadrilaterals (unit bases) and simple polygons (terrain) under the EPS rules of
// docs/rules/arcane-legions.md#geometric-tests (docs/decisions/004-plane-sight.md). Typed arrays
// stand in for pointers, `PlaneWorld` for the module globals, `segment` and `near` for the
// wasm kernel's globals. Only + − × ÷ and Math.sqrt are used (never Math.hypot), in the same
// order as the wasm kernel, so both give the same bits.

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
} from "./layout.js";

/** Lengths within this of each other are equal; a stretch must exceed it (steps). */
const EPS = 1e-9;

/** Everything the kernel reads: terrain, units with their points, interval scratch. */
export interface PlaneWorld {
  readonly pieceStart: Int32Array;
  readonly vertices: Float64Array;
  readonly pieceKind: Int32Array;
  readonly pieceBox: Float64Array;
  readonly rects: Float64Array;
  readonly pointStart: Int32Array;
  readonly points: Float64Array;
  /** Units `0 .. bodies − 1` are bodies other segments can pass through; the rest stand-ins. */
  readonly bodies: number;
  /** {@link INTERVAL_STRIDE} f64 per vertex of the longest outline: the intervals near its edges. */
  readonly scratch: Float64Array;
}

/**
 * An explained batch's items: what each segment passes through, a unit `u` or a piece `p` as
 * `-1 - p`, as many as fit in `items`; `count` counts them all.
 */
export interface Through {
  readonly items: Int32Array;
  count: number;
}

/** The current segment: start, unit direction, length and box. */
export const segment = { sx: 0, sy: 0, dx: 0, dy: 0, len: 0, minX: 0, minY: 0, maxX: 0, maxY: 0 };

/** Out-parameters of {@link edgeNear}: the stretch `[lo, hi]` of the segment near an edge. */
export const near = { lo: 0, hi: 0 };

/** Makes `(x0, y0) → (x1, y1)` the current segment. */
export function setSegment(x0: number, y0: number, x1: number, y1: number): void {
  const ex = x1 - x0;
  const ey = y1 - y0;
  const len = Math.sqrt(ex * ex + ey * ey);
  segment.sx = x0;
  segment.sy = y0;
  segment.len = len;
  segment.dx = len > 0 ? ex / len : 0;
  segment.dy = len > 0 ? ey / len : 0;
  segment.minX = x0 < x1 ? x0 : x1;
  segment.maxX = x0 < x1 ? x1 : x0;
  segment.minY = y0 < y1 ? y0 : y1;
  segment.maxY = y0 < y1 ? y1 : y0;
}

/** Whether the segment's box misses the open box at `at` (then no interior point is reached). */
export function missesBox(box: Float64Array, at: number): boolean {
  return (
    segment.maxX <= box[at + BOX_MIN_X]! ||
    segment.minX >= box[at + BOX_MAX_X]! ||
    segment.maxY <= box[at + BOX_MIN_Y]! ||
    segment.minY >= box[at + BOX_MAX_Y]!
  );
}

/**
 * Whether the segment passes through the interior of unit `unit`'s base: its part at more than
 * EPS inside all four edges (the base shrunk by EPS, exact for a convex shape) is longer than EPS.
 */
export function throughRect(w: PlaneWorld, unit: number): boolean {
  const len = segment.len;
  if (len <= EPS) return false;
  const at = unit * RECT_STRIDE;
  if (missesBox(w.rects, at + RECT_BOX)) return false;
  let lo = 0;
  let hi = len;
  for (let k = 0; k < 4; k++) {
    const e = at + k * EDGE_STRIDE;
    const nx = w.rects[e + EDGE_NX]!;
    const ny = w.rects[e + EDGE_NY]!;
    const ex = w.rects[e + EDGE_X]!;
    const ey = w.rects[e + EDGE_Y]!;
    // Depth inside this edge at distance s along the segment, less EPS: c0 + s · c1 > 0.
    const c0 = nx * (segment.sx - ex) + ny * (segment.sy - ey) - EPS;
    const c1 = nx * segment.dx + ny * segment.dy;
    if (c1 === 0) {
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

/** Narrows `near` to the s where `low ≤ c0 + s · c1 ≤ high`. */
export function clipBand(c0: number, c1: number, low: number, high: number): void {
  if (c1 === 0) {
    if (c0 < low || c0 > high) {
      near.lo = Infinity;
      near.hi = -Infinity;
    }
    return;
  }
  let s1 = (low - c0) / c1;
  let s2 = (high - c0) / c1;
  if (c1 < 0) {
    const t = s1;
    s1 = s2;
    s2 = t;
  }
  if (s1 > near.lo) near.lo = s1;
  if (s2 < near.hi) near.hi = s2;
}

/** Widens `near` by the stretch within EPS of corner `(cx, cy)`, if the line comes that close. */
export function nearCorner(cx: number, cy: number): void {
  const rx = cx - segment.sx;
  const ry = cy - segment.sy;
  const along = rx * segment.dx + ry * segment.dy;
  const across = ry * segment.dx - rx * segment.dy;
  if (across > EPS || across < -EPS) return;
  const half = Math.sqrt(EPS * EPS - across * across);
  if (near.lo > near.hi) {
    near.lo = along - half;
    near.hi = along + half;
    return;
  }
  if (along - half < near.lo) near.lo = along - half;
  if (along + half > near.hi) near.hi = along + half;
}

/**
 * The stretch `near = [lo, hi]` of the segment within EPS of the edge from vertex `v` to vertex
 * `next` (a stadium: the band along the edge and the discs at its ends, one convex shape, so
 * one interval). Returns false when that stretch is empty or has no length.
 */
export function edgeNear(w: PlaneWorld, v: number, next: number): boolean {
  const at = v * VERTEX_STRIDE;
  const ax = w.vertices[at + VERTEX_X]!;
  const ay = w.vertices[at + VERTEX_Y]!;
  const ux = w.vertices[at + VERTEX_UX]!;
  const uy = w.vertices[at + VERTEX_UY]!;
  const rx = segment.sx - ax;
  const ry = segment.sy - ay;
  near.lo = -Infinity;
  near.hi = Infinity;
  clipBand(
    rx * ux + ry * uy,
    segment.dx * ux + segment.dy * uy,
    0,
    w.vertices[at + VERTEX_LENGTH]!,
  );
  clipBand(ry * ux - rx * uy, segment.dy * ux - segment.dx * uy, -EPS, EPS);
  nearCorner(ax, ay);
  const b = next * VERTEX_STRIDE;
  nearCorner(w.vertices[b + VERTEX_X]!, w.vertices[b + VERTEX_Y]!);
  if (near.lo < 0) near.lo = 0;
  if (near.hi > segment.len) near.hi = segment.len;
  return near.hi > near.lo;
}

/** Whether `(x, y)` is inside the outline `first .. end` (crossing number, half-open edges). */
export function insideAt(w: PlaneWorld, first: number, end: number, x: number, y: number): boolean {
  let inside = false;
  for (let i = first; i < end; i++) {
    const j = i + 1 === end ? first : i + 1;
    const xi = w.vertices[i * VERTEX_STRIDE + VERTEX_X]!;
    const yi = w.vertices[i * VERTEX_STRIDE + VERTEX_Y]!;
    const xj = w.vertices[j * VERTEX_STRIDE + VERTEX_X]!;
    const yj = w.vertices[j * VERTEX_STRIDE + VERTEX_Y]!;
    if (yi > y !== yj > y && x < xi + ((y - yi) * (xj - xi)) / (yj - yi)) inside = !inside;
  }
  return inside;
}

/**
 * Whether the segment passes through the interior of piece `piece`: the stretches within EPS
 * of some edge are cut out; what is left are gaps that cross no edge, each wholly inside or
 * outside (its midpoint says which); the piece is passed through when the inside gaps together
 * are longer than EPS. That is exactly the part of the segment inside the polygon shrunk by EPS.
 */
export function throughPiece(w: PlaneWorld, piece: number): boolean {
  const len = segment.len;
  if (len <= EPS) return false;
  if (missesBox(w.pieceBox, piece * BOX_STRIDE)) return false;
  const first = w.pieceStart[piece]!;
  const end = w.pieceStart[piece + 1]!;
  const scratch = w.scratch;
  // The stretches near edges, sorted by start (insertion sort: outlines are short).
  let count = 0;
  for (let v = first; v < end; v++) {
    if (!edgeNear(w, v, v + 1 === end ? first : v + 1)) continue;
    let k = count;
    while (k > 0 && scratch[INTERVAL_STRIDE * (k - 1)]! > near.lo) {
      scratch[INTERVAL_STRIDE * k] = scratch[INTERVAL_STRIDE * (k - 1)]!;
      scratch[INTERVAL_STRIDE * k + 1] = scratch[INTERVAL_STRIDE * (k - 1) + 1]!;
      k--;
    }
    scratch[INTERVAL_STRIDE * k] = near.lo;
    scratch[INTERVAL_STRIDE * k + 1] = near.hi;
    count++;
  }
  let cursor = 0;
  let inside = 0;
  for (let k = 0; k < count; k++) {
    const lo = scratch[INTERVAL_STRIDE * k]!;
    const hi = scratch[INTERVAL_STRIDE * k + 1]!;
    if (lo > cursor) {
      const m = 0.5 * (cursor + lo);
      if (insideAt(w, first, end, segment.sx + m * segment.dx, segment.sy + m * segment.dy)) {
        inside += lo - cursor;
        if (inside > EPS) return true;
      }
    }
    if (hi > cursor) cursor = hi;
  }
  if (len > cursor) {
    const m = 0.5 * (cursor + len);
    if (insideAt(w, first, end, segment.sx + m * segment.dx, segment.sy + m * segment.dy)) {
      inside += len - cursor;
    }
  }
  return inside > EPS;
}

/**
 * What the current segment from a point of unit `from` to a point of unit `to` meets: -1 when
 * it is blocked (the interior of `from`, of `to` or of a blocking piece), else the number of
 * other bodies (units below `w.bodies`) and hindering pieces whose interior it passes through,
 * each counted once. A stand-in is met only by its own segments.
 */
export function segmentHits(w: PlaneWorld, from: number, to: number): number {
  if (throughRect(w, from) || throughRect(w, to)) return -1;
  const pieces = w.pieceKind.length;
  for (let p = 0; p < pieces; p++) {
    if (w.pieceKind[p] === BLOCKING && throughPiece(w, p)) return -1;
  }
  let hits = 0;
  const bodies = w.bodies;
  for (let u = 0; u < bodies; u++) {
    if (u !== from && u !== to && throughRect(w, u)) hits++;
  }
  for (let p = 0; p < pieces; p++) {
    if (w.pieceKind[p] !== BLOCKING && throughPiece(w, p)) hits++;
  }
  return hits;
}

/** Notes one item the explained segment passes through (a unit, or a piece as `-1 - p`). */
export function note(through: Through, item: number): void {
  if (through.count < through.items.length) through.items[through.count] = item;
  through.count++;
}

/**
 * {@link segmentHits}, explained: the same verdict, noting what the segment passes through —
 * when it is blocked, its blockers (its own units passed through, then the blocking pieces);
 * else its hindrances (the other units, then the hindering pieces).
 */
export function segmentThrough(w: PlaneWorld, through: Through, from: number, to: number): number {
  let blocked = false;
  if (throughRect(w, from)) {
    note(through, from);
    blocked = true;
  }
  if (to !== from && throughRect(w, to)) {
    note(through, to);
    blocked = true;
  }
  const pieces = w.pieceKind.length;
  for (let p = 0; p < pieces; p++) {
    if (w.pieceKind[p] === BLOCKING && throughPiece(w, p)) {
      note(through, -1 - p);
      blocked = true;
    }
  }
  if (blocked) return -1;
  let hits = 0;
  const bodies = w.bodies;
  for (let u = 0; u < bodies; u++) {
    if (u !== from && u !== to && throughRect(w, u)) {
      note(through, u);
      hits++;
    }
  }
  for (let p = 0; p < pieces; p++) {
    if (w.pieceKind[p] !== BLOCKING && throughPiece(w, p)) {
      note(through, -1 - p);
      hits++;
    }
  }
  return hits;
}

/**
 * The batch: for each pair k, every point i of unit `from[k]` to every point j of unit
 * `to[k]`, at `outStart[k] + i · m + j` (m = points of `to[k]`): the segment's length, whether
 * it is blocked, and its hindrances (0 when blocked). Explained (`throughStart` given):
 * segment s's items are `throughStart[s] .. throughStart[s + 1]` of `through.items`, which
 * holds as many as fit; returns how many there are in all (the host asks again with room for
 * them when they did not fit).
 */
export function planeSightBatch(
  w: PlaneWorld,
  from: Int32Array,
  to: Int32Array,
  outStart: Int32Array,
  outLength: Float64Array,
  outBlocked: Uint8Array,
  outHindrances: Int32Array,
  throughStart: Int32Array | null = null,
  through: Through = { items: new Int32Array(0), count: 0 },
): number {
  through.count = 0;
  for (let k = 0; k < from.length; k++) {
    const a = from[k]!;
    const b = to[k]!;
    const aFirst = w.pointStart[a]!;
    const aEnd = w.pointStart[a + 1]!;
    const bFirst = w.pointStart[b]!;
    const bEnd = w.pointStart[b + 1]!;
    let out = outStart[k]!;
    for (let i = aFirst; i < aEnd; i++) {
      for (let j = bFirst; j < bEnd; j++) {
        setSegment(w.points[2 * i]!, w.points[2 * i + 1]!, w.points[2 * j]!, w.points[2 * j + 1]!);
        if (throughStart) throughStart[out] = through.count;
        const hits = throughStart ? segmentThrough(w, through, a, b) : segmentHits(w, a, b);
        outLength[out] = segment.len;
        outBlocked[out] = hits < 0 ? 1 : 0;
        outHindrances[out] = hits < 0 ? 0 : hits;
        out++;
      }
    }
  }
  if (throughStart) throughStart[outStart[from.length]!] = through.count;
  return through.count;
}
