// What each query answers in each game (docs/rules/scenario.md#queries): one table from (game,
// query kind) to the answer's type, read off each game's own answer types (games.ts), so
// `position.answer({ q: "los", … })` is typed by its kind.
import type { Game, GameTypes } from "../games.js";
import type { QueryKind } from "./query.js";

export type { FigureMatrix } from "./figureMatrix.js";

/**
 * Each game's answer to each query kind. `never` marks a query the rules alone do not answer:
 * its reply is always the `{ error }` in its slot (`plan` and `turn` are the AI's: @sightline/ai).
 */
export type Answers = {
  [K in Game]: GameTypes[K]["answers"] & { plan: never; turn: never };
};

/** The answer of game `G` to a query of kind `K` (a union when `G` is). */
export type AnswerOf<G extends Game, K extends QueryKind> = Answers[G][K];

/** Any answer of game `G`. */
export type Answer<G extends Game = Game> = AnswerOf<G, QueryKind>;
