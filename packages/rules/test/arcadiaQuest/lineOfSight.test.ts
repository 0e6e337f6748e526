// The rulebook's line-of-sight figure (docs/rules/arcadia-quest.md#line-of-sight, "Worked
// reading"), drawn as ASCII boards, through both engines.
import { describe, expect, it } from "vitest";
import { openBattle } from "../../src/index.js";
import { asciiBoard } from "./asciiBoard.js";

async function clear(scenario: object, from: string, to: string): Promise<boolean> {
  const answers = await Promise.all(
    (["wasm", "reference"] as const).map(async (engine) =>
      (await openBattle(scenario, { engine })).answer({ q: "los", from, to }),
    ),
  );
  expect(answers[0]).toEqual(answers[1]);
  return (answers[0] as { clear: boolean }).clear;
}

describe("the rulebook's figure, hero at the centre", () => {
  it("a diagonal past a wall's end is clear; between two walls' ends, or through a wall, blocked", async () => {
    // A wall along the top of the centre row, from x = 1 to x = 3.
    const board = asciiBoard(
      [
        "abc", //
        ".h.",
        "...",
      ],
      [
        { x: 1, y: 0, side: "S", kind: "wall" },
        { x: 2, y: 0, side: "S", kind: "wall" },
      ],
    );
    expect(await clear(board, "h", "a")).toBe(true);
    expect(await clear(board, "h", "c")).toBe(false);
    expect(await clear(board, "h", "b")).toBe(false);
  });

  it("a diagonal between a Blocked space and a wall is blocked; one skimming a Blocked space is clear", async () => {
    const board = asciiBoard(
      [
        "a#c", //
        ".h.",
        "...",
      ],
      [{ x: 0, y: 1, side: "E", kind: "wall" }],
    );
    expect(await clear(board, "h", "a")).toBe(false);
    expect(await clear(board, "h", "c")).toBe(true);
  });

  it("two enemies make a space Blocked for the hero, not for their allies", async () => {
    const board = asciiBoard(
      [
        "a..", //
        "xh.",
        "b..",
      ],
      [{ x: 1, y: 1, side: "S", kind: "wall" }],
      { x: { huge: true } },
    );
    // x is Huge: its space counts as two enemies for the hero.
    expect(await clear(board, "h", "a")).toBe(true);
    expect(await clear(board, "h", "b")).toBe(false);
    expect(await clear(board, "a", "h")).toBe(true);
  });
});

describe("arcadia-quest targets", () => {
  it("melee reaches Close enemies only, ranged any enemy in sight; exhausted cards attack no one", async () => {
    const board = asciiBoard(
      [
        "h.m", //
        "n#.",
      ],
      [],
      {
        h: {
          attacks: [
            { name: "Axe", kind: "melee", dice: 3 },
            { name: "Sling", kind: "ranged", dice: 1 },
            { name: "Spent", kind: "ranged", dice: 9, exhausted: true },
          ],
        },
      },
    );
    const battle = await openBattle(board);
    const targets = battle.answer({ q: "targets", attacker: "h" }) as {
      target: string;
      card: string;
    }[];
    expect(targets.map((t) => `${t.target}:${t.card}`)).toEqual(["m:Sling", "n:Axe", "n:Sling"]);
    expect(battle.answer({ q: "targets", attacker: "h", card: "Spent" })).toEqual([]);
    expect(battle.answer({ q: "targets", attacker: "h", card: "Nothing" })).toEqual([]);
  });

  it("bonus dice are named modifiers", async () => {
    const board = asciiBoard(["hm"], [], { m: { defense: 1 } });
    const scenario = board as { figures: Record<string, unknown>[] };
    scenario.figures[0]!.bonusAttackDice = 2;
    scenario.figures[1]!.bonusDefenseDice = -1;
    const battle = await openBattle(scenario);
    const [sword] = battle.answer({ q: "targets", attacker: "h", card: "Sword" }) as object[];
    expect(sword).toMatchObject({
      attackDice: 4,
      defenseDice: 0,
      modifiers: [
        { name: "bonus attack dice", attackDice: 2 },
        { name: "bonus defense dice", defenseDice: -1 },
      ],
    });
  });
});
