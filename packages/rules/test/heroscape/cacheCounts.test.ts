// position.rules.cacheCounts (src/heroscape/heroscapeRules.ts): what the battle's remembered
// answers served. A question asked again is answered from them, not by the engine.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openBattle, parseScenario } from "../../src/index.js";

const skirmish = parseScenario(
  JSON.parse(
    readFileSync(new URL("../../../../examples/heroscape/skirmish.json", import.meta.url), "utf8"),
  ),
);

describe("cacheCounts", () => {
  it("counts the engine's answers once, and the remembered ones after", async () => {
    const position = (await openBattle(skirmish, { game: "heroscape" })).position();
    const fresh = position.rules.cacheCounts();
    expect(fresh).toEqual({
      sight: { held: 0, hits: 0, misses: 0 },
      steps: { hits: 0, misses: 0 },
    });
    const first = position.rules.attackRows(["archer", "knight"]);
    if ("error" in first) throw new Error(first.reason);
    const asked = position.rules.cacheCounts();
    expect(asked.steps.misses).toBe(2);
    expect(asked.sight.misses).toBeGreaterThan(0);
    // The same question again, then with a foe taken off and put back: nothing new to ask.
    position.rules.attackRows(["archer", "knight"]);
    const saved = position.changes;
    position.remove("orc");
    position.rules.attackRows(["archer", "knight"]);
    position.undoTo(saved);
    position.rules.attackRows(["archer", "knight"]);
    const again = position.rules.cacheCounts();
    expect(again.steps.misses).toBe(asked.steps.misses);
    expect(again.sight.misses).toBe(asked.sight.misses);
    expect(again.sight.held + again.sight.hits).toBeGreaterThan(
      asked.sight.held + asked.sight.hits,
    );
    // A copy: what the caller holds does not change under it.
    expect(asked).not.toBe(again);
    expect(asked.steps.misses).toBe(2);
  });
});
