// The report of a run: results/latest.json (machine, every row and note), results/latest.md
// (a table per suite) and results/<suite>.svg (its chart). A quick run writes quick.json,
// quick.md and quick-<suite>.svg instead, so a smoke test never overwrites the numbers the
// README quotes; a full run with --only merges its suites into latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
// The benchmarks are never published: their tools are devDependencies (see README).
import * as prettier from "prettier";
import { renderChart } from "./chart.js";
import { duration, fullRate, groupsOf, ratio } from "./numbers.js";

export const resultsDir = new URL("../results/", import.meta.url);

/** The machine a run measures: what makes its numbers comparable, or not. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
}

/**
 * Writes the run's JSON, Markdown and charts (prettier-formatted, so `npm run lint` passes on
 * committed results) and returns the Markdown and the files written.
 *
 * @param {Awaited<ReturnType<typeof import("./harness.js").runSuites>>} results
 * @param {{ quick: boolean, merge: boolean, order: string[], started: Date }} options
 *   `merge`: keep the suites of the previous latest.json this run did not run (a full run with
 *   --only); `started`: when the run began, the report's date
 */
export async function writeReport(results, { quick, merge, order, started }) {
  mkdirSync(resultsDir, { recursive: true });
  const name = quick ? "quick" : "latest";
  const jsonFile = new URL(`${name}.json`, resultsDir);
  let suites = results;
  if (merge && !quick && existsSync(jsonFile)) {
    const previous = JSON.parse(readFileSync(jsonFile, "utf8")).suites ?? [];
    const ran = new Set(results.map((r) => r.id));
    const rank = (id) => (order.includes(id) ? order.indexOf(id) : order.length);
    suites = [...previous.filter((s) => !ran.has(s.id)), ...results].sort(
      (a, b) => rank(a.id) - rank(b.id),
    );
  }
  const report = { date: started.toISOString(), quick, machine: machineInfo(), suites };
  const chartFile = (id) => (quick ? `quick-${id}.svg` : `${id}.svg`);
  const files = [];
  const write = async (file, text) => {
    const path = new URL(file, resultsDir);
    const options = (await prettier.resolveConfig(path)) ?? {};
    const formatted = file.endsWith(".svg")
      ? text
      : await prettier.format(text, { ...options, filepath: path.pathname });
    writeFileSync(path, formatted);
    files.push(`results/${file}`);
    return formatted;
  };
  await write(`${name}.json`, JSON.stringify(report, null, 2));
  const subtitle = `${quick ? "quick run, " : ""}${report.date.slice(0, 10)}, ${report.machine.cpu} (${report.machine.cores} cores), Node ${report.machine.node}`;
  // Only the suites of this run get a new chart: a merged suite's chart keeps the date and
  // machine it was measured on.
  for (const suite of results) {
    const svg = renderChart(suite, subtitle);
    if (svg) await write(chartFile(suite.id), svg);
  }
  const markdown = await write(`${name}.md`, renderMarkdown(report, chartFile));
  return { markdown, files };
}

/** Escapes a table cell. */
function cell(text) {
  return String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
}

/**
 * The Markdown of a report: what was measured where, then per suite its chart, a table of
 * group, engine, rate, time per call, ratio to the group's baseline and margin, and its notes.
 */
export function renderMarkdown(report, chartFile) {
  const { machine } = report;
  const lines = [
    report.quick ? "# Benchmark results (quick run)" : "# Benchmark results",
    "",
    `${report.quick ? "`npm run bench -- --quick`" : "`npm run bench`"} on ${report.date.replace("T", " ").slice(0, 16)} UTC: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}.`,
    "",
  ];
  if (report.quick) {
    lines.push(
      "A quick run is a smoke test of the suites and their answer checks: its timings are too short to quote.",
      "",
    );
  }
  lines.push(
    "Within a group every engine answers the same batch. **rate** counts the group's unit per second; **ratio** divides it by the group's baseline (above 1× is faster); **±** is the margin of error of the mean at 95%.",
    "",
  );
  for (const suite of report.suites) {
    lines.push(`## ${suite.title}`, "");
    // A suite kept from an earlier run (merged by --only) says when it was measured.
    const measured =
      suite.date && suite.date < report.date
        ? `, measured ${suite.date.replace("T", " ").slice(0, 16)} UTC`
        : "";
    lines.push(`\`${suite.id}\`, ${suite.seconds.toFixed(0)} s${measured}.`, "");
    if (suite.error) lines.push(`**Failed:** ${suite.error}`, "");
    const groups = groupsOf(suite.rows);
    if (groups.length > 0) {
      lines.push(`![${suite.id}](${chartFile(suite.id)})`, "");
      lines.push("| group | engine | rate | per call | ratio | ± |");
      lines.push("| --- | --- | ---: | ---: | ---: | ---: |");
      for (const { group, rows } of groups) {
        rows.forEach((row, i) => {
          lines.push(
            `| ${i === 0 ? cell(group) : ""} | ${cell(row.engine)} | ${fullRate(row.unitsPerSecond)} ${cell(row.unit)}/s | ${duration(1 / row.callsPerSecond)} | ${row.isBaseline ? "baseline" : ratio(row.ratio)} | ${row.rme.toFixed(1)}% |`,
          );
        });
      }
      lines.push("");
    }
    for (const note of suite.notes) lines.push(`- ${note}`);
    if (suite.notes.length > 0) lines.push("");
  }
  return lines.join("\n");
}
