// The attacks an activation may end with (docs/rules/ai.md#turn-other-games), read off the rules'
// `targets` answer where the character or unit stands now, each with what the turn's score counts
// of it: Arcadia Quest the value destroyed then the damage dealt, capped at a target's life where
// it has one (from the roll's whole distribution, the rules' `odds`); Arcane Legions the expected
// attacker hits of every ranged option and every close combat.
import {
  type ArcadiaQuestFigure,
  type DiceOdds,
  type Position,
  figureValue,
} from "@sightline/rules";
import type { PlannedAttack } from "../plan/plan.js";
import { arcadiaQuestCandidates, arcaneLegionsCandidates } from "../plan/singleAttackPlan.js";
import type { Score } from "../plan/score.js";

/** One attack an activation may make, with its share of the activation's score. */
export interface AttackOption {
  readonly attack: PlannedAttack;
  /** Arcadia Quest `{value, wounds: damage}`; Arcane Legions `{value: hits, wounds: 0}`. */
  readonly score: Score;
  /** P(the attack destroys its target): 0 for a target without a life. */
  readonly destroys: number;
}

/** The games whose activations are searched here. */
export type ActivationGame = "arcadia-quest" | "arcane-legions";

/**
 * The odds of each roll asked so far, by dice and kind: a search weighs the same few rolls at
 * thousands of places.
 */
export class RollOdds {
  readonly #odds = new Map<string, DiceOdds>();

  of(
    position: Position<"arcadia-quest">,
    attackDice: number,
    defenseDice: number,
    kind: "melee" | "ranged",
  ): DiceOdds {
    const key = `${attackDice},${defenseDice},${kind}`;
    let odds = this.#odds.get(key);
    if (!odds) {
      const answer = position.answer({ q: "odds", attackDice, defenseDice, kind } as const);
      if (answer.error) throw new RangeError(answer.reason);
      odds = answer;
      this.#odds.set(key, odds);
    }
    return odds;
  }
}

/**
 * Every attack `attacker` may make from where it stands, in the `targets` answer's order (by
 * target, then card or option): what an activation chooses among.
 */
export function attackOptions(
  position: Position<ActivationGame>,
  attacker: string,
  odds: RollOdds,
): AttackOption[] {
  return position.game === "arcadia-quest"
    ? arcadiaQuestOptions(position as Position<"arcadia-quest">, attacker, odds)
    : arcaneLegionsOptions(position as Position<"arcane-legions">, attacker);
}

/** The index of the first option with the best score (ties within 1e-9 keep the first), or −1. */
export function bestOption(
  options: readonly AttackOption[],
  better: (a: Score, b: Score) => boolean,
): number {
  let best = -1;
  options.forEach((option, i) => {
    if (best < 0 || better(option.score, options[best]!.score)) best = i;
  });
  return best;
}

function arcadiaQuestOptions(
  position: Position<"arcadia-quest">,
  attacker: string,
  odds: RollOdds,
): AttackOption[] {
  return arcadiaQuestCandidates(position, attacker).map(({ attack, kind }) => {
    const target = position.figure(attack.target)!;
    const roll = odds.of(position, attack.attackDice, attack.defenseDice, kind);
    const { damage, destroys } = cappedDamage(roll, target);
    return { attack, score: { value: figureValue(target) * destroys, wounds: damage }, destroys };
  });
}

/**
 * The expected damage, capped at `target`'s life where it has one, and P(the damage reaches that
 * life) (docs/rules/ai.md#turn-other-games). The roll's tail (damage past its distribution,
 * below 1e-12) counts as reaching it.
 */
export function cappedDamage(
  roll: Pick<DiceOdds, "distribution" | "expected" | "tail">,
  target: Pick<ArcadiaQuestFigure, "life">,
): { damage: number; destroys: number } {
  const life = target.life;
  if (life === undefined) return { damage: roll.expected, destroys: 0 };
  let damage = roll.tail * life;
  let destroys = roll.tail;
  roll.distribution.forEach((p, k) => {
    damage += p * Math.min(k, life);
    if (k >= life) destroys += p;
  });
  return { damage, destroys };
}

function arcaneLegionsOptions(
  position: Position<"arcane-legions">,
  attacker: string,
): AttackOption[] {
  return arcaneLegionsCandidates(position, attacker).map(({ attack, expected }) => ({
    attack,
    score: { value: expected, wounds: 0 },
    destroys: 0,
  }));
}
