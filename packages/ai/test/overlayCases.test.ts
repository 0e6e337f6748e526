// The public overlay cases through the library: `answerAll` on a battle of each case's scenario.
import { openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { answerAll } from "../src/index.js";
import { expectOverlayAnswers, overlayCases } from "@sightline/search-fixtures";

const cases = overlayCases();

describe("public overlay cases", () => {
  it("are all here", () => {
    expect(cases.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)("$name", async (overlayCase) => {
    const battle = await openBattle(overlayCase.scenario);
    expectOverlayAnswers(
      JSON.parse(JSON.stringify(await answerAll(battle, overlayCase.queries))),
      overlayCase,
    );
  });
});
