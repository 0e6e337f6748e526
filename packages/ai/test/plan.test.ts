// The plan of each game on the examples, and its errors (docs/rules/ai.md#plan). The best attack
// is checked against the rules' own `targets` answer: nothing here is typed in by hand.
import { readFileSync } from "node:fs";
import { type Scenario, openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { answer, answerAll } from "../src/index.js";

const example = (path: string): Scenario =>
  JSON.parse(readFileSync(new URL(`../../../examples/${path}`, import.meta.url), "utf8"));

describe("plan", () => {
  it("Arcadia Quest: the card and target of highest expected damage", async () => {
    const battle = await openBattle(example("arcadia-quest/gatehouse.json"), {
      game: "arcadia-quest",
    });
    const targets = battle.answer({ q: "targets", attacker: "leonardo" });
    if (targets.error) throw new Error(targets.reason);
    const most = targets.reduce((m, t) => Math.max(m, t.odds.expected), -Infinity);
    const owner = battle.scenario.figures.find((f) => f.id === "leonardo")!.owner;
    const plan = await answer(battle, { q: "plan", owner, attacker: "leonardo" });
    if (plan.error) throw new Error(plan.reason);
    expect(plan.expected.damage).toBe(most);
    const [first] = plan.attacks;
    const chosen = targets.find((t) => t.target === first!.target && t.card === first!.card);
    expect(chosen?.odds.expected).toBe(most);
  });

  it("Arcane Legions: the option of highest expected hits over every target", async () => {
    const battle = await openBattle(example("arcane-legions/river-crossing.json"), {
      game: "arcane-legions",
    });
    const targets = battle.answer({ q: "targets", attacker: "archers" });
    if (targets.error) throw new Error(targets.reason);
    const expectations = targets.flatMap((t) =>
      t.kind === "close" ? [t.odds.expected] : t.options.map((o) => o.expected),
    );
    const owner = battle.scenario.figures.find((f) => f.id === "archers")!.owner;
    const plan = await answer(battle, { q: "plan", owner, attacker: "archers" });
    if (plan.error) throw new Error(plan.reason);
    expect(plan.expected.hits).toBe(expectations.reduce((m, e) => Math.max(m, e), 0));
    expect(plan.nodes).toBe(expectations.length);
    expect(plan.attacks).toHaveLength(expectations.length > 0 ? 1 : 0);
  });

  it("HeroScape: a card with no legal attack plans nothing, with zero expectations", async () => {
    const scenario = example("heroscape/skirmish.json") as Scenario & {
      figures: { id: string; owner: string }[];
    };
    const alone = { ...scenario, figures: scenario.figures.filter((f) => f.owner === "red") };
    const [plan] = await answerAll(await openBattle(alone), [
      { q: "plan", owner: "red", card: "archers" },
    ]);
    expect(plan).toEqual({ attacks: [], expected: { destroyed: 0, wounds: 0 }, nodes: 1 });
  });

  it("answers each error in its own slot", async () => {
    const battle = await openBattle(example("heroscape/skirmish.json"));
    const answers = await answerAll(battle, [
      { q: "plan", owner: "red" },
      { q: "plan", owner: "red", card: "orcs" },
      { q: "plan", owner: "green", card: "archers" },
      { q: "plan", owner: "red", card: "archers" },
    ]);
    expect(answers.map((a) => a.error ?? "answer")).toEqual([
      "invalid-query",
      "invalid-query",
      "invalid-query",
      "answer",
    ]);
    const quest = await openBattle(example("arcadia-quest/gatehouse.json"));
    const errors = await answerAll(quest, [
      { q: "plan", owner: "nobody", attacker: "leonardo" },
      { q: "plan", owner: "nobody" },
      { q: "plan", owner: "nobody", attacker: "ghost" },
    ]);
    expect(errors.map((a) => a.error)).toEqual(["invalid-query", "invalid-query", "invalid-query"]);
  });

  it("leaves the position it planned on as it was", async () => {
    const battle = await openBattle(example("heroscape/skirmish.json"));
    const position = battle.position();
    const before = JSON.stringify(position.toScenario());
    await answerAll(position, [{ q: "plan", owner: "blue", card: "orcs" }]);
    expect(position.changes).toBe(0);
    expect(JSON.stringify(position.toScenario())).toBe(before);
  });
});
