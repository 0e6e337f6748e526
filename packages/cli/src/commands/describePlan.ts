// `sightline plan` in words: who moves where, who attacks whom with what dice, what the plan
// is worth, and whether the search was complete (docs/rules/ai.md).
import type { PlannedAttack } from "@sightline/ai";
import { type Hex, isQueryError } from "@sightline/rules";

interface PlanAnswer {
  readonly moves?: readonly { figure: string; to: readonly Hex[]; path: readonly Hex[] }[];
  readonly attacks: readonly PlannedAttack[];
  readonly score?: { value: number; wounds: number };
  readonly expected?: Record<string, number>;
  readonly nodes: number;
  readonly complete?: boolean;
}

/**
 * The `plan` command's readable answer to `query` (a `turn` or a `plan` query); `stoppedBy`
 * says what cut an incomplete search short.
 */
export function describePlan(
  query: Record<string, unknown>,
  reply: unknown,
  stoppedBy = "its budget",
): string {
  const whose =
    query.q === "turn"
      ? `turn of ${String(query.owner)}'s ${String(query.card)}${query.depth ? ` (depth ${String(query.depth)})` : ""}`
      : `plan of ${String(query.attacker)} (${String(query.owner)})`;
  if (isQueryError(reply)) return `${whose}: ${reply.error}: ${reply.reason}`;
  const plan = reply as PlanAnswer;
  const lines: string[] = [];
  if (plan.moves !== undefined) {
    lines.push(
      plan.complete
        ? `${whose}: complete search, ${plural(plan.nodes, "node")}`
        : `${whose}: incomplete, stopped by ${stoppedBy} after ${plural(plan.nodes, "node")}: the best found so far`,
    );
    if (plan.moves.length === 0) lines.push("  no figure moves");
    for (const move of plan.moves) {
      const steps = move.path.length - 1;
      lines.push(
        `  ${move.figure} moves ${move.path.map(hex).join(" → ")} (${plural(steps, "step")})`,
      );
    }
  } else {
    lines.push(`${whose}: exact, ${plural(plan.nodes, "option")} weighed`);
  }
  if (plan.attacks.length === 0) lines.push("  no attack");
  plan.attacks.forEach((attack, k) => {
    const then = k === 0 ? "" : "then ";
    lines.push(
      `  ${then}${attack.attacker} attacks ${attack.target}${how(attack)}: ${attack.attackDice} vs ${attack.defenseDice} dice`,
    );
  });
  if (plan.score) {
    lines.push(
      `  score: value ${fixed(plan.score.value)} (enemies destroyed less own lost), wounds ${fixed(plan.score.wounds)} (dealt less taken)`,
    );
  } else if (plan.expected) {
    lines.push(
      `  expected: ${Object.entries(plan.expected)
        .map(([what, n]) => `${what} ${fixed(n)}`)
        .join(", ")}`,
    );
  }
  if (plan.attacks.length > 1) {
    lines.push("  (attacks after the first assume each roll comes out at its most likely count)");
  }
  return lines.join("\n");
}

/** An attack's card (Arcadia Quest) or kind and notches (Arcane Legions). */
function how(attack: PlannedAttack): string {
  if (attack.card) return ` with ${attack.card}`;
  if (!attack.kind) return "";
  const notches =
    attack.attackerSide !== undefined
      ? `, from its ${attack.attackerSide} notch ${attack.attackerNotch} to the ${attack.targetSide} notch ${attack.targetNotch}`
      : "";
  return ` (${attack.kind}${notches})`;
}

function hex(h: Hex): string {
  return `(${h.join(",")})`;
}

function fixed(n: number): string {
  return String(Math.round(n * 1e4) / 1e4);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
