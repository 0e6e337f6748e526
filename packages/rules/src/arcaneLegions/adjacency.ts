// Adjacency and contact between Arcane Legions bases (docs/rules/arcane-legions.md#table-and-bases:
// "Two units are adjacent when the distance between their bases is at most ADJ";
// #geometric-tests: sides touch within ADJ, shared length measured on the attacker's side).
// Plain geometry on four-cornered bases; small enough that it needs no kernel.
import { ADJ, type BasePlacement, type Point, baseCorners, circlesWithin } from "./bases.js";
import type { Side } from "./arcaneLegionsSchema.js";
import { SIDES } from "./notches.js";

/** A side of a base as a segment, from its first corner clockwise to the next. */
export type SideSegment = readonly [Point, Point];

/** Each side of a base as a segment, in the order front, right, back, left. */
export function sideSegments(figure: BasePlacement): Record<Side, SideSegment> {
  const corners = baseCorners(figure);
  return Object.fromEntries(
    SIDES.map((side, s) => [side, [corners[s]!, corners[(s + 1) % 4]!] as const]),
  ) as Record<Side, SideSegment>;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Distance from point `p` to the segment `[a, b]`. */
export function pointSegmentDistance(p: Point, [a, b]: SideSegment): number {
  const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = ex * ex + ey * ey;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * ex), p[1] - (a[1] + t * ey));
}

/** Distance between two segments: 0 when they cross or touch. */
export function segmentDistance(first: SideSegment, second: SideSegment): number {
  const [a, b] = first;
  const [c, d] = second;
  const [d1, d2, d3, d4] = [cross(a, b, c), cross(a, b, d), cross(c, d, a), cross(c, d, b)];
  if (d1 * d2 < 0 && d3 * d4 < 0) return 0;
  return Math.min(
    pointSegmentDistance(a, second),
    pointSegmentDistance(b, second),
    pointSegmentDistance(c, first),
    pointSegmentDistance(d, first),
  );
}

/**
 * The distance between two bases: the least distance between their sides (0 when they touch
 * or, within the ADJ the scenario allows, overlap).
 */
export function baseDistance(a: BasePlacement, b: BasePlacement): number {
  const sidesA = Object.values(sideSegments(a));
  const sidesB = Object.values(sideSegments(b));
  let nearest = Infinity;
  for (const sa of sidesA) {
    for (const sb of sidesB) nearest = Math.min(nearest, segmentDistance(sa, sb));
  }
  return nearest;
}

/**
 * docs/rules/arcane-legions.md#table-and-bases: adjacent when the bases are at most ADJ apart. A
 * base lies in the circle round it, so bases whose circles are more than ADJ apart are too: most
 * pairs on a table are told apart by their centres, without measuring sides.
 */
export function adjacent(a: BasePlacement, b: BasePlacement): boolean {
  return circlesWithin(a, b, ADJ) && baseDistance(a, b) <= ADJ;
}

/**
 * The length of the part of `side` within ADJ of `other`
 * (docs/rules/arcane-legions.md#geometric-tests: "their shared length is the part of the attacker's
 * side within ADJ of the target's side"). The points within ADJ of a segment form a stadium, which
 * is convex, so along `side` they are one interval: the band along `other` and the discs round its
 * ends, merged.
 */
export function sharedLength(side: SideSegment, other: SideSegment): number {
  const [p, q] = side;
  const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (length === 0) return 0;
  const [dx, dy] = [(q[0] - p[0]) / length, (q[1] - p[1]) / length];
  const [a, b] = other;
  const span = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [ux, uy] = span === 0 ? [1, 0] : [(b[0] - a[0]) / span, (b[1] - a[1]) / span];
  const [rx, ry] = [p[0] - a[0], p[1] - a[1]];
  let lo = -Infinity;
  let hi = Infinity;
  // s ↦ c0 + s · c1 stays within [low, high]: along the other side, then across it.
  for (const [c0, c1, low, high] of [
    [rx * ux + ry * uy, dx * ux + dy * uy, 0, span],
    [ry * ux - rx * uy, dy * ux - dx * uy, -ADJ, ADJ],
  ] as const) {
    if (c1 === 0) {
      if (c0 < low || c0 > high) [lo, hi] = [Infinity, -Infinity];
      continue;
    }
    const [s1, s2] = [(low - c0) / c1, (high - c0) / c1];
    lo = Math.max(lo, Math.min(s1, s2));
    hi = Math.min(hi, Math.max(s1, s2));
  }
  for (const [cx, cy] of [a, b]) {
    const along = (cx - p[0]) * dx + (cy - p[1]) * dy;
    const across = (cy - p[1]) * dx - (cx - p[0]) * dy;
    if (Math.abs(across) > ADJ) continue;
    const half = Math.sqrt(ADJ * ADJ - across * across);
    [lo, hi] =
      lo > hi
        ? [along - half, along + half]
        : [Math.min(lo, along - half), Math.max(hi, along + half)];
  }
  return Math.max(0, Math.min(hi, length) - Math.max(lo, 0));
}
