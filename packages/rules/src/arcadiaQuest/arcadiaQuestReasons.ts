// Why an Arcadia Quest character is not a target (docs/rules/arcadia-quest.md#attacks): a friend,
// no card left, not Close for a melee card, no line of sight for a ranged card — every reason
// that holds, read off the rules' own Close and sight answers.
import { FRIEND, type NotATarget } from "../position/notATarget.js";
import type { ArcadiaQuestFigure } from "./arcadiaQuestSchema.js";
import { usableCards } from "./arcadiaQuestFacts.js";

/** What the reasons are read from: whether the attacker is Close to, and sees, one character. */
export interface ArcadiaQuestLines {
  close(to: ArcadiaQuestFigure): boolean;
  clear(to: ArcadiaQuestFigure): boolean;
}

/**
 * Why each of `others` (characters not among the attacker's targets) cannot be attacked.
 *
 * @example arcadiaQuestNotTargets(mage, [goblin], lines) // [{ id: "goblin", reason: "not Close for a melee card; no ranged card" }]
 */
export function arcadiaQuestNotTargets(
  attacker: ArcadiaQuestFigure,
  others: readonly ArcadiaQuestFigure[],
  lines: ArcadiaQuestLines,
): NotATarget[] {
  const cards = usableCards(attacker);
  const melee = cards.some((card) => card.kind === "melee");
  const ranged = cards.some((card) => card.kind === "ranged");
  return others.map((f) => ({ id: f.id, reason: reason(f) }));

  function reason(f: ArcadiaQuestFigure): string {
    if (f.owner === attacker.owner) return FRIEND;
    if (cards.length === 0) return "no attack card left unexhausted";
    const why: string[] = [];
    if (melee && !lines.close(f)) why.push("not Close for a melee card");
    if (ranged && !lines.clear(f)) why.push("no line of sight for a ranged card");
    if (!melee) why.push("no melee card");
    if (!ranged) why.push("no ranged card");
    return why.join("; ");
  }
}
