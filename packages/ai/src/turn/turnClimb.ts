// A strong turn found before the exact search (docs/decisions/009-turn-search.md): a climb from
// the incumbent, one figure's move changed at a time, so that the search can cut from its first
// task what clearly falls below it, and so that its size can be counted before it starts.
import type { Score } from "../plan/score.js";
import { better } from "../plan/score.js";
import type { Choice, TurnSearch } from "./turnSearch.js";

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
