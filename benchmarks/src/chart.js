// One suite's results as an SVG bar chart, written by hand (no chart library): a row per
// engine under each group's heading. Where groups compare engines, each bar runs from the
// group's baseline (1×) to the engine's ratio on a log axis — right is faster, left slower;
// a suite whose groups each hold one engine shows units/s instead. A thin whisker marks each
// row's margin of error.
import { groupsOf, ratio, shortRate } from "./numbers.js";

const WIDTH = 960;
const LABEL_X = 16;
const PLOT_LEFT = 380;
const PLOT_RIGHT = 750;
const VALUE_X = WIDTH - 16;
const ROW = 20;
const HEADING = 24;
const PALETTE = [
  "#1f6fb2",
  "#e07b21",
  "#2e9e4f",
  "#c23b3b",
  "#7d55b8",
  "#8c6239",
  "#d45aa6",
  "#5f6b73",
];
const FONT = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** Escapes text for SVG. */
function xml(text) {
  return String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Cuts a label to fit its column. */
function fit(text, chars) {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}

/** The 1-2-5 values from `lo` to `hi` (both ends included), the round ends of a log axis. */
function niceSteps(lo, hi) {
  const steps = [];
  for (let e = Math.floor(Math.log10(lo)) - 1; e <= Math.ceil(Math.log10(hi)) + 1; e++) {
    for (const m of [1, 2, 5]) steps.push(m * 10 ** e);
  }
  const from = steps.filter((s) => s <= lo).at(-1);
  const to = steps.find((s) => s >= hi);
  return steps.filter((s) => s >= from && s <= to);
}

/**
 * A log axis over `values` (and 1 when `withOne`): its ends, its ticks and the x of a value.
 *
 * @param {number[]} values
 */
function logAxis(values, withOne) {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  const span = withOne ? [...positive, 1] : positive;
  const lo = span.reduce((a, b) => Math.min(a, b), Infinity) / 1.15;
  const hi = span.reduce((a, b) => Math.max(a, b), -Infinity) * 1.15;
  const steps = niceSteps(lo, hi);
  const [min, max] = [steps[0], steps.at(-1)];
  const decades = Math.log10(max / min);
  const ticks = decades > 2.5 ? steps.filter((s) => Math.log10(s) % 1 === 0) : steps;
  const x = (v) =>
    PLOT_LEFT +
    ((Math.log10(Math.min(Math.max(v, min), max)) - Math.log10(min)) / decades) *
      (PLOT_RIGHT - PLOT_LEFT);
  return { ticks, x };
}

/** A tick's label: 0.5×, 1×, 20× on a ratio axis, 10k, 1M on a rate axis. */
function tickLabel(value, ratios) {
  if (!ratios) return shortRate(value).replace(/\.0+(?=\D|$)/, "");
  return `${Number(value.toPrecision(1))}×`;
}

/**
 * The SVG of one suite, or `undefined` when it has no rows.
 *
 * @param {{ id: string, title: string, rows: import("./harness.js").Row[] }} suite
 * @param {string} subtitle the run it comes from (date, machine, quick)
 */
export function renderChart(suite, subtitle) {
  const groups = groupsOf(suite.rows);
  if (groups.length === 0) return undefined;
  const compared = groups.filter((g) => g.rows.length > 1);
  const ratios = compared.length > 0;
  const shown = ratios ? compared : groups;
  const rows = shown.flatMap((g) => g.rows);
  const axis = logAxis(
    rows.map((r) => (ratios ? r.ratio : r.unitsPerSecond)),
    ratios,
  );
  const engines = [...new Set(rows.map((r) => r.engine))];
  const colour = (engine) => PALETTE[engines.indexOf(engine) % PALETTE.length];

  const top = 64;
  const height = top + shown.length * HEADING + rows.length * ROW + 44;
  const plotBottom = height - 36;
  const parts = [];
  parts.push(
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${LABEL_X}" y="24" font-size="16" font-weight="600">${xml(suite.title)}</text>`,
    `<text x="${LABEL_X}" y="44" font-size="12" fill="#555555">${xml(
      ratios
        ? `Each engine's rate ÷ its group's baseline (log scale; right of 1× is faster; whiskers ± margin) · ${subtitle}`
        : `Rate per second (log scale) · ${subtitle}`,
    )}</text>`,
  );
  // Grid and tick labels first, so bars paint over them.
  for (const tick of axis.ticks) {
    const x = axis.x(tick).toFixed(1);
    const one = ratios && tick === 1;
    parts.push(
      `<line x1="${x}" y1="${top - 6}" x2="${x}" y2="${plotBottom}" stroke="${one ? "#333333" : "#e3e3e3"}" stroke-width="${one ? 1.5 : 1}"/>`,
      `<text x="${x}" y="${plotBottom + 16}" font-size="11" fill="#555555" text-anchor="middle">${xml(tickLabel(tick, ratios))}</text>`,
    );
  }
  let y = top;
  for (const { group, rows: members } of shown) {
    parts.push(
      `<text x="${LABEL_X}" y="${y + 16}" font-size="12" font-weight="600">${xml(fit(group, 120))}</text>`,
    );
    y += HEADING;
    for (const row of members) {
      const value = ratios ? row.ratio : row.unitsPerSecond;
      const from = ratios ? axis.x(1) : PLOT_LEFT;
      const to = axis.x(value);
      const [left, width] = [Math.min(from, to), Math.max(Math.abs(to - from), 2)];
      const rate = `${shortRate(row.unitsPerSecond)} ${row.unit}/s`;
      const label = ratios
        ? `${row.isBaseline ? "1× (baseline)" : ratio(row.ratio)} · ${rate}`
        : rate;
      parts.push(
        `<g><title>${xml(`${group} · ${row.engine}: ${rate}, ${ratio(row.ratio)}, ±${row.rme.toFixed(1)}%`)}</title>`,
        `<text x="${LABEL_X + 12}" y="${y + 14}" font-size="12">${xml(fit(row.engine, 54))}</text>`,
        `<rect x="${left.toFixed(1)}" y="${y + 3}" width="${width.toFixed(1)}" height="${ROW - 6}" rx="2" fill="${row.isBaseline && ratios ? "#333333" : colour(row.engine)}"/>`,
        `<text x="${VALUE_X}" y="${y + 14}" font-size="11" text-anchor="end" fill="#333333">${xml(label)}</text></g>`,
      );
      // The row's margin of error as a whisker across the bar's end.
      if (row.rme > 0) {
        const [lo, hi] = [axis.x(value * (1 - row.rme / 100)), axis.x(value * (1 + row.rme / 100))];
        const mid = (y + ROW / 2).toFixed(1);
        parts.push(
          `<line x1="${lo.toFixed(1)}" y1="${mid}" x2="${hi.toFixed(1)}" y2="${mid}" stroke="#222222" stroke-width="1"/>`,
        );
      }
      y += ROW;
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${FONT}" role="img" aria-label="${xml(suite.title)}">`,
    ...parts.map((p) => `  ${p}`),
    "</svg>",
    "",
  ].join("\n");
}
