// Plane units changed in place on the resident layout (src/planeScene.ts layPlaneUnit and
// takeOffPlaneUnit, then placePlaneUnits(units, changed)), and stand-ins (withPlaneStandIns): on
// random scenes, after every step of a random sequence of moves, take-offs and put-backs, both
// engines must answer every pair — lengths, verdicts, hindrances and what each segment passes
// through — exactly as an engine given the layout laid out afresh, a unit taken off standing on
// a base far off every table; and a batch from stand-ins must answer as the unit moved to each.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type GeometryEngine,
  type PlanePoint,
  type PlaneSightAnswer,
  type PlaneUnit,
  type PlaneUnits,
  ReferenceGeometry,
  WasmGeometry,
  layPlaneUnit,
  placePlaneUnits,
  takeOffPlaneUnit,
  withPlaneStandIns,
} from "../src/index.js";
import { EDGE_STRIDE, EDGE_X, EDGE_Y, RECT_STRIDE } from "../src/reference/layout.js";
import { type RandomPlaneScene, arbitraryPlaneScene, box } from "./planeShapes.js";

let wasm: WasmGeometry;
let freshWasm: WasmGeometry;
beforeAll(async () => {
  wasm = await WasmGeometry.load(undefined, { boards: ["plane"] });
  freshWasm = await WasmGeometry.load(undefined, { boards: ["plane"] });
});

/** A base no segment of the 12 × 12 scenes comes near: where a unit taken off "stands". */
const FAR_OFF = box(-1e6, -1e6, -1e6 + 1, -1e6 + 1);

/** A rigid motion on the half-step grid: a quarter turn or any angle, then a shift. */
const motion = fc.record({
  turn: fc.oneof(fc.constantFrom(0, 90, 180, 270), fc.integer({ min: 0, max: 359 })),
  shift: fc.tuple(fc.integer({ min: -16, max: 16 }), fc.integer({ min: -16, max: 16 })),
});

/** One step of a search: a unit moved (its last pose moved again), taken off, or put back. */
const step = fc.record({
  kind: fc.constantFrom("move", "move", "off", "back"),
  unit: fc.nat(99),
  motion,
});

/** `unit` turned about its first corner by `turn` degrees and shifted by half steps. */
function moved(
  unit: PlaneUnit,
  { turn, shift }: { readonly turn: number; readonly shift: readonly [number, number] },
): PlaneUnit {
  const [ox, oy] = unit.corners[0];
  const angle = (turn * Math.PI) / 180;
  // Quarter turns exactly, so that edges stay on the grid.
  const exact = turn % 90 === 0;
  const cos = exact ? Math.round(Math.cos(angle)) : Math.cos(angle);
  const sin = exact ? Math.round(Math.sin(angle)) : Math.sin(angle);
  const at = ([x, y]: PlanePoint): PlanePoint => [
    ox + cos * (x - ox) - sin * (y - oy) + shift[0] / 2,
    oy + sin * (x - ox) + cos * (y - oy) + shift[1] / 2,
  ];
  return {
    corners: unit.corners.map(at) as unknown as PlaneUnit["corners"],
    points: unit.points.map(at),
  };
}

/** The units of a random scene as the encoder was given them, read back from its layout. */
function unitsOf({ units, unitCount }: RandomPlaneScene): PlaneUnit[] {
  return Array.from({ length: unitCount }, (_, u) => {
    const rect = u * RECT_STRIDE;
    const corners = [0, 1, 2, 3].map((k) => {
      const edge = rect + k * EDGE_STRIDE;
      return [units.rects[edge + EDGE_X]!, units.rects[edge + EDGE_Y]!] as const;
    });
    const points: PlanePoint[] = [];
    for (let i = units.pointStart[u]!; i < units.pointStart[u + 1]!; i++) {
      points.push([units.points[2 * i]!, units.points[2 * i + 1]!]);
    }
    return { corners: corners as unknown as PlaneUnit["corners"], points };
  });
}

/** Every ordered pair of `count` units, oneself included (a unit's own segments block). */
function allPairs(count: number) {
  const from: number[] = [];
  const to: number[] = [];
  for (let a = 0; a < count; a++) {
    for (let b = 0; b < count; b++) {
      from.push(a);
      to.push(b);
    }
  }
  return { from: Int32Array.from(from), to: Int32Array.from(to) };
}

/** The explained batch of `pairs`. */
function answerOf(engine: GeometryEngine, pairs: { from: Int32Array; to: Int32Array }) {
  return engine.planeSightBatch(pairs, { explain: true });
}

/**
 * Where two explained answers first differ, by field and index ("blocked 17"), or undefined. A
 * loop, not toEqual: deep equality of arrays this long is what would be slow.
 */
function difference(got: PlaneSightAnswer, want: PlaneSightAnswer): string | undefined {
  const fields = {
    offsets: [got.offsets, want.offsets],
    length: [got.length, want.length],
    blocked: [got.blocked, want.blocked],
    hindrances: [got.hindrances, want.hindrances],
    through: [got.through!.offsets, want.through!.offsets],
    items: [got.through!.items, want.through!.items],
  } as const;
  for (const [name, [a, b]] of Object.entries(fields)) {
    if (a.length !== b.length) return `${name} length ${a.length} vs ${b.length}`;
    for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return `${name} ${i}`;
  }
  return undefined;
}

describe("plane units moved, taken off and put back in place", () => {
  it("answer every pair as the layout laid out afresh, on both engines", () => {
    let steps = 0;
    let clear = 0;
    fc.assert(
      fc.property(
        arbitraryPlaneScene(),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        (world, drawn) => {
          const start = unitsOf(world);
          // Each unit's current pose, and whether it is off.
          const poses = [...start];
          const off = start.map(() => false);
          const layout = placePlaneUnits(start);
          const engines = [wasm, new ReferenceGeometry({ boards: ["plane"] })];
          for (const engine of engines) {
            engine.loadPlaneScene(world.scene);
            engine.placePlaneUnits(layout);
          }
          freshWasm.loadPlaneScene(world.scene);
          const pairs = allPairs(world.unitCount);
          for (const { kind, unit, motion: m } of drawn) {
            const u = unit % world.unitCount;
            if (kind === "off") {
              takeOffPlaneUnit(layout, u);
              off[u] = true;
            } else {
              if (kind === "move") poses[u] = moved(poses[u]!, m);
              else poses[u] = start[u]!;
              layPlaneUnit(layout, u, poses[u]!);
              off[u] = false;
            }
            for (const engine of engines) engine.placePlaneUnits(layout, [u]);
            const fresh = placePlaneUnits(
              poses.map((p, v) => (off[v] ? { corners: FAR_OFF, points: p.points } : p)),
            );
            // A unit laid out again in place has the numbers a fresh layout gives it.
            if (!off[u]) {
              const [first, end] = [u * RECT_STRIDE, (u + 1) * RECT_STRIDE];
              expect(layout.rects.subarray(first, end)).toEqual(fresh.rects.subarray(first, end));
            }
            expect(layout.points).toEqual(fresh.points);
            freshWasm.placePlaneUnits(fresh);
            const expected = answerOf(freshWasm, pairs);
            for (const engine of engines) {
              expect(difference(answerOf(engine, pairs), expected)).toBeUndefined();
            }
            steps++;
            for (const b of expected.blocked) if (b === 0) clear++;
          }
        },
      ),
      { numRuns: 60, seed: 20261206 },
    );
    expect(steps).toBeGreaterThan(200);
    expect(clear).toBeGreaterThan(300_000);
  }, 120_000);

  it("refuses a unit that does not exist, points of another count and more bodies than units", () => {
    const world = fc.sample(arbitraryPlaneScene(), { numRuns: 1, seed: 7 })[0]!;
    const engine = new ReferenceGeometry({ boards: ["plane"] });
    engine.loadPlaneScene(world.scene);
    engine.placePlaneUnits(world.units);
    expect(() => engine.placePlaneUnits(world.units, [world.unitCount])).toThrow(
      `changed[0]: there is no unit ${world.unitCount}`,
    );
    const before = world.units.rects.slice();
    const [first] = unitsOf(world);
    expect(() =>
      layPlaneUnit(world.units, 0, { corners: first!.corners, points: first!.points.slice(1) }),
    ).toThrow(`unit 0: ${first!.points.length - 1} points where the layout holds`);
    expect(() => takeOffPlaneUnit(world.units, -1)).toThrow("unit -1: the layout has units 0 to");
    expect(world.units.rects).toEqual(before);
    expect(() => engine.placePlaneUnits({ ...world.units, bodies: world.unitCount + 1 })).toThrow(
      `units.bodies: ${world.unitCount + 1} must be a whole number of units from 0 to the layout's ${world.unitCount}`,
    );
  });
});

describe("stand-ins", () => {
  it("answer each pose as the unit moved there, on both engines", () => {
    let segments = 0;
    fc.assert(
      fc.property(
        arbitraryPlaneScene(),
        fc.nat(99),
        fc.array(motion, { minLength: 1, maxLength: 4 }),
        (world, pick, motions) => {
          const units = unitsOf(world);
          const m = pick % world.unitCount;
          const standIns = motions.map((move) => moved(units[m]!, move));
          // The unit stands in at each pose: taken off where it stands, its poses after the rest.
          const asked: PlaneUnits = withPlaneStandIns(world.units, standIns);
          takeOffPlaneUnit(asked, m);
          const n = world.unitCount;
          const from: number[] = [];
          const to: number[] = [];
          standIns.forEach((_, k) => {
            for (let b = 0; b < n; b++) {
              if (b === m) continue;
              from.push(n + k, b);
              to.push(b, n + k);
            }
          });
          const pairs = { from: Int32Array.from(from), to: Int32Array.from(to) };
          const engines = [wasm, new ReferenceGeometry({ boards: ["plane"] })];
          const answers = engines.map((engine) => {
            engine.loadPlaneScene(world.scene);
            engine.placePlaneUnits(asked);
            return engine.planeSightBatch(pairs, { explain: true });
          });
          expect(difference(answers[1]!, answers[0]!)).toBeUndefined();
          const got = answers[0]!;
          // Pose by pose: the unit moved there, a batch of its pairs both ways, which are the
          // same segments in the same order as the pose's block of the stand-ins' batch.
          freshWasm.loadPlaneScene(world.scene);
          const others = [...Array(n).keys()].filter((b) => b !== m);
          const own = Int32Array.from(others.flatMap((b) => [m, b]));
          const theirs = Int32Array.from(others.flatMap((b) => [b, m]));
          standIns.forEach((pose, k) => {
            freshWasm.placePlaneUnits(placePlaneUnits(units.map((u, v) => (v === m ? pose : u))));
            const one = freshWasm.planeSightBatch({ from: own, to: theirs }, { explain: true });
            const first = got.offsets[k * own.length]!;
            const count = one.length.length;
            expect(got.offsets[(k + 1) * own.length]! - first).toBe(count);
            const [t, o] = [got.through!, one.through!];
            for (let s = 0; s < count; s++) {
              const g = first + s;
              // What each segment passes through, the stand-in named as the unit it stands for.
              const items = [...t.items.subarray(t.offsets[g], t.offsets[g + 1])];
              const same =
                Object.is(got.length[g], one.length[s]) &&
                got.blocked[g] === one.blocked[s] &&
                got.hindrances[g] === one.hindrances[s] &&
                items.map((item) => (item >= n ? m : item)).join() ===
                  [...o.items.subarray(o.offsets[s], o.offsets[s + 1])].join();
              if (!same) expect(`pose ${k}, segment ${s}`).toBe("the same answer");
            }
            segments += count;
          });
        },
      ),
      { numRuns: 150, seed: 20261207 },
    );
    expect(segments).toBeGreaterThan(400_000);
  }, 120_000);
});
