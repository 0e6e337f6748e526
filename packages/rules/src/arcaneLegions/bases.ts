// Arcane Legions base rectangles (docs/rules/arcane-legions.md#table-and-bases) and their overlap
// depth (#geometric-tests). Shared by scenario validation and the rules' adjacency code.
import type { ArcaneLegionsFigure, BaseKind } from "./arcaneLegionsSchema.js";

/** A point `[x, y]` on the table, in steps. */
export type Point = readonly [x: number, y: number];

/** How deep one base may press into another and still only touch (steps). */
export const ADJ = 0.001;

/** Lengths and distances within this of each other are equal (docs/rules/arcane-legions.md). */
export const EPS = 1e-9;

/** Each base's `width` along its front and `depth` front to back, in steps. */
export const BASE_SIZES: Readonly<
  Record<BaseKind, { readonly width: number; readonly depth: number }>
> = {
  sortie: { width: 1, depth: 1 },
  foot: { width: 2, depth: 1 },
  cavalry: { width: 1, depth: 2 },
};

/** What places a base on the table. */
export type BasePlacement = Pick<ArcaneLegionsFigure, "base" | "x" | "y" | "facing">;

/** The radius of the circle round a base of each kind, centred on the base's centre. */
const OUTER_RADIUS = Object.fromEntries(
  Object.entries(BASE_SIZES).map(([kind, { width, depth }]) => [
    kind,
    Math.hypot(width, depth) / 2,
  ]),
) as Readonly<Record<BaseKind, number>>;

/**
 * How much farther apart than asked two bases' circles must be to rule them apart unmeasured:
 * far above the rounding of corners and centres on any table (MAX_TABLE_COORDINATE is 1,000).
 */
const CIRCLE_SLACK = 1e-6;

/**
 * Whether the circles round two bases come within `gap` of each other (with a slack over
 * rounding). A base, and every notch on its sides, lies in the circle round it, so false proves
 * every point of one base more than `gap` from every point of the other: adjacency (ADJ) and
 * range (six steps between notches) rule most pairs out by their centres, without measuring.
 */
export function circlesWithin(a: BasePlacement, b: BasePlacement, gap: number): boolean {
  const reach = OUTER_RADIUS[a.base] + OUTER_RADIUS[b.base] + gap + CIRCLE_SLACK;
  const [dx, dy] = [a.x - b.x, a.y - b.y];
  return dx * dx + dy * dy <= reach * reach;
}

/**
 * The unit vector of a direction in degrees clockwise from +x (y down). Quarter turns are
 * exact, so an axis-aligned base has exact corners rather than ones off by 1e-17.
 */
export function direction(degrees: number): Point {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn === 0) return [1, 0];
  if (turn === 90) return [0, 1];
  if (turn === 180) return [-1, 0];
  if (turn === 270) return [0, -1];
  const radians = (turn * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
}

/**
 * The four corners of a unit's base in clockwise order: front-left, front-right, back-right,
 * back-left. So side `front` runs from corner 0 to 1, `right` 1→2, `back` 2→3, `left` 3→0.
 */
export function baseCorners(figure: BasePlacement): [Point, Point, Point, Point] {
  const { width, depth } = BASE_SIZES[figure.base];
  return rectangleCorners(figure.x, figure.y, figure.facing, width, depth);
}

/**
 * The corners of a `width` × `depth` rectangle centred on `(x, y)` whose front looks to
 * `facing`, in {@link baseCorners}' order: a base's, or a base shrunk by a margin.
 */
export function rectangleCorners(
  x: number,
  y: number,
  facing: number,
  width: number,
  depth: number,
): [Point, Point, Point, Point] {
  const [fx, fy] = direction(facing);
  // Right is a quarter turn clockwise from the front: with y down, (fx, fy) → (−fy, fx).
  const [rx, ry] = [-fy, fx];
  const corner = (along: number, across: number): Point => [
    x + fx * along * (depth / 2) + rx * across * (width / 2),
    y + fy * along * (depth / 2) + ry * across * (width / 2),
  ];
  return [corner(1, -1), corner(1, 1), corner(-1, 1), corner(-1, -1)];
}

/**
 * How deep two bases (or any two convex polygons, given by their corners in order) overlap:
 * the least overlap of their projections over the edge normals of both (separating-axis
 * test). 0 when they are apart or only touch; bases overlap when this exceeds {@link ADJ}.
 */
export function penetrationDepth(
  first: BasePlacement | readonly Point[],
  second: BasePlacement | readonly Point[],
): number {
  const a = "base" in first ? baseCorners(first) : first;
  const b = "base" in second ? baseCorners(second) : second;
  // The movement lattice asks this thousands of times a call: plain loops, nothing allocated.
  let depth = Infinity;
  for (let side = 0; side < 2; side++) {
    const polygon = side === 0 ? a : b;
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i];
      const q = polygon[(i + 1) % polygon.length];
      if (!p || !q) continue;
      const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (length === 0) continue;
      const ax = (p[1] - q[1]) / length;
      const ay = (q[0] - p[0]) / length;
      let aMin = Infinity;
      let aMax = -Infinity;
      for (const [x, y] of a) {
        const t = x * ax + y * ay;
        aMin = Math.min(aMin, t);
        aMax = Math.max(aMax, t);
      }
      let bMin = Infinity;
      let bMax = -Infinity;
      for (const [x, y] of b) {
        const t = x * ax + y * ay;
        bMin = Math.min(bMin, t);
        bMax = Math.max(bMax, t);
      }
      depth = Math.min(depth, Math.min(aMax, bMax) - Math.max(aMin, bMin));
      if (depth <= 0) return 0;
    }
  }
  return depth === Infinity ? 0 : depth;
}
