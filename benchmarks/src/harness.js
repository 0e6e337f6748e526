// The benchmark harness every suite runs in: benchmark.js timing, progress on stderr, and one
// list of result rows that the report turns into results/latest.json, a Markdown table and
// SVG charts. Speed lives here, never in a unit test.
import Benchmark from "benchmark";

/**
 * A suite module's default export:
 *   { id: "hexSight", title: "HeroScape line of sight", async run(ctx) { … } }
 * `run` builds its inputs, checks that the engines it compares agree (throw if they do not),
 * then times them with `ctx.measure` and adds notes (agreement counts…) with `ctx.note`.
 * Timings taken elsewhere (a browser page's own clock) go in with `ctx.record`.
 *
 * @typedef {{ id: string, title: string, run: (ctx: Context) => Promise<void> }} Suite
 */

/**
 * One result row: `unit` names what one call does `perCall` times (870 "pairs"), so rows of
 * one group compare by `unitsPerSecond`; the report divides by the group's `baseline` row.
 *
 * @typedef {{
 *   suite: string, group: string, engine: string, baseline: boolean,
 *   callsPerSecond: number, rme: number, samples: number,
 *   perCall: number, unit: string, unitsPerSecond: number,
 *   timing?: string, overheadPercent?: number,
 * }} Row
 */

/** The context one suite runs in: its mode, its rows and notes. */
export class Context {
  /** @param {{ quick: boolean, suite: { id: string, title: string } }} options */
  constructor({ quick, suite }) {
    this.quick = quick;
    this.suite = suite;
    /** @type {Row[]} */
    this.rows = [];
    /** @type {string[]} */
    this.notes = [];
  }

  /** A line of progress on stderr (stdout stays for the report). */
  progress(message) {
    process.stderr.write(`  [${this.suite.id}] ${message}\n`);
  }

  /** Something the report prints under the suite's table: agreement counts, goals, caveats. */
  note(text) {
    this.notes.push(text);
  }

  /**
   * Times cases in one benchmark.js run and records a row for each:
   *   { group, engine, unit, perCall, fn | asyncFn, baseline? }
   * `group` names what is compared (e.g. "Rotten Ice, all pairs"); rows of one group share
   * `unit` (what one call does, e.g. 870 "pairs"): the report derives units/s and the ratio of
   * each engine to the group's `baseline: true` row. Returns the recorded rows, in order.
   *
   * @returns {Promise<Row[]>}
   */
  async measure(cases) {
    // Every engine runs untimed first, long enough for V8 to tier its code up: otherwise the
    // row timed first (often the baseline) pays for everyone's warm-up and reads slower.
    const warmUpMs = this.quick ? 50 : 500;
    for (const c of cases) {
      const until = performance.now() + warmUpMs;
      for (let calls = 0; calls < 3 || performance.now() < until; calls++) {
        if (c.asyncFn) await c.asyncFn();
        else c.fn();
      }
    }
    const suite = new Benchmark.Suite(this.suite.id);
    const timing = this.quick ? { maxTime: 0.25, minSamples: 3 } : { maxTime: 2, minSamples: 8 };
    for (const c of cases) {
      if (c.asyncFn) {
        suite.add(`${c.group} · ${c.engine}`, (d) => c.asyncFn().then(() => d.resolve()), {
          ...timing,
          defer: true,
        });
      } else {
        suite.add(`${c.group} · ${c.engine}`, c.fn, timing);
      }
    }
    const done = new Promise((resolve, reject) => {
      suite.on("cycle", (event) => this.progress(String(event.target)));
      suite.on("error", (event) => reject(event.target.error));
      suite.on("complete", () => resolve());
    });
    suite.run({ async: true });
    await done;
    return cases.map((c, i) => {
      const bench = suite[i];
      return this.record({
        group: c.group,
        engine: c.engine,
        baseline: c.baseline,
        callsPerSecond: bench.hz,
        rme: bench.stats.rme,
        samples: bench.stats.sample.length,
        perCall: c.perCall,
        unit: c.unit,
      });
    });
  }

  /**
   * Records a row timed elsewhere (a browser page's `performance.now`, summarised with
   * {@link summarize}); `unitsPerSecond` is derived as in `measure`.
   *
   * @param {{ group: string, engine: string, baseline?: boolean, callsPerSecond: number,
   *   rme?: number, samples?: number, perCall?: number, unit?: string, timing?: string }} row
   * @returns {Row}
   */
  record(row) {
    const perCall = row.perCall ?? 1;
    const recorded = {
      ...row,
      suite: this.suite.id,
      baseline: Boolean(row.baseline),
      rme: row.rme ?? 0,
      samples: row.samples ?? 1,
      perCall,
      unit: row.unit ?? "calls",
      unitsPerSecond: row.callsPerSecond * perCall,
    };
    this.rows.push(recorded);
    return recorded;
  }
}

// Two-sided 95% Student t values by degrees of freedom (benchmark.js uses the same table).
const T95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

/**
 * Summarises seconds-per-call samples the way benchmark.js does: calls/s from the mean, and
 * the relative margin of error (95%, in %) of the mean.
 *
 * @example summarize([0.010, 0.011, 0.009]) // { callsPerSecond: 100, rme: 24.8, samples: 3 }
 * @param {number[]} seconds
 */
export function summarize(seconds) {
  const n = seconds.length;
  if (n === 0) throw new RangeError("summarize: no samples");
  const mean = seconds.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? seconds.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const t = T95[n - 2] ?? 1.96;
  const rme = n > 1 ? ((t * Math.sqrt(variance / n)) / mean) * 100 : 0;
  return { callsPerSecond: 1 / mean, rme, samples: n };
}

/**
 * Runs suites one after another. A suite that throws (an answer check that failed, a missing
 * map…) stops the run, unless `keepGoing`: then it is reported with its `error`, the others
 * still run, and the caller decides the exit status.
 *
 * @param {Suite[]} suites
 * @param {{ quick: boolean, keepGoing?: boolean }} options
 * @returns {Promise<{ id: string, title: string, rows: Row[], notes: string[],
 *   seconds: number, date: string, error?: string }[]>}
 */
export async function runSuites(suites, { quick, keepGoing = false }) {
  const results = [];
  for (const suite of suites) {
    const started = Date.now();
    process.stderr.write(`${suite.title}…\n`);
    const ctx = new Context({ quick, suite });
    let error;
    try {
      await suite.run(ctx);
    } catch (thrown) {
      if (!keepGoing) throw thrown;
      error = thrown instanceof Error ? thrown.message : String(thrown);
      process.stderr.write(`  [${suite.id}] FAILED: ${error}\n`);
      if (thrown instanceof Error && thrown.stack) process.stderr.write(`${thrown.stack}\n`);
    }
    const seconds = (Date.now() - started) / 1000;
    process.stderr.write(
      `  [${suite.id}] ${error ? "failed" : "done"} in ${seconds.toFixed(1)} s\n`,
    );
    results.push({
      id: suite.id,
      title: suite.title,
      date: new Date(started).toISOString(),
      seconds,
      rows: ctx.rows,
      notes: ctx.notes,
      ...(error === undefined ? {} : { error }),
    });
  }
  return results;
}
