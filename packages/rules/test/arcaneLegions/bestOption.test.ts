// The best ranged option (docs/rules/arcane-legions.md#ranged): highest expected hits, then fewer
// hindrances, then the shorter distance (within EPS), then the lowest (attacker side, attacker
// notch, target side, target notch), sides front, right, back, left, notches clockwise.
import { describe, expect, it } from "vitest";
import { block, table, targetsOf, unit } from "./table.js";

const best = async (figures: Parameters<typeof table>[0], terrain?: Parameters<typeof table>[1]) =>
  targetsOf(await table(figures, terrain), "A")[0]!;

describe("the best option", () => {
  it("has the most expected hits, even from farther away", async () => {
    // A's front is red: its closest notch gives 0 dice, the blue right side 3 at 5 steps.
    const red = { front: "red", right: "blue", back: "red", left: "red" } as const;
    const entry = await best([
      unit("A", "alice", [4, 5], 0, { codex: red }),
      unit("B", "bob", [9, 5], 180),
    ]);
    expect(entry).toMatchObject({ attackerSide: "right", distance: 5, attackDice: 3 });
    const options = entry.options as { distance: number; expected: number }[];
    expect(options[0]!.expected).toBeGreaterThan(options.at(-1)!.expected);
    expect(options.some((o) => o.distance === 4)).toBe(true);
  });

  it("on a tie in expected hits, has fewer hindrances", async () => {
    // 12 + 12 bonus dice are cut to 12 whether or not the hedge costs one: a tie in dice. The
    // hedge covers the straight line (y 4.8..5.2), not the lines along A's and B's edges (right
    // side y = 5.5 and left side y = 4.5, both 5 steps: right comes first).
    const entry = await best(
      [
        unit("A", "alice", [4, 5], 0, { rangedDice: 12, bonusRangedDice: 12 }),
        unit("B", "bob", [9, 5], 180),
      ],
      [block("hindering", [6, 4.8], [7, 5.2], "hedge")],
    );
    expect(entry).toMatchObject({ hindrances: 0, attackDice: 12, attackerSide: "right" });
    expect(entry.distance).toBe(5);
    const options = entry.options as { hindrances: number; distance: number }[];
    expect(options.find((o) => o.distance === 4)).toMatchObject({ hindrances: 1 });
  });

  it("on a tie in hits and hindrances, is the shortest", async () => {
    const entry = await best([unit("A", "alice", [4, 5], 0), unit("B", "bob", [9, 5], 180)]);
    expect(entry).toMatchObject({ attackerSide: "front", targetSide: "front", distance: 4 });
    expect((entry.options as unknown[]).length).toBe(3);
  });

  it("on a tie in distance too, comes from the first notch clockwise", async () => {
    // A foot base facing +x: front notches (5.5,4.5) and (5.5,5.5), both √9.25 from (8.5,5).
    const entry = await best([
      unit("A", "alice", [5, 5], 0, { base: "foot" }),
      unit("B", "bob", [9, 5], 180),
    ]);
    expect(entry).toMatchObject({ attackerSide: "front", attackerNotch: 0, targetSide: "front" });
    expect(entry.line).toEqual([
      [5.5, 4.5],
      [8.5, 5],
    ]);
    const [first, second] = entry.options as { attackerNotch: number; distance: number }[];
    expect(second).toMatchObject({ attackerNotch: 1, distance: first!.distance });
  });

  it("on a tie in distance within EPS, comes from the first side (front before right)", async () => {
    // B turned 225° on the diagonal: its front notch is as far from A's front notch (4.5,5) as
    // from A's right notch (4,5.5), up to rounding.
    const entry = await best([unit("A", "alice", [4, 5], 0), unit("B", "bob", [8, 9], 225)]);
    const options = entry.options as {
      attackerSide: string;
      targetSide: string;
      distance: number;
    }[];
    const toFront = options.filter((o) => o.targetSide === "front");
    expect(toFront.map((o) => o.attackerSide)).toEqual(["front", "right"]);
    expect(Math.abs(toFront[0]!.distance - toFront[1]!.distance)).toBeLessThanOrEqual(1e-9);
    expect(entry).toMatchObject({ attackerSide: "front", targetSide: "front" });
  });
});
