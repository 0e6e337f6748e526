// Exact Arcane Legions line-up odds (docs/rules/arcane-legions.md#lineup: "the joint distribution
// of (attacker hits, defender hits) for pools of up to 12 dice each"), 12 vs 12 being the largest.
import { readFileSync } from "node:fs";
import { lineUpOdds } from "@sightline/rules";

const caseFile = new URL(
  "../../../packages/rules/test/cases/arcane-legions/al-10-odds-3-ranged-vs-2.json",
  import.meta.url,
);

export default {
  id: "lineUp",
  title: "Arcane Legions exact line-up odds",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    // The answers must be right before they are timed: public case al-10, and 12 vs 12 summing
    // to exactly 1 with the same attacker odds in both kinds.
    const al10 = JSON.parse(readFileSync(caseFile, "utf8"));
    const got = lineUpOdds(3, 2, "ranged");
    if (JSON.stringify(got.distribution) !== JSON.stringify(al10.expected[0].distribution)) {
      throw new Error(`3 vs 2 ranged disagrees with al-10: ${JSON.stringify(got.distribution)}`);
    }
    const ranged = lineUpOdds(12, 12, "ranged");
    const close = lineUpOdds(12, 12, "close");
    if (ranged.atLeast[0] !== 1 || close.atLeast[0] !== 1) {
      throw new Error("12 vs 12 odds do not sum to exactly 1");
    }
    if (JSON.stringify(ranged.distribution) !== JSON.stringify(close.distribution)) {
      throw new Error("12 vs 12 attacker odds differ between ranged and close");
    }
    ctx.note(
      "3 vs 2 ranged equals public case al-10; 12 vs 12 sums to exactly 1 and gives the attacker the same odds in both kinds.",
    );

    const twelve = "12 vs 12";
    await ctx.measure([
      {
        group: twelve,
        engine: "ranged",
        baseline: true,
        unit: "line-ups",
        fn: () => lineUpOdds(12, 12, "ranged"),
      },
      { group: twelve, engine: "close", unit: "line-ups", fn: () => lineUpOdds(12, 12, "close") },
      {
        group: twelve,
        engine: "close, deadly",
        unit: "line-ups",
        fn: () => lineUpOdds(12, 12, "close", true),
      },
      {
        group: "10 vs 10 (exact doubles, one run)",
        engine: "close",
        baseline: true,
        unit: "line-ups",
        fn: () => lineUpOdds(10, 10, "close"),
      },
      {
        group: "3 vs 2 (al-10)",
        engine: "ranged",
        baseline: true,
        unit: "line-ups",
        fn: () => lineUpOdds(3, 2, "ranged"),
      },
    ]);
  },
};
