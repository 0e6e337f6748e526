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

/** Units laid out for the kernels. */
export interface PlaneUnits {
  /** `RECT_STRIDE` f64 per unit: four edges (a corner, the inward unit normal), then its box. */
  readonly rects: Float64Array;
  /** Points of unit `u` are `pointStart[u] .. pointStart[u + 1]`. */
  readonly pointStart: Int32Array;
  /** x, y per point. */
  readonly points: Float64Array;
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
  /** Other units and hindering pieces passed through; 0 on a blocked segment (not counted). */
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
  if (!values.every(Number.isFinite)) throw new RangeError(`${what}: coordinates must be finite`);
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
 * the base. Throws a `RangeError` naming a unit whose corners are not finite or do not make a
 * convex quadrilateral with area (its centre must lie strictly inside every edge).
 *
 * @example placePlaneUnits([{ corners: [[0, 0], [1, 0], [1, 1], [0, 1]], points: [[0.5, 0]] }])
 */
export function placePlaneUnits(units: readonly PlaneUnit[]): PlaneUnits {
  const rects = new Float64Array(units.length * RECT_STRIDE);
  const pointStart = new Int32Array(units.length + 1);
  units.forEach((unit, u) => {
    finite([...unit.corners.flat(), ...unit.points.flat()], `unit ${u}`);
    // A convex quadrilateral with area turns the same way, never straight, at every corner.
    const turns = unit.corners.map(([ax, ay], k) => {
      const [bx, by] = unit.corners[(k + 1) % 4]!;
      const [qx, qy] = unit.corners[(k + 2) % 4]!;
      return Math.sign((bx - ax) * (qy - by) - (by - ay) * (qx - bx));
    });
    if (!turns.every((t) => t !== 0 && t === turns[0])) {
      throw new RangeError(`unit ${u}: its corners do not make a convex quadrilateral`);
    }
    const cx = unit.corners.reduce((sum, c) => sum + c[0], 0) / 4;
    const cy = unit.corners.reduce((sum, c) => sum + c[1], 0) / 4;
    unit.corners.forEach(([ax, ay], k) => {
      const [bx, by] = unit.corners[(k + 1) % 4]!;
      const length = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
      const [nx, ny] = [(ay - by) / length, (bx - ax) / length];
      // The normal that points at the centre points into the base.
      const inward = nx * (cx - ax) + ny * (cy - ay) > 0 ? 1 : -1;
      const edge = u * RECT_STRIDE + k * EDGE_STRIDE;
      rects[edge + EDGE_X] = ax;
      rects[edge + EDGE_Y] = ay;
      rects[edge + EDGE_NX] = inward * nx;
      rects[edge + EDGE_NY] = inward * ny;
    });
    boxOf(unit.corners, rects, u * RECT_STRIDE + RECT_BOX);
    pointStart[u + 1] = pointStart[u]! + unit.points.length;
  });
  return {
    rects,
    pointStart,
    points: Float64Array.from(units.flatMap((unit) => unit.points.flat())),
  };
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
