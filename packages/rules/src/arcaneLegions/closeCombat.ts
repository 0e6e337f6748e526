// The close combat order (docs/rules/arcane-legions.md#close): a unit with attack dice attacks an
// adjacent enemy from the side that touches it, at the target's side that touches it.
import { ADJ, EPS } from "./bases.js";
import type { ArcaneLegionsFigure, Side } from "./arcaneLegionsSchema.js";
import { segmentDistance, sharedLength, sideSegments } from "./adjacency.js";
import { type AttackOdds, type Modifier, attackOdds, poolSize } from "./arcaneLegionsDice.js";
import { isDeadly } from "./rangedCombat.js";
import { SIDES } from "./notches.js";

/** The sides a close attack goes between, and how long they share. */
export interface ContactSides {
  readonly attackerSide: Side;
  readonly targetSide: Side;
  /** The part of the attacker's side within ADJ of the target's side (steps). */
  readonly sharedLength: number;
}

/** A `targets` entry of kind "close" (docs/rules/arcane-legions.md#queries). */
export interface CloseAttack extends ContactSides {
  readonly target: string;
  readonly kind: "close";
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly Modifier[];
  /** With `defenderDistribution`: the defender's hits back (#lineup step 4). */
  readonly odds: AttackOdds;
}

/**
 * The sides that touch (within ADJ of each other), with the longest shared length; ties (within
 * EPS) go to the side order front, right, back, left, the attacker's side first (#close, fixed
 * there). `undefined` when no sides touch: the bases are not adjacent.
 */
export function contactSides(
  attacker: ArcaneLegionsFigure,
  target: ArcaneLegionsFigure,
): ContactSides | undefined {
  const ours = sideSegments(attacker);
  const theirs = sideSegments(target);
  let best: ContactSides | undefined;
  for (const attackerSide of SIDES) {
    for (const targetSide of SIDES) {
      if (segmentDistance(ours[attackerSide], theirs[targetSide]) > ADJ) continue;
      const shared = sharedLength(ours[attackerSide], theirs[targetSide]);
      if (!best || shared > best.sharedLength + EPS) {
        best = { attackerSide, targetSide, sharedLength: shared };
      }
    }
  }
  return best;
}

/**
 * The close attack of `attacker` on the adjacent enemy `target`
 * (docs/rules/arcane-legions.md#close): attack dice − 3 from a grey side + bonus attack dice;
 * defence dice − 3 on a grey side + bonus defence dice; each pool clamped at 0 once. Undefined when
 * no sides touch.
 */
export function closeAttack(
  attacker: ArcaneLegionsFigure,
  target: ArcaneLegionsFigure,
): CloseAttack | undefined {
  const sides = contactSides(attacker, target);
  if (!sides) return undefined;
  const modifiers: Modifier[] = [];
  if (attacker.codex[sides.attackerSide] === "grey") {
    modifiers.push({ name: "attacker's grey side", attackDice: -3 });
  }
  if (attacker.bonusAttackDice) {
    modifiers.push({ name: "bonus attack dice", attackDice: attacker.bonusAttackDice });
  }
  if (target.codex[sides.targetSide] === "grey") {
    modifiers.push({ name: "target's grey side", defenseDice: -3 });
  }
  if (target.bonusDefenseDice) {
    modifiers.push({ name: "bonus defense dice", defenseDice: target.bonusDefenseDice });
  }
  const attackDice = poolSize(attacker.attackDice, modifiers, "attackDice");
  const defenseDice = poolSize(target.defenseDice, modifiers, "defenseDice");
  return {
    target: target.id,
    kind: "close",
    ...sides,
    attackDice,
    defenseDice,
    modifiers,
    odds: attackOdds(attackDice, defenseDice, "close", isDeadly(attacker)),
  };
}
