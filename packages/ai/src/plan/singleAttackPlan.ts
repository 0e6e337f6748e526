// Arcadia Quest's and Arcane Legions' plans (docs/rules/ai.md#plan): one attacker's single best
// attack, read off the rules' `targets` answer — Arcadia Quest by expected damage over its
// unexhausted cards, Arcane Legions by expected hits over every ranged option (line of notches)
// and every close combat. The first of equally good attacks (within 1e-9) is kept.
import type { Position } from "@sightline/rules";
import { TIE } from "./score.js";

/** The `plan` answer in Arcadia Quest. */
export interface ArcadiaQuestPlan {
  readonly attacks: readonly {
    readonly attacker: string;
    readonly target: string;
    readonly card: string;
    readonly attackDice: number;
    readonly defenseDice: number;
  }[];
  readonly expected: { readonly damage: number };
  /** (card, target) pairs weighed. */
  readonly nodes: number;
}

/** The `plan` answer in Arcane Legions. */
export interface ArcaneLegionsPlan {
  readonly attacks: readonly ArcaneLegionsPlannedAttack[];
  readonly expected: { readonly hits: number };
  /** (target, option) pairs weighed. */
  readonly nodes: number;
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

export function planArcadiaQuest(
  position: Position<"arcadia-quest">,
  attacker: string,
): ArcadiaQuestPlan {
  const targets = position.targets(attacker);
  if (targets.error) throw new Error(targets.reason);
  const best = bestOf(targets.map((t) => ({ ...t, expected: t.odds.expected })));
  return {
    attacks: best
      ? [
          {
            attacker,
            target: best.target,
            card: best.card,
            attackDice: best.attackDice,
            defenseDice: best.defenseDice,
          },
        ]
      : [],
    expected: { damage: best?.expected ?? 0 },
    nodes: targets.length,
  };
}

export function planArcaneLegions(
  position: Position<"arcane-legions">,
  attacker: string,
): ArcaneLegionsPlan {
  const targets = position.targets(attacker);
  if (targets.error) throw new Error(targets.reason);
  const candidates = targets.flatMap(
    (t): { attack: ArcaneLegionsPlannedAttack; expected: number }[] =>
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
  const best = bestOf(candidates);
  return {
    attacks: best ? [best.attack] : [],
    expected: { hits: best?.expected ?? 0 },
    nodes: candidates.length,
  };
}
