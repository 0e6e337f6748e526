// `sightline plan` in words: who moves where, who attacks whom with what dice, what the plan
// is worth, and whether the search was complete (docs/rules/ai.md).
import type { PlannedAttack } from "@sightline/ai";
import { type Hex, isQueryError } from "@sightline/rules";

/** A move of any game's turn answer: HeroScape's and Arcadia Quest's walk a path. */
interface AnyMove {
  readonly figure: string;
  readonly to: readonly Hex[] | Hex | { x: number; y: number; facing: number };
  readonly path?: readonly Hex[];
  readonly doors?: readonly { at: number; x: number; y: number; side: string; open: boolean }[];
  readonly cost?: number;
}

interface PlanAnswer {
  readonly moves?: readonly AnyMove[];
  readonly attacks: readonly PlannedAttack[];
  readonly score?: { value?: number; wounds?: number; damage?: number; hits?: number };
  readonly attackFirst?: boolean;
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
      ? `turn of ${String(query.owner)}'s ${String(query.card ?? query.attacker)}${query.depth ? ` (depth ${String(query.depth)})` : ""}`
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
    // Arcadia Quest: an attack made before the movement is told first.
    if (!plan.attackFirst) for (const move of plan.moves) lines.push(`  ${moveWords(move)}`);
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
  if (plan.attackFirst)
    for (const move of plan.moves ?? []) lines.push(`  then ${moveWords(move)}`);
  if (plan.score) {
    lines.push(`  score: ${scoreWords(plan.score)}`);
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

/** One move in words: the path walked and doors acted on, or the pose reached on the lattice. */
function moveWords(move: AnyMove): string {
  if (!move.path) {
    const to = move.to as { x: number; y: number; facing: number };
    return `${move.figure} moves to (${fixed(to.x)},${fixed(to.y)}) facing ${fixed(to.facing)}° (${plural(move.cost ?? 0, "movement point")}, on the move lattice)`;
  }
  const steps = move.path.length - 1;
  const doors = (move.doors ?? []).map(
    (d) =>
      `, ${d.open ? "opening" : "closing"} the door on the ${d.side} edge of (${d.x},${d.y}) after ${plural(d.at, "step")}`,
  );
  return `${move.figure} moves ${move.path.map(hex).join(" → ")} (${plural(steps, "step")})${doors.join("")}`;
}

/** A turn's score in its game's words. */
function scoreWords(score: NonNullable<PlanAnswer["score"]>): string {
  if (score.hits !== undefined) return `hits ${fixed(score.hits)} (expected attacker hits)`;
  if (score.damage !== undefined) {
    return `value ${fixed(score.value ?? 0)} (enemies destroyed less the reply's), damage ${fixed(score.damage)} (dealt less taken)`;
  }
  return `value ${fixed(score.value ?? 0)} (enemies destroyed less own lost), wounds ${fixed(score.wounds ?? 0)} (dealt less taken)`;
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
