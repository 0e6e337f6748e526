// Base rectangles, their overlap depth and adjacency (docs/rules/arcane-legions.md#table-and-bases,
// #geometric-tests): touching bases are fine, pressing deeper than ADJ is an error, and bases at
// most ADJ apart are adjacent however their circles lie.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADJ,
  baseCorners,
  circlesWithin,
  penetrationDepth,
} from "../../src/arcaneLegions/bases.js";
import {
  RANGE_STEPS,
  baseDistance,
  basesAdjacent,
  checkScenario,
  notchDistance,
} from "../../src/index.js";
import { arcaneLegions, broken } from "../scenario/fixtures.js";

describe("baseCorners", () => {
  it("lists front-left, front-right, back-right, back-left", () => {
    // A foot base facing down the table (+y): its front is the lower long side.
    expect(baseCorners({ base: "foot", x: 5, y: 5, facing: 90 })).toEqual([
      [6, 5.5],
      [4, 5.5],
      [4, 4.5],
      [6, 4.5],
    ]);
    expect(baseCorners({ base: "cavalry", x: 0, y: 0, facing: -360 })).toEqual([
      [1, -0.5],
      [1, 0.5],
      [-1, 0.5],
      [-1, -0.5],
    ]);
  });
});

describe("penetrationDepth", () => {
  const sortie = (x: number, y: number, facing = 0) => ({ base: "sortie" as const, x, y, facing });

  it("is 0 for bases apart or touching, and the overlap for bases pressing in", () => {
    expect(penetrationDepth(sortie(0, 0), sortie(3, 0))).toBe(0);
    expect(penetrationDepth(sortie(0, 0), sortie(1, 0))).toBe(0);
    expect(penetrationDepth(sortie(0, 0), sortie(0.75, 0.5))).toBeCloseTo(0.25, 12);
    // A diamond's corner pushed 0.1 into a square's side.
    expect(penetrationDepth(sortie(0, 0), sortie(0.5 + Math.SQRT1_2 - 0.1, 0, 45))).toBeCloseTo(
      0.1,
      12,
    );
  });
});

describe("touching bases", () => {
  const place = (x: number, y: number, facing: number) =>
    broken(arcaneLegions(), (s) => Object.assign(s.figures[1], { base: "sortie", x, y, facing }));

  it.each([
    { name: "side to side", x: 2, y: 1, facing: 0 },
    { name: "corner to corner", x: 2, y: 2, facing: 180 },
    { name: "pressed in by half of ADJ", x: 2 - ADJ / 2, y: 1.3, facing: 90 },
    { name: "pressed in by exactly ADJ", x: 2 - ADJ, y: 1, facing: 0 },
    { name: "a turned corner on a side", x: 1.5 + Math.SQRT1_2, y: 1, facing: 45 },
  ])("accepts $name", ({ x, y, facing }) => {
    expect(checkScenario(place(x, y, facing))).toMatchObject({ ok: true });
  });

  it("rejects a base pressed in twice as deep as ADJ", () => {
    expect(checkScenario(place(2 - 2 * ADJ, 1, 0))).toEqual({
      ok: false,
      problems: [
        { path: "/figures/1", reason: `its base overlaps figure "A"'s base by 0.002 steps` },
      ],
    });
  });

  it("accepts a base flush with the table edge", () => {
    const input = broken(arcaneLegions(), (s) =>
      Object.assign(s.figures[2], { x: 11, facing: 180 }),
    );
    expect(checkScenario(input)).toMatchObject({ ok: true });
  });
});

describe("adjacency", () => {
  const unit = (base: "sortie" | "foot" | "cavalry", x: number, y: number, facing: number) => ({
    base,
    x,
    y,
    facing,
  });

  it("holds corners that meet where the circles round the bases meet", () => {
    // Turned by 45°, a square's corner lies on its circle along x: these corners meet there.
    const r = Math.SQRT1_2;
    const a = unit("sortie", 3, 3, 45);
    expect(basesAdjacent(a, unit("sortie", 3 + 2 * r, 3, 45))).toBe(true);
    expect(basesAdjacent(a, unit("sortie", 3 + 2 * r + ADJ / 2, 3, 45))).toBe(true);
    expect(basesAdjacent(a, unit("sortie", 3 + 2 * r + 2 * ADJ, 3, 45))).toBe(false);
  });

  it("is the bases' distance at most ADJ, near and far", () => {
    const kinds = fc.constantFrom("sortie" as const, "foot" as const, "cavalry" as const);
    const facing = fc.oneof(fc.constantFrom(0, 90, 180, 270, 45), fc.integer({ min: 0, max: 359 }));
    const seen = { adjacent: 0, near: 0 };
    fc.assert(
      fc.property(
        kinds,
        kinds,
        facing,
        facing,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -2, max: 2 }),
        (first, second, f1, f2, x, y, nudge) => {
          const a = unit(first, 10, 10, f1);
          // Centres from 0 to 4 steps apart, nudged by ADJ: many pairs touch or nearly do.
          const b = unit(second, 10 + x / 100 + nudge * ADJ, 10 + y / 100, f2);
          const distance = baseDistance(a, b);
          expect(basesAdjacent(a, b)).toBe(distance <= ADJ);
          if (distance <= ADJ) seen.adjacent++;
          else if (distance <= 0.05) seen.near++;
        },
      ),
      { numRuns: 4000, seed: 17 },
    );
    expect(seen.adjacent).toBeGreaterThan(400);
    expect(seen.near).toBeGreaterThan(20);
  });

  it("rules out by their circles only units no notch of which is within reach of the other's", () => {
    const kinds = fc.constantFrom("sortie" as const, "foot" as const, "cavalry" as const);
    const facing = fc.integer({ min: 0, max: 359 });
    let ruledOut = 0;
    fc.assert(
      fc.property(
        kinds,
        kinds,
        facing,
        facing,
        fc.integer({ min: 500, max: 900 }),
        (p, q, f, g, d) => {
          const [a, b] = [unit(p, 10, 10, f), unit(q, 10 + d / 100, 10, g)];
          const reach = RANGE_STEPS + 1e-9;
          if (circlesWithin(a, b, reach)) return;
          ruledOut++;
          expect(notchDistance(a, b)).toBeGreaterThan(reach);
        },
      ),
      { numRuns: 2000, seed: 18 },
    );
    expect(ruledOut).toBeGreaterThan(500);
  });
});
