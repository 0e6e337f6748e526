// The `plan` query (docs/rules/ai.md#plan): checks who attacks, then asks the game's planner.
import {
  type HeroscapeFigure,
  type Position,
  type QueryError,
  cardOf,
  invalidQuery,
} from "@sightline/rules";
import type { PlanQuery } from "../queries/aiQueries.js";
import { type HeroscapePlan, planHeroscape } from "./heroscapePlan.js";
import {
  type ArcadiaQuestPlan,
  type ArcaneLegionsPlan,
  planArcadiaQuest,
  planArcaneLegions,
} from "./singleAttackPlan.js";

/** The `plan` answer of each game. */
export interface Plans {
  heroscape: HeroscapePlan;
  "arcadia-quest": ArcadiaQuestPlan;
  "arcane-legions": ArcaneLegionsPlan;
}

/**
 * One attack of any game's plan, as `plan` and `turn` list it: the fields every game has, and
 * the optional ones of some (Arcadia Quest's `card`, Arcane Legions' `kind` and notches). Every
 * game's planned attack is one of these.
 */
export interface PlannedAttack {
  readonly attacker: string;
  readonly target: string;
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly card?: string;
  readonly kind?: string;
  readonly attackerSide?: string;
  readonly attackerNotch?: number;
  readonly targetSide?: string;
  readonly targetNotch?: number;
}

/** The most figures one HeroScape card may plan with: who has acted is kept in one 32-bit mask. */
export const MAX_PLAN_ATTACKERS = 30;

/**
 * The figures of `owner` and `card` on a HeroScape position, in scenario order, or the error
 * for a missing card or a card the owner has no figure of.
 */
export function cardFigures(
  position: Position<"heroscape">,
  owner: string,
  card: string | undefined,
): HeroscapeFigure[] | QueryError {
  if (card === undefined)
    return invalidQuery("a HeroScape plan needs the card whose figures attack");
  const figures = position.figures().filter((f) => f.owner === owner && cardOf(f) === card);
  if (figures.length === 0) {
    return invalidQuery(`${JSON.stringify(owner)} has no figure of card ${JSON.stringify(card)}`);
  }
  if (figures.length > MAX_PLAN_ATTACKERS) {
    return invalidQuery(
      `card ${JSON.stringify(card)} has ${figures.length} figures; at most ${MAX_PLAN_ATTACKERS} plan together`,
    );
  }
  return figures;
}

/**
 * The answer to a checked `plan` query on `position`, or its error; with `explain`, its
 * alternatives (docs/rules/ai.md#explanations).
 */
export function plan<G extends Position["game"]>(
  position: Position<G>,
  query: PlanQuery,
): Plans[G] | QueryError {
  if (position.game === "heroscape") {
    const heroscape = position as Position<"heroscape">;
    const attackers = cardFigures(heroscape, query.owner, query.card);
    if (!Array.isArray(attackers)) return attackers;
    return planHeroscape(heroscape, attackers, undefined, query.explain) as Plans[G];
  }
  const id = query.attacker;
  if (id === undefined) return invalidQuery(`a ${position.game} plan needs its attacker`);
  const attacker = position.figure(id);
  if (attacker?.owner !== query.owner) {
    return invalidQuery(
      attacker
        ? `${JSON.stringify(id)} is ${JSON.stringify(attacker.owner)}'s, not ${JSON.stringify(query.owner)}'s`
        : `no figure ${JSON.stringify(id)} on the board`,
    );
  }
  return (
    position.game === "arcadia-quest"
      ? planArcadiaQuest(position as Position<"arcadia-quest">, id, query.explain)
      : planArcaneLegions(position as Position<"arcane-legions">, id, query.explain)
  ) as Plans[G];
}
