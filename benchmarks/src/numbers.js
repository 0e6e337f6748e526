// How the report and the charts print numbers: rates, durations and ratios, rounded to what
// a ±5% measurement can say.

/**
 * A rate in full with thousands separators, three significant digits below 100.
 *
 * @example fullRate(256775.4) // "256,775"
 */
export function fullRate(x) {
  return x >= 100 ? Math.round(x).toLocaleString("en") : x.toPrecision(3);
}

/**
 * A rate in three significant digits with k, M or G.
 *
 * @example shortRate(256775.4) // "257k"
 */
export function shortRate(x) {
  for (const [scale, suffix] of [
    [1e9, "G"],
    [1e6, "M"],
    [1e3, "k"],
  ]) {
    if (x >= scale) return `${(x / scale).toPrecision(3)}${suffix}`;
  }
  return x.toPrecision(3);
}

/**
 * A ratio with the digits that matter.
 *
 * @example ratio(2.3047) // "2.30×"
 */
export function ratio(r) {
  if (r >= 100) return `${r.toFixed(0)}×`;
  if (r >= 10) return `${r.toFixed(1)}×`;
  if (r >= 0.1) return `${r.toFixed(2)}×`;
  return `${r.toPrecision(2)}×`;
}

/**
 * Seconds as ns, µs, ms or s, three significant digits.
 *
 * @example duration(0.00339) // "3.39 ms"
 */
export function duration(seconds) {
  for (const [scale, unit] of [
    [1, "s"],
    [1e-3, "ms"],
    [1e-6, "µs"],
  ]) {
    if (seconds >= scale) return `${(seconds / scale).toPrecision(3)} ${unit}`;
  }
  return `${(seconds / 1e-9).toPrecision(3)} ns`;
}

/**
 * The rows of one suite by group, each group's rows with their ratio to its baseline (the row
 * marked `baseline`, else the group's first row).
 *
 * @param {import("./harness.js").Row[]} rows
 * @returns {{ group: string, rows: (import("./harness.js").Row & { ratio: number,
 *   isBaseline: boolean })[] }[]}
 */
export function groupsOf(rows) {
  const groups = new Map();
  for (const row of rows) {
    if (!groups.has(row.group)) groups.set(row.group, []);
    groups.get(row.group).push(row);
  }
  return [...groups].map(([group, members]) => {
    const base = members.find((r) => r.baseline) ?? members[0];
    return {
      group,
      rows: members.map((r) => ({
        ...r,
        ratio: r.unitsPerSecond / base.unitsPerSecond,
        isBaseline: r === base,
      })),
    };
  });
}
