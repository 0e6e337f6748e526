// The order of an explanation's alternatives (docs/rules/ai.md#explanations): best first, by
// the same rule that picks the best — a later choice takes the place of an earlier one only when
// strictly better (scores within 1e-9 are tied) — so ties keep the order the choices were found in.
import { type Score, better } from "./score.js";

/**
 * `items` best first: `first` (an index into `items`: the answer's own choice), then, again and
 * again, the one a scan of those left picks as the best — the first, replaced by each later one
 * strictly better than it. No item is strictly better than any before it.
 *
 * @example bestFirst([{ s: ZERO }, { s: { value: 1, wounds: 0 } }], (i) => i.s) // the second first
 */
export function bestFirst<T>(items: readonly T[], scoreOf: (item: T) => Score, first = -1): T[] {
  const left = [...items];
  const ranked: T[] = [];
  if (first >= 0 && first < left.length) ranked.push(left.splice(first, 1)[0]!);
  while (left.length > 0) {
    let pick = 0;
    for (let k = 1; k < left.length; k++) {
      if (better(scoreOf(left[k]!), scoreOf(left[pick]!))) pick = k;
    }
    ranked.push(left.splice(pick, 1)[0]!);
  }
  return ranked;
}

/**
 * Puts `item` into `kept` (best first, at most `most` long), before the first kept item it is
 * strictly better than, or at the head when `head` (the search's new best, whatever the ties
 * before it); drops the last past `most`. Ties keep the order they were found in.
 */
export function keepBestFirst<T>(
  kept: T[],
  item: T,
  scoreOf: (item: T) => Score,
  most: number,
  head = false,
): void {
  let at = head ? 0 : kept.length;
  if (!head) {
    const score = scoreOf(item);
    for (let k = 0; k < kept.length; k++) {
      if (better(score, scoreOf(kept[k]!))) {
        at = k;
        break;
      }
    }
  }
  if (at >= most) return;
  kept.splice(at, 0, item);
  if (kept.length > most) kept.length = most;
}
