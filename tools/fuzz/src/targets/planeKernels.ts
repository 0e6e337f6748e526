// Arcane Legions' kernel, wasm against twin (docs/rules/arcane-legions.md#geometric-tests):
// random tables of bases (turned by any angle or square to the table) and terrain (rectangles,
// star polygons, now and then a self-crossing one), at several scales and far from the origin,
// with points on the half-step grid so that segments run along edges and through corners. Every
// segment between every ordered pair of units is asked of both engines, plain and explained.
import fc from "fast-check";
import {
  type PlanePiece,
  type PlanePoint,
  type PlaneUnit,
  encodePlaneScene,
  placePlaneUnits,
} from "@sightline/geometry";
import type { FuzzTarget } from "../target.js";
import { differential } from "./kernelDifferential.js";
import { Rolls } from "./rolls.js";

/** An Arcane Legions table as plain values. */
export interface PlaneInput {
  readonly pieces: readonly PlanePiece[];
  readonly units: readonly PlaneUnit[];
  /** `[from, to]` unit indexes: every segment between their points. */
  readonly pairs: readonly (readonly [number, number])[];
}

function knobs() {
  return fc.record({
    seed: fc.integer(),
    units: fc.integer({ min: 1, max: 10 }),
    pieces: fc.integer({ min: 0, max: 6 }),
    turned: fc.constantFrom(0, 0.2, 0.7),
    scale: fc.constantFrom(1, 1, 1, 0.5, 1e-3, 1e3, 1e6),
    offset: fc.constantFrom(0, 0, 0, 12.25, -1e3, 1e6, 1e9),
    crossing: fc.constantFrom(0, 0, 0.2),
  });
}

type Knobs = ReturnType<typeof knobs> extends fc.Arbitrary<infer K> ? K : never;

function build(k: Knobs): PlaneInput {
  const roll = new Rolls(k.seed);
  const at = (v: number) => k.offset + k.scale * v;
  const half = (max: number) => roll.int(0, 2 * max) / 2;
  const pieces: PlanePiece[] = [];
  for (let p = 0; p < k.pieces; p++) {
    const [x, y] = [half(12), half(12)];
    const kind = roll.pick(["blocking", "hindering"] as const);
    if (roll.chance(0.4)) {
      const [w, h] = [roll.int(1, 8) / 2, roll.int(1, 8) / 2];
      pieces.push({ kind, points: box(x, y, x + w, y + h).map(([px, py]) => [at(px), at(py)]) });
      continue;
    }
    const n = roll.int(3, 9);
    const turn = roll.pick([0, Math.PI / 4, 0.3]);
    const points: PlanePoint[] = [];
    for (let i = 0; i < n; i++) {
      const radius = roll.int(1, 8) / 2;
      const angle = turn + (2 * Math.PI * i) / n;
      // Snapped to the half grid most of the time: collinear edges and shared corners.
      const snap = (v: number) => (i % 3 === 2 ? v : Math.round(v * 2) / 2);
      points.push([at(snap(x + radius * Math.cos(angle))), at(snap(y + radius * Math.sin(angle)))]);
    }
    // Now and then the outline folds over itself: the kernels must still agree.
    if (roll.chance(k.crossing) && n >= 4) [points[1], points[2]] = [points[2]!, points[1]!];
    if (points.every((pt, i) => !same(pt, points[(i + 1) % n]!))) pieces.push({ kind, points });
  }
  const units: PlaneUnit[] = [];
  for (let u = 0; u < k.units; u++) {
    const [cx, cy] = [half(12), half(12)];
    const [w, d] = roll.pick([
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 0.5],
    ] as const);
    const facing = roll.chance(k.turned) ? roll.next() * 360 : roll.pick([0, 90, 180, 270]);
    const corners = unitCorners(cx, cy, w, d, facing).map(([x, y]) => [at(x), at(y)] as PlanePoint);
    const points: PlanePoint[] = [];
    corners.forEach(([ax, ay], c) => {
      const [bx, by] = corners[(c + 1) % 4]!;
      for (const t of [0.25, 0.5, 0.75]) points.push([ax + (bx - ax) * t, ay + (by - ay) * t]);
      points.push([ax, ay]);
    });
    points.push([at(half(12)), at(half(12))]);
    // A terrain corner too: segments through corners and along terrain edges.
    const outline = pieces.length > 0 ? roll.pick(pieces).points : undefined;
    if (outline) points.push(roll.pick(outline));
    units.push({ corners: corners as unknown as PlaneUnit["corners"], points });
  }
  const pairs: [number, number][] = [];
  for (let a = 0; a < units.length; a++) {
    for (let b = 0; b < units.length; b++) if (a !== b || roll.chance(0.05)) pairs.push([a, b]);
  }
  return { pieces, units, pairs: pairs.slice(0, 40) };
}

/** An axis-aligned rectangle's corners, clockwise on screen (y down). */
function box(x0: number, y0: number, x1: number, y1: number): PlanePoint[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A base's corners: exact when square to the table, else turned by `facing` degrees. */
function unitCorners(cx: number, cy: number, w: number, d: number, facing: number): PlanePoint[] {
  const [fx, fy] = [Math.cos((facing * Math.PI) / 180), Math.sin((facing * Math.PI) / 180)];
  const [ux, uy] = facing % 90 === 0 ? [Math.round(fx), Math.round(fy)] : [fx, fy];
  const c = (a: number, b: number): PlanePoint => [
    cx + ux * a * (d / 2) - uy * b * (w / 2),
    cy + uy * a * (d / 2) + ux * b * (w / 2),
  ];
  return [c(1, -1), c(1, 1), c(-1, 1), c(-1, -1)];
}

function same(a: PlanePoint, b: PlanePoint): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** planeSightBatch, plain and explained, on both engines. */
export const planeKernels: FuzzTarget<PlaneInput> = {
  name: "plane-kernels",
  what: "Arcane Legions sight segments, wasm against the TypeScript twin",
  arbitrary: () => knobs().map(build),
  files: (input) => [{ name: "plane-table.json", data: JSON.stringify(input) }],
  check(input) {
    let scene, units;
    try {
      scene = encodePlaneScene(input.pieces);
      units = placePlaneUnits(input.units);
    } catch (error) {
      if (error instanceof RangeError) return Promise.resolve({ kind: "ok", tag: "refused" });
      throw error;
    }
    const pairs = {
      from: Int32Array.from(input.pairs, ([a]) => a),
      to: Int32Array.from(input.pairs, ([, b]) => b),
    };
    return differential({
      loadPlaneScene: (engine) => engine.loadPlaneScene(scene),
      placePlaneUnits: (engine) => engine.placePlaneUnits(units),
      planeSightBatch: (engine) => engine.planeSightBatch(pairs),
      "planeSightBatch explained": (engine) => engine.planeSightBatch(pairs, { explain: true }),
    });
  },
};
