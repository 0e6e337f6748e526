// Arcadia Quest's rule facts, each stated once (docs/rules/arcadia-quest.md): what a caller asks
// of the rules instead of writing a rule again. Pure: no engine, no board.
import type { ArcadiaQuestFigure, AttackCard } from "./arcadiaQuestSchema.js";

/**
 * The attack cards a character may attack with (docs/rules/arcadia-quest.md#attacks): its
 * unexhausted cards, or only the one named `card` when it is one of them.
 *
 * @example usableCards(mage, "Fireball") // [{ name: "Fireball", kind: "ranged", dice: 3 }]
 */
export function usableCards(
  figure: Pick<ArcadiaQuestFigure, "attacks">,
  card?: string,
): AttackCard[] {
  return figure.attacks.filter((c) => !c.exhausted && (card === undefined || c.name === card));
}

/** The owner every monster has; any other owner is a hero's guild. */
export const MONSTERS = "monsters";

/**
 * A character's movement points an activation (docs/rules/arcadia-quest.md#movement): its `move`,
 * else 3 for a hero (the rulebook's) and 0 for a monster (monsters move by their own rules, which
 * this version does not model).
 *
 * @example movePointsOf({ owner: "monsters" }) // 0
 */
export function movePointsOf(figure: Pick<ArcadiaQuestFigure, "owner" | "move">): number {
  return figure.move ?? (figure.owner === MONSTERS ? 0 : 3);
}
