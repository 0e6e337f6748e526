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

/**
 * A large open field with hills: 48 × 32 odd-r hexes (1,536 spaces), levels 1–6 rolling in
 * two directions, a tree every few hexes along two hedgerows. A stand-in for the repository's
 * own large map until it has one (issue 11); the same every run.
 *
 * @example withFigures(hillField(), 30)
 */
export function hillField() {
  const spaces = [];
  const obstacles = [];
  for (let r = 0; r < 32; r++) {
    for (let x = 0; x < 48; x++) {
      const q = x - (r >> 1);
      const level = 1 + Math.round(2.5 + 1.5 * Math.sin(x / 5) + Math.cos(r / 4));
      spaces.push({ q, r, level });
      if ((r === 10 || r === 21) && x % 5 === 2) {
        obstacles.push({
          id: `tree-${obstacles.length}`,
          kind: "tree",
          hexes: [[q, r]],
          from: level,
          to: level + 9,
          shape: "cylinder",
        });
      }
    }
  }
  return { game: "heroscape", name: "Hill field", board: { spaces, obstacles }, figures: [] };
}
