// The chances of each wound count of a HeroScape attack, asked of the rules' odds without a
// battle and kept for the process: a 200-node turn search on Rotten Ice asks 17,186 times for a
// few pools, and counting each again made it about 40% slower (≈ 370 ms against 265 ms, measured
// here). Only pools the rules could count are kept, so there are at most (MAX_DICE + 1)² = 4,225
// of them (MAX_DICE is 64): the cache is bounded by the rules' own limit.
import { odds } from "@sightline/rules";

/** Pools of up to {@link SIDE} − 1 dice a side, at `attackDice × SIDE + defenseDice`. */
const SIDE = 65;
const table: (readonly number[] | undefined)[] = new Array<undefined>(SIDE * SIDE).fill(undefined);
/** Larger pools, kept by `attackDice × KEY + defenseDice`: a number, so a look-up makes no string. */
const known = new Map<number, readonly number[]>();
const KEY = 1 << 16;

/**
 * P(wounds = k), k = 0..attackDice, for `attackDice` against `defenseDice`.
 *
 * @throws RangeError naming the count when the rules cannot roll it (beyond MAX_DICE, negative).
 */
export function woundChances(attackDice: number, defenseDice: number): readonly number[] {
  const whole =
    Number.isInteger(attackDice) &&
    attackDice >= 0 &&
    Number.isInteger(defenseDice) &&
    defenseDice >= 0;
  // A plan asks for every attack of every set of enemies gone: an array look-up, not a hash.
  const flat = whole && attackDice < SIDE && defenseDice < SIDE;
  if (flat) {
    const chances = table[attackDice * SIDE + defenseDice];
    if (chances) return chances;
  }
  const cached = whole && !flat && defenseDice < KEY;
  const key = attackDice * KEY + defenseDice;
  let chances = cached ? known.get(key) : undefined;
  if (!chances) {
    const answer = odds("heroscape", { attackDice, defenseDice });
    if (answer.error) throw new RangeError(answer.reason);
    chances = answer.distribution;
    if (flat) table[attackDice * SIDE + defenseDice] = chances;
    else if (cached) known.set(key, chances);
  }
  return chances;
}

/** The most likely count; the smallest of equally likely ones. */
export function mostLikely(chances: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < chances.length; k++) if (chances[k]! > chances[best]!) best = k;
  return best;
}
