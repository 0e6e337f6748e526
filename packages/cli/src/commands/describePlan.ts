// `sightline plan` in words: who moves where, who attacks whom with what dice, what the plan
// is worth, and whether the search was complete (docs/rules/ai.md).
import type { PlannedAttack } from "@sightline/ai";
import { type Hex, isQueryError } from "@sightline/rules";

type Move = { figure: string; to: readonly Hex[]; path: readonly Hex[] };

interface PlanAnswer {
  readonly moves?: readonly Move[];
  readonly attacks: readonly PlannedAttack[];
  readonly score?: { value: number; wounds: number };
  readonly expected?: Record<string, number>;
  readonly nodes: number;
  readonly complete?: boolean;
  readonly alternatives?: readonly Alternative[];
}

/** An alternative of a `turn` answer (a turn) or of a `plan` answer (a first attack). */
type Alternative =
  | {
      readonly moves: readonly Move[];
      readonly attacks: readonly PlannedAttack[];
      readonly score: { value: number; wounds: number };
      readonly complete: boolean;
    }
  | { readonly attack: PlannedAttack; readonly expected: Record<string, number> };

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
    lines.push(`  ${then}${describeAttack(attack)}`);
  });
  if (plan.score) {
    lines.push(
      `  score: value ${fixed(plan.score.value)} (enemies destroyed less own lost), wounds ${fixed(plan.score.wounds)} (dealt less taken)`,
    );
  } else if (plan.expected) {
    lines.push(`  expected: ${describeExpected(plan.expected)}`);
  }
  if (plan.attacks.length > 1) {
    lines.push("  (attacks after the first assume each roll comes out at its most likely count)");
  }
  if (plan.alternatives) {
    const exact = query.nodes === undefined && query.ms === undefined;
    for (const line of describeAlternatives(plan.alternatives, exact)) lines.push(line);
  }
  return lines.join("\n");
}

/**
 * The alternatives of an explained answer (docs/rules/ai.md#explanations), one numbered line
 * each: a turn's moves, attacks and score, or a first attack and what it is expected to do;
 * `exact`: the search had no budget, so its turns are the best of all.
 */
function describeAlternatives(alternatives: readonly Alternative[], exact: boolean): string[] {
  const turns = alternatives.some((a) => "moves" in a);
  const which = !turns
    ? "every attack it could open with"
    : exact
      ? "the best turns of all"
      : "the best turns the search weighed";
  const lines = [`  alternatives, best first (${which}):`];
  if (alternatives.length === 0) lines.push("    none: no legal attack");
  alternatives.forEach((alternative, k) => {
    const line =
      "moves" in alternative
        ? `${describeTurn(alternative.moves, alternative.attacks)}: value ${fixed(alternative.score.value)}, wounds ${fixed(alternative.score.wounds)}${alternative.complete ? "" : " (not complete: a reply was cut short by its budget)"}`
        : `${describeAttack(alternative.attack)}, expected ${describeExpected(alternative.expected)}`;
    lines.push(`    ${k + 1}. ${line}`);
  });
  return lines;
}

/** A turn on one line: where each figure goes, then who attacks whom. */
function describeTurn(moves: readonly Move[], attacks: readonly PlannedAttack[]): string {
  const moved =
    moves.length === 0
      ? "no figure moves"
      : moves.map((m) => `${m.figure} moves to ${m.to.map(hex).join(" ")}`).join(", ");
  const attacked =
    attacks.length === 0
      ? "no attack"
      : attacks.map((a) => `${a.attacker} attacks ${a.target}`).join(", then ");
  return `${moved}; ${attacked}`;
}

function describeAttack(attack: PlannedAttack): string {
  return `${attack.attacker} attacks ${attack.target}${how(attack)}: ${attack.attackDice} vs ${attack.defenseDice} dice`;
}

function describeExpected(expected: Record<string, number>): string {
  return Object.entries(expected)
    .map(([what, n]) => `${what} ${fixed(n)}`)
    .join(", ");
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
