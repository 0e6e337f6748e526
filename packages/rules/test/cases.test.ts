// Every public case (spec/cases) through a battle, with the wasm engine and its TypeScript
// twin: every query must give the expected answer (each game answers every query kind the
// cases ask; a `not-implemented` answer fails like any wrong one).
import { describe, expect, it } from "vitest";
import { openBattle } from "../src/index.js";
import { expectAnswer, publicCases } from "@sightline/test-fixtures";

describe.each(["wasm", "reference"] as const)("public cases, %s engine", (engine) => {
  it.each(publicCases().map((c) => [c.file, c] as const))("%s", async (_file, testCase) => {
    const battle = await openBattle(testCase.scenario, { engine });
    const answers = battle.answerAll(testCase.queries);
    expect(answers).toHaveLength(testCase.queries.length);
    testCase.queries.forEach((query, i) => {
      const where = `${testCase.name} query ${i} (${query.q})`;
      expectAnswer(answers[i], testCase.expected[i], where);
    });
  });
});

it("finds all 36 public cases", () => {
  expect(publicCases()).toHaveLength(36);
});
