// Arcadia Quest's and Arcane Legions' plans (docs/rules/ai.md#plan): one attacker's single best
// attack, read off the rules' `targets` answer — Arcadia Quest by expected damage over its
// unexhausted cards, Arcane Legions by expected hits over every ranged option (line of notches)
// and every close combat. The first of equally good attacks (within 1e-9) is kept. Explained
// (docs/rules/ai.md#explanations), every candidate is an alternative, best first.
import type { Position } from "@sightline/rules";
import { bestFirst } from "./bestFirst.js";
import { TIE } from "./score.js";

/** One attack of an Arcadia Quest plan. */
export interface ArcadiaQuestPlannedAttack {
  readonly attacker: string;
  readonly target: string;
  readonly card: string;
  readonly attackDice: number;
  readonly defenseDice: number;
}

/** One attack a plan could make, with the plan's expectation for it. */
export interface PlanAlternative<Attack, Expected> {
  readonly attack: Attack;
  readonly expected: Expected;
}

/** The `plan` answer in Arcadia Quest. */
export interface ArcadiaQuestPlan {
  readonly attacks: readonly ArcadiaQuestPlannedAttack[];
  readonly expected: { readonly damage: number };
  /** (card, target) pairs weighed. */
  readonly nodes: number;
  /** With `explain`: every (card, target), best first (ties in the `targets` order). */
  readonly alternatives?: readonly PlanAlternative<
    ArcadiaQuestPlannedAttack,
    { readonly damage: number }
  >[];
}

/** The `plan` answer in Arcane Legions. */
export interface ArcaneLegionsPlan {
  readonly attacks: readonly ArcaneLegionsPlannedAttack[];
  readonly expected: { readonly hits: number };
  /** (target, option) pairs weighed. */
  readonly nodes: number;
  /** With `explain`: every (target, option), best first (ties in the `targets` order). */
  readonly alternatives?: readonly PlanAlternative<
    ArcaneLegionsPlannedAttack,
    { readonly hits: number }
  >[];
}

/** One attack of an Arcane Legions plan. */
export interface ArcaneLegionsPlannedAttack {
  readonly attacker: string;
  readonly target: string;
  readonly kind: "ranged" | "close";
  readonly attackDice: number;
  readonly defenseDice: number;
  /** Ranged: the notches of the line shot along. */
  readonly attackerSide?: string;
  readonly attackerNotch?: number;
  readonly targetSide?: string;
  readonly targetNotch?: number;
}

/** The first of the candidates with the highest `expected` (ties within 1e-9 keep the first). */
function bestOf<T extends { readonly expected: number }>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const c of candidates) if (!best || c.expected > best.expected + TIE) best = c;
  return best;
}

/** The candidates best first, the one `bestOf` picks first: by the same rule, as a score. */
function ranked<T extends { readonly expected: number }>(candidates: readonly T[]): T[] {
  return bestFirst(candidates, (c) => ({ value: c.expected, wounds: 0 }));
}

/**
 * The plan of one attacker from its candidate attacks: the best (the first of equals), its
 * expectation named `what` (damage, hits), and with `explain` every candidate, best first.
 */
function singleAttackPlan<A, K extends string>(
  candidates: readonly { readonly attack: A; readonly expected: number }[],
  what: K,
  explain: boolean,
): {
  attacks: A[];
  expected: Record<K, number>;
  nodes: number;
  alternatives?: PlanAlternative<A, Record<K, number>>[];
} {
  const named = (n: number) => ({ [what]: n }) as Record<K, number>;
  const best = bestOf(candidates);
  const plan = {
    attacks: best ? [best.attack] : [],
    expected: named(best?.expected ?? 0),
    nodes: candidates.length,
  };
  if (!explain) return plan;
  const alternatives = ranked(candidates).map((c) => ({
    attack: c.attack,
    expected: named(c.expected),
  }));
  return { ...plan, alternatives };
}

/** Arcadia Quest's plan of `attacker`; with `explain`, every (card, target) beside it. */
export function planArcadiaQuest(
  position: Position<"arcadia-quest">,
  attacker: string,
  explain = false,
): ArcadiaQuestPlan {
  return singleAttackPlan(arcadiaQuestCandidates(position, attacker), "damage", explain);
}

/** Arcane Legions' plan of `attacker`; with `explain`, every (target, option) beside it. */
export function planArcaneLegions(
  position: Position<"arcane-legions">,
  attacker: string,
  explain = false,
): ArcaneLegionsPlan {
  return singleAttackPlan(arcaneLegionsCandidates(position, attacker), "hits", explain);
}

/** Every (card, target) of an Arcadia Quest `attacker` where it stands, with the card's kind. */
export function arcadiaQuestCandidates(
  position: Position<"arcadia-quest">,
  attacker: string,
): { attack: ArcadiaQuestPlannedAttack; expected: number; kind: "melee" | "ranged" }[] {
  const targets = position.targets(attacker);
  if (targets.error) throw new Error(targets.reason);
  return targets.map((t) => ({
    attack: {
      attacker,
      target: t.target,
      card: t.card,
      attackDice: t.attackDice,
      defenseDice: t.defenseDice,
    },
    expected: t.odds.expected,
    kind: t.attackKind,
  }));
}

/** Every (target, option) of an Arcane Legions `attacker` where it stands: each ranged option, each close combat. */
export function arcaneLegionsCandidates(
  position: Position<"arcane-legions">,
  attacker: string,
): { attack: ArcaneLegionsPlannedAttack; expected: number }[] {
  const targets = position.targets(attacker);
  if (targets.error) throw new Error(targets.reason);
  return targets.flatMap((t): { attack: ArcaneLegionsPlannedAttack; expected: number }[] =>
    t.kind === "close"
      ? [
          {
            attack: {
              attacker,
              target: t.target,
              kind: t.kind,
              attackDice: t.attackDice,
              defenseDice: t.defenseDice,
            },
            expected: t.odds.expected,
          },
        ]
      : t.options.map((o) => ({
          attack: {
            attacker,
            target: t.target,
            kind: t.kind,
            attackDice: o.attackDice,
            defenseDice: o.defenseDice,
            attackerSide: o.attackerSide,
            attackerNotch: o.attackerNotch,
            targetSide: o.targetSide,
            targetNotch: o.targetNotch,
          },
          expected: o.expected,
        })),
  );
}
