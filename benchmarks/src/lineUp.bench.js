// Exact Arcane Legions line-up odds (spec/arcane-legions.md#lineup: "the joint distribution of
// (attacker hits, defender hits) for pools of up to 12 dice each"), 12 vs 12 being the largest.
// The package exports only ".", which does not list the line-up yet, so this suite imports the
// built module directly: run `npx tsc -p packages/rules/tsconfig.build.json` (or `npm run
// build`) first, then `node benchmarks/src/lineUp.bench.js` from the repository root.
import { readFileSync } from "node:fs";
import Benchmark from "benchmark";
import { lineUpOdds } from "../../packages/rules/dist/arcaneLegions/lineUp.js";

// The answers must be right before they are timed: public case al-10, and 12 vs 12 summing to
// exactly 1 with the same attacker odds in both kinds.
const al10 = JSON.parse(
  readFileSync(
    new URL(
      "../../packages/rules/test/cases/arcane-legions/al-10-odds-3-ranged-vs-2.json",
      import.meta.url,
    ),
    "utf8",
  ),
);
const got = lineUpOdds(3, 2, "ranged");
if (JSON.stringify(got.distribution) !== JSON.stringify(al10.expected[0].distribution)) {
  throw new Error(`3 vs 2 ranged disagrees with al-10: ${JSON.stringify(got.distribution)}`);
}
const ranged = lineUpOdds(12, 12, "ranged");
const close = lineUpOdds(12, 12, "close");
if (
  ranged.atLeast[0] !== 1 ||
  close.atLeast[0] !== 1 ||
  JSON.stringify(ranged.distribution) !== JSON.stringify(close.distribution)
) {
  throw new Error("12 vs 12 odds do not sum to 1 or differ between the kinds");
}

const cases = [
  ["12 vs 12 ranged", () => lineUpOdds(12, 12, "ranged")],
  ["12 vs 12 close", () => lineUpOdds(12, 12, "close")],
  ["12 vs 12 close, deadly", () => lineUpOdds(12, 12, "close", true)],
  ["10 vs 10 close (exact doubles, one run)", () => lineUpOdds(10, 10, "close")],
  ["3 vs 2 ranged (al-10)", () => lineUpOdds(3, 2, "ranged")],
];

const suite = new Benchmark.Suite("Arcane Legions exact line-up odds");
for (const [name, fn] of cases) suite.add(name, fn);
suite
  .on("cycle", (event) => console.error(`  done: ${event.target}`))
  .on("complete", function () {
    console.log(`\n${this.name} (lineUpOdds, Node ${process.version})\n`);
    console.log("| pools | ops/s | ms per call | ±% |");
    console.log("|---|---:|---:|---:|");
    for (const bench of this.slice(0, this.length)) {
      console.log(
        `| ${bench.name} | ${Math.round(bench.hz).toLocaleString("en")} | ${(1e3 / bench.hz).toFixed(3)} | ${bench.stats.rme.toFixed(1)} |`,
      );
    }
  });

console.error(`timing ${suite.length} cases (about ${suite.length * 6} s)…`);
suite.run({ async: true });
