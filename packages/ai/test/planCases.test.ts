// The public plan cases through the library: `answerAll` on a battle of each case's scenario.
import { openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { answerAll } from "../src/index.js";
import { expectPlanAnswers, planCases } from "@sightline/search-fixtures";

const cases = planCases();

describe("public plan cases", () => {
  it("are all here", () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases)("$name", async (planCase) => {
    const battle = await openBattle(planCase.scenario);
    expectPlanAnswers(
      JSON.parse(JSON.stringify(await answerAll(battle, planCase.queries))),
      planCase,
    );
  });
});
