// The `turn` query in Arcadia Quest and Arcane Legions (docs/rules/ai.md#turn-other-games): one
// character's or unit's activation. This module checks the query, sizes an exact search before it
// runs, shares the node budget among the search's tasks (one per move), runs them — here or on a
// worker pool — and merges what they found in task order, as HeroScape's turn does.
import {
  type Position,
  type QueryError,
  UNIT_MOVEMENT,
  isQueryError,
  invalidQuery,
} from "@sightline/rules";
import type { PlannedAttack } from "../plan/plan.js";
import { type Score, better } from "../plan/score.js";
import type { TurnQuery } from "../queries/aiQueries.js";
import type { ActivationGame } from "./activationAttacks.js";
import { bestFirst } from "../plan/bestFirst.js";
import {
  type ActivationMove,
  ActivationSearch,
  type ScoredActivation,
} from "./activationSearch.js";
import { TURN_ALTERNATIVES } from "./turnAlternatives.js";
import { type TurnJob, runTasksHere, shareBudget } from "./taskRun.js";
import type { TurnOptions } from "./turn.js";
import { MAX_TURN_NODES, type TaskResult } from "./turnSearch.js";

/** An activation's score: Arcadia Quest's value destroyed then damage; Arcane Legions' hits. */
export type ActivationScore =
  { readonly value: number; readonly damage: number } | { readonly hits: number };

/** One activation as the answer gives it. */
export interface ActivationTurnChoice {
  /** The figure's move, when it moves (at most one entry). */
  readonly moves: readonly ActivationMove[];
  /** Its attack, when it attacks (at most one entry). */
  readonly attacks: readonly PlannedAttack[];
  readonly score: ActivationScore;
  /** Arcadia Quest: whether the attack comes before the movement. */
  readonly attackFirst?: boolean;
}

/** The `turn` answer in Arcadia Quest and Arcane Legions. */
export interface ActivationTurnAnswer extends ActivationTurnChoice {
  /** Activations scored, replies' included. */
  readonly nodes: number;
  /** False when a budget (`nodes`, `ms`) or a cancel cut the search short. */
  readonly complete: boolean;
  /** Arcane Legions: the movement this version weighs, the move lattice. */
  readonly movement?: typeof UNIT_MOVEMENT;
  /** With `explain`: the best activations found, best first. */
  readonly alternatives?: readonly (ActivationTurnChoice & { readonly complete: boolean })[];
}

/** No activation scored yet: every scored one beats it. */
const NONE: Score = { value: -Infinity, wounds: -Infinity };

/**
 * Checks what a `turn` of these games needs: no `card` (HeroScape's), an `attacker` of the
 * owner on the board.
 */
function checked(position: Position<ActivationGame>, query: TurnQuery): string | QueryError {
  const game = position.game;
  if (query.card !== undefined) {
    return invalidQuery(
      `card: an ${game} turn is one figure's activation; name it with "attacker", not "card" (HeroScape's)`,
    );
  }
  const id = query.attacker;
  if (id === undefined)
    return invalidQuery(`attacker: an ${game} turn needs the figure that activates`);
  const figure = position.figure(id);
  if (!figure) return invalidQuery(`attacker: no figure ${JSON.stringify(id)} on the board`);
  if (figure.owner !== query.owner) {
    return invalidQuery(
      `attacker: ${JSON.stringify(id)} is ${JSON.stringify(figure.owner)}'s, not ${JSON.stringify(query.owner)}'s`,
    );
  }
  return id;
}

/**
 * The search of `query` on `position`, built alike in every thread (the worker pool builds its
 * own from the same scenario and query), or the query's error.
 */
export function activationSearch(
  position: Position<ActivationGame>,
  query: TurnQuery,
): ActivationSearch | QueryError {
  const id = checked(position, query);
  if (isQueryError(id)) return id;
  const exact = query.nodes === undefined && query.ms === undefined;
  return ActivationSearch.of(position, id, {
    depth: query.depth ?? 1,
    explain: query.explain === true,
    ...(exact ? { ceiling: { spent: 0, max: MAX_TURN_NODES } } : {}),
  });
}

/** How far past MAX_TURN_NODES the count of an exact search may run and the search still start. */
const OVERCOUNT = 4;

const tooBigForExact = (size: number) =>
  invalidQuery(
    `an exact turn (no \`nodes\` or \`ms\`) weighs at most ${MAX_TURN_NODES} activations (limit MAX_TURN_NODES), and this one weighs ${size > MAX_TURN_NODES + 1 ? `about ${Math.round(size).toLocaleString("en-US")}` : "more"}: give a \`nodes\` budget for the best activation it finds`,
  );

/** One depth's search, run to its end or its budget's. */
interface DepthRun {
  readonly search: ActivationSearch;
  /** Its tasks' results, in task order. */
  readonly results: readonly TaskResult[];
  readonly nodes: number;
  /** Every task ran to its end. */
  readonly complete: boolean;
}

/**
 * The answer to a checked `turn` query in Arcadia Quest or Arcane Legions, or its error.
 *
 * An exact search (no budget) searches the query's depth once. A budgeted one deepens: depth 1,
 * then 2, … up to the query's, each with the budget the shallower ones left, and answers from
 * the deepest it finished (`complete: false` when that is not the query's depth) — a reply tree
 * too big for the budget then still answers with the best activation a shallower look found.
 */
export async function activationTurn(
  position: Position<ActivationGame>,
  query: TurnQuery,
  options: TurnOptions = {},
): Promise<ActivationTurnAnswer | QueryError> {
  const search = activationSearch(position, query);
  if (isQueryError(search)) return search;
  const exact = query.nodes === undefined && query.ms === undefined;
  if (exact) {
    // The count runs high (replies repeat more than it knows: 2 to 4 times on the examples), so
    // only a search far past the limit is refused before it runs; the rest meet the ceiling.
    const size = search.size(OVERCOUNT * MAX_TURN_NODES);
    if (size > OVERCOUNT * MAX_TURN_NODES) return tooBigForExact(size);
  }
  const progress = progressOf(options, query);
  const scenario = position.toScenario();
  const depth = query.depth ?? 1;
  let finished: DepthRun | undefined;
  let nodes = 0;
  for (let d = exact ? depth : 1; d <= depth; d++) {
    const left = query.nodes === undefined ? undefined : query.nodes - nodes;
    if ((left !== undefined && left <= 0) || options.signal?.aborted) break;
    if (progress.deadline !== undefined && Date.now() >= progress.deadline) break;
    const deeper = d === depth ? search : activationSearch(position, { ...query, depth: d });
    if (isQueryError(deeper)) return deeper;
    const run = await runDepth(
      deeper,
      scenario,
      { ...query, depth: d },
      left,
      exact,
      options,
      progress,
      nodes,
    );
    if (run === undefined) return tooBigForExact(MAX_TURN_NODES + 1);
    nodes += run.nodes;
    // A depth cut short answers only when no shallower one finished.
    if (run.complete || !finished) finished = run;
    if (!run.complete) break;
  }
  const run = finished;
  let chosen: ScoredActivation | undefined;
  for (const result of run?.results ?? []) {
    if (result.best && (!chosen || better(result.best.score, chosen.score))) chosen = result.best;
  }
  const at = run?.search ?? search;
  const answer = describe(at, chosen ?? at.fallback());
  const alternatives = query.explain
    ? bestFew(run?.results ?? []).map((a) => ({ ...describe(at, a), complete: true }))
    : undefined;
  const complete = run !== undefined && run.complete && at === search && chosen !== undefined;
  return {
    ...answer,
    nodes,
    complete,
    ...(search.game === "arcane-legions" ? { movement: UNIT_MOVEMENT } : {}),
    ...(alternatives ? { alternatives } : {}),
  };
}

/** The progress reports of a search: its start, its deadline, and when it last reported. */
interface Progress {
  readonly started: number;
  readonly deadline: number | undefined;
  readonly report: (nodes: number, best: Score) => void;
}

function progressOf(options: TurnOptions, query: TurnQuery): Progress {
  const started = performance.now();
  const deadline = query.ms === undefined ? undefined : Date.now() + query.ms;
  let lastReport = 0;
  return {
    started,
    deadline,
    report(nodes, best) {
      const elapsedMs = performance.now() - started;
      if (!options.onProgress || elapsedMs - lastReport < 100) return;
      lastReport = elapsedMs;
      options.onProgress({
        nodes,
        best,
        elapsedMs,
        ...(deadline === undefined ? {} : { msLeft: Math.max(0, deadline - Date.now()) }),
      });
    },
  };
}

/**
 * Runs `search`'s tasks (here, or on the options' runner) with `budget` nodes shared among them;
 * undefined when an exact search outgrew MAX_TURN_NODES (refused, whatever the others found).
 */
async function runDepth(
  search: ActivationSearch,
  scenario: unknown,
  query: TurnQuery,
  budget: number | undefined,
  exact: boolean,
  options: TurnOptions,
  progress: Progress,
  before: number,
): Promise<DepthRun | undefined> {
  const tasks = Array.from({ length: search.tasks }, (_, k) => k);
  const job: TurnJob = {
    scenario,
    query,
    tasks,
    shares: shareBudget(budget, tasks.length),
    incumbent: NONE,
    ...(progress.deadline === undefined ? {} : { deadline: progress.deadline }),
  };
  const results: TaskResult[] = [];
  let nodes = 0;
  let best: Score | undefined;
  const tooBig = new AbortController();
  const onResult = (result: TaskResult) => {
    results.push(result);
    nodes += result.nodes;
    if (result.best && (!best || better(result.best.score, best))) best = result.best.score;
    if (exact && !options.signal?.aborted && (!result.complete || nodes > MAX_TURN_NODES)) {
      tooBig.abort();
    }
    progress.report(before + nodes, best ?? search.fallback().score);
  };
  const signal = options.signal ? AbortSignal.any([options.signal, tooBig.signal]) : tooBig.signal;
  if (options.runner) await options.runner.runTasks(job, onResult, signal);
  else await runTasksHere(search, job, signal, onResult);
  if (tooBig.signal.aborted) return undefined;
  // Merged in task order: a later task's best replaces an earlier one's only when strictly better.
  results.sort((a, b) => a.task - b.task);
  const complete = results.length === tasks.length && results.every((r) => r.complete);
  return { search, results, nodes, complete };
}

/** The best few activations of all tasks, best first, an earlier task's first among ties. */
function bestFew(results: readonly TaskResult[]): ScoredActivation[] {
  const all = results.flatMap((r) => r.alternatives ?? []);
  return bestFirst(all, (a) => a.score).slice(0, TURN_ALTERNATIVES);
}

/** An activation in the answer's words. */
function describe(search: ActivationSearch, scored: ScoredActivation): ActivationTurnChoice {
  const { move, attack, attackFirst } = search.describe(scored.choice);
  const { score } = scored;
  const moves = move ? [move] : [];
  const attacks = attack ? [attack.attack] : [];
  return search.game === "arcadia-quest"
    ? { moves, attacks, attackFirst, score: { value: score.value, damage: score.wounds } }
    : { moves, attacks, score: { hits: score.value } };
}
