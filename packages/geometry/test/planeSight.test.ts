// The plane sight kernel (docs/rules/arcane-legions.md#geometric-tests,
// docs/decisions/004-plane-sight.md): the EPS rules on readable shapes, then the wasm kernel
// against its TypeScript twin on random scenes full of degenerate segments.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type PlanePoint,
  ReferenceGeometry,
  WasmGeometry,
  encodePlaneScene,
  placePlaneUnits,
} from "../src/index.js";
import { arbitraryPlaneScene, box, passesThrough } from "./planeShapes.js";

let wasm: WasmGeometry;
const reference = new ReferenceGeometry();
beforeAll(async () => {
  wasm = await WasmGeometry.load();
});

const through = (
  shape: readonly PlanePoint[],
  as: "rectangle" | "polygon",
  a: PlanePoint,
  b: PlanePoint,
) => passesThrough([wasm, reference], shape, as, a, b);

/** A U open at the top: arms x 0..1 and 2..3, joined by the base y 0..1. */
const U: PlanePoint[] = [
  [0, 0],
  [3, 0],
  [3, 3],
  [2, 3],
  [2, 1],
  [1, 1],
  [1, 3],
  [0, 3],
];

describe.each(["rectangle", "polygon"] as const)("a 2 × 1 box as a %s", (as) => {
  const shape = box(0, 0, 2, 1);

  it("is passed through by a chord, not by a segment along an edge or through a corner", () => {
    expect(through(shape, as, [-1, 0.5], [3, 0.5])).toBe(true);
    expect(through(shape, as, [-1, 0], [3, 0])).toBe(false);
    expect(through(shape, as, [0.5, 1], [1.5, 1])).toBe(false);
    expect(through(shape, as, [-1, 1], [1, -1])).toBe(false);
    expect(through(shape, as, [2, 1], [3, 2])).toBe(false);
  });

  it("is not passed through by a segment of length 0, even inside it", () => {
    expect(through(shape, as, [1, 0.5], [1, 0.5])).toBe(false);
  });

  it("is left, not crossed, by a segment from a point on its edge outward", () => {
    expect(through(shape, as, [1, 0], [1, -3])).toBe(false);
    expect(through(shape, as, [1, 0], [4, -0.5])).toBe(false);
    expect(through(shape, as, [1, 0], [1, 0.5])).toBe(true);
    expect(through(shape, as, [1, 0], [4, 0.01])).toBe(true);
  });

  it("counts only the part inside the box shrunk by EPS, which must be longer than EPS", () => {
    // 0.5e-9 deep all along: inside the box, outside the shrunk box.
    expect(through(shape, as, [-1, 0.5e-9], [3, 0.5e-9])).toBe(false);
    expect(through(shape, as, [-1, 2e-9], [3, 2e-9])).toBe(true);
    // Ending 1.5e-9 past the left edge: 0.5e-9 inside the shrunk box; 3e-9 past: 2e-9.
    expect(through(shape, as, [-1, 0.5], [1.5e-9, 0.5])).toBe(false);
    expect(through(shape, as, [-1, 0.5], [3e-9, 0.5])).toBe(true);
  });

  it("is not passed through when thinner than 2 EPS", () => {
    const sliver = box(0, 0, 5, 1.5e-9);
    expect(through(sliver, as, [-1, 0.75e-9], [6, 0.75e-9])).toBe(false);
    expect(through(sliver, as, [2, -1], [2, 1])).toBe(false);
  });
});

describe("a non-convex polygon", () => {
  it("is passed through by a segment crossing its arms, not by one across its opening", () => {
    expect(through(U, "polygon", [-1, 2], [4, 2])).toBe(true);
    expect(through(U, "polygon", [1, 2], [2, 2])).toBe(false);
    expect(through(U, "polygon", [1.5, 3], [1.5, 1])).toBe(false);
  });

  it("is not passed through at a reflex corner or along an inner edge", () => {
    expect(through(U, "polygon", [1, 1], [2, 2])).toBe(false);
    expect(through(U, "polygon", [1, 1], [1, 3])).toBe(false);
    expect(through(U, "polygon", [1, 1], [2, 1])).toBe(false);
    expect(through(U, "polygon", [0.5, 0.5], [2, 2])).toBe(true);
  });

  it("is passed through along a line that is an edge only for part of its length", () => {
    // y = 1 bounds the opening (x 1..2) but runs through the solid corners (x 0..1, 2..3).
    expect(through(U, "polygon", [-1, 1], [4, 1])).toBe(true);
    expect(through(U, "polygon", [1, 1], [2, 1])).toBe(false);
  });

  it("is one hindrance however many times the segment enters it", () => {
    const scene = encodePlaneScene([{ kind: "hindering", points: U }]);
    const units = placePlaneUnits([
      { corners: box(10, 10, 11, 11), points: [[-1, 2]] },
      { corners: box(12, 10, 13, 11), points: [[4, 2]] },
    ]);
    for (const engine of [wasm, reference]) {
      engine.loadPlaneScene(scene);
      engine.placePlaneUnits(units);
      const answer = engine.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(1) });
      expect([...answer.hindrances, ...answer.blocked]).toEqual([1, 0]);
    }
  });

  it("lets a line through where two triangles meet apex to apex (al-08)", () => {
    const below: PlanePoint[] = [
      [6.5, 6],
      [7, 5],
      [7.5, 6],
    ];
    const above: PlanePoint[] = [
      [6.5, 4],
      [7, 5],
      [7.5, 4],
    ];
    expect(through(below, "polygon", [4.5, 5], [9.5, 5])).toBe(false);
    expect(through(above, "polygon", [4.5, 5], [9.5, 5])).toBe(false);
    // Tilted a hundredth of a step, the line cuts 0.005 steps off one apex.
    expect(through(below, "polygon", [4.5, 5], [9.5, 5.01])).toBe(true);
    expect(through(above, "polygon", [4.5, 5], [9.5, 5.01])).toBe(false);
  });
});

describe("the batch", () => {
  it("blocks on the attacker's base, the target's base and blocking terrain; counts the rest", () => {
    // Sorties at (4,5) and (10,5) facing each other; a hindering unit between them at (7,5).
    const notches = (x: number, y: number): PlanePoint[] => [
      [x + 0.5, y],
      [x, y + 0.5],
      [x - 0.5, y],
      [x, y - 0.5],
    ];
    const units = placePlaneUnits(
      [4, 10, 7].map((x) => ({ corners: box(x - 0.5, 4.5, x + 0.5, 5.5), points: notches(x, 5) })),
    );
    const wall = encodePlaneScene([{ kind: "blocking", points: box(6.5, 0, 7.5, 3) }]);
    for (const engine of [wasm, reference]) {
      engine.loadPlaneScene(wall);
      engine.placePlaneUnits(units);
      const answer = engine.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(1) });
      expect([...answer.offsets]).toEqual([0, 16]);
      // Front (4.5,5) to front (9.5,5): through the middle unit only.
      expect([answer.blocked[2], answer.hindrances[2], answer.length[2]]).toEqual([0, 1, 5]);
      // Back (3.5,5) to anything: through the attacker's own base.
      expect([...answer.blocked.subarray(8, 12)]).toEqual([1, 1, 1, 1]);
      // Top (4,4.5) to top (10,4.5): along both bases' edges, just over the middle unit.
      expect([answer.blocked[15], answer.hindrances[15]]).toEqual([0, 0]);
      // Front (4.5,5) to the target's far side (10.5,5): through the target's base.
      expect(answer.blocked[0]).toBe(1);
    }
  });

  it("refuses pairs naming units that are not placed, and batches before a scene", async () => {
    const fresh = new ReferenceGeometry();
    expect(() => fresh.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(1) })).toThrow(
      /no plane scene/,
    );
    const other = await WasmGeometry.load();
    other.loadPlaneScene(encodePlaneScene([]));
    other.placePlaneUnits(placePlaneUnits([{ corners: box(0, 0, 1, 1), points: [[0, 0]] }]));
    expect(() => other.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(3) })).toThrow(
      /pair 0: there is no unit 3/,
    );
  });

  it("refuses corners that are not a convex quadrilateral and outlines with a repeated point", () => {
    const bowTie: PlanePoint[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ];
    expect(() =>
      placePlaneUnits([
        { corners: bowTie as [PlanePoint, PlanePoint, PlanePoint, PlanePoint], points: [] },
      ]),
    ).toThrow(/unit 0: its corners do not make a convex quadrilateral/);
    expect(() =>
      encodePlaneScene([
        {
          kind: "blocking",
          points: [
            [0, 0],
            [0, 0],
            [1, 1],
          ],
        },
      ]),
    ).toThrow(/piece 0: point 1 repeats/);
  });
});

describe("wasm and reference agree on random scenes", () => {
  it("on over two million segments (along edges, through corners, touching bases, non-convex terrain)", () => {
    let segments = 0;
    let blocked = 0;
    let hindered = 0;
    const disagreements: number[] = [];
    fc.assert(
      fc.property(arbitraryPlaneScene(), ({ scene, units, unitCount }) => {
        const from: number[] = [];
        const to: number[] = [];
        for (let a = 0; a < unitCount; a++) {
          for (let b = 0; b < unitCount; b++) {
            if (a === b) continue;
            from.push(a);
            to.push(b);
          }
        }
        const pairs = { from: Int32Array.from(from), to: Int32Array.from(to) };
        const [fast, slow] = [wasm, reference].map((engine) => {
          engine.loadPlaneScene(scene);
          engine.placePlaneUnits(units);
          return engine.planeSightBatch(pairs);
        });
        // A loop, not toEqual: deep equality of millions of entries is what would be slow.
        for (let s = 0; s < slow!.length.length; s++) {
          const same =
            Object.is(fast!.length[s], slow!.length[s]) &&
            fast!.blocked[s] === slow!.blocked[s] &&
            fast!.hindrances[s] === slow!.hindrances[s];
          if (!same) disagreements.push(s);
        }
        expect(disagreements).toEqual([]);
        segments += slow!.length.length;
        blocked += slow!.blocked.reduce((n, v) => n + v, 0);
        hindered += slow!.hindrances.reduce((n, v) => n + (v > 0 ? 1 : 0), 0);
      }),
      { numRuns: 400, seed: 20261129 },
    );
    expect(segments).toBeGreaterThanOrEqual(2_000_000);
    // Every outcome is well represented, so agreement is not agreement on "always clear".
    expect(blocked / segments).toBeGreaterThan(0.2);
    expect(blocked / segments).toBeLessThan(0.9);
    expect(hindered / segments).toBeGreaterThan(0.05);
  }, 120_000);

  it("explains every segment with what the batch counted, the same on both engines", () => {
    let items = 0;
    fc.assert(
      fc.property(arbitraryPlaneScene(), ({ scene, units, unitCount, kinds }) => {
        const pairs = { from: Int32Array.of(0, 1), to: Int32Array.of(1, unitCount - 1) };
        const [fast, slow] = [wasm, reference].map((engine) => {
          engine.loadPlaneScene(scene);
          engine.placePlaneUnits(units);
          return [engine.planeSightBatch(pairs, { explain: true }), engine.planeSightBatch(pairs)];
        });
        const [explained, plain] = slow!;
        expect(fast![0]).toEqual(explained);
        // The explained batch judges every segment as the plain one does.
        expect(explained!.blocked).toEqual(plain!.blocked);
        expect(explained!.hindrances).toEqual(plain!.hindrances);
        const { offsets, items: through } = explained!.through!;
        for (let s = 0; s < explained!.length.length; s++) {
          const k = s < explained!.offsets[1]! ? 0 : 1;
          const own = [pairs.from[k]!, pairs.to[k]!];
          const listed = [...through.subarray(offsets[s], offsets[s + 1])];
          // A blocked segment lists only blockers (its own units, blocking pieces); a clear one
          // lists exactly its hindrances (other units, hindering pieces).
          const blocker = (item: number) =>
            item >= 0 ? own.includes(item) : kinds[-1 - item] === "blocking";
          if (explained!.blocked[s] === 1) {
            expect(listed.length).toBeGreaterThan(0);
            expect(listed.every(blocker)).toBe(true);
            // A blocked segment's hindrances are not counted (PlaneSightAnswer.hindrances).
            expect(explained!.hindrances[s]).toBe(0);
          } else {
            expect(listed.length).toBe(explained!.hindrances[s]);
            expect(listed.some(blocker)).toBe(false);
          }
          items += listed.length;
        }
      }),
      { numRuns: 100, seed: 7 },
    );
    expect(items).toBeGreaterThan(1000);
  });
});

describe("the two EPS rules agree where both apply", () => {
  it("on grid boxes: the half-plane rule for bases and the polygon rule for terrain", () => {
    const g = fc.integer({ min: 0, max: 12 }).map((v) => v / 2);
    fc.assert(
      fc.property(
        fc.tuple(g, g, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
        fc.array(fc.tuple(g, g, g, g), { minLength: 20, maxLength: 20 }),
        ([x, y, w, h], segments) => {
          const shape = box(x, y, x + w / 2, y + h / 2);
          for (const [ax, ay, bx, by] of segments) {
            const asBase = passesThrough([reference], shape, "rectangle", [ax, ay], [bx, by]);
            const asTerrain = passesThrough([reference], shape, "polygon", [ax, ay], [bx, by]);
            expect(asBase).toBe(asTerrain);
          }
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });
});
