// Why a figure is not a target, one test per reason in each game: the words a board shows beside
// the legal attacks (position.notTargets), from boards drawn so that exactly that reason holds.
import { describe, expect, it } from "vitest";
import { heightMap } from "@sightline/test-fixtures";
import { type NotATarget, openBattle } from "../../src/index.js";
import { asciiBoard } from "../arcadiaQuest/asciiBoard.js";
import { block, unit } from "../arcaneLegions/table.js";

/** The reasons `attacker` gives, by figure id. */
async function reasonsOf(scenario: object, attacker: string): Promise<Record<string, string>> {
  const answer = (await openBattle(scenario)).position().notTargets(attacker);
  if ("error" in answer) throw new Error(`notTargets failed: ${answer.reason}`);
  return Object.fromEntries(answer.map((n: NotATarget) => [n.id, n.reason]));
}

describe("HeroScape: why a figure is not a target", () => {
  it("a friend: same owner", async () => {
    expect(await reasonsOf(heightMap("1a 1 1c"), "a")).toEqual({ c: "a friend: same owner" });
  });

  it("out of range: the steps counted along spaces, and the attacker's range", async () => {
    const board = heightMap("1a 1 1 1 1 1 1 1b", { a: { range: 5 }, b: { owner: "blue" } });
    expect(await reasonsOf(board, "a")).toEqual({ b: "out of range: 7 steps, range 5" });
  });

  it("no path of spaces reaches it", async () => {
    const board = heightMap("1a . 1b", { b: { owner: "blue" } });
    expect(await reasonsOf(board, "a")).toEqual({ b: "no path of spaces reaches it" });
  });

  it("engaged elsewhere: an engaged figure may attack only the figures it is engaged with", async () => {
    const board = heightMap("1a 1e 1 1b", { e: { owner: "blue" }, b: { owner: "blue" } });
    expect(await reasonsOf(board, "a")).toEqual({ b: "engaged elsewhere: may attack only e" });
  });

  it("no line of sight, naming what blocks it", async () => {
    const board = heightMap("1a 1 20 1 1b", { b: { owner: "blue" } });
    const { b } = await reasonsOf(board, "a");
    expect(b).toMatch(/^no line of sight \(blocked by the ground at \(2,0\)/);
  });

  it("an attacker not on the board gets its error, not a list", async () => {
    const position = (await openBattle(heightMap("1a 1 1b"))).position();
    expect(position.notTargets("nobody")).toMatchObject({ error: "unknown-figure" });
  });
});

describe("Arcadia Quest: why a character is not a target", () => {
  const sword = { name: "Sword", kind: "melee", dice: 2 } as const;
  const bow = { name: "Bow", kind: "ranged", dice: 2 } as const;

  it("a friend: same owner", async () => {
    const board = asciiBoard(["h..f"], [], { f: { owner: "guild" } });
    expect(await reasonsOf(board, "h")).toEqual({ f: "a friend: same owner" });
  });

  it("no attack card left unexhausted", async () => {
    const board = asciiBoard(["hg"], [], { h: { attacks: [{ ...sword, exhausted: true }] } });
    expect(await reasonsOf(board, "h")).toEqual({ g: "no attack card left unexhausted" });
  });

  it("not Close for a melee card, and no ranged card to shoot with", async () => {
    const board = asciiBoard(["h..g"], [], { h: { attacks: [sword] } });
    expect(await reasonsOf(board, "h")).toEqual({
      g: "not Close for a melee card; no ranged card",
    });
  });

  it("no line of sight for a ranged card, and no melee card", async () => {
    const board = asciiBoard(["h#g"], [], { h: { attacks: [bow] } });
    expect(await reasonsOf(board, "h")).toEqual({
      g: "no line of sight for a ranged card; no melee card",
    });
  });

  it("both cards: not Close and no line of sight", async () => {
    const board = asciiBoard(["h#.g"]);
    expect(await reasonsOf(board, "h")).toEqual({
      g: "not Close for a melee card; no line of sight for a ranged card",
    });
  });
});

describe("Arcane Legions: why a unit is not a target", () => {
  const scenario = (figures: object[], terrain: object[] = []) => ({
    game: "arcane-legions",
    board: { terrain },
    figures,
  });

  it("a friend: same owner", async () => {
    const board = scenario([unit("A", "alice", [0, 0], 0), unit("B", "alice", [3, 0], 0)]);
    expect(await reasonsOf(board, "A")).toEqual({ B: "a friend: same owner" });
  });

  it("out of range (two decimals, at most six steps), and not in contact", async () => {
    const board = scenario([unit("A", "alice", [0, 0], 0), unit("B", "bob", [10, 0], 180)]);
    expect(await reasonsOf(board, "A")).toEqual({
      B: "out of range: 9.00 steps, at most 6; not in contact for close combat",
    });
  });

  it("every notch pair within six steps is blocked", async () => {
    const wall = block("blocking", [1.5, -3], [2.5, 3]);
    const board = scenario([unit("A", "alice", [0, 0], 0), unit("B", "bob", [4, 0], 180)], [wall]);
    expect(await reasonsOf(board, "A")).toEqual({
      B: "every notch pair within 6 steps is blocked; not in contact for close combat",
    });
  });

  it("no ranged dice, no attack dice", async () => {
    const board = scenario([
      unit("A", "alice", [0, 0], 0, { rangedDice: 0, attackDice: 0 }),
      unit("B", "bob", [3, 0], 180),
    ]);
    expect(await reasonsOf(board, "A")).toEqual({
      B: "no ranged dice; no attack dice for close combat",
    });
  });

  it("no ranged order next to an enemy, even when that enemy is a close target", async () => {
    // A touches C (a close target) and so may not shoot B (docs/rules/arcane-legions.md#ranged).
    const board = scenario([
      unit("A", "alice", [0, 0], 0),
      unit("C", "bob", [1, 0], 180),
      unit("B", "bob", [0, 3], 0),
    ]);
    expect(await reasonsOf(board, "A")).toEqual({
      B: "no ranged order next to an enemy; not in contact for close combat",
    });
  });
});
