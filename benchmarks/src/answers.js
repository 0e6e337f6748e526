// How suites compare the engines' answers before timing them: element by element, and a
// message that names the first difference, so a failing check shows where to look.

/**
 * Whether two array-likes hold the same values (`Object.is`, so NaN equals NaN).
 *
 * @example sameValues(Uint8Array.of(1, 0), [1, 0]) // true
 * @param {ArrayLike<number>} a
 * @param {ArrayLike<number>} b
 */
export function sameValues(a, b) {
  return firstDifference(a, b) === -1;
}

/**
 * The index of the first differing value, the shorter length if one is a prefix of the other,
 * or -1 when they agree.
 *
 * @param {ArrayLike<number>} a
 * @param {ArrayLike<number>} b
 */
export function firstDifference(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (!Object.is(a[i], b[i])) return i;
  return a.length === b.length ? -1 : n;
}
