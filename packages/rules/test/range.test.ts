// The range query of each game beyond the public cases, and how a battle answers bad queries.
import { describe, expect, it } from "vitest";
import { notches, openBattle } from "../src/index.js";

const hero = { height: 5, range: 3, attack: 3, defense: 3, life: 4 };

describe("heroscape range (docs/rules/heroscape.md#range)", () => {
  // Two islands: a row q=0..4 at r=0 and a lone space far away.
  const scenario = {
    game: "heroscape",
    board: {
      spaces: [...[0, 1, 2, 3, 4].map((q) => ({ q, r: 0, level: 1 })), { q: 9, r: 9, level: 1 }],
    },
    figures: [
      {
        id: "dragon",
        owner: "red",
        hexes: [
          [0, 0],
          [1, 0],
        ],
        ...hero,
      },
      { id: "elf", owner: "blue", hexes: [[4, 0]], ...hero },
      { id: "hermit", owner: "blue", hexes: [[9, 9]], ...hero },
    ],
  };

  it.each(["wasm", "reference"] as const)("counts from the nearer hex (%s)", async (engine) => {
    const battle = await openBattle(scenario, { engine });
    expect(battle.answer({ q: "range", from: "dragon", to: "elf" })).toEqual({
      distance: 3,
      inRange: true,
    });
    expect(battle.answer({ q: "range", from: "elf", to: "dragon" })).toEqual({
      distance: 3,
      inRange: true,
    });
    expect(battle.answer({ q: "range", from: "elf", to: "hermit" })).toEqual({
      distance: null,
      inRange: false,
    });
  });

  it("answers errors in their own slots and goes on", async () => {
    const battle = await openBattle(scenario);
    const answers = battle.answerAll([
      { q: "range", from: "dragon", to: "nobody" },
      { q: "rnage", from: "dragon", to: "elf" },
      { q: "range", from: "dragon" },
      { q: "range", from: "dragon", to: "elf", extra: 1 },
      "range",
      { q: "plan", owner: "red" },
      { q: "range", from: "dragon", to: "elf" },
    ]);
    expect(answers.map((a) => ("error" in a ? a.error : "answer"))).toEqual([
      "unknown-figure",
      "unknown-query",
      "invalid-query",
      "invalid-query",
      "invalid-query",
      "not-implemented",
      "answer",
    ]);
    expect(answers[0]).toMatchObject({ reason: expect.stringContaining('"nobody"') });
    expect(answers[2]).toMatchObject({ reason: expect.stringContaining("/to") });
  });
});

describe("arcadia-quest range: Close (docs/rules/arcadia-quest.md#close-adjacency)", () => {
  const character = (id: string, owner: string, x: number, y: number) => ({
    id,
    owner,
    x,
    y,
    defense: 1,
    attacks: [{ name: "Sword", kind: "melee", dice: 2 }],
  });
  const scenario = {
    game: "arcadia-quest",
    board: {
      rows: ["...", "...", ". ."],
      edges: [
        { x: 1, y: 0, side: "W", kind: "door" },
        { x: 1, y: 1, side: "N", kind: "door", open: true },
        { x: 2, y: 1, side: "S", kind: "wall" },
      ],
    },
    figures: [
      character("h", "guild", 1, 1),
      character("north", "monsters", 1, 0),
      character("west", "monsters", 0, 1),
      character("northwest", "monsters", 0, 0),
      character("east", "monsters", 2, 1),
      character("southeast", "monsters", 2, 2),
      character("southwest", "monsters", 0, 2),
    ],
  };

  it.each([
    ["north", true, "an open door (named from the south space as N)"],
    ["west", true, "a plain edge"],
    ["northwest", false, "a diagonal"],
    ["east", true, "a plain edge"],
  ])("h and %s: %s (%s)", async (other, close) => {
    const battle = await openBattle(scenario);
    expect(battle.answer({ q: "range", from: "h", to: other })).toEqual({ close });
  });

  it("a closed door named from the east (W) separates its spaces; walls too", async () => {
    const battle = await openBattle(scenario);
    expect(battle.answer({ q: "range", from: "northwest", to: "north" })).toEqual({ close: false });
    expect(battle.answer({ q: "range", from: "east", to: "southeast" })).toEqual({ close: false });
    expect(battle.answer({ q: "range", from: "west", to: "southwest" })).toEqual({ close: true });
  });
});

describe("arcane-legions range: notch to notch (docs/rules/arcane-legions.md#ranged)", () => {
  const codex = { front: "blue", right: "red", back: "grey", left: "red" };
  const unit = (id: string, base: string, x: number, y: number, facing: number) => ({
    id,
    owner: id === "a" ? "han" : "rome",
    base,
    x,
    y,
    facing,
    codex,
    attackDice: 2,
    rangedDice: 2,
    defenseDice: 2,
  });

  it("places a notch at the middle of every step, clockwise from the front-left", () => {
    const foot = notches({ base: "foot", x: 4, y: 7, facing: 0 });
    expect(foot.map((n) => [n.side, n.index, ...n.point])).toEqual([
      ["front", 0, 4.5, 6.5],
      ["front", 1, 4.5, 7.5],
      ["right", 0, 4, 8],
      ["back", 0, 3.5, 7.5],
      ["back", 1, 3.5, 6.5],
      ["left", 0, 4, 6],
    ]);
    const cavalry = notches({ base: "cavalry", x: 0, y: 0, facing: 90 });
    expect(cavalry.map((n) => n.side)).toEqual(["front", "right", "right", "back", "left", "left"]);
    expect(cavalry[0]!.point).toEqual([0, 1]);
  });

  it("measures the nearest notch pair, whatever the sides", async () => {
    const battle = await openBattle({
      game: "arcane-legions",
      board: {},
      figures: [
        unit("a", "foot", 0, 0, 0),
        unit("b", "sortie", 0, 7.5, 90),
        unit("c", "sortie", 20, 0.5, 0),
      ],
    });
    // a's right notch (0, 1) to b's back notch (0, 7): exactly six steps, in range.
    expect(battle.answer({ q: "range", from: "a", to: "b" })).toEqual({
      distance: 6,
      inRange: true,
    });
    // a's front notch (0.5, 0.5) to c's back notch (19.5, 0.5).
    expect(battle.answer({ q: "range", from: "a", to: "c" })).toEqual({
      distance: 19,
      inRange: false,
    });
  });
});
