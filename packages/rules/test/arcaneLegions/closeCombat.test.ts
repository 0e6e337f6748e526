// Close combat (docs/rules/arcane-legions.md#close) and adjacency (#table-and-bases): the sides
// that touch with the longest shared length, grey sides, bonuses, and the defender's hits back.
import { describe, expect, it } from "vitest";
import { baseDistance, basesAdjacent } from "../../src/index.js";
import { lineUpOdds } from "../../src/arcaneLegions/lineUp.js";
import { table, targetsOf, unit } from "./table.js";

const A = (overrides = {}) => unit("A", "alice", [4, 5], 0, overrides);

describe("adjacency", () => {
  it("is a distance between bases of at most ADJ = 0.001", () => {
    expect(baseDistance(A(), unit("B", "bob", [6, 5], 0))).toBeCloseTo(1, 12);
    expect(baseDistance(A(), unit("B", "bob", [5, 5], 0))).toBe(0);
    // Pressed 0.0005 into A: allowed by the scenario, and adjacent.
    expect(baseDistance(A(), unit("B", "bob", [4.9995, 5], 0))).toBe(0);
    expect(basesAdjacent(A(), unit("B", "bob", [5.0009, 5], 0))).toBe(true);
    expect(basesAdjacent(A(), unit("B", "bob", [5.0011, 5], 0))).toBe(false);
    // Corner to corner counts; a base turned 45° reaches in with its corner.
    expect(basesAdjacent(A(), unit("B", "bob", [5, 6], 0))).toBe(true);
    const turned = unit("B", "bob", [4.5 + Math.SQRT1_2 + 0.0005, 5], 45);
    expect(baseDistance(A(), turned)).toBeCloseTo(0.0005, 12);
  });
});

describe("a close attack", () => {
  it("goes front to front between bases flush together, with the defender's hits back", async () => {
    const battle = await table([A(), unit("E", "bob", [5, 5], 180)]);
    const odds = lineUpOdds(2, 2, "close");
    expect(targetsOf(battle, "A")).toEqual([
      expect.objectContaining({
        target: "E",
        kind: "close",
        attackerSide: "front",
        targetSide: "front",
        attackDice: 2,
        defenseDice: 2,
        modifiers: [],
        odds: expect.objectContaining({
          expected: odds.expected,
          atLeastOne: odds.atLeast[1],
          defenderDistribution: odds.defenderDistribution,
        }),
      }),
    ]);
  });

  it("uses the pair of touching sides with the longest shared length", async () => {
    // A foot base (front x = 4.5, y 4..6); E faces +y with its right side on x = 4.5, y 5..6.
    // A's front shares y 4.999..6 with it; the corner pairs share only about ADJ.
    const battle = await table([A({ base: "foot" }), unit("E", "bob", [5, 5.5], 90)]);
    const [entry] = targetsOf(battle, "A");
    expect(entry).toMatchObject({ attackerSide: "front", targetSide: "right" });
    expect(entry!.sharedLength).toBeCloseTo(1.001, 9);
  });

  it("between bases touching only at a corner, takes the first sides in side order", async () => {
    // Every touching pair shares ADJ: A's front before its right, E's back before its left.
    const battle = await table([A(), unit("E", "bob", [5, 6], 0)]);
    expect(targetsOf(battle, "A")[0]).toMatchObject({ attackerSide: "front", targetSide: "back" });
  });

  it("loses 3 dice on each grey side, adds bonuses, and clamps each pool once", async () => {
    const grey = { front: "grey", right: "grey", back: "grey", left: "grey" } as const;
    const battle = await table([
      A({ codex: grey, attackDice: 4, bonusAttackDice: 1 }),
      unit("E", "bob", [5, 5], 180, { codex: grey, defenseDice: 2, bonusDefenseDice: 2 }),
    ]);
    expect(targetsOf(battle, "A")[0]).toMatchObject({
      attackDice: 2,
      defenseDice: 1,
      modifiers: [
        { name: "attacker's grey side", attackDice: -3 },
        { name: "bonus attack dice", attackDice: 1 },
        { name: "target's grey side", defenseDice: -3 },
        { name: "bonus defense dice", defenseDice: 2 },
      ],
    });
    const clamped = await table([
      A({ codex: grey, attackDice: 1, bonusAttackDice: 2 }),
      unit("E", "bob", [5, 5], 180),
    ]);
    expect(targetsOf(clamped, "A")[0]).toMatchObject({ attackDice: 0 });
  });

  it("needs attack dice and an adjacent enemy", async () => {
    expect(
      targetsOf(await table([A({ attackDice: 0 }), unit("E", "bob", [5, 5], 180)]), "A"),
    ).toEqual([]);
    // 0.002 apart is not adjacent (and without ranged dice, no ranged attack either).
    const apart = await table([A({ rangedDice: 0 }), unit("E", "bob", [5.002, 5], 180)]);
    expect(targetsOf(apart, "A")).toEqual([]);
    expect(targetsOf(await table([A(), unit("F", "alice", [5, 5], 180)]), "A")).toEqual([]);
  });

  it("counts the attacker's deadly ability", async () => {
    const battle = await table([
      A({ attackDice: 3, abilities: ["deadly"] }),
      unit("E", "bob", [5, 5], 180),
    ]);
    const { odds } = targetsOf(battle, "A")[0] as { odds: { expected: number } };
    expect(odds.expected).toBe(lineUpOdds(3, 2, "close", true).expected);
  });
});
