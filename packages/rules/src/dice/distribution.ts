// Exact distributions of dice counts (docs/rules/heroscape.md#attack: "Odds are exact";
// docs/rules/scenario.md#queries: `distribution` is [P(0), P(1), …]). A distribution is a list
// whose entry k is P(count = k). Everything is sums of products of probabilities, never factorials
// or powers of big numbers, so nothing overflows and rounding stays near one ulp per operation.
//
// Length rule: a distribution lists P(0) … P(max), where max is the largest count the dice can
// produce (e.g. HeroScape: max wounds = attack dice). The helpers keep this structural length:
// an entry may be 0 when the faces make a value impossible (a face list with no blank, say);
// use `trimZeros` where such impossible top values must not be listed. Games with unbounded
// counts (Arcadia Quest's exploding crits) stop where the remaining mass is below a threshold
// and report that mass separately as `tail` (docs/rules/arcadia-quest.md#dice).

function checkCount(what: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${what} ${String(n)} is not a non-negative integer`);
  }
}

/**
 * Binomial distribution: P(k successes among `n` independent dice, each a success with
 * probability `p`), k = 0..n. Built like Pascal's triangle, one die at a time
 * (`row'[k] = row[k]·(1 − p) + row[k − 1]·p`), which is exact for p = 1/2 (dyadic) and within
 * a few ulps otherwise. O(n²), meant for dice pools, not for millions of trials.
 *
 * @throws RangeError when `n` is not a non-negative integer or `p` is not in [0, 1].
 */
export function binomialPmf(n: number, p: number): number[] {
  checkCount("dice count", n);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`probability ${String(p)} is not in [0, 1]`);
  const q = 1 - p;
  const row = new Array<number>(n + 1).fill(0);
  row[0] = 1;
  for (let die = 1; die <= n; die++) {
    // Right to left so row[k − 1] still holds the previous die's value.
    for (let k = die; k >= 1; k--) row[k] = row[k]! * q + row[k - 1]! * p;
    row[0] = row[0]! * q;
  }
  return row;
}

/**
 * Distribution of X + Y for independent X ~ `a`, Y ~ `b` (e.g. successes of two dice pools).
 * Length `a.length + b.length − 1`; an empty operand gives an empty list.
 */
export function convolve(a: readonly number[], b: readonly number[]): number[] {
  if (a.length === 0 || b.length === 0) return [];
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((pa, i) => b.forEach((pb, j) => (out[i + j] = out[i + j]! + pa * pb)));
  return out;
}

/**
 * Distribution of max(0, X − Y) for independent X ~ `hits`, Y ~ `saves`
 * (docs/rules/heroscape.md#attack "Wounds = max(0, skulls − shields)";
 * docs/rules/arcadia-quest.md#dice "Damage = max(0, hits − saves)"). Length `hits.length` (the most
 * it can be is the most hits). P(0) is summed from its own terms (every x ≤ y), not taken as 1
 * minus the rest, so a tiny P(0) keeps its precision.
 */
export function clampedDifference(hits: readonly number[], saves: readonly number[]): number[] {
  const out = new Array<number>(hits.length).fill(0);
  hits.forEach((ph, x) =>
    saves.forEach((ps, y) => {
      const k = Math.max(0, x - y);
      out[k] = out[k]! + ph * ps;
    }),
  );
  return out;
}

/**
 * P(count ≥ k) for k = 0..length − 1, summed from the top down (small terms first). `tail` is
 * mass beyond the last listed value (docs/rules/arcadia-quest.md#dice), counted in every entry.
 * Entry 0 is the total mass: 1 up to rounding for a complete distribution.
 */
export function atLeast(distribution: readonly number[], tail = 0): number[] {
  const out = new Array<number>(distribution.length);
  let sum = tail;
  for (let k = distribution.length - 1; k >= 0; k--) {
    sum += distribution[k]!;
    out[k] = sum;
  }
  return out;
}

/** Σ k·P(k) over the listed values: the expected count (mass in a `tail` is not included). */
export function expectedValue(distribution: readonly number[]): number {
  let sum = 0;
  for (let k = distribution.length - 1; k >= 1; k--) sum += k * distribution[k]!;
  return sum;
}

/**
 * The distribution without its trailing entries that are exactly 0 (values that cannot occur
 * at the top end), keeping at least P(0) so the list is never empty: [0.5, 0.5, 0, 0] → [0.5,
 * 0.5], [1, 0] → [1]. Returns a new list.
 */
export function trimZeros(distribution: readonly number[]): number[] {
  let length = distribution.length;
  while (length > 1 && distribution[length - 1] === 0) length--;
  return distribution.slice(0, length);
}
