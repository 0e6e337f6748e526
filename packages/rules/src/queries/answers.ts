// What each query answers in each game (docs/rules/scenario.md#queries): one table from (game,
// query kind) to the answer's type, read off each game's own answer types (games.ts), so
// `position.answer({ q: "los", … })` is typed by its kind.
import type { Game, GameTypes } from "../games.js";
import type { CoreQueryKind, QueryKind } from "./query.js";

export type { FigureMatrix } from "./figureMatrix.js";

/**
 * Each game's answer to each core query kind. A kind answered elsewhere (`plan` and `turn`, the
 * AI's: @sightline/ai) is not listed: the rules alone answer it only with the `{ error }` in its
 * slot, so its answer here is `never`.
 */
export type Answers = { [K in Game]: GameTypes[K]["answers"] };

/**
 * The answer of game `G` to a query of kind `K` (a union when `G` is); `never` for a kind
 * answered elsewhere.
 */
export type AnswerOf<G extends Game, K extends QueryKind> = K extends CoreQueryKind
  ? Answers[G][K]
  : never;

/** Any answer of game `G`. */
export type Answer<G extends Game = Game> = AnswerOf<G, QueryKind>;
