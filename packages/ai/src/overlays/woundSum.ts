// The chance that several independent attacks' wounds together reach a figure's life left
// (docs/rules/ai.md#overlays): their distributions convolved exactly, every sum at or past the
// life left kept as one count, so the work is attacks × life × dice whatever the board.

/** One attack's result: P(count = k) for k = 0, 1, …, and the mass past the last one listed. */
export interface CountChances {
  readonly chances: readonly number[];
  /** P(count > chances.length − 1): Arcadia Quest's exploding dice leave < 1e-12 unlisted. */
  readonly tail?: number;
}

/**
 * P(the counts of `attacks`, added, reach `need`). An attack's `tail` is counted as reaching it:
 * its counts are past every one listed, at least `chances.length`, which reaches `need` whenever
 * the list runs up to `need` — and otherwise the answer is too high by at most the tails' sum.
 *
 * @example reachChance([{ chances: [0.5, 0.5] }, { chances: [0.5, 0.5] }], 2) // 0.25
 */
export function reachChance(attacks: readonly CountChances[], need: number): number {
  if (!(need > 0)) return 1;
  let sums = new Float64Array(need + 1);
  let next = new Float64Array(need + 1);
  sums[0] = 1;
  for (const { chances, tail = 0 } of attacks) {
    next.fill(0);
    next[need] = sums[need]!;
    for (let have = 0; have < need; have++) {
      const p = sums[have]!;
      if (p === 0) continue;
      for (let k = 0; k < chances.length; k++) {
        const to = Math.min(need, have + k);
        next[to] = next[to]! + p * chances[k]!;
      }
      next[need] = next[need]! + p * tail;
    }
    [sums, next] = [next, sums];
  }
  return sums[need]!;
}

/** Σ k · P(count = k): the expected count the listed chances give. */
export function expectedCount(chances: readonly number[]): number {
  let expected = 0;
  for (let k = 1; k < chances.length; k++) expected += k * chances[k]!;
  return expected;
}
