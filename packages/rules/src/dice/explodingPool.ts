// Success counts of exploding dice pools (docs/rules/arcadia-quest.md#dice: "Every crit adds one
// more die of its colour … without limit"). The count is unbounded, so a pool's
// distribution is listed only until the probability of anything larger is negligible, and that
// remaining probability is computed directly as a sum of positive terms, never as 1 − Σ P(k)
// (which would lose every digit of a mass near 1e-12 to cancellation).

/** A die whose faces are equally likely; some faces count a success, some also add a die. */
export interface ExplodingDie {
  /** Number of faces, at least 1. */
  readonly sides: number;
  /** Faces that count one success and add nothing (a sword on a melee roll). */
  readonly successFaces: number;
  /** Faces that count one success and add one more die of the same kind (a crit). */
  readonly explodingFaces: number;
}

/** An unbounded count, listed as far as it matters. */
export interface TruncatedDistribution {
  /** P(count = k), k = 0..M. */
  readonly pmf: number[];
  /** P(count > k), k = 0..M, each summed from positive terms; the last one is below the cutoff. */
  readonly survival: number[];
}

/**
 * Default cutoff of {@link explodingPool}: 1e-12 (the spec's tail threshold) times about 2^−60,
 * so the unlisted mass is far below one rounding step of any answer that is compared to 1e-12.
 */
export const POOL_CUTOFF = 1e-30;

function checkDie(die: ExplodingDie): void {
  const { sides, successFaces, explodingFaces } = die;
  const counts = [sides, successFaces, explodingFaces];
  if (!counts.every((n) => Number.isSafeInteger(n) && n >= 0) || sides < 1) {
    throw new RangeError(`die ${JSON.stringify(die)} has bad face counts`);
  }
  if (successFaces + explodingFaces > sides) {
    throw new RangeError(`die ${JSON.stringify(die)} has more special faces than sides`);
  }
  if (explodingFaces === sides) {
    // Every roll adds another die: the pool never stops and the count is infinite.
    throw new RangeError(`die ${JSON.stringify(die)} explodes on every face and never stops`);
  }
}

/**
 * Distribution of the number of successes of `dice` exploding dice: each die counts one success
 * on a success or exploding face, and each exploding face adds one more die, recursively.
 *
 * One die X with fail probability f and explosion probability c has P(X > k) = (1 − f)·c^k
 * (k explosions in a row, then any success) and P(X = k) = (1 − f)(1 − c)·c^(k−1) for k ≥ 1, so
 * its generating function is (f + a·z)/(1 − c·z). Adding the i-th die to a pool of i − 1 dice,
 * with R(k) = Σ_{j ≤ k} P(i−1 dice = j)·c^(k−j) = c·R(k − 1) + P(i−1 dice = k):
 *
 * - P(i dice = k) = f·P(i−1 dice = k) + (1 − f)(1 − c)·R(k − 1),
 * - P(i dice > k) = P(i−1 dice > k) + (1 − f)·R(k).
 *
 * Every term is positive, so each entry, large or tiny, is accurate to a few ulps relative. The
 * entries are produced for k = 0, 1, 2, … (all pool sizes at once, O(dice) memory) and stop at
 * the first M with P(count > M) < `cutoff`. Work is O(dice · M).
 *
 * @throws RangeError when `dice` is not a non-negative integer, the face counts are not
 *   non-negative integers that fit on the die, or every face explodes (the pool never stops).
 */
export function explodingPool(
  dice: number,
  die: ExplodingDie,
  cutoff = POOL_CUTOFF,
): TruncatedDistribution {
  if (!Number.isSafeInteger(dice) || dice < 0) {
    throw new RangeError(`dice count ${String(dice)} is not a non-negative integer`);
  }
  checkDie(die);
  if (!(cutoff > 0)) throw new RangeError(`cutoff ${String(cutoff)} is not positive`);
  const { sides, successFaces, explodingFaces } = die;
  const c = explodingFaces / sides;
  const f = (sides - successFaces - explodingFaces) / sides;
  const g = (successFaces + explodingFaces) / sides; // 1 − f, without the subtraction
  const q = g * ((sides - explodingFaces) / sides); // (1 − f)(1 − c)

  // r[i] = R_i(k − 1) for pool size i before column k is computed, R_i(k) after.
  const r = new Array<number>(dice + 1).fill(0);
  const pmf: number[] = [];
  const survival: number[] = [];
  for (let k = 0; ; k++) {
    let pPrev = k === 0 ? 1 : 0; // P(0 dice = k)
    let sPrev = 0; // P(0 dice > k)
    let rOldPrev = r[0]!; // R_0(k − 1)
    let rNewPrev = c * rOldPrev + pPrev; // R_0(k)
    r[0] = rNewPrev;
    for (let i = 1; i <= dice; i++) {
      const p = f * pPrev + q * rOldPrev;
      const s = sPrev + g * rNewPrev;
      const rOld = r[i]!;
      const rNew = c * rOld + p;
      r[i] = rNew;
      pPrev = p;
      sPrev = s;
      rOldPrev = rOld;
      rNewPrev = rNew;
    }
    pmf.push(pPrev);
    survival.push(sPrev);
    if (sPrev < cutoff) return { pmf, survival };
  }
}
