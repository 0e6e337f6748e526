// Dice odds as whole numbers of equally likely outcomes (docs/rules/heroscape.md#attack: "Odds are
// exact"). A pool of n dice with f faces each has f^n equally likely face sequences; counting
// them with bigints and dividing once (ratio.ts) gives every probability, the expected value and
// each P(≥ k) correctly rounded, where float sums would drift by a few ulps. Finite dice only:
// unbounded pools (Arcadia Quest's exploding crits) use the float helpers of distribution.ts.
import type { DiceOdds } from "./odds.js";
import { ratioToNumber } from "./ratio.js";

function checkFaces(what: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${what} ${String(n)} is not a non-negative integer`);
  }
}

/**
 * For `n` dice with `successFaces` successful and `otherFaces` other faces each: entry k is the
 * number of face sequences with exactly k successes, C(n, k)·successFaces^k·otherFaces^(n − k),
 * built like Pascal's triangle one die at a time. Entries sum to (successFaces + otherFaces)^n.
 *
 * @throws RangeError when a count is not a non-negative integer.
 */
export function binomialCounts(n: number, successFaces: number, otherFaces: number): bigint[] {
  checkFaces("dice count", n);
  checkFaces("successful faces", successFaces);
  checkFaces("other faces", otherFaces);
  const s = BigInt(successFaces);
  const o = BigInt(otherFaces);
  const row = new Array<bigint>(n + 1).fill(0n);
  row[0] = 1n;
  for (let die = 1; die <= n; die++) {
    // Right to left so row[k − 1] still holds the previous die's value.
    for (let k = die; k >= 1; k--) row[k] = row[k]! * o + row[k - 1]! * s;
    row[0] = row[0]! * o;
  }
  return row;
}

/**
 * Counts of max(0, X − Y) over the joint outcomes of two independent pools, from their own
 * counts (docs/rules/heroscape.md#attack "Wounds = max(0, skulls − shields)"). Length
 * `hits.length`; entries sum to (Σ hits)·(Σ saves).
 */
export function clampedDifferenceCounts(
  hits: readonly bigint[],
  saves: readonly bigint[],
): bigint[] {
  const out = new Array<bigint>(hits.length).fill(0n);
  hits.forEach((h, x) =>
    saves.forEach((s, y) => {
      const k = Math.max(0, x - y);
      out[k] = out[k]! + h * s;
    }),
  );
  return out;
}

/**
 * The `odds` answer of outcome counts: P(k) = counts[k] / total, expected = Σ k·counts[k] / total
 * and P(≥ k) = Σ_{j ≥ k} counts[j] / total, each divided exactly and rounded once (so P(≥ 0) is
 * exactly 1 when the counts cover every outcome). `tail` is 0: the dice are finite.
 *
 * @param total - the number of equally likely outcomes, Σ counts
 */
export function oddsFromCounts(counts: readonly bigint[], total: bigint): DiceOdds {
  const atLeastCounts = new Array<bigint>(counts.length);
  let sum = 0n;
  for (let k = counts.length - 1; k >= 0; k--) {
    sum += counts[k]!;
    atLeastCounts[k] = sum;
  }
  const weighted = counts.reduce((acc, count, k) => acc + BigInt(k) * count, 0n);
  return {
    distribution: counts.map((count) => ratioToNumber(count, total)),
    expected: ratioToNumber(weighted, total),
    atLeast: atLeastCounts.map((count) => ratioToNumber(count, total)),
    tail: 0,
  };
}
