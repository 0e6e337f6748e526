// Odds and rolls without a battle (src/gameDice.ts): the same answers, errors included, as the
// `odds` and `roll` queries of a battle on a scenario of that game, with no engine loaded.
import { describe, expect, it } from "vitest";
import {
  type ArcadiaQuestScenario,
  type Battle,
  GAMES,
  type Game,
  emptyScenario,
  odds,
  openBattle,
  parseScenario,
  roll,
} from "../../src/index.js";

/** Each game's kinds, and none (the game's default). */
const KINDS: Record<Game, readonly (string | undefined)[]> = {
  heroscape: [undefined],
  "arcadia-quest": [undefined, "melee", "ranged"],
  "arcane-legions": [undefined, "ranged", "close", "melee"],
};
const COUNTS = [0, 1, 2, 3, 5];
const SEEDS = [0, 7, "skirmish", -12];

/** Every (attack, defence, kind) of the grid, as the fields of a query. */
function dicePools(game: Game) {
  return COUNTS.flatMap((attackDice) =>
    COUNTS.flatMap((defenseDice) =>
      KINDS[game].map((kind) => ({
        attackDice,
        defenseDice,
        ...(kind === undefined ? {} : { kind: kind as "melee" }),
      })),
    ),
  );
}

/** Custom faces: crits on a third of the attack die, a shield-or-blank defence die. */
const customDice = parseScenario({
  game: "arcadia-quest",
  board: { rows: ["."] },
  figures: [],
  dice: { attack: ["sword", "bow", "crit"], defense: ["shield", "blank"] },
}) as ArcadiaQuestScenario;

describe.each(GAMES)("%s dice without a battle", (game) => {
  // The reference engine: the battle is the oracle here, and dice need no geometry.
  const battle = openBattle(emptyScenario(game), { engine: "reference" }) as Promise<Battle>;

  it("gives the battle's odds for every pool of the grid", async () => {
    const opened = await battle;
    for (const dice of dicePools(game)) {
      expect(odds(game, dice), JSON.stringify(dice)).toEqual(
        opened.answerAll([{ q: "odds", ...dice }])[0],
      );
    }
  });

  it("gives the battle's roll for every pool and seed", async () => {
    const opened = await battle;
    for (const dice of dicePools(game)) {
      for (const seed of SEEDS) {
        const query = { ...dice, seed };
        expect(roll(game, query), JSON.stringify(query)).toEqual(
          opened.answerAll([{ q: "roll", ...query }])[0],
        );
      }
    }
  });

  it("refuses a bad count with the battle's invalid-query", async () => {
    const opened = await battle;
    for (const dice of [
      { attackDice: -1, defenseDice: 2 },
      { attackDice: 2.5, defenseDice: 2 },
      { attackDice: 2, defenseDice: 65 },
    ]) {
      const pure = odds(game, dice);
      expect(pure.error).toBe("invalid-query");
      expect(pure).toEqual(opened.answerAll([{ q: "odds", ...dice }])[0]);
      const seeded = { ...dice, seed: 1 };
      expect(roll(game, seeded)).toEqual(opened.answerAll([{ q: "roll", ...seeded }])[0]);
    }
  });

  it("refuses a missing count, an unknown field and a bad kind as the battle does", async () => {
    const opened = await battle;
    const untyped: Record<string, unknown>[] = [
      { attackDice: 2 },
      { attackDice: 2, defenseDice: 1, attack: 3 },
      { attackDice: 2, defenseDice: 1, kind: "magic" },
      { attackDice: 2, defenseDice: 1, seed: 3 },
    ];
    for (const dice of untyped) {
      const pure = odds(game, dice as never);
      expect(pure.error, JSON.stringify(dice)).toBe("invalid-query");
      expect(pure).toEqual(opened.answerAll([{ q: "odds", ...dice }])[0]);
    }
    expect(roll(game, { attackDice: 2, defenseDice: 1 } as never)).toMatchObject({
      error: "invalid-query",
      reason: expect.stringContaining("/seed"),
    });
  });

  it("refuses a scenario of another game, naming both", () => {
    const other = GAMES.find((g) => g !== game)!;
    const answer = odds(game, { attackDice: 1, defenseDice: 1 }, emptyScenario(other) as never);
    expect(answer).toEqual({
      error: "invalid-query",
      reason: `the scenario is a ${other} scenario, not a ${game} one`,
    });
  });
});

describe("Arcadia Quest dice with the scenario's faces", () => {
  it("gives the battle's odds and rolls with custom faces", async () => {
    const battle = await openBattle(customDice, { engine: "reference" });
    for (const dice of dicePools("arcadia-quest")) {
      const pure = odds("arcadia-quest", dice, customDice);
      expect(pure).toEqual(battle.answerAll([{ q: "odds", ...dice }])[0]);
      for (const seed of SEEDS) {
        const query = { ...dice, seed };
        expect(roll("arcadia-quest", query, customDice)).toEqual(
          battle.answerAll([{ q: "roll", ...query }])[0],
        );
      }
    }
    // The faces matter: the default dice answer otherwise.
    const pool = { attackDice: 3, defenseDice: 2 };
    expect(odds("arcadia-quest", pool, customDice)).not.toEqual(odds("arcadia-quest", pool));
  });
});

describe("errors that never throw", () => {
  it("names an unknown game and lists the games", () => {
    for (const name of ["chess", "toString", "__proto__", ""]) {
      expect(odds(name as Game, { attackDice: 1, defenseDice: 1 })).toEqual({
        error: "invalid-query",
        reason: `unknown game ${JSON.stringify(name)}: expected one of ${GAMES.join(", ")}`,
      });
      expect(roll(name as Game, { attackDice: 1, defenseDice: 1, seed: 1 }).error).toBe(
        "invalid-query",
      );
    }
  });

  it("answers dice that are not an object with the query's error", () => {
    for (const dice of [null, undefined, 3, "3d6"]) {
      expect(odds("heroscape", dice as never).error).toBe("invalid-query");
    }
  });

  it("answers a roll of Arcane Legions beyond its 12 dice with the battle's error", async () => {
    const battle = await openBattle(emptyScenario("arcane-legions"), { engine: "reference" });
    const dice = { attackDice: 13, defenseDice: 2, seed: 1 };
    expect(roll("arcane-legions", dice)).toEqual(battle.answerAll([{ q: "roll", ...dice }])[0]);
    expect(roll("arcane-legions", dice).error).toBe("invalid-query");
  });

  it("types the answer by the game", () => {
    const answer = roll("heroscape", { attackDice: 3, defenseDice: 2, seed: 7 });
    if (answer.error) throw new Error(answer.reason);
    expect(answer.wounds).toBe(Math.max(0, answer.skulls - answer.shields));
    // E[max(0, skulls − shields)], counted over all 6^5 rolls: 7452 / 7776.
    expect(odds("heroscape", { attackDice: 3, defenseDice: 2 }).expected).toBeCloseTo(23 / 24, 12);
  });
});
