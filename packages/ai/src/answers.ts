// Answers lists of queries the way `sightline query` reads them: the AI's own (`plan`, `turn`,
// `danger`, `stands`) here, every other kind by the rules. Each query gets its own slot — an answer or an
// `{ error }` — whatever the others do.
import {
  type Answer,
  type AnswerOf,
  type Battle,
  type Game,
  Position,
  type QueryError,
  type Reply,
  failedQuery,
  isQueryError,
} from "@sightline/rules";
import { type Plans, plan } from "./plan/plan.js";
import {
  type AiQuery,
  type AiQueryKind,
  type ExactAiQuery,
  parseAiQuery,
} from "./queries/aiQueries.js";
import { type Dangers, type StandsAnswers, danger, stands } from "./overlays/overlays.js";
import { type TurnOptions, type Turns, turn } from "./turn/turn.js";

/** Any answer the AI's tools give in game `G`: the rules' answers and the AI's. */
export type AiAnswer<G extends Game = Game> =
  Answer<G> | Plans[G] | Turns[G] | Dangers[G] | StandsAnswers[G];

/** The answer of game `G` to a query of kind `K`: the AI's for `plan`, `turn`, `danger`, `stands`. */
export type AiAnswerOf<G extends Game, K extends AiQueryKind> = K extends "plan"
  ? Plans[G]
  : K extends "turn"
    ? Turns[G]
    : K extends "danger"
      ? Dangers[G]
      : K extends "stands"
        ? StandsAnswers[G]
        : AnswerOf<G, K>;

/**
 * Answers one query on `on`, typed by its kind; errors come back in the reply, never thrown.
 *
 * @example const plan = await answer(battle, { q: "plan", owner: "red", card: "archers" });
 */
export async function answer<G extends Game, const Q extends AiQuery>(
  on: Battle<G> | Position<G>,
  query: ExactAiQuery<Q>,
  options?: TurnOptions,
): Promise<Reply<AiAnswerOf<G, Q["q"]>>> {
  const [reply] = await answerAll(on, [query], options);
  return reply as Reply<AiAnswerOf<G, Q["q"]>>;
}

/**
 * Answers `queries` (read from JSON, unchecked) on `on`: a battle's starting position, or a
 * position as it stands. The position is left as it was. `options` steer `turn` searches:
 * progress, cancel, and where their tasks run.
 *
 * @example const [best] = await answerAll(battle, [{ q: "plan", owner: "red", card: "archers" }]);
 */
export async function answerAll<G extends Game>(
  on: Battle<G> | Position<G>,
  queries: readonly unknown[],
  options: TurnOptions = {},
): Promise<Reply<AiAnswer<G>>[]> {
  const position = on instanceof Position ? on : on.position();
  const answers: Reply<AiAnswer<G>>[] = [];
  for (const query of queries) {
    answers.push((await answerOne(position, query, options)) as Reply<AiAnswer<G>>);
  }
  return answers;
}

async function answerOne<G extends Game>(
  position: Position<G>,
  input: unknown,
  options: TurnOptions,
): Promise<AiAnswer<G> | QueryError> {
  const query = parseAiQuery(input);
  if (isQueryError(query)) return query;
  switch (query.q) {
    case "plan":
      return guarded(() => plan(position, query));
    case "turn":
      // A runner's own failure (a pool closed mid-search) is its caller's to hear of: it rejects.
      return guarded(() => turn(position, query, options), options.runner !== undefined);
    case "danger":
      return guarded(() => danger(position, query));
    case "stands":
      return guarded(() => stands(position, query));
    default:
      return position.answerUnknown(query) as AiAnswer<G> | QueryError;
  }
}

/**
 * An answer, or — should the search meet something it cannot weigh (a `RangeError`), or fail —
 * the error in its slot: one query never takes the others down. With `runnerFailures`, only a
 * `RangeError` is caught: anything else may be the runner's failure, which rejects.
 */
async function guarded<T>(
  answer: () => T | Promise<T>,
  runnerFailures = false,
): Promise<T | QueryError> {
  try {
    return await answer();
  } catch (error) {
    if (runnerFailures && !(error instanceof RangeError)) throw error;
    return failedQuery(error);
  }
}
