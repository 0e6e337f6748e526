// A unit's `targets` entries (docs/rules/arcane-legions.md#queries) in two steps: the enemies
// whose sight lines its ranged options need, then its entries once those lines are judged.
// `targets` judges one unit's lines in a batch of their own; the overlay questions
// (poseQuestions.ts) judge the lines of many poses in one batch, then read each pose's here.
import type { ArcaneLegionsAttack } from "./arcaneLegionsAnswers.js";
import { attackOdds } from "./arcaneLegionsDice.js";
import type { ArcaneLegionsFigure } from "./arcaneLegionsSchema.js";
import type { SightLine } from "./sightLines.js";
import { EPS, circlesWithin } from "./bases.js";
import { closeAttack } from "./closeCombat.js";
import {
  RANGE_STEPS,
  type RangedOption,
  type Standing,
  isDeadly,
  mayShoot,
  rangedOptions,
} from "./rangedCombat.js";

/** Who stands where, as the entries read it: the units, which touch, and how far notches are. */
export interface EntryStanding extends Standing {
  /** The shortest notch-to-notch length between two units, terrain ignored. */
  notchDistance(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): number;
}

/**
 * The enemies among `foes` whose sight lines `attacker`'s ranged options need: none when it may
 * not be given a ranged order (`shoots`, which a caller that knows it passes), else those within
 * six steps of some notch (#ranged, 1) — the others' segments are not walked at all, and most
 * are told apart by the circles round the bases.
 */
export function shotsAt(
  standing: EntryStanding,
  attacker: ArcaneLegionsFigure,
  foes: readonly ArcaneLegionsFigure[],
  shoots = mayShoot(standing, attacker),
): ArcaneLegionsFigure[] {
  if (!shoots) return [];
  const reach = RANGE_STEPS + EPS;
  return foes.filter(
    (foe) => circlesWithin(attacker, foe, reach) && standing.notchDistance(attacker, foe) <= reach,
  );
}

/**
 * `attacker`'s `targets` entries on `foes` (enemies of it, in scenario order): per foe, the best
 * ranged option when it is among `shots` (`lines[k]` the sight lines to `shots[k]`) and has one,
 * and a close attack when adjacent and `attackDice > 0`. Sorted by target id (code-unit order),
 * ranged before close.
 */
export function attacksOf(
  standing: EntryStanding,
  attacker: ArcaneLegionsFigure,
  foes: readonly ArcaneLegionsFigure[],
  shots: readonly ArcaneLegionsFigure[],
  lines: readonly (readonly SightLine[])[],
): ArcaneLegionsAttack[] {
  const entries: ArcaneLegionsAttack[] = [];
  shots.forEach((foe, k) => {
    const options = rangedOptions(standing, attacker, foe, lines[k]!);
    const best = options[0];
    if (!best) return;
    // The entry is the best option itself; its ranking key shows as `odds.expected`.
    const choice: Omit<RangedOption, "expected"> & { expected?: number } = { ...best };
    delete choice.expected;
    entries.push({
      target: foe.id,
      kind: "ranged",
      ...choice,
      odds: attackOdds(best.attackDice, best.defenseDice, "ranged", isDeadly(attacker)),
      options,
    });
  });
  if (attacker.attackDice > 0) {
    for (const foe of foes) {
      const attack = standing.adjacent(attacker, foe) && closeAttack(attacker, foe);
      if (attack) entries.push(attack);
    }
  }
  const kindOrder = (e: ArcaneLegionsAttack) => (e.kind === "ranged" ? 0 : 1);
  return entries.sort((a, b) =>
    a.target < b.target ? -1 : a.target > b.target ? 1 : kindOrder(a) - kindOrder(b),
  );
}
