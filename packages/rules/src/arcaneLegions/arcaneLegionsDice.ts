// Dice pools and their odds for Arcane Legions attacks (docs/rules/arcane-legions.md#ranged,
// #close, #lineup): named modifiers summed and clamped once, the odds of a `targets` entry, and the
// `odds` and `roll` queries (docs/rules/scenario.md#queries). The line-up math is lineUp.ts's.
import type { DiceSeed } from "../dice/seed.js";
import type { QueryError } from "../queries/query.js";
import {
  type LineUpKind,
  type LineUpOdds,
  type LineUpRoll,
  MAX_LINE_UP_DICE,
  lineUpOdds,
  lineUpRoll,
} from "./lineUp.js";

/** One named change to a dice pool, as `targets` lists it. */
export interface Modifier {
  readonly name: string;
  readonly attackDice?: number;
  readonly defenseDice?: number;
}

/**
 * A pool: `base` dice plus every modifier's change to `pool`, clamped at 0 once, after all of
 * them (docs/rules/arcane-legions.md#ranged: "Each pool is clamped at 0 once"). Exact odds exist
 * for at most 12 dice (#lineup); a bigger pool (bonuses can lift it to 24) is cut to 12, and the
 * cut is listed as a modifier of its own so the answer still adds up.
 */
export function poolSize(
  base: number,
  modifiers: Modifier[],
  pool: "attackDice" | "defenseDice",
): number {
  const total = modifiers.reduce((sum, m) => sum + (m[pool] ?? 0), base);
  if (total > MAX_LINE_UP_DICE) {
    modifiers.push({ name: `at most ${MAX_LINE_UP_DICE} dice`, [pool]: MAX_LINE_UP_DICE - total });
    return MAX_LINE_UP_DICE;
  }
  return Math.max(0, total);
}

/**
 * The `odds` of a `targets` entry (docs/rules/scenario.md#queries); close adds the defender's hits.
 */
export interface AttackOdds {
  /** Expected attacker hits (damage dealt), critical hits included. */
  readonly expected: number;
  /** P(the attacker scores at least one hit). */
  readonly atLeastOne: number;
  /** P(attacker hits = k). */
  readonly distribution: number[];
  /** Close combat only: P(defender hits = k), k = 0..defence dice. */
  readonly defenderDistribution?: number[];
}

const cache = new Map<string, LineUpOdds>();

/** Exact line-up odds, computed once per (dice, kind, deadly) for the whole process. */
export function cachedOdds(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly: boolean,
): LineUpOdds {
  const key = `${attackDice} ${defenseDice} ${kind} ${deadly}`;
  let odds = cache.get(key);
  if (!odds) cache.set(key, (odds = lineUpOdds(attackDice, defenseDice, kind, deadly)));
  return odds;
}

/** The odds of one attack with these pools (the attacker's `deadly` ability included). */
export function attackOdds(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly: boolean,
): AttackOdds {
  const odds = cachedOdds(attackDice, defenseDice, kind, deadly);
  // Copies: the cached odds are shared, an answer is the caller's to change.
  return {
    expected: odds.expected,
    atLeastOne: odds.atLeast[1] ?? 0,
    distribution: [...odds.distribution],
    ...(odds.defenderDistribution ? { defenderDistribution: [...odds.defenderDistribution] } : {}),
  };
}

/**
 * The kind of an `odds` or `roll` query: "ranged" by default (docs/rules/scenario.md#queries); the
 * players' "melee" is close combat.
 */
export function lineUpKind(kind: "melee" | "ranged" | "close" | undefined): LineUpKind {
  return kind === "close" || kind === "melee" ? "close" : "ranged";
}

function diceError(error: unknown): QueryError {
  if (error instanceof RangeError) return { error: "invalid-query", reason: error.message };
  throw error;
}

/** The `odds` query: exact line-up odds, `defenderDistribution` in close combat. */
export function oddsAnswer(
  attackDice: number,
  defenseDice: number,
  kind: "melee" | "ranged" | "close" | undefined,
): LineUpOdds | QueryError {
  try {
    return lineUpOdds(attackDice, defenseDice, lineUpKind(kind));
  } catch (error) {
    return diceError(error);
  }
}

/** The `roll` query: one seeded line-up, every die and the hits of both sides. */
export function rollAnswer(
  attackDice: number,
  defenseDice: number,
  kind: "melee" | "ranged" | "close" | undefined,
  seed: DiceSeed,
): LineUpRoll | QueryError {
  try {
    return lineUpRoll(attackDice, defenseDice, lineUpKind(kind), seed);
  } catch (error) {
    return diceError(error);
  }
}
