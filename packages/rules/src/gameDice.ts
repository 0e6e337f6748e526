// A game's dice without a battle (docs/rules/scenario.md#queries): the `odds` and `roll` queries
// answered by the game's module alone — no board, no engine, no wasm. The dice are checked as a
// battle checks a query (parseQuery), so a bad count gets the `invalid-query` a battle's slot gets.
import type { GameModule } from "./gameModule.js";
import type { Game, ScenarioOf } from "./games.js";
import type { AnswerOf } from "./queries/answers.js";
import {
  type QueryError,
  type QueryOf,
  type Reply,
  failedQuery,
  isQueryError,
  parseQuery,
} from "./queries/query.js";
import { GAMES, gameModule, isGame } from "./registry.js";

/** The dice of an `odds` query: its fields without `q` (`kind` where the game has kinds). */
export type OddsDice = Omit<QueryOf<"odds">, "q">;

/** The dice of a `roll` query: its fields without `q`, the seed included. */
export type RollDice = Omit<QueryOf<"roll">, "q">;

/**
 * The exact odds of `dice` in `game`, without a battle: what `battle.answer({ q: "odds", … })`
 * answers on a scenario of that game with the same dice (Arcadia Quest reads `scenario.dice`,
 * the face overrides of a validated scenario). A bad count, kind or game gets `{ error, reason }`
 * naming it, never a throw.
 *
 * @example odds("heroscape", { attackDice: 3, defenseDice: 2 }).expected // 0.958…
 */
export function odds<G extends Game>(
  game: G,
  dice: OddsDice,
  scenario?: ScenarioOf<G>,
): Reply<AnswerOf<G, "odds">> {
  return answerDice(game, { ...dice, q: "odds" }, scenario, (module, query) =>
    module.odds(query, scenario),
  );
}

/**
 * One seeded roll of `dice` in `game`, without a battle: the same seed gives the same faces as
 * `battle.answer({ q: "roll", … })`, on every platform. Errors as {@link odds}.
 *
 * @example roll("heroscape", { attackDice: 3, defenseDice: 2, seed: 7 }).wounds
 */
export function roll<G extends Game>(
  game: G,
  dice: RollDice,
  scenario?: ScenarioOf<G>,
): Reply<AnswerOf<G, "roll">> {
  return answerDice(game, { ...dice, q: "roll" }, scenario, (module, query) =>
    module.roll(query, scenario),
  );
}

/** Checks the game, the scenario's game and the query, then asks the game's module. */
function answerDice<G extends Game, K extends "odds" | "roll">(
  game: G,
  input: { readonly q: K },
  scenario: ScenarioOf<G> | undefined,
  answer: (module: GameModule<G>, query: QueryOf<K>) => AnswerOf<G, K> | QueryError,
): Reply<AnswerOf<G, K>> {
  // Callers without types (the CLI, a page) may pass any game name or dice object.
  if (!isGame(game)) {
    return invalid(
      `unknown game ${JSON.stringify(game) ?? String(game)}: expected one of ${GAMES.join(", ")}`,
    );
  }
  if (scenario !== undefined && scenario.game !== game) {
    return invalid(`the scenario is a ${String(scenario.game)} scenario, not a ${game} one`);
  }
  try {
    const query = parseQuery(input);
    if (isQueryError(query)) return query as Reply<AnswerOf<G, K>>;
    return answer(gameModule(game), query as QueryOf<K>) as Reply<AnswerOf<G, K>>;
  } catch (error) {
    // As a battle's slot: dice the code cannot roll are the query's fault, the rest the engine's.
    return failedQuery(error) as Reply<AnswerOf<G, K>>;
  }
}

function invalid<T>(reason: string): Reply<T> {
  return { error: "invalid-query", reason } as Reply<T>;
}
