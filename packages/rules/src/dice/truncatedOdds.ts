// The `odds` answer for unbounded counts (docs/rules/arcadia-quest.md#dice: "the distribution is
// computed up to the point where the probability left over is below `1e-12`, and that remainder
// is reported as `tail`"; docs/rules/scenario.md#queries). Damage = max(0, hits − saves) of two
// independent unbounded counts, each given as far as it matters by explodingPool.ts.
import type { TruncatedDistribution } from "./explodingPool.js";
import type { DiceOdds } from "./odds.js";

/** The spec's bound on the unlisted probability `tail` (docs/rules/arcadia-quest.md#dice). */
export const TAIL_THRESHOLD = 1e-12;

/** Σ terms from the last to the first, so small terms are added before large ones. */
function sumBackwards(terms: readonly number[]): number {
  let sum = 0;
  for (let i = terms.length - 1; i >= 0; i--) sum += terms[i]!;
  return sum;
}

/**
 * Odds of D = max(0, H − S) for independent unbounded counts H (`hits`) and S (`saves`).
 *
 * Truncation rule: `distribution` lists P(D = 0) … P(D = K) where K is the smallest count with
 * P(D > K) < `threshold`, and `tail` = P(D > K) (so `tail` < `threshold` and the last listed
 * entry is the first whose excess falls below it). For Arcadia Quest's 3 melee vs 2 dice this
 * gives K = 20 and tail ≈ 2.0978e-13; 3 ranged vs 2 gives K = 19, tail ≈ 4.9505e-13
 * (public case aq-12). A bounded D stops at its largest value with tail 0 unless its top values
 * are together below the threshold, in which case they go into the tail like any other.
 *
 * Every number is a sum of positive terms, never a difference, so tiny entries keep their
 * relative precision:
 * - P(D > d) = Σ_y P(S = y)·P(H > d + y);
 * - P(D = d) = Σ_y P(S = y)·P(H = d + y) for d ≥ 1, P(D = 0) = Σ_x P(H = x)·P(S ≥ x);
 * - `atLeast` = [1, P(D > 0), …, P(D > K − 1)] (P(D ≥ 0) is exactly 1);
 * - `expected` = Σ_{d ≥ 0} P(D > d) over every d the hits reach, so it includes the tail's share
 *   (3 melee vs 2: 20396/12005, not the 4.6e-12 less the listed entries alone would give).
 *
 * Terms past the listed ends of `hits` and `saves` are taken as 0: each input's own last
 * survival bounds that error (below 1e-30 from explodingPool). Work is O(|hits| · |saves|).
 */
export function clampedDifferenceOdds(
  hits: TruncatedDistribution,
  saves: TruncatedDistribution,
  threshold = TAIL_THRESHOLD,
): DiceOdds {
  const h = hits.pmf;
  const hitsAbove = hits.survival;
  const s = saves.pmf;
  const savesAbove = saves.survival;
  const top = h.length - 1;

  // exceeds[d] = P(D > d) for d = 0..top; beyond `top` it is below hits' own cutoff.
  // Both lists are clamped at 1: rounding can lift a sum that is exactly 1 (every hit surely
  // saved, say) an ulp above it.
  const exceeds = h.map((_, d) =>
    Math.min(1, sumBackwards(s.map((ps, y) => ps * (hitsAbove[d + y] ?? 0)))),
  );
  let last = exceeds.findIndex((p) => p < threshold);
  if (last < 0) last = top; // only when hits were cut off above the threshold

  const distribution = Array.from({ length: last + 1 }, (_, d) =>
    Math.min(
      1,
      d === 0
        ? sumBackwards(h.map((px, x) => px * (x === 0 ? 1 : (savesAbove[x - 1] ?? 0))))
        : sumBackwards(s.map((ps, y) => ps * (h[d + y] ?? 0))),
    ),
  );
  return {
    distribution,
    expected: sumBackwards(exceeds),
    atLeast: distribution.map((_, d) => (d === 0 ? 1 : exceeds[d - 1]!)),
    tail: exceeds[last]!,
  };
}
