// Synthetic boards more than one suite times, built the same way every run.

/**
 * A 40 × 25 odd-r field of hexes: 1,000 spaces, the hex range suites' board.
 *
 * @example encodeHexBoard(thousandSpaces())
 * @returns {[number, number][]}
 */
export function thousandSpaces() {
  const spaces = [];
  for (let r = 0; r < 25; r++) for (let x = 0; x < 40; x++) spaces.push([x - (r >> 1), r]);
  return spaces;
}
