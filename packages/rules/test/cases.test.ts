// Every public case (spec/cases) through a battle, with the wasm engine and its TypeScript
// twin: implemented query kinds must give the expected answers; the others must say
// `not-implemented`, never a made-up answer.
import { describe, expect, it } from "vitest";
import { openBattle } from "../src/index.js";
import { expectAnswer } from "./caseComparison.js";
import { publicCases } from "./publicCases.js";

/** The query kinds each game answers so far; the list grows as the rules land. */
const implemented: Record<string, readonly string[]> = {
  heroscape: ["range", "los", "targets", "odds", "roll", "matrix"],
  "arcadia-quest": ["range"],
  "arcane-legions": ["range"],
};

describe.each(["wasm", "reference"] as const)("public cases, %s engine", (engine) => {
  it.each(publicCases().map((c) => [c.file, c] as const))("%s", async (_file, testCase) => {
    const battle = await openBattle(testCase.scenario, { engine });
    const answers = battle.answerAll(testCase.queries);
    expect(answers).toHaveLength(testCase.queries.length);
    testCase.queries.forEach((query, i) => {
      const where = `${testCase.name} query ${i} (${query.q})`;
      const expected = testCase.expected[i];
      if (implemented[testCase.scenario.game]?.includes(query.q)) {
        expectAnswer(answers[i], expected, where);
      } else {
        expect(answers[i], where).toMatchObject({ error: "not-implemented" });
      }
    });
  });
});

it("finds all 36 public cases", () => {
  expect(publicCases()).toHaveLength(36);
});
