// An exact turn sized before it runs (docs/decisions/009-turn-search.md): a climb from the
// incumbent, one figure's move changed at a time, finds a strong turn; the search cuts what
// clearly falls below it from its first task on, and what it can still evaluate is counted.
import type { Score } from "../plan/score.js";
import { better } from "../plan/score.js";
import type { Choice, TurnSearch } from "./turnSearch.js";

/**
 * Positions a climb may evaluate before an exact depth-1 search: on a card of four with the run
 * of a map it finds the best turn in about as many, and costs a fraction of a second.
 */
export const CLIMB_POSITIONS = 100;

/** A choice of the search's moves with its exact score. */
export interface ScoredChoice {
  readonly choice: Choice;
  readonly score: Score;
}

/**
 * Climbs from `start`: each figure in turn tries each of its moves with the others' kept, and a
 * strictly better turn is kept, until a round of the figures changes nothing or `positions`
 * turns have been evaluated. Moves whose bound cannot beat the best so far are not evaluated.
 *
 * @example const seed = climb(search, incumbent, 400);
 */
export function climb(search: TurnSearch, start: ScoredChoice, positions: number): ScoredChoice {
  let best = start;
  const first = search.nodes;
  for (let changed = true; changed;) {
    changed = false;
    for (const [i, mover] of search.movers.entries()) {
      for (let k = 0; k < mover.options.length; k++) {
        if (search.nodes - first >= positions) return best;
        if (k === best.choice[i]) continue;
        const choice = best.choice.map((old, j) => (j === i ? k : old));
        if (!better(search.boundOf(choice), best.score)) continue;
        const score = search.evaluate(choice);
        if (score && better(score, best.score)) {
          best = { choice, score };
          changed = true;
        }
      }
    }
  }
  return best;
}

/** What {@link estimate} finds: the floor the search cuts below, and its size. */
export interface Estimate {
  readonly floor: Score;
  /** The positions the search evaluates at most, those already evaluated included. */
  readonly positions: number;
}

/**
 * Climbs from `incumbent` (at most `climbing` positions), then counts the joint moves an exact
 * search against it with that floor could evaluate, stopping once past `limit` positions in all.
 *
 * @example const { floor, positions } = estimate(search, incumbent, 100, MAX_TURN_NODES);
 */
export function estimate(
  search: TurnSearch,
  incumbent: ScoredChoice,
  climbing: number,
  limit: number,
): Estimate {
  const floor = climb(search, incumbent, climbing).score;
  const left = limit - search.nodes;
  return { floor, positions: search.nodes + search.candidates(incumbent.score, floor, left) };
}
