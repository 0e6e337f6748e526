// Why an Arcane Legions unit is not a target (docs/rules/arcane-legions.md#ranged, #close): a
// friend; for a ranged attack no dice, an enemy in contact, out of range or every line blocked;
// for close combat no dice or no contact — the ranged reason and the close one, read off the
// rules' own range and contact answers.
import { FRIEND, type NotATarget } from "../position/notATarget.js";
import type { ArcaneLegionsRange } from "./arcaneLegionsAnswers.js";
import type { ArcaneLegionsFigure } from "./arcaneLegionsSchema.js";
import { RANGE_STEPS } from "./rangedCombat.js";

/** What the reasons are read from: the attacker's range to a unit, and whether they touch. */
export interface ArcaneLegionsLines {
  range(to: ArcaneLegionsFigure): ArcaneLegionsRange;
  inContact(to: ArcaneLegionsFigure): boolean;
  /** Whether the attacker may be given a ranged order at all (no enemy in contact). */
  readonly mayShoot: boolean;
}

/**
 * Why each of `others` (units not among the attacker's targets) cannot be attacked.
 *
 * @example arcaneLegionsNotTargets(archers, [pikes], lines) // [{ id: "pikes", reason: "out of range: 7.50 steps, at most 6; not in contact for close combat" }]
 */
export function arcaneLegionsNotTargets(
  attacker: ArcaneLegionsFigure,
  others: readonly ArcaneLegionsFigure[],
  lines: ArcaneLegionsLines,
): NotATarget[] {
  return others.map((f) => ({ id: f.id, reason: reason(f) }));

  function reason(f: ArcaneLegionsFigure): string {
    if (f.owner === attacker.owner) return FRIEND;
    const why: string[] = [];
    if (attacker.rangedDice === 0) why.push("no ranged dice");
    else if (!lines.mayShoot) why.push("no ranged order next to an enemy");
    else {
      const range = lines.range(f);
      why.push(
        range.inRange
          ? `every notch pair within ${RANGE_STEPS} steps is blocked`
          : `out of range: ${range.distance.toFixed(2)} steps, at most ${RANGE_STEPS}`,
      );
    }
    if (attacker.attackDice === 0) why.push("no attack dice for close combat");
    else if (!lines.inContact(f)) why.push("not in contact for close combat");
    return why.join("; ");
  }
}
