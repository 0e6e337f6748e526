// Arcane Legions' overlay questions (docs/rules/ai.md#overlays, docs/rules/arcane-legions.md#queries):
// a unit's `targets` answer at each of many poses, and the attacks on it there — each what the
// queries answer with the unit moved to that pose, everyone else where they stand, but with the
// plane sight kernel asked once for every pose (ArcaneLegionsField.poseSightLines). What the
// entries read besides the lines (who may shoot, who touches whom, firing into melee) is read of
// the table with the unit at the pose.
import type { ArcaneLegionsAttack, ArcaneLegionsAttackOn } from "./arcaneLegionsAnswers.js";
import type { ArcaneLegionsFigure } from "./arcaneLegionsSchema.js";
import type { ArcaneLegionsField, ArcaneLegionsTable, PoseSight } from "./arcaneLegionsTable.js";
import { type EntryStanding, attacksOf, shotsAt } from "./attackEntries.js";
import { type Standing, enemies, isLegal, mayShoot } from "./rangedCombat.js";

/** The table of `table` with `unit` standing at `pose` instead of where it stands. */
function standingAt(
  field: ArcaneLegionsField,
  table: ArcaneLegionsTable,
  unit: ArcaneLegionsFigure,
  pose: ArcaneLegionsFigure,
): EntryStanding {
  return {
    figures: table.figures.map((f) => (f === unit ? pose : f)),
    adjacent: (a, b) => field.adjacent(a, b),
    notchDistance: (a, b) => field.notchDistance(a, b),
  };
}

/**
 * The `targets` answer of `unit` standing at each of `poses` (the unit moved there, checked by
 * the caller), looking only at `only` when given: who may shoot still weighs every enemy.
 */
export function targetsFrom(
  field: ArcaneLegionsField,
  table: ArcaneLegionsTable,
  unit: ArcaneLegionsFigure,
  poses: readonly ArcaneLegionsFigure[],
  only?: readonly ArcaneLegionsFigure[],
): ArcaneLegionsAttack[][] {
  const foes = table.figures.filter((f) => enemies(unit, f) && (!only || only.includes(f)));
  const asks: PoseSight[] = [];
  const weighed = poses.map((pose, p) => {
    const standing = standingAt(field, table, unit, pose);
    const shots = shotsAt(standing, pose, foes);
    const first = asks.length;
    for (const other of shots) asks.push({ pose: p, other, fromPose: true });
    return { pose, standing, shots, first };
  });
  // Only the lines an option may use: rangedOptions reads no other.
  const lines = field.poseSightLines(table, unit, poses, asks, isLegal);
  return weighed.map(({ pose, standing, shots, first }) =>
    attacksOf(standing, pose, foes, shots, lines.slice(first, first + shots.length)),
  );
}

/**
 * The attacks on `unit` standing at each of `poses` (the unit moved there, checked by the
 * caller): per pose, every enemy whose `targets` answer would list it, with those entries, by
 * attacker id in code-unit order.
 */
export function attacksOn(
  field: ArcaneLegionsField,
  table: ArcaneLegionsTable,
  unit: ArcaneLegionsFigure,
  poses: readonly ArcaneLegionsFigure[],
): ArcaneLegionsAttackOn[][] {
  const attackers = table.figures
    .filter((f) => f !== unit && enemies(f, unit))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // An attacker may shoot at a pose when it may with the unit off the table and is not adjacent
  // to the unit there (its enemy): mayShoot, weighed once for the units that stay put.
  const away: Standing = {
    figures: table.figures.filter((f) => f !== unit),
    adjacent: (a, b) => field.adjacent(a, b),
  };
  const free = attackers.map((attacker) => mayShoot(away, attacker));
  const asks: PoseSight[] = [];
  const weighed = poses.map((pose, p) => {
    const standing = standingAt(field, table, unit, pose);
    return attackers.map((attacker, a) => {
      const shoots = free[a]! && !field.adjacent(attacker, pose);
      const shots = shotsAt(standing, attacker, [pose], shoots);
      const first = asks.length;
      if (shots.length > 0) asks.push({ pose: p, other: attacker, fromPose: false });
      return { attacker, standing, shots, first };
    });
  });
  // Only the lines an option may use: rangedOptions reads no other.
  const lines = field.poseSightLines(table, unit, poses, asks, isLegal);
  return weighed.map((row, p) => {
    const attacks: ArcaneLegionsAttackOn[] = [];
    for (const { attacker, standing, shots, first } of row) {
      const entries = attacksOf(
        standing,
        attacker,
        [poses[p]!],
        shots,
        lines.slice(first, first + shots.length),
      );
      if (entries.length > 0) attacks.push({ attacker: attacker.id, attacks: entries });
    }
    return attacks;
  });
}
