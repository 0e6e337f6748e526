// Scoring one rolled line-up (docs/rules/arcane-legions.md#lineup, steps 1–4): what the `roll`
// query shows die by die. The exact odds (lineUpCounts.ts) count the same rules without rolling.
import { type LineUpKind, PHANTOM_DIE, SIX, checkLineUp, critThreshold } from "./lineUpRules.js";

/** One rolled line-up, sorted, paired and scored. */
export interface LineUpResult {
  /** The attacker's dice, highest first (#lineup step 1). */
  readonly attackSorted: number[];
  /** The defender's dice, highest first. */
  readonly defenseSorted: number[];
  /**
   * `[attack, defence]` for every comparison, highest pair first: max(attack, defence dice)
   * pairs. Pair i ≥ attackSorted.length holds the attacker's phantom 2, pair
   * i ≥ defenseSorted.length the defender's (#lineup step 3).
   */
  readonly pairs: [number, number][];
  /** Whether the attacker's 6s made a critical hit (#lineup step 2). */
  readonly crit: boolean;
  /** Attacker hits, the critical hit included. */
  readonly attackerHits: number;
  /** Defender hits: 0 in ranged combat (#lineup step 4). */
  readonly defenderHits: number;
}

function checkFaces(what: string, faces: readonly number[]): void {
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > SIX) {
      throw new RangeError(`${what} face ${String(face)} is not an integer from 1 to 6`);
    }
  }
}

const highestFirst = (a: number, b: number): number => b - a;

/**
 * Scores rolled faces (docs/rules/arcane-legions.md#lineup): both sides sort high to low; the i-th
 * attack die meets the i-th defence die, a side out of dice meets the other with phantom 2s
 * after its real dice; a higher attack die scores 1 attacker hit, a higher defence die 1
 * defender hit in close combat only; ties and phantoms never score. Three 6s among the attack
 * dice (two with `deadly`) add 1 attacker hit; the defender never crits.
 *
 * @param attack - the attacker's faces, in any order
 * @param defense - the defender's faces, in any order
 * @throws RangeError when a face is not an integer 1–6, a side has more than 12 dice or `kind`
 *   is unknown.
 */
export function scoreLineUp(
  attack: readonly number[],
  defense: readonly number[],
  kind: LineUpKind,
  deadly = false,
): LineUpResult {
  checkLineUp(attack.length, defense.length, kind);
  checkFaces("attack", attack);
  checkFaces("defence", defense);
  const attackSorted = [...attack].sort(highestFirst);
  const defenseSorted = [...defense].sort(highestFirst);
  const crit = attackSorted.filter((face) => face === SIX).length >= critThreshold(deadly);
  const pairs: [number, number][] = [];
  let attackerHits = crit ? 1 : 0;
  let defenderHits = 0;
  for (let i = 0; i < Math.max(attackSorted.length, defenseSorted.length); i++) {
    const a = attackSorted[i];
    const d = defenseSorted[i];
    pairs.push([a ?? PHANTOM_DIE, d ?? PHANTOM_DIE]);
    // A phantom (undefined here) never scores, even when it is the higher die (step 4).
    if (a !== undefined && a > (d ?? PHANTOM_DIE)) attackerHits++;
    if (kind === "close" && d !== undefined && d > (a ?? PHANTOM_DIE)) defenderHits++;
  }
  return { attackSorted, defenseSorted, pairs, crit, attackerHits, defenderHits };
}
