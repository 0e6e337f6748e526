// How many iterations the dice-aware UCT peer (peers/uctPlanner.js) needs to reach a share of
// the exact plan's value: its plan valued exactly at budgets doubling from MIN_BUDGET, each the
// mean over several seeds (one seed's plan is one draw of its dice; the mean is the peer's
// expected quality at that budget), up to a top budget. A share counts as reached at the
// smallest budget from which every larger budget tried keeps it: small budgets can be lucky.
import { better } from "./planGame.js";
import { uctPlanValue } from "./uctPlanner.js";

const MIN_BUDGET = 16;

/**
 * @param {import("./planGame.js").PlanTable} table
 * @param {{ destroyed: number, wounds: number }} exact our plan's expected value
 * @param {{ maxBudget: number, seeds: string[], shares: number[], exploration?: number }} options
 * @returns {{ steps: { iterations: number, destroyed: number, wounds: number, share: number,
 *   turnMs: number, decisions: number }[], reached: Map<number, number | undefined> }}
 *   `reached`: per share, the smallest budget from which the mean value destroyed stays at least
 *   that share of ours up to the top budget (undefined when the top budget falls short)
 */
export function uctLadder(table, exact, { maxBudget, seeds, shares, exploration }) {
  const steps = [];
  const reached = new Map(shares.map((s) => [s, undefined]));
  for (let iterations = MIN_BUDGET; iterations <= maxBudget; iterations *= 2) {
    const step = { iterations, destroyed: 0, wounds: 0, share: 0, turnMs: 0, decisions: 0 };
    for (const seed of seeds) {
      const plan = uctPlanValue(table, { iterations, seed, exploration });
      // Our plan is exact: a sampled planner beating it means the two play different games.
      if (better(plan, exact)) {
        throw new Error(
          `the UCT peer (${iterations} iterations, seed ${JSON.stringify(seed)}) plans ${plan.destroyed} destroyed, ${plan.wounds} wounds: more than the exact plan's ${exact.destroyed}, ${exact.wounds}`,
        );
      }
      step.destroyed += plan.destroyed / seeds.length;
      step.wounds += plan.wounds / seeds.length;
      step.turnMs += plan.turnMs / seeds.length;
      step.decisions += plan.decisions / seeds.length;
    }
    step.share = exact.destroyed > 0 ? step.destroyed / exact.destroyed : 1;
    steps.push(step);
  }
  for (const share of shares) {
    for (let i = steps.length - 1; i >= 0 && steps[i].share >= share - 1e-12; i--) {
      reached.set(share, steps[i].iterations);
    }
  }
  return { steps, reached };
}
