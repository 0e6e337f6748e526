// HeroScape's combat dice (docs/rules/heroscape.md#attack): how many dice height gives, the exact
// odds of the `odds` query and of a `targets` entry, and the seeded `roll` query
// (docs/rules/scenario.md#queries). Pure functions; the queries wire them to figures.
import { binomialCounts, clampedDifferenceCounts, oddsFromCounts } from "../dice/exactCounts.js";
import type { DiceOdds } from "../dice/odds.js";
import type { DiceSeed } from "../dice/seed.js";
import { createDiceRoller } from "../dice/seededDice.js";
import { type QueryError, type QueryOf, invalidDice } from "../queries/query.js";

/** A face of the combat die. */
export type CombatFace = "skull" | "shield" | "blank";

/**
 * The combat die: "six faces, three skulls, two shields, one blank"
 * (docs/rules/heroscape.md#attack).
 */
export const COMBAT_DIE: readonly CombatFace[] = [
  "skull",
  "skull",
  "skull",
  "shield",
  "shield",
  "blank",
];

/** How many of the combat die's faces show `face` (skull 3, shield 2, blank 1). */
function faceCount(face: CombatFace): number {
  return COMBAT_DIE.filter((f) => f === face).length;
}

/**
 * Exact odds of one attack with `attackDice` vs `defenseDice` (height advantage included):
 * skulls ~ Bin(attackDice, 1/2) and shields ~ Bin(defenseDice, 1/3) are independent, and
 * wounds = max(0, skulls − shields) (docs/rules/heroscape.md#attack). Counted over all
 * 6^(attackDice + defenseDice) equally likely rolls and divided once, so every number is the
 * exact value correctly rounded (3 vs 3: expected 0.75, P(≥ 0) = 1).
 *
 * `distribution` and `atLeast` have attackDice + 1 entries (0 attack dice → [1]): every count
 * up to attackDice can occur, since each die can show a skull and each defence die a
 * non-shield. `tail` is 0 (finite dice).
 *
 * @throws RangeError when a dice count is not a non-negative integer.
 */
export function heroscapeOdds(attackDice: number, defenseDice: number): DiceOdds {
  const sides = COMBAT_DIE.length;
  const skulls = binomialCounts(attackDice, faceCount("skull"), sides - faceCount("skull"));
  const shields = binomialCounts(defenseDice, faceCount("shield"), sides - faceCount("shield"));
  const total = BigInt(sides) ** BigInt(attackDice + defenseDice);
  return oddsFromCounts(clampedDifferenceCounts(skulls, shields), total);
}

/**
 * P(the defender is destroyed): "a figure with life − wounds ≤ new wounds is destroyed"
 * (docs/rules/heroscape.md#attack), i.e. P(new wounds ≥ life − wounds). 1 when the figure has no
 * life left to lose, 0 when it has more than the attack can deal. Squad figures have life 1,
 * so their destroy probability is P(≥ 1 wound).
 *
 * @param odds - the attack's odds (only `atLeast` is read)
 * @param life - the figure's life
 * @param wounds - wounds the figure already has (default 0)
 */
export function destroyProbability(
  odds: Pick<DiceOdds, "atLeast">,
  life: number,
  wounds = 0,
): number {
  const needed = life - wounds;
  if (needed <= 0) return 1;
  return odds.atLeast[needed] ?? 0;
}

/**
 * The `odds` of a `targets` entry (docs/rules/scenario.md#queries, docs/rules/heroscape.md#attack).
 */
export interface TargetOdds {
  /** Expected wounds. */
  readonly expected: number;
  /** P(at least one wound). */
  readonly atLeastOne: number;
  /** P(the target is destroyed by this attack). */
  readonly destroy: number;
}

/**
 * Odds already counted, by `attack · 2¹⁶ + defence` for whole counts below 2¹⁶ (a number, not a
 * string made per look-up: a search asks the same few pools millions of times), else by
 * "attack defence".
 */
const counted = new Map<number | string, DiceOdds>();

/** {@link heroscapeOdds}, counted once per pair of dice counts for the whole process. */
function cachedOdds(attackDice: number, defenseDice: number): DiceOdds {
  const small =
    Number.isInteger(attackDice) &&
    Number.isInteger(defenseDice) &&
    attackDice >= 0 &&
    defenseDice >= 0 &&
    attackDice < 65536 &&
    defenseDice < 65536;
  const key = small ? attackDice * 65536 + defenseDice : `${attackDice} ${defenseDice}`;
  let odds = counted.get(key);
  if (!odds) counted.set(key, (odds = heroscapeOdds(attackDice, defenseDice)));
  return odds;
}

/**
 * The odds of attacking a figure with `life` and `wounds` already taken: expected wounds,
 * P(≥ 1 wound) and P(destroyed). Dice counts include height advantage.
 *
 * @throws RangeError when a dice count is not a non-negative integer.
 */
export function targetOdds(
  attackDice: number,
  defenseDice: number,
  life: number,
  wounds = 0,
): TargetOdds {
  const odds = cachedOdds(attackDice, defenseDice);
  return {
    expected: odds.expected,
    atLeastOne: odds.atLeast[1] ?? 0,
    destroy: destroyProbability(odds, life, wounds),
  };
}

/** One seeded attack: every die's face and the result (docs/rules/scenario.md#roll). */
export interface HeroscapeRoll {
  readonly attack: CombatFace[];
  readonly defense: CombatFace[];
  readonly skulls: number;
  readonly shields: number;
  /** max(0, skulls − shields). */
  readonly wounds: number;
}

/**
 * Rolls one attack with `createDiceRoller(seed)`: the attack dice first, then the defence
 * dice, from the same roller, so a seed fixes every face (docs/rules/scenario.md#queries: "The same
 * seed gives the same roll on every platform"). Counts skulls on attack dice and shields on
 * defence dice only (docs/rules/heroscape.md#attack).
 *
 * @throws RangeError when a dice count is not a non-negative integer, or the seed is a number
 *   that is not a safe integer.
 */
export function heroscapeRoll(
  attackDice: number,
  defenseDice: number,
  seed: DiceSeed,
): HeroscapeRoll {
  const roller = createDiceRoller(seed);
  const attack = roller.rollMany(attackDice, COMBAT_DIE);
  const defense = roller.rollMany(defenseDice, COMBAT_DIE);
  const skulls = attack.filter((face) => face === "skull").length;
  const shields = defense.filter((face) => face === "shield").length;
  return { attack, defense, skulls, shields, wounds: Math.max(0, skulls - shields) };
}

/** The `odds` query (docs/rules/heroscape.md#attack): exact, or the error for counts it cannot roll. */
export function heroscapeOddsAnswer(query: QueryOf<"odds">): DiceOdds | QueryError {
  return diceAnswer(() => heroscapeOdds(query.attackDice, query.defenseDice));
}

/** The `roll` query: one seeded roll of both sides' combat dice. */
export function heroscapeRollAnswer(query: QueryOf<"roll">): HeroscapeRoll | QueryError {
  return diceAnswer(() => heroscapeRoll(query.attackDice, query.defenseDice, query.seed));
}

/** A dice answer, or the error for counts the dice cannot roll. */
function diceAnswer<T>(answer: () => T): T | QueryError {
  try {
    return answer();
  } catch (error) {
    return invalidDice(error);
  }
}
