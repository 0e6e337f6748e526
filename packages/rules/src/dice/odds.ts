// The `odds` query's answer, shared by the three games (docs/rules/scenario.md#queries:
// `{"distribution": [P(0), P(1), …], "expected", "atLeast": [P(≥0), P(≥1), …], "tail"}`).
import { atLeast, expectedValue } from "./distribution.js";

/** Exact odds of a count (wounds, damage, hits): the answer of an `odds` query. */
export interface DiceOdds {
  /** P(count = k), k = 0..max (see the length rule in distribution.ts). */
  readonly distribution: number[];
  /** Expected count. */
  readonly expected: number;
  /** P(count ≥ k), same length as `distribution`; includes `tail`. */
  readonly atLeast: number[];
  /** Probability of counts beyond the listed ones: 0 when dice are finite. */
  readonly tail: number;
}

/** Summarises a distribution as an `odds` answer; `tail` is unlisted mass beyond the end. */
export function oddsFromDistribution(distribution: readonly number[], tail = 0): DiceOdds {
  return {
    distribution: [...distribution],
    expected: expectedValue(distribution),
    atLeast: atLeast(distribution, tail),
    tail,
  };
}
