// "Did you mean": the known word nearest a misspelt one (`qeury` → `query`, `--atack` →
// `--attack`), so that a typo costs one glance instead of a trip to --help.

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of neighbours (the
 * optimal string alignment distance), so a swap like `qeury` is one edit, as a typist sees it.
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: edits between a's first i letters and b's first j.
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + same);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known word nearest `word`, when it is near enough to be a typo of it: one edit for words
 * of up to four letters, two for longer ones (more would turn unrelated words into suggestions).
 * The first known word wins a tie. `undefined` when none is that near.
 *
 * @example didYouMean("qeury", ["check", "query"]) // "query"
 */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  const allowed = word.length <= 4 ? 1 : 2;
  let nearest: string | undefined;
  let nearestDistance = allowed + 1;
  for (const candidate of known) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < nearestDistance) {
      nearest = candidate;
      nearestDistance = distance;
    }
  }
  return nearest;
}
