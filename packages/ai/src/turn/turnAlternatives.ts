// The `turn` answer's alternatives (docs/rules/ai.md#explanations): the best distinct joint moves
// — of all of them in an exact search, of those it evaluated in a budgeted one — best first, the
// answer's own turn first. Each task keeps its own best few (turnSearch.ts); they are merged here
// in task order after the coordinator's own (staying put, the greedy turn), so that the list,
// like the answer, never depends on who ran which task.
import { bestFirst } from "../plan/bestFirst.js";
import type { Score } from "../plan/score.js";
import type { Choice, FoundChoice, TurnChoice, TurnSearch } from "./turnSearch.js";

/** How many alternatives a `turn` answer lists at most (docs/rules/ai.md#explanations). */
export const TURN_ALTERNATIVES = 5;

/** One alternative of a `turn` answer: a turn as the answer gives one, and whether it is exact. */
export interface TurnAlternative extends TurnChoice {
  /**
   * Whether its score was weighed to the end: false when it rests on a reply that its share
   * of the budget cut short (depth ≥ 2). An exact search's, and any depth-1 turn's, are.
   */
  readonly complete: boolean;
}

/**
 * The alternatives of the answer `best` from `found`: the choices evaluated (the coordinator's,
 * then each task's best few in task order), the first found of each joint move kept. With
 * `inCardOrder` (an exact depth-1 search, which weighed placements with the card in their
 * spaces' order), each is scored again as its plan answers it, as the answer's own score was.
 */
export function turnAlternatives(
  search: TurnSearch,
  best: { readonly choice: Choice; readonly score: Score },
  found: readonly FoundChoice[],
  inCardOrder: boolean,
): TurnAlternative[] {
  const seen = new Set<string>();
  const distinct = found.filter((f) => {
    const key = f.choice.join(",");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const bestKey = best.choice.join(",");
  const at = distinct.findIndex((f) => f.choice.join(",") === bestKey);
  // The answer's turn is always found (it was evaluated, and leads its task's list: not found,
  // it could not say it is complete); its score is the answer's own.
  const own: FoundChoice = {
    ...(distinct[at] ?? { choice: best.choice, complete: false }),
    score: best.score,
  };
  const others = distinct.filter((_, k) => k !== at);
  const chosen = [own, ...bestFirst(others, (f) => f.score).slice(0, TURN_ALTERNATIVES - 1)];
  const scored = inCardOrder
    ? bestFirst(
        chosen.map((f, k) => (k === 0 ? f : { ...f, score: search.scoreOf(f.choice) })),
        (f) => f.score,
        0,
      )
    : chosen;
  return scored.map((f) => ({ ...search.describe(f.choice, f.score), complete: f.complete }));
}
