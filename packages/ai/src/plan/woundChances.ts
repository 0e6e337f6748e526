// The chances of each wound count of a HeroScape attack, asked of the rules' exact odds once per
// pair of dice counts for the whole process: a search meets the same few pools again and again.
import type { Position } from "@sightline/rules";

const known = new Map<string, readonly number[]>();

/** P(wounds = k), k = 0..attackDice, for `attackDice` against `defenseDice`. */
export function woundChances(
  position: Position<"heroscape">,
  attackDice: number,
  defenseDice: number,
): readonly number[] {
  const key = `${attackDice} ${defenseDice}`;
  let chances = known.get(key);
  if (!chances) {
    const odds = position.answer({ q: "odds", attackDice, defenseDice });
    if (odds.error) throw new RangeError(odds.reason);
    known.set(key, (chances = odds.distribution));
  }
  return chances;
}

/** The most likely count; the smallest of equally likely ones. */
export function mostLikely(chances: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < chances.length; k++) if (chances[k]! > chances[best]!) best = k;
  return best;
}
