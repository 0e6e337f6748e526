// Every public case (spec/cases) through a battle, with the wasm engine and its TypeScript
// twin: implemented query kinds must give the expected answers; the others must say
// `not-implemented`, never a made-up answer.
import { describe, expect, it } from "vitest";
import { openBattle } from "../src/index.js";
import { expectAnswer } from "./caseComparison.js";
import { answered, publicCases } from "./publicCases.js";

describe.each(["wasm", "reference"] as const)("public cases, %s engine", (engine) => {
  it.each(publicCases().map((c) => [c.file, c] as const))("%s", async (_file, testCase) => {
    const battle = await openBattle(testCase.scenario, { engine });
    const answers = battle.answerAll(testCase.queries);
    expect(answers).toHaveLength(testCase.queries.length);
    testCase.queries.forEach((query, i) => {
      const where = `${testCase.name} query ${i} (${query.q})`;
      const expected = testCase.expected[i];
      if (answered(testCase.scenario.game, query.q)) {
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
