// The public plan cases (copied from the spec's cases/plan into the AI's test/cases/plan: a clone
// has no ../shared) and how an answer is held to one: `expected` within 1e-9, and the first attack
// among the case's optimal first attacks — as the hidden cases are compared. The AI's tests and
// the command's both use it.
import { readFileSync, readdirSync } from "node:fs";
import { expect } from "vitest";

/** One plan case file of packages/ai/test/cases/plan. */
export interface PlanCase {
  readonly name: string;
  readonly scenario: unknown;
  readonly queries: readonly unknown[];
  readonly expected: readonly { attacks: unknown[]; expected: Record<string, number> }[];
  readonly optimalFirst: readonly (readonly { attacker: string; target: string }[])[];
}

// The plan cases live with the AI, whose spec they are.
const dir = new URL("../../../packages/ai/test/cases/plan/", import.meta.url);

/** Every public plan case, in file-name order. */
export function planCases(): PlanCase[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as PlanCase);
}

/** Holds `answers` (one per query of the case, read from JSON) to the case. */
export function expectPlanAnswers(answers: readonly unknown[], planCase: PlanCase): void {
  expect(answers).toHaveLength(planCase.queries.length);
  answers.forEach((reply, i) => {
    const want = planCase.expected[i]!;
    const answer = reply as {
      error?: string;
      reason?: string;
      attacks: { attacker: string; target: string }[];
      expected: Record<string, number>;
    };
    if (answer.error) throw new Error(`query ${i}: ${answer.reason}`);
    for (const [field, value] of Object.entries(want.expected)) {
      expect(answer.expected[field], `query ${i} expected.${field}`).toBeCloseTo(value, 9);
    }
    const first = answer.attacks[0];
    if (want.attacks.length === 0) {
      expect(first, `query ${i}: no attack`).toBeUndefined();
    } else {
      const allowed = planCase.optimalFirst[i]!.map((a) => `${a.attacker}→${a.target}`);
      expect(allowed, `query ${i}`).toContain(`${first?.attacker}→${first?.target}`);
    }
  });
}
