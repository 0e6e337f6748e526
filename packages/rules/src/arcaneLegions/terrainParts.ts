// A terrain piece as convex parts, for the movement's overlap test
// (docs/rules/arcane-legions.md#movement): the overlap depth of bases (bases.ts) is a separating-axis
// test, exact for convex shapes only, and a terrain piece may be any simple polygon. A convex
// piece is its own part; any other is cut into triangles by ear clipping. The parts cover the
// piece exactly and meet only along their cuts, so a shape shares area with the piece exactly when
// it shares area with one of its parts.
import type { Point } from "./bases.js";

/** A convex part of a terrain piece and its box. */
export interface ConvexPart {
  readonly points: readonly Point[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  /** Every side runs along x or y: the part is its box. */
  readonly boxShaped: boolean;
}

function cross(a: Point, b: Point, c: Point): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Whether `p` lies in the closed triangle `abc`, turning the way `turn` (±1) says. */
function inTriangle(p: Point, a: Point, b: Point, c: Point, turn: number): boolean {
  return turn * cross(a, b, p) >= 0 && turn * cross(b, c, p) >= 0 && turn * cross(c, a, p) >= 0;
}

/** Whether `p` lies strictly inside the triangle `abc`. */
function inTriangleInterior(p: Point, a: Point, b: Point, c: Point, turn: number): boolean {
  return turn * cross(a, b, p) > 0 && turn * cross(b, c, p) > 0 && turn * cross(c, a, p) > 0;
}

function partOf(points: readonly Point[]): ConvexPart {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const boxShaped = points.every((p, i) => {
    const q = points[(i + 1) % points.length]!;
    return p[0] === q[0] || p[1] === q[1];
  });
  return { points, minX, minY, maxX, maxY, boxShaped };
}

/**
 * The convex parts of a simple polygon (as the scenario checks accept them: no repeated or
 * folding corners, no crossings): the polygon itself when it is convex, else triangles.
 *
 * @example convexParts([[0, 0], [2, 0], [2, 1], [1, 1], [1, 2], [0, 2]]).length // 4 (an L)
 */
export function convexParts(points: readonly Point[]): ConvexPart[] {
  const n = points.length;
  let twiceArea = 0;
  for (let i = 0; i < n; i++) {
    const [p, q] = [points[i]!, points[(i + 1) % n]!];
    twiceArea += p[0] * q[1] - q[0] * p[1];
  }
  // +1 when the outline turns with increasing angle (clockwise on a y-down table).
  const turn = twiceArea > 0 ? 1 : -1;
  const corner = (i: number) => points[(i + n) % n]!;
  let convex = true;
  for (let i = 0; i < n && convex; i++) {
    convex = turn * cross(corner(i - 1), corner(i), corner(i + 1)) >= 0;
  }
  if (convex) return [partOf(points)];

  // Ear clipping on a ring of corners (next/prev links): an ear is a convex corner whose
  // triangle holds no reflex (or straight) corner. Only those can spoil an ear, so only they are
  // tested, and the search goes on from the last cut: about n · (reflex corners) tests in all.
  const next = points.map((_, i) => (i + 1) % n);
  const prev = points.map((_, i) => (i + n - 1) % n);
  const bend = (i: number) => turn * cross(points[prev[i]!]!, points[i]!, points[next[i]!]!);
  const reflex = new Set(points.flatMap((_, i) => (bend(i) <= 0 ? [i] : [])));
  const isEar = (i: number, closed: boolean): boolean => {
    if (bend(i) <= 0) return false;
    const [a, b, c] = [prev[i]!, i, next[i]!];
    for (const r of reflex) {
      if (r === a || r === c) continue;
      const p = points[r]!;
      const inside = closed
        ? inTriangle(p, points[a]!, points[b]!, points[c]!, turn)
        : inTriangleInterior(p, points[a]!, points[b]!, points[c]!, turn);
      if (inside) return false;
    }
    return true;
  };
  const parts: ConvexPart[] = [];
  let left = n;
  let at = 0;
  // A corner on a cut spoils it too (the cut would run along the outline there); should that
  // leave no ear anywhere, as rounding can on a corner within a hair of every cut, only a corner
  // strictly inside does.
  let closed = true;
  for (let tried = 0; left > 3;) {
    const [a, c] = [prev[at]!, next[at]!];
    const flat = bend(at) === 0;
    if (flat || isEar(at, closed)) {
      // A corner on a straight run adds no area: it goes without a part.
      if (!flat) parts.push(partOf([points[a]!, points[at]!, points[c]!]));
      next[a] = c;
      prev[c] = a;
      reflex.delete(at);
      for (const v of [a, c]) if (bend(v) > 0) reflex.delete(v);
      left--;
      at = a;
      tried = 0;
      closed = true;
      continue;
    }
    at = next[at]!;
    if (++tried <= left) continue;
    // A simple polygon always has an ear: the closed test's rounding hid it, or what is left
    // stays whole rather than loop.
    if (!closed) break;
    closed = false;
    tried = 0;
  }
  const rest: Point[] = [];
  for (let i = 0, v = at; i < left; i++, v = next[v]!) rest.push(points[v]!);
  if (left > 3 || cross(rest[0]!, rest[1]!, rest[2]!) !== 0) parts.push(partOf(rest));
  return parts;
}
