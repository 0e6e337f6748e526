// `sightline plan` in words: who moves where, who attacks whom with what dice, what the plan
// is worth, and whether the search was complete (docs/rules/ai.md).
import type { PlannedAttack } from "@sightline/ai";
import { type Hex, isQueryError } from "@sightline/rules";

/** A move of any game's turn answer: HeroScape's and Arcadia Quest's walk a path. */
interface Move {
  readonly figure: string;
  readonly to: readonly Hex[] | Hex | { x: number; y: number; facing: number };
  readonly path?: readonly Hex[];
  readonly doors?: readonly { at: number; x: number; y: number; side: string; open: boolean }[];
  readonly cost?: number;
}

/** A turn's score in any game's words. */
interface TurnScore {
  readonly value?: number;
  readonly wounds?: number;
  readonly damage?: number;
  readonly hits?: number;
}

interface PlanAnswer {
  readonly moves?: readonly Move[];
  readonly attacks: readonly PlannedAttack[];
  readonly score?: TurnScore;
  readonly attackFirst?: boolean;
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
      readonly score: TurnScore;
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
    lines.push(`  ${then}${describeAttack(attack)}`);
  });
  if (plan.attackFirst)
    for (const move of plan.moves ?? []) lines.push(`  then ${moveWords(move)}`);
  if (plan.score) {
    lines.push(`  score: ${scoreWords(plan.score)}`);
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

/** One move in words: the path walked and doors acted on, or the pose reached on the lattice. */
function moveWords(move: Move): string {
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

/** Where a move ends, on one line: its hexes, its square, or its pose on the lattice. */
function movedTo(move: Move): string {
  const to = move.to;
  const where = Array.isArray(to)
    ? typeof to[0] === "number"
      ? hex(to as unknown as Hex)
      : (to as readonly Hex[]).map(hex).join(" ")
    : `(${fixed((to as { x: number }).x)},${fixed((to as { y: number }).y)}) facing ${fixed((to as { facing: number }).facing)}°`;
  return `${move.figure} moves to ${where}`;
}

/** A score's numbers, named as the game's answer names them. */
function scoreBrief(score: TurnScore): string {
  return Object.entries(score)
    .map(([what, n]: [string, number]) => `${what} ${fixed(n)}`)
    .join(", ");
}

/** A turn's score in its game's words. */
function scoreWords(score: TurnScore): string {
  if (score.hits !== undefined) return `hits ${fixed(score.hits)} (expected attacker hits)`;
  if (score.damage !== undefined) {
    return `value ${fixed(score.value ?? 0)} (enemies destroyed less the reply's), damage ${fixed(score.damage)} (dealt less taken)`;
  }
  return `value ${fixed(score.value ?? 0)} (enemies destroyed less own lost), wounds ${fixed(score.wounds ?? 0)} (dealt less taken)`;
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
        ? `${describeTurn(alternative.moves, alternative.attacks)}: ${scoreBrief(alternative.score)}${alternative.complete ? "" : " (not complete: a reply was cut short by its budget)"}`
        : `${describeAttack(alternative.attack)}, expected ${describeExpected(alternative.expected)}`;
    lines.push(`    ${k + 1}. ${line}`);
  });
  return lines;
}

/** A turn on one line: where each figure goes, then who attacks whom. */
function describeTurn(moves: readonly Move[], attacks: readonly PlannedAttack[]): string {
  const moved = moves.length === 0 ? "no figure moves" : moves.map(movedTo).join(", ");
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
