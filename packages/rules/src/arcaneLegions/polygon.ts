// Simple-polygon test for terrain pieces (docs/rules/arcane-legions.md#table-and-bases: "Terrain
// pieces are simple polygons"). The line-of-sight tests assume an inside and an outside, which
// a self-crossing or flat outline does not have, so such a piece is rejected up front.
import { EPS, type Point } from "./bases.js";

/** Why `points` is not a simple polygon with non-zero area, or `undefined` when it is one. */
export function polygonFlaw(points: readonly Point[]): string | undefined {
  const n = points.length;
  const at = (i: number): Point => points[((i % n) + n) % n] ?? [0, 0];
  for (let i = 0; i < n; i++) {
    const [p, q] = [at(i), at(i + 1)];
    if (p[0] === q[0] && p[1] === q[1]) {
      return `point ${(i + 1) % n} repeats point ${i}; list each corner once, without closing the ring`;
    }
  }
  // A flat outline also folds back on itself; saying it is flat is the clearer reason.
  if (points.every((p) => orientation(at(0), at(1), p) === 0)) {
    return "the polygon has no area: its points lie on one line";
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Consecutive edges share a corner by construction: they only go wrong by folding back.
      const meet =
        j === i + 1
          ? foldsBack(at(i), at(j), at(j + 1))
          : i === 0 && j === n - 1
            ? foldsBack(at(j), at(0), at(1))
            : segmentsMeet(at(i), at(i + 1), at(j), at(j + 1));
      if (meet) {
        return `the outline intersects itself: edge ${i} (points ${i}–${(i + 1) % n}) meets edge ${j} (points ${j}–${(j + 1) % n})`;
      }
    }
  }
  let twiceArea = 0;
  for (let i = 0; i < n; i++) {
    const [p, q] = [at(i), at(i + 1)];
    twiceArea += p[0] * q[1] - q[0] * p[1];
  }
  if (Math.abs(twiceArea) / 2 <= EPS) return "the polygon has no area";
  return undefined;
}

function orientation(a: Point, b: Point, c: Point): number {
  const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return Math.abs(cross) <= EPS ? 0 : Math.sign(cross);
}

/** Whether `c`, collinear with segment `ab`, lies on it. */
function onSegment(a: Point, b: Point, c: Point): boolean {
  return (
    Math.min(a[0], b[0]) - EPS <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) + EPS &&
    Math.min(a[1], b[1]) - EPS <= c[1] &&
    c[1] <= Math.max(a[1], b[1]) + EPS
  );
}

/** Whether closed segments `ab` and `cd` share a point (crossing or touching). */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Whether the edge `v → w` runs back along the edge `u → v` before it. */
function foldsBack(u: Point, v: Point, w: Point): boolean {
  if (orientation(u, v, w) !== 0) return false;
  return (v[0] - u[0]) * (w[0] - v[0]) + (v[1] - u[1]) * (w[1] - v[1]) < 0;
}
