// Terrain pieces cut into convex parts for the movement's overlap test
// (docs/rules/arcane-legions.md#movement): the parts are convex, lie inside the piece and cover it
// exactly, whatever way round the outline runs and with corners on straight runs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Point } from "../../src/arcaneLegions/bases.js";
import { polygonFlaw } from "../../src/arcaneLegions/polygon.js";
import { convexParts } from "../../src/arcaneLegions/terrainParts.js";

function area(ring: readonly Point[]): number {
  let sum = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return sum / 2;
}

const turns = (ring: readonly Point[]) =>
  ring.map((a, i) => {
    const b = ring[(i + 1) % ring.length]!;
    const c = ring[(i + 2) % ring.length]!;
    return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
  });

/** Whether `p` is inside `ring` (crossing number). */
function inside(p: Point, ring: readonly Point[]): boolean {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i]!, ring[j]!];
    if (
      a[1] > p[1] !== b[1] > p[1] &&
      p[0] < a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])
    ) {
      odd = !odd;
    }
  }
  return odd;
}

function expectExactCover(piece: readonly Point[]): void {
  const parts = convexParts(piece);
  let total = 0;
  for (const part of parts) {
    const bends = turns(part.points);
    // Convex: every corner turns the same way (or runs straight on).
    expect(bends.every((t) => t >= -1e-12) || bends.every((t) => t <= 1e-12)).toBe(true);
    total += Math.abs(area(part.points));
    // Inside the piece: a point just inside the part, towards its centroid, is in the piece.
    const n = part.points.length;
    const cx = part.points.reduce((s, p) => s + p[0], 0) / n;
    const cy = part.points.reduce((s, p) => s + p[1], 0) / n;
    expect(inside([cx, cy], piece)).toBe(true);
    expect(part.minX).toBe(part.points.reduce((m, p) => Math.min(m, p[0]), Infinity));
    expect(part.maxY).toBe(part.points.reduce((m, p) => Math.max(m, p[1]), -Infinity));
  }
  expect(total).toBeCloseTo(Math.abs(area(piece)), 9);
}

describe("convexParts", () => {
  it("keeps a convex piece whole, corners on a straight run included", () => {
    const square: Point[] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ];
    expect(convexParts(square).map((p) => p.points)).toEqual([square]);
  });

  it("cuts an L into triangles covering it, either way round", () => {
    const ell: Point[] = [
      [0, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 4],
      [0, 4],
    ];
    expect(convexParts(ell)).toHaveLength(4);
    expectExactCover(ell);
    expectExactCover([...ell].reverse());
  });

  it("covers a comb whose corners line up on the cuts", () => {
    // Teeth on a common baseline: the cuts between them run along it.
    const comb: Point[] = [
      [0, 0],
      [1, 0],
      [1, 2],
      [2, 2],
      [2, 0],
      [3, 0],
      [3, 2],
      [4, 2],
      [4, 0],
      [5, 0],
      [5, 3],
      [0, 3],
    ];
    expectExactCover(comb);
    expectExactCover([...comb].reverse());
  });

  it("covers random star-shaped outlines exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 3, noNaN: true }), { minLength: 3, maxLength: 24 }),
        fc.boolean(),
        (radii, backwards) => {
          const star: Point[] = radii.map((r, i) => {
            const a = (2 * Math.PI * i) / radii.length;
            return [5 + r * Math.cos(a), 5 + r * Math.sin(a)];
          });
          fc.pre(polygonFlaw(star) === undefined);
          expectExactCover(backwards ? star.reverse() : star);
        },
      ),
      { numRuns: 300, seed: 21 },
    );
  });
});
