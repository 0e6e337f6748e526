// The plan of each game on the examples, and its errors (docs/rules/ai.md#plan). The best attack
// is checked against the rules' own `targets` answer: nothing here is typed in by hand.
import { readFileSync } from "node:fs";
import { type Scenario, openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { planCases } from "@sightline/search-fixtures";
import type { ArcaneLegionsPlannedAttack } from "../src/plan/singleAttackPlan.js";
import {
  type HeroscapePlan,
  MAX_PLAN_ATTACKERS,
  MAX_PLAN_NODES,
  answer,
  answerAll,
} from "../src/index.js";

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

describe("plan with explain (docs/rules/ai.md#explanations)", () => {
  it("Arcadia Quest: every (card, target) with its `targets` odds, best first", async () => {
    // The goblin beside Leonardo: his Blade and his Crossbow both reach it.
    const gatehouse = example("arcadia-quest/gatehouse.json") as unknown as {
      figures: { id: string }[];
    };
    const beside = {
      ...gatehouse,
      figures: gatehouse.figures.map((f) => (f.id === "goblin" ? { ...f, x: 1, y: 2 } : f)),
    };
    const battle = await openBattle(beside as unknown as Scenario, { game: "arcadia-quest" });
    const targets = battle.answer({ q: "targets", attacker: "leonardo" });
    if (targets.error) throw new Error(targets.reason);
    const owner = battle.scenario.figures.find((f) => f.id === "leonardo")!.owner;
    const query = { q: "plan", owner, attacker: "leonardo" } as const;
    const plan = await answer(battle, query);
    const explained = await answer(battle, { ...query, explain: true });
    if (plan.error || explained.error) throw new Error("no plan");
    const { alternatives = [], ...rest } = explained;
    expect(rest).toEqual(plan);
    expect(targets.length).toBeGreaterThan(1);
    const key = (card: string, target: string, expected: number) => `${card}>${target}:${expected}`;
    expect(
      alternatives.map((a) => key(a.attack.card, a.attack.target, a.expected.damage)).sort(),
    ).toEqual(targets.map((t) => key(t.card, t.target, t.odds.expected)).sort());
    expect(alternatives[0]).toEqual({ attack: plan.attacks[0], expected: plan.expected });
    for (let k = 1; k < alternatives.length; k++) {
      expect(alternatives[k]!.expected.damage).toBeLessThanOrEqual(
        alternatives[k - 1]!.expected.damage + 1e-9,
      );
    }
  });

  it("Arcane Legions: every (target, option) with its `targets` odds, best first", async () => {
    // The element's ford: the archers have two targets, ten lines of notches between them.
    const ford = JSON.parse(
      readFileSync(
        new URL("../../battle-board/test/fixtures/arcane-legions-ford.json", import.meta.url),
        "utf8",
      ),
    ) as Scenario;
    const battle = await openBattle(ford, { game: "arcane-legions" });
    const targets = battle.answer({ q: "targets", attacker: "archers" });
    if (targets.error) throw new Error(targets.reason);
    const owner = battle.scenario.figures.find((f) => f.id === "archers")!.owner;
    const explained = await answer(battle, {
      q: "plan",
      owner,
      attacker: "archers",
      explain: true,
    });
    if (explained.error) throw new Error(explained.reason);
    const alternatives = explained.alternatives ?? [];
    const key = (a: Partial<ArcaneLegionsPlannedAttack>, expected: number) =>
      JSON.stringify([
        a.target,
        a.kind,
        a.attackerSide,
        a.attackerNotch,
        a.targetSide,
        a.targetNotch,
        expected,
      ]);
    const options = targets.flatMap((t) =>
      t.kind === "close"
        ? [key({ target: t.target, kind: t.kind }, t.odds.expected)]
        : t.options.map((o) => key({ target: t.target, kind: t.kind, ...o }, o.expected)),
    );
    expect(options.length).toBeGreaterThan(1);
    expect(alternatives.map((a) => key(a.attack, a.expected.hits)).sort()).toEqual(options.sort());
    expect(alternatives[0]).toEqual({ attack: explained.attacks[0], expected: explained.expected });
    for (let k = 1; k < alternatives.length; k++) {
      expect(alternatives[k]!.expected.hits).toBeLessThanOrEqual(
        alternatives[k - 1]!.expected.hits + 1e-9,
      );
    }
  });

  it("HeroScape public cases: the first attacks tied with the best are the case's optimal ones", async () => {
    let tied = 0;
    for (const planCase of planCases()) {
      const battle = await openBattle(planCase.scenario);
      const queries = planCase.queries.map((q) => ({ ...(q as object), explain: true }));
      const answers = await answerAll(battle, queries);
      answers.forEach((reply, i) => {
        if (!reply || "error" in reply) throw new Error(JSON.stringify(reply));
        const plan = reply as HeroscapePlan;
        const best = plan.expected;
        const optimal = (plan.alternatives ?? [])
          .filter(
            (a) =>
              Math.abs(a.expected.destroyed - best.destroyed) <= 1e-9 &&
              Math.abs(a.expected.wounds - best.wounds) <= 1e-9,
          )
          .map((a) => `${a.attack.attacker}→${a.attack.target}`);
        const want = planCase.optimalFirst[i]!.map((a) => `${a.attacker}→${a.target}`);
        expect(optimal.sort(), `${planCase.name}, query ${i}`).toEqual(want.sort());
        tied += optimal.length > 1 ? 1 : 0;
      });
    }
    expect(tied).toBeGreaterThan(0);
  });
});
