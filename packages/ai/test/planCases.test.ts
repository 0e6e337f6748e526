// The public plan cases (copied from the spec's cases/plan into test/cases/plan: a clone has no
// ../shared): `expected` within 1e-9, and the first attack among the case's optimal first ones.
import { readFileSync, readdirSync } from "node:fs";
import { openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { answerAll } from "../src/index.js";

interface PlanCase {
  readonly name: string;
  readonly scenario: unknown;
  readonly queries: readonly unknown[];
  readonly expected: readonly { attacks: unknown[]; expected: Record<string, number> }[];
  readonly optimalFirst: readonly (readonly { attacker: string; target: string }[])[];
}

const dir = new URL("./cases/plan/", import.meta.url);
const cases: PlanCase[] = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as PlanCase);

describe("public plan cases", () => {
  it("are all here", () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases)("$name", async ({ scenario, queries, expected, optimalFirst }) => {
    const battle = await openBattle(scenario);
    const answers = await answerAll(battle, queries);
    answers.forEach((answer, i) => {
      const want = expected[i]!;
      if (answer.error) throw new Error(`query ${i}: ${answer.reason}`);
      const got = answer as unknown as {
        attacks: { attacker: string; target: string }[];
        expected: Record<string, number>;
      };
      for (const [field, value] of Object.entries(want.expected)) {
        expect(got.expected[field], `query ${i} expected.${field}`).toBeCloseTo(value, 9);
      }
      const first = got.attacks[0];
      if (want.attacks.length === 0) {
        expect(first, `query ${i}: no attack`).toBeUndefined();
      } else {
        const allowed = optimalFirst[i]!.map((a) => `${a.attacker}→${a.target}`);
        expect(allowed, `query ${i}`).toContain(`${first?.attacker}→${first?.target}`);
      }
    });
  });
});
