// HeroScape's overlay questions (`placements`, `targetsFrom`, `attacksOn`) against moving the
// figure and asking: on random height maps, after random moves, removals and wounds, a figure's
// places are exactly those `position.move` takes, and at each of them the batch says what
// `targets` says with the figure moved there — its own answer, and every enemy's entry for it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Hex,
  type HeroscapeScenario,
  type Position,
  openBattle,
  parseScenario,
} from "../../src/index.js";
import { arbitraryBoard, step, takeStep } from "./arbitraryBattle.js";

/** Every hex list the figure might stand on: each space, and for two hexes each pair of spaces. */
function everyPlace(scenario: HeroscapeScenario, hexes: number): Hex[][] {
  const all = scenario.board.spaces.map(({ q, r }): Hex => [q, r]);
  if (hexes === 1) return all.map((hex) => [hex]);
  return all.flatMap((a) => all.map((b) => [a, b]));
}

/** Whether `position.move` takes the figure to `hexes` (and puts it back). */
function takes(position: Position<"heroscape">, id: string, hexes: Hex[]): boolean {
  try {
    position.move(id, hexes);
  } catch {
    return false;
  }
  position.undo();
  return true;
}

const key = (hexes: readonly Hex[]) =>
  hexes
    .map(([q, r]) => `${q},${r}`)
    .sort()
    .join(" ");

describe("HeroScape overlay questions", () => {
  it.each(["wasm", "reference"] as const)(
    "answer what moving the figure there and asking targets answers (%s)",
    async (engine) => {
      let attacked = 0;
      await fc.assert(
        fc.asyncProperty(
          arbitraryBoard,
          fc.array(step, { maxLength: 6 }),
          fc.nat(99),
          async (input, steps, pick) => {
            const scenario = parseScenario(input) as HeroscapeScenario;
            const battle = await openBattle(scenario, { engine, game: "heroscape" });
            const position = battle.position();
            for (const taken of steps) takeStep(position, taken, scenario.board.spaces);
            const figures = position.figures();
            if (figures.length === 0) return;
            const figure = figures[pick % figures.length]!;
            const places = position.rules.placements(figure.id);
            if ("error" in places) throw new Error(places.reason);
            // Every place `move` takes, each once (a pair in either order is one place).
            const legal = new Set(
              everyPlace(scenario, figure.hexes.length)
                .filter((hexes) => takes(position, figure.id, hexes))
                .map(key),
            );
            expect(new Set(places.map(key))).toEqual(legal);
            expect(places.length).toBe(legal.size);

            const attacks = position.rules.attacksOn(figure.id, places);
            if ("error" in attacks) throw new Error(attacks.reason);
            const from = position.rules.targetsFrom(figure.id, places);
            if ("error" in from) throw new Error(from.reason);
            // Looking at one figure only: its entries, engagement still weighed against all.
            const aim = figures[(pick + 1) % figures.length]!.id;
            const some = position.rules.targetsFrom(figure.id, places, [aim]);
            if ("error" in some) throw new Error(some.reason);
            places.forEach((hexes, c) => {
              position.move(figure.id, hexes);
              const expected = position
                .figures()
                .filter((f) => f.owner !== figure.owner)
                .map((f) => f.id)
                .sort()
                .flatMap((attacker) => {
                  const targets = position.targets(attacker);
                  if (targets.error) throw new Error(targets.reason);
                  const entry = targets.find((t) => t.target === figure.id);
                  return entry ? [{ attacker, attack: entry }] : [];
                });
              attacked += expected.length;
              expect(attacks[c], `${figure.id} on ${key(hexes)}`).toEqual(expected);
              const own = position.targets(figure.id);
              if (own.error) throw new Error(own.reason);
              expect(from[c]).toEqual(own);
              expect(some[c]).toEqual(own.filter((t) => t.target === aim));
              position.undo();
            });
          },
        ),
        { numRuns: engine === "wasm" ? 150 : 60 },
      );
      // The boards drawn put enemies within reach often enough for the comparison to weigh.
      expect(attacked).toBeGreaterThan(50);
    },
    120_000,
  );

  it("refuse a candidate the figure may not stand on, naming it and why", async () => {
    const scenario = parseScenario({
      game: "heroscape",
      board: {
        spaces: [
          { q: 0, r: 0, level: 1 },
          { q: 1, r: 0, level: 1 },
          { q: 2, r: 0, level: 1 },
        ],
      },
      figures: [
        {
          id: "a",
          owner: "red",
          hexes: [[0, 0]],
          height: 5,
          range: 3,
          attack: 2,
          defense: 2,
          life: 2,
        },
        {
          id: "b",
          owner: "blue",
          hexes: [[2, 0]],
          height: 5,
          range: 3,
          attack: 2,
          defense: 2,
          life: 2,
        },
      ],
    });
    const position = (await openBattle(scenario)).position() as Position<"heroscape">;
    expect(position.rules.attacksOn("a", [[[1, 0]], [[2, 0]]])).toEqual({
      error: "invalid-query",
      reason: 'candidate 1: hex (2,0) is already taken by figure "b"',
    });
    expect(position.rules.attacksOn("a", [[[7, 7]]])).toMatchObject({
      reason: expect.stringMatching(/^candidate 0: .*not a space of the board/),
    });
    expect(
      position.rules.attacksOn("a", [
        [
          [1, 0],
          [2, 0],
        ],
      ]),
    ).toMatchObject({
      reason: "candidate 0: a figure on 1 hex stands on as many, got 2",
    });
    expect(position.rules.attacksOn("nobody", [])).toMatchObject({ error: "unknown-figure" });
    expect(position.rules.placements("a")).toEqual([[[0, 0]], [[1, 0]]]);
  });
});
