// The plane scene encoder (docs/rules/arcane-legions.md#geometric-tests,
// docs/decisions/004-plane-sight.md): terrain polygons laid out once as flat f64 arrays with
// offsets, units (convex quadrilaterals, with the points segments start and end at) placed
// separately because they move. Both kernels read exactly these arrays, so everything derived
// here (unit directions, inward normals, boxes) is the same number for wasm and its twin.

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
  HINDERING,
  RECT_BOX,
  RECT_STRIDE,
  VERTEX_LENGTH,
  VERTEX_STRIDE,
  VERTEX_UX,
  VERTEX_UY,
  VERTEX_X,
  VERTEX_Y,
} from "./reference/layout.js";

export { BLOCKING, HINDERING } from "./reference/layout.js";

/** A point `[x, y]` on the plane. */
export type PlanePoint = readonly [x: number, y: number];

/** A terrain piece: a simple polygon (not checked here: the rules reject self-crossing ones). */
export interface PlanePiece {
  readonly kind: "blocking" | "hindering";
  readonly points: readonly PlanePoint[];
}

/** Terrain laid out for the plane sight kernels (records: src/reference/layout.ts). */
export interface PlaneScene {
  /** Vertices of piece `p` are `pieceStart[p] .. pieceStart[p + 1]`. */
  readonly pieceStart: Int32Array;
  /** `VERTEX_STRIDE` f64 per vertex: x, y, the unit direction and length of the next edge. */
  readonly vertices: Float64Array;
  /** {@link BLOCKING} or {@link HINDERING} per piece. */
  readonly pieceKind: Int32Array;
  /** `BOX_STRIDE` f64 per piece: min x, min y, max x, max y. */
  readonly pieceBox: Float64Array;
  /** The most vertices of one piece: the kernels' scratch holds that many intervals. */
  readonly longestOutline: number;
}

/** A unit on the plane: its base's four corners in order, and the points it shoots from. */
export interface PlaneUnit {
  readonly corners: readonly [PlanePoint, PlanePoint, PlanePoint, PlanePoint];
  readonly points: readonly PlanePoint[];
}

/**
 * Units laid out for the kernels. Bodies come first: every segment is judged against them. The
 * units from `bodies` on are stand-ins (poses a batch asks about, docs/decisions/004-plane-sight.md
 * "Stand-ins"): their bases block only their own segments and no other segment meets them.
 */
export interface PlaneUnits {
  /** `RECT_STRIDE` f64 per unit: four edges (a corner, the inward unit normal), then its box. */
  readonly rects: Float64Array;
  /** Points of unit `u` are `pointStart[u] .. pointStart[u + 1]`. */
  readonly pointStart: Int32Array;
  /** x, y per point. */
  readonly points: Float64Array;
  /** How many units are bodies (the first ones); every unit when left out. */
  readonly bodies?: number;
}

/** The batch: every point of unit `from[k]` to every point of unit `to[k]`, for each k. */
export interface PlanePairs {
  readonly from: Int32Array;
  readonly to: Int32Array;
}

/**
 * The answer of a batch. Pair k's segments are `offsets[k] .. offsets[k + 1]`, row-major:
 * segment `offsets[k] + i · m + j` joins point i of `from[k]` to point j of `to[k]` (m points).
 */
export interface PlaneSightAnswer {
  readonly offsets: Int32Array;
  /** Each segment's length. */
  readonly length: Float64Array;
  /** 1 when the segment passes through a blocking piece, the `from` unit or the `to` unit. */
  readonly blocked: Uint8Array;
  /** Other bodies and hindering pieces passed through; 0 on a blocked segment (not counted). */
  readonly hindrances: Int32Array;
  /**
   * Asked with `explain`: what each segment passes through, segment s's items at
   * `items[offsets[s] .. offsets[s + 1]]`, each a unit `u` (≥ 0) or a piece `p` as `-1 - p`.
   * A blocked segment lists its blockers (its own units passed through, then the blocking
   * pieces); a clear one its hindrances (the other units, then the hindering pieces).
   */
  readonly through?: { readonly offsets: Int32Array; readonly items: Int32Array };
}

function finite(values: readonly number[], what: string): void {
  for (const v of values) {
    if (!Number.isFinite(v)) throw new RangeError(`${what}: coordinates must be finite`);
  }
}

function boxOf(points: readonly PlanePoint[], out: Float64Array, at: number): void {
  out[at + BOX_MIN_X] = Infinity;
  out[at + BOX_MIN_Y] = Infinity;
  out[at + BOX_MAX_X] = -Infinity;
  out[at + BOX_MAX_Y] = -Infinity;
  for (const [x, y] of points) {
    out[at + BOX_MIN_X] = Math.min(out[at + BOX_MIN_X]!, x);
    out[at + BOX_MIN_Y] = Math.min(out[at + BOX_MIN_Y]!, y);
    out[at + BOX_MAX_X] = Math.max(out[at + BOX_MAX_X]!, x);
    out[at + BOX_MAX_Y] = Math.max(out[at + BOX_MAX_Y]!, y);
  }
}

/**
 * Lays out terrain. Throws a `RangeError` naming a piece with fewer than three points, a
 * coordinate that is not finite, or two equal consecutive points (an edge of length 0).
 *
 * @example encodePlaneScene([{ kind: "blocking", points: [[0, 0], [1, 0], [1, 1]] }])
 */
export function encodePlaneScene(pieces: readonly PlanePiece[]): PlaneScene {
  const pieceStart = new Int32Array(pieces.length + 1);
  pieces.forEach((piece, p) => {
    if (piece.points.length < 3) throw new RangeError(`piece ${p}: needs at least three points`);
    finite(piece.points.flat(), `piece ${p}`);
    pieceStart[p + 1] = pieceStart[p]! + piece.points.length;
  });
  const vertices = new Float64Array(pieceStart[pieces.length]! * VERTEX_STRIDE);
  const pieceBox = new Float64Array(pieces.length * BOX_STRIDE);
  pieces.forEach((piece, p) => {
    const n = piece.points.length;
    piece.points.forEach(([x, y], i) => {
      const [nx, ny] = piece.points[(i + 1) % n]!;
      const length = Math.sqrt((nx - x) * (nx - x) + (ny - y) * (ny - y));
      if (length === 0) throw new RangeError(`piece ${p}: point ${(i + 1) % n} repeats point ${i}`);
      const at = (pieceStart[p]! + i) * VERTEX_STRIDE;
      vertices[at + VERTEX_X] = x;
      vertices[at + VERTEX_Y] = y;
      vertices[at + VERTEX_UX] = (nx - x) / length;
      vertices[at + VERTEX_UY] = (ny - y) / length;
      vertices[at + VERTEX_LENGTH] = length;
    });
    boxOf(piece.points, pieceBox, p * BOX_STRIDE);
  });
  return {
    pieceStart,
    vertices,
    pieceKind: Int32Array.from(pieces, (piece) =>
      piece.kind === "blocking" ? BLOCKING : HINDERING,
    ),
    pieceBox,
    longestOutline: pieces.reduce((most, piece) => Math.max(most, piece.points.length), 0),
  };
}

/**
 * Lays out units: for each edge of a base, its first corner and the unit normal pointing into
 * the base; `standIns` after `bodies` (see {@link PlaneUnits}). Throws a `RangeError` naming a
 * unit whose corners are not finite or do not make a convex quadrilateral with area (its centre
 * must lie strictly inside every edge).
 *
 * @example placePlaneUnits([{ corners: [[0, 0], [1, 0], [1, 1], [0, 1]], points: [[0.5, 0]] }])
 */
export function placePlaneUnits(
  bodies: readonly PlaneUnit[],
  standIns: readonly PlaneUnit[] = [],
): PlaneUnits {
  const units = standIns.length === 0 ? bodies : [...bodies, ...standIns];
  const pointStart = new Int32Array(units.length + 1);
  units.forEach((unit, u) => {
    pointStart[u + 1] = pointStart[u]! + unit.points.length;
  });
  const layout: PlaneUnits = {
    rects: new Float64Array(units.length * RECT_STRIDE),
    pointStart,
    points: new Float64Array(2 * pointStart[units.length]!),
    ...(standIns.length === 0 ? {} : { bodies: bodies.length }),
  };
  units.forEach((unit, u) => layPlaneUnit(layout, u, unit));
  return layout;
}

/**
 * Lays unit `u` of `units` out again in place as `unit` (a unit that moved): its base and its
 * points, which must be as many as it had. Only this unit's numbers change, so an engine told
 * `placePlaneUnits(units, [u])` copies only them. Throws a `RangeError` naming the unit as
 * {@link placePlaneUnits} does, or when it has another number of points; then `units` is unchanged.
 *
 * @example layPlaneUnit(units, 3, { corners: movedCorners, points: movedNotches })
 */
export function layPlaneUnit(units: PlaneUnits, u: number, unit: PlaneUnit): void {
  const { corners, points } = unit;
  const count = units.pointStart.length - 1;
  if (!(Number.isInteger(u) && u >= 0 && u < count)) {
    throw new RangeError(`unit ${u}: the layout has units 0 to ${count - 1}`);
  }
  const first = units.pointStart[u]!;
  const room = units.pointStart[u + 1]! - first;
  if (points.length !== room) {
    throw new RangeError(`unit ${u}: ${points.length} points where the layout holds ${room}`);
  }
  for (let k = 0; k < 4; k++) finite(corners[k]!, `unit ${u}`);
  for (const point of points) finite(point, `unit ${u}`);
  // A convex quadrilateral with area turns the same way, never straight, at every corner.
  let turn = 0;
  for (let k = 0; k < 4; k++) {
    const [ax, ay] = corners[k]!;
    const [bx, by] = corners[(k + 1) % 4]!;
    const [qx, qy] = corners[(k + 2) % 4]!;
    const t = Math.sign((bx - ax) * (qy - by) - (by - ay) * (qx - bx));
    if (t === 0 || (k > 0 && t !== turn)) {
      throw new RangeError(`unit ${u}: its corners do not make a convex quadrilateral`);
    }
    turn = t;
  }
  const cx = (0 + corners[0][0] + corners[1][0] + corners[2][0] + corners[3][0]) / 4;
  const cy = (0 + corners[0][1] + corners[1][1] + corners[2][1] + corners[3][1]) / 4;
  const rects = units.rects;
  for (let k = 0; k < 4; k++) {
    const [ax, ay] = corners[k]!;
    const [bx, by] = corners[(k + 1) % 4]!;
    const length = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
    const nx = (ay - by) / length;
    const ny = (bx - ax) / length;
    // The normal that points at the centre points into the base.
    const inward = nx * (cx - ax) + ny * (cy - ay) > 0 ? 1 : -1;
    const edge = u * RECT_STRIDE + k * EDGE_STRIDE;
    rects[edge + EDGE_X] = ax;
    rects[edge + EDGE_Y] = ay;
    rects[edge + EDGE_NX] = inward * nx;
    rects[edge + EDGE_NY] = inward * ny;
  }
  boxOf(corners, rects, u * RECT_STRIDE + RECT_BOX);
  for (let i = 0; i < room; i++) {
    units.points[2 * (first + i)] = points[i]![0];
    units.points[2 * (first + i) + 1] = points[i]![1];
  }
}

/**
 * Takes unit `u` of `units` off in place (a unit removed, or one a batch stands in for elsewhere):
 * it keeps its number and its points, but its box is empty, so no segment passes through its base.
 * A batch pair naming it still runs, as if it stood nowhere.
 *
 * @example takeOffPlaneUnit(units, 3); engine.placePlaneUnits(units, [3]);
 */
export function takeOffPlaneUnit(units: PlaneUnits, u: number): void {
  const count = units.pointStart.length - 1;
  if (!(Number.isInteger(u) && u >= 0 && u < count)) {
    throw new RangeError(`unit ${u}: the layout has units 0 to ${count - 1}`);
  }
  const at = u * RECT_STRIDE;
  units.rects.fill(0, at, at + RECT_BOX);
  units.rects[at + RECT_BOX + BOX_MIN_X] = Infinity;
  units.rects[at + RECT_BOX + BOX_MIN_Y] = Infinity;
  units.rects[at + RECT_BOX + BOX_MAX_X] = -Infinity;
  units.rects[at + RECT_BOX + BOX_MAX_Y] = -Infinity;
}

/**
 * A new layout: the units of `units` as they are (bodies, numbered as there) and `standIns` laid
 * out after them as stand-ins — one batch asks about many poses of a unit without their bases
 * meeting each other's segments. `units` must have no stand-ins of its own.
 *
 * @example const asked = withPlaneStandIns(table, poses); engine.placePlaneUnits(asked);
 */
export function withPlaneStandIns(units: PlaneUnits, standIns: readonly PlaneUnit[]): PlaneUnits {
  const count = units.pointStart.length - 1;
  if (units.bodies !== undefined && units.bodies !== count) {
    throw new RangeError(`units: has stand-ins already (${count - units.bodies} of ${count})`);
  }
  const tail = placePlaneUnits(standIns);
  const total = count + standIns.length;
  const rects = new Float64Array(total * RECT_STRIDE);
  rects.set(units.rects);
  rects.set(tail.rects, units.rects.length);
  const pointStart = new Int32Array(total + 1);
  pointStart.set(units.pointStart);
  const base = units.pointStart[count]!;
  for (let s = 1; s <= standIns.length; s++) pointStart[count + s] = base + tail.pointStart[s]!;
  const points = new Float64Array(units.points.length + tail.points.length);
  points.set(units.points);
  points.set(tail.points, units.points.length);
  return { rects, pointStart, points, bodies: count };
}

/** Where each pair's segments start in the answer arrays (and, last, their total). */
export function planeAnswerOffsets(units: PlaneUnits, pairs: PlanePairs): Int32Array {
  const offsets = new Int32Array(pairs.from.length + 1);
  const count = (u: number) => units.pointStart[u + 1]! - units.pointStart[u]!;
  pairs.from.forEach((a, k) => {
    offsets[k + 1] = offsets[k]! + count(a) * count(pairs.to[k]!);
  });
  return offsets;
}

/** Throws a `RangeError` naming the first pair of a batch that names a unit not placed. */
export function assertPlanePairs(units: PlaneUnits, pairs: PlanePairs): void {
  const unitCount = units.pointStart.length - 1;
  if (pairs.from.length !== pairs.to.length) {
    throw new RangeError(`${pairs.from.length} "from" units but ${pairs.to.length} "to" units`);
  }
  for (let k = 0; k < pairs.from.length; k++) {
    for (const u of [pairs.from[k]!, pairs.to[k]!]) {
      if (u < 0 || u >= unitCount) throw new RangeError(`pair ${k}: there is no unit ${u}`);
    }
  }
}
