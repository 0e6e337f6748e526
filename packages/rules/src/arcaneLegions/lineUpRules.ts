// The fixed numbers of an Arcane Legions dice line-up (docs/rules/arcane-legions.md#lineup), shared
// by the exact odds (lineUpCounts.ts), the scoring of one roll (lineUpScore.ts) and the public API
// (lineUp.ts), so the three can never disagree on a rule.

/** Ranged combat scores attacker hits only; close combat scores both sides. */
export type LineUpKind = "ranged" | "close";

/**
 * Largest pool either side may roll. The scenario fields allow 0–12 dice
 * (docs/rules/arcane-legions.md, "Scenario fields") and the spec asks for exact odds "for pools of
 * up to 12 dice each" (#lineup); the exact counter's two 32-bit moduli hold any count below
 * 6^24, i.e. exactly this bound (lineUpCounts.ts).
 */
export const MAX_LINE_UP_DICE = 12;

/** The value of the die a side compares against once it has run out of dice (#lineup step 3). */
export const PHANTOM_DIE = 2;

/** The faces of the d6 both sides roll. */
export const D6: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The highest face: the one that counts towards a critical hit. */
export const SIX = 6;

/**
 * How many 6s among the attacker's dice make a critical hit: three, or two with `deadly`
 * (docs/rules/arcane-legions.md#lineup step 2; either way the critical hit adds one hit).
 */
export function critThreshold(deadly: boolean): number {
  return deadly ? 2 : 3;
}

/**
 * Checks a line-up's arguments for callers outside TypeScript's reach (the CLI, JSON queries).
 *
 * @throws RangeError when a dice count is not an integer in 0..{@link MAX_LINE_UP_DICE}, or
 *   `kind` is neither "ranged" nor "close".
 */
export function checkLineUp(attackDice: number, defenseDice: number, kind: LineUpKind): void {
  for (const [what, count] of [
    ["attack dice", attackDice],
    ["defence dice", defenseDice],
  ] as const) {
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_LINE_UP_DICE) {
      throw new RangeError(
        `${what} ${String(count)} is not an integer from 0 to ${String(MAX_LINE_UP_DICE)}`,
      );
    }
  }
  if (kind !== "ranged" && kind !== "close") {
    throw new RangeError(`line-up kind ${String(kind)} is neither "ranged" nor "close"`);
  }
}

/**
 * The most hits the attacker can score with `attackDice` dice: one per die, plus the critical
 * hit when the pool can roll enough 6s for one. Every value up to it can occur (all 6s against
 * all 1s scores it), so odds list exactly this many + 1 entries.
 */
export function maxAttackerHits(attackDice: number, deadly: boolean): number {
  return attackDice + (attackDice >= critThreshold(deadly) ? 1 : 0);
}
