// Helpers for the plane sight tests: ask both engines whether one segment passes through one
// shape, and random scenes full of the degenerate cases the EPS rules exist for
// (docs/rules/arcane-legions.md#geometric-tests).
import fc from "fast-check";
import {
  type GeometryEngine,
  type PlanePiece,
  type PlanePoint,
  type PlaneScene,
  type PlaneUnit,
  type PlaneUnits,
  encodePlaneScene,
  placePlaneUnits,
} from "../src/index.js";

type Corners = PlaneUnit["corners"];

/** A far-away tiny unit carrying one point: it never touches the segments under test. */
function carrier(point: PlanePoint, k: number): PlaneUnit {
  const [x, y] = [1000 + 10 * k, 1000];
  return { corners: box(x, y, x + 1, y + 1), points: [point] };
}

/**
 * Whether segment a → b passes through the interior of `shape`, as a unit's base
 * (`"rectangle"`, the half-plane rule) or as a terrain polygon (`"polygon"`), asked of every
 * engine given; they must agree.
 */
export function passesThrough(
  engines: readonly GeometryEngine[],
  shape: readonly PlanePoint[],
  as: "rectangle" | "polygon",
  a: PlanePoint,
  b: PlanePoint,
): boolean {
  const pieces: PlanePiece[] = as === "polygon" ? [{ kind: "hindering", points: shape }] : [];
  const units = [carrier(a, 0), carrier(b, 1)];
  if (as === "rectangle") units.push({ corners: shape as Corners, points: [] });
  const answers = engines.map((engine) => {
    engine.loadPlaneScene(encodePlaneScene(pieces));
    engine.placePlaneUnits(placePlaneUnits(units));
    return engine.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(1) }).hindrances[0];
  });
  if (new Set(answers).size !== 1) throw new Error(`engines disagree: ${answers.join(", ")}`);
  return answers[0] === 1;
}

/** An axis-aligned rectangle's corners, clockwise on screen (y down). */
export function box(x0: number, y0: number, x1: number, y1: number): Corners {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A unit on a 1 × 1 base at `x` along the x axis, its one point at the base's centre. */
export function unitSquare(x: number): {
  corners: Corners;
  points: readonly (readonly [number, number])[];
} {
  return { corners: box(x, 0, x + 1, 1), points: [[x + 0.5, 0.5]] };
}

/** A random scene: terrain, units with their points, and every ordered pair of units. */
export interface RandomPlaneScene {
  readonly scene: PlaneScene;
  readonly units: PlaneUnits;
  readonly unitCount: number;
  /** Each terrain piece's kind, in layout order. */
  readonly kinds: readonly PlanePiece["kind"][];
}

/** Coordinates on a half-step grid, so edges line up, corners meet and segments run along edges. */
const grid = (max: number) => fc.integer({ min: 0, max: 2 * max }).map((v) => v / 2);

/** A star-shaped outline (angles sorted round a centre): simple, often non-convex. */
function starPolygon(cx: number, cy: number, radii: number[], turn: number): PlanePoint[] {
  return radii.map((r, i) => {
    const angle = turn + (2 * Math.PI * i) / radii.length;
    // Snap to the half grid most of the time: collinear edges and shared corners.
    const snap = (v: number) => (i % 3 === 2 ? v : Math.round(v * 2) / 2);
    return [snap(cx + r * Math.cos(angle)), snap(cy + r * Math.sin(angle))];
  });
}

function simple(points: readonly PlanePoint[]): boolean {
  // The star construction is simple unless snapping folded two vertices together or inverted.
  for (let i = 0; i < points.length; i++) {
    const [a, b] = [points[i]!, points[(i + 1) % points.length]!];
    if (a[0] === b[0] && a[1] === b[1]) return false;
  }
  let twiceArea = 0;
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    twiceArea += x * ny - nx * y;
  });
  return twiceArea > 0.5 && !selfCrossing(points);
}

function selfCrossing(points: readonly PlanePoint[]): boolean {
  const n = points.length;
  const cross = (o: PlanePoint, a: PlanePoint, b: PlanePoint) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const [a, b, c, d] = [points[i]!, points[i + 1]!, points[j]!, points[(j + 1) % n]!];
      const [d1, d2, d3, d4] = [cross(a, b, c), cross(a, b, d), cross(c, d, a), cross(c, d, b)];
      if (d1 * d2 <= 0 && d3 * d4 <= 0) return true;
    }
  }
  return false;
}

/** A unit's corners: axis-aligned most of the time, sometimes turned by any angle. */
function unitCorners(cx: number, cy: number, w: number, d: number, facing: number): Corners {
  const [fx, fy] = [Math.cos((facing * Math.PI) / 180), Math.sin((facing * Math.PI) / 180)];
  const exact = facing % 90 === 0;
  const [ux, uy] = exact ? [Math.round(fx), Math.round(fy)] : [fx, fy];
  const c = (a: number, b: number): PlanePoint => [
    cx + ux * a * (d / 2) - uy * b * (w / 2),
    cy + uy * a * (d / 2) + ux * b * (w / 2),
  ];
  return [c(1, -1), c(1, 1), c(-1, 1), c(-1, -1)];
}

/** Points of a unit: side midpoints and quarter points (notches), corners, and a grid point. */
function unitPoints(corners: Corners, extra: PlanePoint): PlanePoint[] {
  const points: PlanePoint[] = [];
  corners.forEach(([ax, ay], k) => {
    const [bx, by] = corners[(k + 1) % 4]!;
    for (const t of [0.25, 0.5, 0.75]) points.push([ax + (bx - ax) * t, ay + (by - ay) * t]);
    points.push([ax, ay]);
  });
  points.push(extra);
  return points;
}

/**
 * Scenes of up to 7 units (sortie, foot, cavalry bases, touching or apart, on a 12 × 12 table)
 * and up to 5 pieces (grid rectangles and star polygons, blocking or hindering); units also
 * carry points at their corners and on the grid, so many segments run along edges, through
 * corners and along whole sides.
 */
export function arbitraryPlaneScene(): fc.Arbitrary<RandomPlaneScene> {
  const unit = fc.record({
    x: grid(12),
    y: grid(12),
    size: fc.constantFrom([1, 1], [2, 1], [1, 2]),
    facing: fc.oneof(fc.constantFrom(0, 90, 180, 270), fc.integer({ min: 0, max: 359 })),
    extra: fc.tuple(grid(12), grid(12)),
  });
  const piece = fc.record({
    blocking: fc.boolean(),
    rectangle: fc.boolean(),
    at: fc.tuple(grid(12), grid(12)),
    span: fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })),
    radii: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 3, maxLength: 9 }),
    turn: fc.constantFrom(0, Math.PI / 4, 0.3),
  });
  return fc
    .record({
      units: fc.array(unit, { minLength: 2, maxLength: 7 }),
      pieces: fc.array(piece, { maxLength: 5 }),
    })
    .map(({ units, pieces }) => {
      const terrain: PlanePiece[] = [];
      for (const p of pieces) {
        const [x, y] = p.at;
        const points = p.rectangle
          ? box(x, y, x + p.span[0] / 2, y + p.span[1] / 2)
          : starPolygon(
              x,
              y,
              p.radii.map((r) => r / 2),
              p.turn,
            );
        if (!p.rectangle && !simple(points)) continue;
        terrain.push({ kind: p.blocking ? "blocking" : "hindering", points });
      }
      const placed = units.map((u, i) => {
        const corners = unitCorners(u.x, u.y, u.size[0]!, u.size[1]!, u.facing);
        const points = unitPoints(corners, u.extra);
        // A terrain corner too: segments through corners and along terrain edges.
        const outline = terrain[i % Math.max(1, terrain.length)]?.points;
        if (outline) points.push(outline[i % outline.length]!);
        return { corners, points };
      });
      return {
        scene: encodePlaneScene(terrain),
        units: placePlaneUnits(placed),
        unitCount: placed.length,
        kinds: terrain.map((piece) => piece.kind),
      };
    });
}
