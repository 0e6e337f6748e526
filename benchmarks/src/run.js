// `npm run bench [-- --quick] [-- --only=hexSight,workerOverhead]`: runs every suite of
// src/suites/ (in file-name order, so a new file is a new suite), then writes the report.
// Progress goes to stderr, the Markdown report to stdout; the exit status is 1 when any suite
// failed (an answer check disagreed), 2 on a bad argument.
import { readdirSync } from "node:fs";
import { runSuites } from "./harness.js";
import { writeReport } from "./report.js";

const USAGE = "usage: node src/run.js [--quick] [--only=id,id]";

/** @param {string[]} args */
function parseArguments(args) {
  const options = { quick: false, only: undefined };
  for (const arg of args) {
    if (arg === "--quick") options.quick = true;
    else if (arg.startsWith("--only=")) {
      options.only = arg
        .slice("--only=".length)
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean);
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  return options;
}

/** Every suite module of src/suites/, sorted by file name, each checked for its shape. */
async function discoverSuites() {
  const dir = new URL("./suites/", import.meta.url);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .sort();
  const suites = [];
  for (const file of files) {
    const suite = (await import(new URL(file, dir).href)).default;
    if (!suite || typeof suite.id !== "string" || typeof suite.run !== "function") {
      throw new Error(`src/suites/${file}: the default export must be { id, title, run(ctx) }`);
    }
    if (suites.some((s) => s.id === suite.id)) {
      throw new Error(`src/suites/${file}: suite id ${suite.id} is taken`);
    }
    suites.push({ ...suite, title: suite.title ?? suite.id });
  }
  return suites;
}

let options;
try {
  options = parseArguments(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
const started = new Date();
const suites = await discoverSuites();
const unknown = (options.only ?? []).filter((id) => !suites.some((s) => s.id === id));
if (unknown.length > 0) {
  process.stderr.write(
    `no suite ${unknown.join(", ")}; the suites are ${suites.map((s) => s.id).join(", ")}\n`,
  );
  process.exit(2);
}
const selected = options.only ? suites.filter((s) => options.only.includes(s.id)) : suites;
process.stderr.write(
  `${options.quick ? "Quick run (a smoke test: timings are rough)" : "Full run"} of ${selected.length} suites: ${selected.map((s) => s.id).join(", ")}\n`,
);
const results = await runSuites(selected, { quick: options.quick, keepGoing: true });
const report = await writeReport(results, {
  quick: options.quick,
  merge: Boolean(options.only),
  order: suites.map((s) => s.id),
  started,
});
process.stdout.write(report.markdown);
process.stderr.write(`\nWrote ${report.files.join(", ")}\n`);
const failed = results.filter((r) => r.error);
process.stderr.write(
  `${failed.length === 0 ? "All suites passed" : `FAILED: ${failed.map((r) => r.id).join(", ")}`} in ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s\n`,
);
// Exit explicitly: a suite that failed halfway may leave a worker thread or a browser behind.
process.exit(failed.length === 0 ? 0 : 1);
