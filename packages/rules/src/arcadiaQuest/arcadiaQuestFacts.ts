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
