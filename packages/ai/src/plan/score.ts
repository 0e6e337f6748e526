// Scores of plans and turns (docs/rules/ai.md): pairs compared lexicographically — value first,
// then wounds — where numbers within 1e-9 of each other are tied.

/** A score: expected value (destroyed, or destroyed minus lost), then expected wounds. */
export interface Score {
  readonly value: number;
  readonly wounds: number;
}

/** Two numbers within this of each other are tied. */
export const TIE = 1e-9;

export const ZERO: Score = { value: 0, wounds: 0 };

/** Whether `a` beats `b`: more value, or tied value and more wounds. */
export function better(a: Score, b: Score): boolean {
  return betterPair(a.value, a.wounds, b.value, b.wounds);
}

/** {@link better} on bare numbers, for loops that keep no score objects. */
export function betterPair(
  value: number,
  wounds: number,
  barValue: number,
  barWounds: number,
): boolean {
  if (value > barValue + TIE) return true;
  if (value < barValue - TIE) return false;
  return wounds > barWounds + TIE;
}

/** `total + chance × score`. */
export function addScaled(total: Score, chance: number, score: Score): Score {
  return {
    value: total.value + chance * score.value,
    wounds: total.wounds + chance * score.wounds,
  };
}

/** `a − b`. */
export function minus(a: Score, b: Score): Score {
  return { value: a.value - b.value, wounds: a.wounds - b.wounds };
}
