// The `turn` query (docs/rules/ai.md#turn): HeroScape's moves, then the exact plan, with
// lookahead. The search (turnSearch.ts) is cut into tasks; this module checks the query, shares
// the node budget among the tasks, runs them — here, or on a worker pool — and merges what they
// found in task order, so that the answer never depends on who ran which task.
import { type Game, type Position, type QueryError, cardOf, invalidQuery } from "@sightline/rules";
import type { TurnQuery } from "../queries/aiQueries.js";
import { cardFigures } from "../plan/plan.js";
import { type Score, better } from "../plan/score.js";
import {
  type Budget,
  type Ceiling,
  type Choice,
  type FoundChoice,
  MAX_TURN_NODES,
  type Reply,
  type TaskResult,
  type TurnChoice,
  TurnSearch,
} from "./turnSearch.js";
import { CLIMB_POSITIONS, estimate } from "./turnEstimate.js";
import type { ActivationGame } from "./activationAttacks.js";
import { type ActivationTurnAnswer, activationTurn } from "./activationTurn.js";
import { type TaskRunner, type TurnJob, runTasksHere, shareBudget } from "./taskRun.js";
import { type TurnAlternative, turnAlternatives } from "./turnAlternatives.js";

export { type TaskRunner, type TurnJob, runTask, shareBudget } from "./taskRun.js";

/** The `turn` answer. */
export interface TurnAnswer extends TurnChoice {
  /** Positions evaluated: joint moves tried, with the plan after them (replies included). */
  readonly nodes: number;
  /** False when a budget (`nodes`, `ms`) or a cancel cut the search short. */
  readonly complete: boolean;
  /**
   * With `explain`: the best distinct turns (of all when exact, of those evaluated when
   * budgeted), best first, this one first.
   */
  readonly alternatives?: readonly TurnAlternative[];
}

/** The `turn` answer of each game. */
export interface Turns {
  heroscape: TurnAnswer;
  "arcadia-quest": ActivationTurnAnswer;
  "arcane-legions": ActivationTurnAnswer;
}

/** What a long search reports now and then. */
export interface SearchProgress {
  readonly nodes: number;
  /** The best score found so far. */
  readonly best: Score;
  readonly elapsedMs: number;
  /** Until the `ms` budget runs out, when there is one. */
  readonly msLeft?: number;
}

export interface TurnOptions {
  /** Stops the search; the answer is the best found so far, `complete: false`. */
  readonly signal?: AbortSignal;
  /** Hears the search's progress, about every 100 ms. */
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Where the tasks run (default: here, one after the other). */
  readonly runner?: TaskRunner;
}

const tooBigForExact = (why = "") =>
  invalidQuery(
    `an exact turn (no \`nodes\` or \`ms\`) weighs at most ${MAX_TURN_NODES} positions (limit MAX_TURN_NODES)${why}: give a \`nodes\` budget for the best turn it finds`,
  );

/** The answer to a checked `turn` query on `position`, or its error. */
export async function turn<G extends Game>(
  position: Position<G>,
  query: TurnQuery,
  options: TurnOptions = {},
): Promise<Turns[G] | QueryError> {
  if (position.game !== "heroscape") {
    return activationTurn(position as Position<ActivationGame>, query, options) as Promise<
      Turns[G] | QueryError
    >;
  }
  if (query.attacker !== undefined) {
    return invalidQuery(
      `attacker: a HeroScape turn moves the figures of one card; name it with "card"`,
    );
  }
  const heroscape = position as Position<"heroscape">;
  const card = cardFigures(heroscape, query.owner, query.card);
  if (!Array.isArray(card)) return card;
  const started = performance.now();
  const deadline = query.ms === undefined ? undefined : Date.now() + query.ms;
  const search = turnSearch(heroscape, query, deadline);

  // The incumbent every task must beat: the better of staying put and the greedy choice.
  // Explained, they are the first choices found (docs/rules/ai.md#explanations).
  const found: FoundChoice[] = [];
  const weigh = (choice: Choice): Score | undefined => {
    const partial = search.partialReplies;
    const score = search.evaluate(choice);
    if (query.explain && score) {
      found.push({ choice, score, complete: search.partialReplies === partial });
    }
    return score;
  };
  let best = { choice: search.stayChoice, score: weigh(search.stayChoice)! };
  const greedy = search.greedyChoice;
  if (greedy) {
    const score = weigh(greedy);
    if (score && better(score, best.score)) best = { choice: greedy, score };
  }
  const exact = isExact(query);
  // The incumbent rests on a reply cut short by the ceiling: the exact search is refused at once.
  if (search.partialReplies > 0 && exact) return tooBigForExact();
  // An exact turn with no replies is sized before it runs: what it can evaluate at most is
  // counted against the best turn a climb finds, and a search that cannot fit is refused now.
  let floor: Score | undefined;
  if (exact && (query.depth ?? 1) === 1) {
    const size = estimate(search, best, CLIMB_POSITIONS, MAX_TURN_NODES);
    floor = size.floor;
    // Sound when the climb found the best turn (the search then evaluates at least the joint
    // moves counted); otherwise an estimate: the public cases and brute-force boards fit.
    if (size.positions > MAX_TURN_NODES) {
      return tooBigForExact(
        `, and more than ${MAX_TURN_NODES - search.nodes} of this one's placements have a bound above the best turn found before searching (value ${floor.value.toFixed(3)}, wounds ${floor.wounds.toFixed(3)})`,
      );
    }
  }
  let nodes = search.nodes;
  const tasks = Array.from({ length: search.tasks }, (_, k) => k);
  const shares = shareBudget(
    query.nodes === undefined ? undefined : query.nodes - nodes,
    tasks.length,
  );
  const results: TaskResult[] = [];
  let lastReport = 0;
  const report = () => {
    const elapsedMs = performance.now() - started;
    if (!options.onProgress || elapsedMs - lastReport < 100) return;
    lastReport = elapsedMs;
    options.onProgress({
      nodes,
      best: best.score,
      elapsedMs,
      ...(deadline === undefined ? {} : { msLeft: Math.max(0, deadline - Date.now()) }),
    });
  };
  const job: TurnJob = {
    scenario: heroscape.toScenario(),
    query,
    tasks,
    shares,
    incumbent: best.score,
    ...(deadline === undefined ? {} : { deadline }),
    ...(floor === undefined ? {} : { floor }),
  };
  // An exact search that outgrows MAX_TURN_NODES stops every task at once: its answer is the
  // limit's error, whatever the tasks still running would find.
  const tooBig = new AbortController();
  const overCeiling = (result: TaskResult) =>
    exact && !options.signal?.aborted && (nodes > MAX_TURN_NODES || !result.complete);
  const onResult = (result: TaskResult) => {
    results.push(result);
    nodes += result.nodes;
    if (overCeiling(result)) tooBig.abort();
    report();
  };
  const signal = options.signal ? AbortSignal.any([options.signal, tooBig.signal]) : tooBig.signal;
  if (options.runner) {
    await options.runner.runTasks(job, onResult, signal);
  } else {
    await runTasksHere(search, job, signal, onResult);
  }
  if (tooBig.signal.aborted) return tooBigForExact();

  // Merged in task order: a task's best replaces the incumbent only when strictly better.
  // (Budgeted, the incumbent may rest on a reply its budget cut short: then not complete.)
  let complete = search.partialReplies === 0 && results.length === tasks.length;
  for (const result of results.sort((a, b) => a.task - b.task)) {
    complete &&= result.complete;
    if (result.best && better(result.best.score, best.score)) best = result.best;
  }
  // An exact depth-1 search weighed placements with the card in their spaces' order; the answer
  // gives its turn's score with the card in its own, as the plan of that position answers it.
  if (floor) best = { choice: best.choice, score: search.scoreOf(best.choice) };
  const answer: TurnAnswer = { ...search.describe(best.choice, best.score), nodes, complete };
  if (!query.explain) return answer as Turns[G];
  for (const result of results) for (const f of result.alternatives ?? []) found.push(f);
  const alternatives = turnAlternatives(search, best, found, floor !== undefined);
  const explained: TurnAnswer = { ...answer, alternatives };
  return explained as Turns[G];
}

/**
 * The search of `query` on `position`, built alike in every thread: the same options in the same
 * order, and for depth > 1 the replies of the owners after.
 */
export function turnSearch(
  position: Position<"heroscape">,
  query: TurnQuery,
  deadline: number | undefined,
): TurnSearch {
  const ceiling = isExact(query) ? { spent: 0, max: MAX_TURN_NODES } : undefined;
  return searchOf(position, query, deadline, ceiling);
}

/** Whether `query` asks for the exact search: no budget of nodes or time. */
const isExact = (query: TurnQuery) => query.nodes === undefined && query.ms === undefined;

function searchOf(
  position: Position<"heroscape">,
  query: TurnQuery,
  deadline: number | undefined,
  ceiling: Ceiling | undefined,
): TurnSearch {
  const card = cardFigures(position, query.owner, query.card) as ReturnType<
    typeof position.figures
  >;
  const depth = query.depth ?? 1;
  const seed = query.seed ?? 0;
  const reply =
    depth > 1
      ? replyOf(position, query.owner, depth - 1, seed, query.nodes, deadline, ceiling)
      : undefined;
  return new TurnSearch(position, card, seed, reply, ceiling);
}

/**
 * The reply of the owner after `owner` (in the order owners first appear in the scenario): the
 * best turn of any of its cards, searched to `depth`. A budgeted search gives each reply a
 * sixteenth of the node budget in all (shared among its cards, then their tasks), so replies
 * cannot starve the turn they answer; the replies to a reply get a sixteenth of its share. An
 * exact search's replies are exact too, within the search's `ceiling`.
 */
function replyOf(
  position: Position<"heroscape">,
  owner: string,
  depth: number,
  seed: string | number,
  nodes: number | undefined,
  deadline: number | undefined,
  ceiling: Ceiling | undefined,
): Reply {
  const owners = [...new Set(position.toScenario().figures.map((f) => f.owner))];
  const next = owners[(owners.indexOf(owner) + 1) % owners.length]!;
  const share = nodes === undefined ? undefined : Math.max(1, Math.floor(nodes / 16));
  return (after) => {
    const cards = [
      ...new Set(
        after
          .figures()
          .filter((f) => f.owner === next)
          .map(cardOf),
      ),
    ];
    const cardShares = shareBudget(share, cards.length);
    let best: Score | undefined;
    let spent = 0;
    let complete = true;
    cards.forEach((card, c) => {
      const query: TurnQuery = {
        q: "turn",
        owner: next,
        card,
        depth,
        seed,
        ...(cardShares[c] === undefined ? {} : { nodes: cardShares[c] }),
      };
      const search = searchOf(after, query, deadline, ceiling);
      let score = search.evaluate(search.stayChoice)!;
      const taskShares = shareBudget(
        cardShares[c] === undefined ? undefined : cardShares[c]! - 1,
        search.tasks,
      );
      for (let task = 0; task < search.tasks; task++) {
        if (taskShares[task] === 0) {
          complete = false;
          continue;
        }
        const budget: Budget = {
          ...(taskShares[task] === undefined ? {} : { nodes: taskShares[task] }),
          ...(deadline === undefined ? {} : { deadline }),
        };
        const result = search.runTask(task, score, budget);
        complete &&= result.complete;
        if (result.best) score = result.best.score;
      }
      complete &&= search.partialReplies === 0;
      spent += search.nodes;
      if (!best || better(score, best)) best = score;
    });
    return { score: best ?? { value: 0, wounds: 0 }, nodes: spent, complete };
  };
}

export type { Choice };
