// What the overlays' property tests hold the answers to, worked out the slow way and on its own:
// outcomes enumerated one combination at a time, never convolved.

/**
 * P(the counts, one drawn from each distribution, add up to `need` or more), by walking every
 * combination of counts (a count at or past `need` is one outcome: the rest add nothing to it).
 */
export function enumeratedReach(
  distributions: readonly (readonly number[])[],
  need: number,
): number {
  const capped = distributions.map((chances) => {
    const out = new Array<number>(Math.min(chances.length, need + 1)).fill(0);
    chances.forEach((p, k) => (out[Math.min(k, need)] = out[Math.min(k, need)]! + p));
    return out;
  });
  let reached = 0;
  const walk = (i: number, sum: number, chance: number): void => {
    if (chance === 0) return;
    if (sum >= need) {
      reached += chance;
      return;
    }
    if (i === capped.length) return;
    capped[i]!.forEach((p, k) => walk(i + 1, sum + k, chance * p));
  };
  walk(0, 0, 1);
  return reached;
}

/** The count's distribution of `dice` dice each scoring one with chance `p`, by every roll. */
export function enumeratedDice(dice: number, p: number): number[] {
  const counts = new Array<number>(dice + 1).fill(0);
  for (let roll = 0; roll < 1 << dice; roll++) {
    let scored = 0;
    let chance = 1;
    for (let d = 0; d < dice; d++) {
      const hit = (roll >> d) & 1;
      scored += hit;
      chance *= hit ? p : 1 - p;
    }
    counts[scored] = counts[scored]! + chance;
  }
  return counts;
}

/** Σ k · P(k). */
export const mean = (chances: readonly number[]): number =>
  chances.reduce((sum, p, k) => sum + k * p, 0);

/** Numbers within 1e-9, everything else equal: how an answer is held to the oracle's. */
export function sameWithin(got: unknown, want: unknown, path = ""): string | undefined {
  if (typeof want === "number" && typeof got === "number") {
    return Math.abs(got - want) <= 1e-9 ? undefined : `${path}: ${got} against ${want}`;
  }
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) {
      return `${path}: ${JSON.stringify(got)} against ${JSON.stringify(want)}`;
    }
    for (let i = 0; i < want.length; i++) {
      const why = sameWithin(got[i], want[i], `${path}/${i}`);
      if (why) return why;
    }
    return undefined;
  }
  if (want && typeof want === "object") {
    if (!got || typeof got !== "object") return `${path}: ${JSON.stringify(got)} is no object`;
    const keys = new Set([...Object.keys(want), ...Object.keys(got)]);
    for (const key of keys) {
      const why = sameWithin(
        (got as Record<string, unknown>)[key],
        (want as Record<string, unknown>)[key],
        `${path}/${key}`,
      );
      if (why) return why;
    }
    return undefined;
  }
  return Object.is(got, want)
    ? undefined
    : `${path}: ${JSON.stringify(got)} against ${JSON.stringify(want)}`;
}
