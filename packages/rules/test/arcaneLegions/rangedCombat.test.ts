// Ranged combat (docs/rules/arcane-legions.md#ranged): who may shoot, and every modifier of an
// option, named. Sortie bases are 1 × 1; A at (4,5) faces +x (front notch (4.5,5)).
import { describe, expect, it } from "vitest";
import { lineUpOdds } from "../../src/arcaneLegions/lineUp.js";
import { block, table, targetsOf, unit } from "./table.js";

const A = (overrides = {}) => unit("A", "alice", [4, 5], 0, overrides);
/** B faces A from (9,5): front notch (8.5,5), 4 steps from A's front notch. */
const B = (overrides = {}) => unit("B", "bob", [9, 5], 180, overrides);

describe("who may be given a ranged order", () => {
  it("needs a ranged die", async () => {
    const battle = await table([A({ rangedDice: 0 }), B()]);
    expect(targetsOf(battle, "A")).toEqual([]);
  });

  it("not while adjacent to an enemy, though a friend alongside does not stop it", async () => {
    const engaged = await table([A(), B(), unit("E", "bob", [4, 6], 0, { attackDice: 0 })]);
    expect(targetsOf(engaged, "A").map((e) => [e.target, e.kind])).toEqual([["E", "close"]]);
    const alongside = await table([A(), B(), unit("F", "alice", [4, 6], 0)]);
    expect(targetsOf(alongside, "A").map((e) => [e.target, e.kind])).toEqual([["B", "ranged"]]);
  });

  it("reaches six steps notch to notch and no further", async () => {
    const six = await table([A(), unit("B", "bob", [11, 5], 180)]);
    expect(targetsOf(six, "A")[0]).toMatchObject({ distance: 6, attackDice: 3 });
    const beyond = await table([A(), unit("B", "bob", [11.01, 5], 180)]);
    expect(targetsOf(beyond, "A")).toEqual([]);
  });
});

describe("the attacker's dice", () => {
  it("lose 3 from a side that is not blue, and a 0-dice option is still listed", async () => {
    const battle = await table([
      A({ codex: { front: "red", right: "blue", back: "grey", left: "grey" } }),
      B(),
    ]);
    const [entry] = targetsOf(battle, "A");
    // Best: the blue right notch (4,5.5) along both bases' edges to B's side notch (9,5.5).
    expect(entry).toMatchObject({
      attackerSide: "right",
      targetSide: "left",
      attackDice: 3,
      modifiers: [],
    });
    const options = entry!.options as Record<string, unknown>[];
    expect(options).toContainEqual(
      expect.objectContaining({
        attackerSide: "front",
        attackDice: 0,
        modifiers: [{ name: "attacker's red side", attackDice: -3 }],
      }),
    );
    expect(options).toContainEqual(
      expect.objectContaining({
        attackerSide: "left",
        modifiers: [{ name: "attacker's grey side", attackDice: -3 }],
      }),
    );
  });

  it("lose 1 per unit (friend or enemy) and hindering piece in the way, each once", async () => {
    // Foot bases (2 wide) across y 4..6 sit in every line from A (x 4.5) to B (front x 9.5).
    const battle = await table(
      [
        A({ rangedDice: 6 }),
        unit("B", "bob", [10, 5], 180),
        unit("F", "alice", [6, 5], 0, { base: "foot" }),
        unit("E", "bob", [7.5, 5], 0, { base: "foot" }),
      ],
      [block("hindering", [8.5, 3], [9, 7], "hedge")],
    );
    expect(targetsOf(battle, "A")[0]).toMatchObject({
      hindrances: 3,
      hinderedBy: ["F", "E", "hedge"],
      attackDice: 3,
      modifiers: [
        { name: "hindered by F", attackDice: -1 },
        { name: "hindered by E", attackDice: -1 },
        { name: "hindered by hedge", attackDice: -1 },
      ],
    });
  });

  it("count a non-convex piece once though the line enters it twice", async () => {
    // A U lying on its side between A and B: both arms cross y = 5.
    const u = {
      kind: "hindering" as const,
      points: [
        [5.5, 3],
        [8, 3],
        [8, 7],
        [5.5, 7],
        [5.5, 6],
        [7, 6],
        [7, 4],
        [5.5, 4],
      ] as [number, number][],
    };
    const battle = await table([A(), B()], [u]);
    expect(targetsOf(battle, "A")[0]).toMatchObject({ hindrances: 1, attackDice: 2 });
  });

  it("lose 1 for a friend pressed into the attacker within ADJ, where touching costs nothing", async () => {
    // The only clear line runs along A's right side (y = 5.5), over a blocking wall's edge. F
    // touching that side leaves it clear; F pressed 0.0005 in (a legal overlap, <= ADJ) puts the
    // line 0.0005 > EPS inside F: a hindrance, as the spec's EPS rule has it.
    const wall = block("blocking", [6, 0], [7, 5.5], "wall");
    const touching = await table([A(), B(), unit("F", "alice", [4, 6], 0)], [wall]);
    expect(targetsOf(touching, "A")[0]).toMatchObject({ hinderedBy: [], attackDice: 3 });
    const pressed = await table([A(), B(), unit("F", "alice", [4, 5.9995], 0)], [wall]);
    expect(targetsOf(pressed, "A")[0]).toMatchObject({ hinderedBy: ["F"], attackDice: 2 });
  });

  it("lose 1 firing into melee: the target adjacent to the attacker's friend, not its own", async () => {
    const melee = await table([A(), B(), unit("F", "alice", [9, 6], 180)]);
    expect(targetsOf(melee, "A")[0]).toMatchObject({
      attackDice: 2,
      modifiers: [{ name: "firing into melee", attackDice: -1 }],
    });
    const corner = await table([A(), B(), unit("F", "alice", [10, 6], 180)]);
    expect(targetsOf(corner, "A")[0]).toMatchObject({ attackDice: 2 });
    const ownSide = await table([A(), B(), unit("G", "bob", [9, 6], 180)]);
    expect(targetsOf(ownSide, "A").find((e) => e.target === "B")).toMatchObject({
      attackDice: 3,
      modifiers: [],
    });
  });

  it("add the ranged bonus, and are clamped at 0 once, after every modifier", async () => {
    const bonus = await table([A({ bonusRangedDice: 2 }), B()]);
    expect(targetsOf(bonus, "A")[0]).toMatchObject({
      attackDice: 5,
      modifiers: [{ name: "bonus ranged dice", attackDice: 2 }],
    });
    // 1 − 3 + 2 = 0: clamping between modifiers would have given 2.
    const red = { front: "red", right: "red", back: "red", left: "red" } as const;
    const once = await table([A({ rangedDice: 1, codex: red, bonusRangedDice: 2 }), B()]);
    expect(targetsOf(once, "A")[0]).toMatchObject({ attackDice: 0 });
  });

  it("are cut to 12, the cut named, when bonuses lift the pool above", async () => {
    const battle = await table([A({ rangedDice: 12, bonusRangedDice: 3 }), B()]);
    expect(targetsOf(battle, "A")[0]).toMatchObject({
      attackDice: 12,
      modifiers: [
        { name: "bonus ranged dice", attackDice: 3 },
        { name: "at most 12 dice", attackDice: -3 },
      ],
    });
  });
});

describe("the defender's dice", () => {
  it("lose 3 on a grey side, are clamped at 0, and take the defence bonus", async () => {
    const grey = { front: "grey", right: "grey", back: "grey", left: "grey" } as const;
    const battle = await table([A(), B({ codex: grey, defenseDice: 2, bonusDefenseDice: 0 })]);
    expect(targetsOf(battle, "A")[0]).toMatchObject({
      defenseDice: 0,
      modifiers: [{ name: "target's grey side", defenseDice: -3 }],
    });
    const bonus = await table([A(), B({ codex: grey, defenseDice: 4, bonusDefenseDice: 1 })]);
    expect(targetsOf(bonus, "A")[0]).toMatchObject({
      defenseDice: 2,
      modifiers: [
        { name: "target's grey side", defenseDice: -3 },
        { name: "bonus defense dice", defenseDice: 1 },
      ],
    });
  });
});

describe("odds of a ranged entry", () => {
  it("count the deadly ability's critical hit on two 6s", async () => {
    const plain = targetsOf(await table([A(), B()]), "A")[0]!;
    const deadly = targetsOf(await table([A({ abilities: ["deadly"] }), B()]), "A")[0]!;
    expect(plain.odds).toMatchObject({ expected: lineUpOdds(3, 2, "ranged").expected });
    expect(deadly.odds).toMatchObject({ expected: lineUpOdds(3, 2, "ranged", true).expected });
    expect((deadly.odds as { expected: number }).expected).toBeGreaterThan(
      (plain.odds as { expected: number }).expected,
    );
  });

  it("are the same on both engines, options and all", async () => {
    const figures = [A(), B(), unit("F", "alice", [7, 3], 30, { base: "cavalry" })];
    const terrain = [block("hindering", [6, 4.8], [6.5, 5.6]), block("blocking", [6, 6], [7, 7])];
    const [wasm, reference] = await Promise.all([
      table(figures, terrain, "wasm"),
      table(figures, terrain, "reference"),
    ]);
    expect(targetsOf(wasm, "A")).toEqual(targetsOf(reference, "A"));
  });
});
