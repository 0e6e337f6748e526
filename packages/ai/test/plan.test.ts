// The plan of each game on the examples, and its errors (docs/rules/ai.md#plan). The best attack
// is checked against the rules' own `targets` answer: nothing here is typed in by hand.
import { readFileSync } from "node:fs";
import { type Scenario, openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { MAX_PLAN_ATTACKERS, MAX_PLAN_NODES, answer, answerAll } from "../src/index.js";

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

describe("plan limits (docs/rules/limits.md)", () => {
  /** `n` archers of one card facing `foes` enemies of life 4 across an open field. */
  function field(n: number, foes = n): Scenario {
    const spaces = [];
    for (let r = 0; r < 6; r++) for (let q = 0; q < 12; q++) spaces.push({ q, r, level: 1 });
    const figure = (id: string, owner: string, q: number, r: number, life: number) => ({
      id,
      owner,
      card: owner === "red" ? "archers" : id,
      hexes: [[q, r] as const],
      height: 5,
      range: 20,
      attack: 3,
      defense: 2,
      life,
    });
    return {
      game: "heroscape",
      board: { spaces },
      figures: [
        ...Array.from({ length: n }, (_, i) =>
          figure(`a${i}`, "red", i % 12, Math.floor(i / 12), 1),
        ),
        ...Array.from({ length: foes }, (_, i) => figure(`e${i}`, "blue", i, 5, 4)),
      ],
    };
  }

  it("refuses a plan past MAX_PLAN_NODES states, in its slot, and answers the next", async () => {
    // 2⁸ sets of attackers that have acted × 5⁸ lives of the enemies: some 10⁸ states.
    const battle = await openBattle(field(8));
    const [tooBig, small] = await answerAll(battle, [
      { q: "plan", owner: "red", card: "archers" },
      { q: "plan", owner: "blue", card: "e0" },
    ]);
    expect(tooBig).toEqual({
      error: "invalid-query",
      reason: expect.stringContaining(`more than ${MAX_PLAN_NODES} states (limit MAX_PLAN_NODES)`),
    });
    expect(small).toMatchObject({ attacks: [expect.anything()] });
  });

  it("refuses a card of more than MAX_PLAN_ATTACKERS figures", async () => {
    const battle = await openBattle(field(MAX_PLAN_ATTACKERS + 1, 1));
    expect(await answer(battle, { q: "plan", owner: "red", card: "archers" })).toEqual({
      error: "invalid-query",
      reason: `card "archers" has 31 figures; at most ${MAX_PLAN_ATTACKERS} plan together`,
    });
  });

  it("plans a card within it exactly", async () => {
    const plan = await answer(await openBattle(field(4)), {
      q: "plan",
      owner: "red",
      card: "archers",
    });
    if (plan.error) throw new Error(plan.reason);
    expect(plan.nodes).toBeLessThanOrEqual(MAX_PLAN_NODES);
    expect(plan.attacks).toHaveLength(4);
  });
});
