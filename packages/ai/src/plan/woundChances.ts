// The chances of each wound count of a HeroScape attack, asked of the rules' odds without a
// battle and kept for the process: a 200-node turn search on Rotten Ice asks 17,186 times for a
// few pools, and counting each again made it about 40% slower (≈ 370 ms against 265 ms, measured
// here). Only pools the rules could count are kept, so there are at most (MAX_DICE + 1)² = 4,225
// of them (MAX_DICE is 64): the cache is bounded by the rules' own limit.
import { odds } from "@sightline/rules";

const known = new Map<string, readonly number[]>();

/**
 * P(wounds = k), k = 0..attackDice, for `attackDice` against `defenseDice`.
 *
 * @throws RangeError naming the count when the rules cannot roll it (beyond MAX_DICE, negative).
 */
export function woundChances(attackDice: number, defenseDice: number): readonly number[] {
  const key = `${attackDice} ${defenseDice}`;
  let chances = known.get(key);
  if (!chances) {
    const answer = odds("heroscape", { attackDice, defenseDice });
    if (answer.error) throw new RangeError(answer.reason);
    known.set(key, (chances = answer.distribution));
  }
  return chances;
}

/** The most likely count; the smallest of equally likely ones. */
export function mostLikely(chances: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < chances.length; k++) if (chances[k]! > chances[best]!) best = k;
  return best;
}
