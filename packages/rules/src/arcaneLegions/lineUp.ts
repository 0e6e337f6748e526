// Arcane Legions' dice line-ups (docs/rules/arcane-legions.md#lineup): the exact odds of the `odds`
// query and of `targets` entries, and the seeded `roll` query (docs/rules/scenario.md#queries).
// Pure functions; the queries wire them to units. The counting method is in lineUpCounts.ts.
import { oddsFromCounts } from "../dice/exactCounts.js";
import type { DiceOdds } from "../dice/odds.js";
import { ratioToNumber } from "../dice/ratio.js";
import type { DiceSeed } from "../dice/seed.js";
import { createDiceRoller } from "../dice/seededDice.js";
import { countLineUps } from "./lineUpCounts.js";
import { D6, type LineUpKind, checkLineUp, maxAttackerHits } from "./lineUpRules.js";
import { type LineUpResult, scoreLineUp } from "./lineUpScore.js";

export type { LineUpKind } from "./lineUpRules.js";
export { MAX_LINE_UP_DICE, PHANTOM_DIE } from "./lineUpRules.js";
export { type LineUpResult, scoreLineUp } from "./lineUpScore.js";

/** The joint distribution of a line-up's hits, as exact counts of equally likely rolls. */
export interface LineUpJoint {
  /**
   * counts[r][c]: rolls where the attacker scores r hits (critical hit included) and the
   * defender c. Rows r = 0..max attacker hits (see {@link lineUpOdds}); columns
   * c = 0..defenseDice in close combat, only c = 0 in ranged combat.
   */
  readonly counts: bigint[][];
  /** 6^(attackDice + defenseDice), the number of ordered rolls: the sum of every count. */
  readonly total: bigint;
  /** counts[r][c] / total, each divided exactly and rounded once. */
  readonly probabilities: number[][];
}

/** The `odds` answer of a line-up; close combat adds the defender's hits. */
export interface LineUpOdds extends DiceOdds {
  /** Close combat only: P(defender hits = k), k = 0..defenseDice. */
  readonly defenderDistribution?: number[];
}

/** Exact joint counts, cut to the attacker-hit values that can occur. */
function jointCounts(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly: boolean,
): { counts: bigint[][]; total: bigint } {
  // countLineUps checks the arguments.
  const counts = countLineUps(attackDice, defenseDice, kind, deadly).slice(
    0,
    maxAttackerHits(attackDice, deadly) + 1,
  );
  return { counts, total: 6n ** BigInt(attackDice + defenseDice) };
}

/**
 * The exact joint distribution of (attacker hits, defender hits) of a line-up
 * (docs/rules/arcane-legions.md#lineup: "the joint distribution of (attacker hits, defender hits)
 * for pools of up to 12 dice each"), counted over all 6^(attackDice + defenseDice) ordered rolls.
 *
 * @param kind - "close" scores defender hits too; in "ranged" the single column is c = 0
 * @param deadly - the attacker's `deadly` ability: two 6s make a critical hit
 * @throws RangeError when a dice count is not an integer 0–12 or `kind` is unknown.
 */
export function lineUpJoint(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly = false,
): LineUpJoint {
  const { counts, total } = jointCounts(attackDice, defenseDice, kind, deadly);
  const probabilities = counts.map((row) => row.map((count) => ratioToNumber(count, total)));
  return { counts, total, probabilities };
}

/**
 * Exact odds of a line-up's attacker hits (docs/rules/arcane-legions.md#lineup; the `odds` query of
 * docs/rules/scenario.md#queries), every number the exact fraction of 6^(attackDice + defenseDice)
 * rolls rounded once.
 *
 * `distribution` and `atLeast` list hits 0..attackDice, plus one more entry when a critical hit
 * is possible (attackDice ≥ 3, or ≥ 2 with `deadly`): every listed value can occur, and no other
 * (public cases: 3 vs 2 lists P(0..4), 5 vs 0 P(0..6), 2 vs 2 P(0..2); 0 attack dice → [1]).
 * `tail` is 0 (finite dice). Close combat adds `defenderDistribution`, P(defender hits = k) for
 * k = 0..defenseDice; the attacker's hits are the same in both kinds.
 *
 * @param deadly - the attacker's `deadly` ability: two 6s make a critical hit
 * @throws RangeError when a dice count is not an integer 0–12 or `kind` is unknown.
 */
export function lineUpOdds(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly = false,
): LineUpOdds {
  const { counts, total } = jointCounts(attackDice, defenseDice, kind, deadly);
  const attacker = counts.map((row) => row.reduce((sum, count) => sum + count, 0n));
  const odds = oddsFromCounts(attacker, total);
  if (kind === "ranged") return odds;
  const defender = Array.from({ length: defenseDice + 1 }, (_, c) =>
    counts.reduce((sum, row) => sum + row[c]!, 0n),
  );
  return { ...odds, defenderDistribution: defender.map((count) => ratioToNumber(count, total)) };
}

/** One seeded line-up: every die as rolled, then sorted, paired and scored. */
export interface LineUpRoll extends LineUpResult {
  /** The attacker's faces in the order rolled. */
  readonly attack: number[];
  /** The defender's faces in the order rolled. */
  readonly defense: number[];
}

/**
 * Rolls one line-up with `createDiceRoller(seed)` (docs/rules/scenario.md#roll: "The same
 * seed gives the same roll on every platform"): the attack dice first, then the defence dice,
 * each a d6 with faces 1–6 from the same roller, then scores them
 * (docs/rules/arcane-legions.md#lineup).
 *
 * @throws RangeError when a dice count is not an integer 0–12, `kind` is unknown or the seed is
 *   a number that is not a safe integer.
 */
export function lineUpRoll(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  seed: DiceSeed,
  deadly = false,
): LineUpRoll {
  checkLineUp(attackDice, defenseDice, kind);
  const roller = createDiceRoller(seed);
  const attack = roller.rollMany(attackDice, D6);
  const defense = roller.rollMany(defenseDice, D6);
  return { attack, defense, ...scoreLineUp(attack, defense, kind, deadly) };
}
