// The ranged combat order (docs/rules/arcane-legions.md#ranged): who may shoot, every legal option
// (side, notch, target side, target notch) with its dice and named modifiers, and the best one.
import { EPS, type Point } from "./bases.js";
import type { ArcaneLegionsFigure, Side } from "./arcaneLegionsSchema.js";
import { type Modifier, attackOdds, poolSize } from "./arcaneLegionsDice.js";
import { type SightLine, pointOf } from "./sightLines.js";
import { SIDES } from "./notches.js";

/** docs/rules/arcane-legions.md#ranged: six steps notch to notch. */
export const RANGE_STEPS = 6;
/** Expected hits closer than this are a tie (they differ only by rounding). */
const SAME_EXPECTED = 1e-12;

/**
 * One legal ranged option with its dice (docs/rules/arcane-legions.md#ranged, "Options", "Dice").
 */
export interface RangedOption {
  readonly attackerSide: Side;
  /** The notch's place on its side, clockwise from 0. */
  readonly attackerNotch: number;
  readonly targetSide: Side;
  readonly targetNotch: number;
  /** The notch-to-notch segment, attacker's notch first. */
  readonly line: readonly [Point, Point];
  /** Its length in steps. */
  readonly distance: number;
  readonly hindrances: number;
  /** The other units and hindering pieces it passes through, by id. */
  readonly hinderedBy: readonly string[];
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly Modifier[];
  /** Expected hits of the line-up (the `deadly` ability included): what "best" maximises. */
  readonly expected: number;
}

/**
 * What the ranged order reads of a table: the units on it, in scenario order, and which touch —
 * a position's table, or one with a unit moved to a pose (poseQuestions.ts).
 */
export interface Standing {
  readonly figures: readonly ArcaneLegionsFigure[];
  adjacent(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): boolean;
}

/** Units of different owners are enemies; of the same owner, friends. */
export function enemies(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): boolean {
  return a.owner !== b.owner;
}

/** Whether the unit has the `deadly` ability (docs/rules/arcane-legions.md#lineup, step 2). */
export function isDeadly(unit: ArcaneLegionsFigure): boolean {
  return unit.abilities?.includes("deadly") ?? false;
}

/**
 * docs/rules/arcane-legions.md#ranged: a unit may be given a ranged combat order when it has a
 * ranged die (`rangedDice > 0`) and is not adjacent to an enemy unit.
 */
export function mayShoot(table: Standing, unit: ArcaneLegionsFigure): boolean {
  return (
    unit.rangedDice > 0 &&
    !table.figures.some((other) => enemies(unit, other) && table.adjacent(unit, other))
  );
}

/** In range (≤ 6 steps, +EPS) and not blocked: the two conditions of an option (#ranged). */
export function isLegal(line: Pick<SightLine, "blocked" | "distance">): boolean {
  return !line.blocked && line.distance <= RANGE_STEPS + EPS;
}

/**
 * Every legal option of `attacker` against `target` among `lines` (the pair's notch-to-notch
 * segments, in notch order), best first. Options left with 0 attack dice are legal and listed (#ranged, "Dice").
 */
export function rangedOptions(
  table: Standing,
  attacker: ArcaneLegionsFigure,
  target: ArcaneLegionsFigure,
  lines: readonly SightLine[],
): RangedOption[] {
  // Firing into melee: the target is adjacent to a unit friendly to the attacker (#ranged).
  const intoMelee = table.figures.some(
    (f) => f !== attacker && !enemies(f, attacker) && table.adjacent(f, target),
  );
  const options = lines.filter(isLegal).map((line) => option(attacker, target, line, intoMelee));
  // "Within EPS equal" is not transitive (5, 5 + 0.6e-9, 5 + 1.2e-9), so a sort alone could
  // crown different options on different engines. The best is found by a scan in key order
  // (the order lines come in), replaced only by a strictly better option; the rest follow.
  let best = 0;
  options.forEach((o, i) => {
    if (compareOptions(o, options[best]!) < 0) best = i;
  });
  const [first] = options.splice(best, 1);
  return first ? [first, ...options.sort(compareOptions)] : [];
}

function option(
  attacker: ArcaneLegionsFigure,
  target: ArcaneLegionsFigure,
  line: SightLine,
  intoMelee: boolean,
): RangedOption {
  const hinderedBy = line.through ?? [];
  const modifiers: Modifier[] = [];
  const colour = attacker.codex[line.from.side];
  if (colour !== "blue") modifiers.push({ name: `attacker's ${colour} side`, attackDice: -3 });
  for (const name of hinderedBy) modifiers.push({ name: `hindered by ${name}`, attackDice: -1 });
  if (intoMelee) modifiers.push({ name: "firing into melee", attackDice: -1 });
  if (attacker.bonusRangedDice) {
    modifiers.push({ name: "bonus ranged dice", attackDice: attacker.bonusRangedDice });
  }
  if (target.codex[line.to.side] === "grey") {
    modifiers.push({ name: "target's grey side", defenseDice: -3 });
  }
  if (target.bonusDefenseDice) {
    modifiers.push({ name: "bonus defense dice", defenseDice: target.bonusDefenseDice });
  }
  const attackDice = poolSize(attacker.rangedDice, modifiers, "attackDice");
  const defenseDice = poolSize(target.defenseDice, modifiers, "defenseDice");
  return {
    attackerSide: line.from.side,
    attackerNotch: line.from.index,
    targetSide: line.to.side,
    targetNotch: line.to.index,
    line: [pointOf(line.from.point), pointOf(line.to.point)],
    distance: line.distance,
    hindrances: line.hindrances,
    hinderedBy,
    attackDice,
    defenseDice,
    modifiers,
    expected: attackOdds(attackDice, defenseDice, "ranged", isDeadly(attacker)).expected,
  };
}

/**
 * docs/rules/arcane-legions.md#ranged, "best": highest expected hits, then fewer hindrances, then
 * the shorter distance (within EPS equal), then the lowest (attacker side, attacker notch, target
 * side, target notch), sides in the order front, right, back, left, notches clockwise.
 */
export function compareOptions(a: RangedOption, b: RangedOption): number {
  if (Math.abs(a.expected - b.expected) > SAME_EXPECTED) return b.expected - a.expected;
  if (a.hindrances !== b.hindrances) return a.hindrances - b.hindrances;
  if (Math.abs(a.distance - b.distance) > EPS) return a.distance - b.distance;
  return (
    SIDES.indexOf(a.attackerSide) - SIDES.indexOf(b.attackerSide) ||
    a.attackerNotch - b.attackerNotch ||
    SIDES.indexOf(a.targetSide) - SIDES.indexOf(b.targetSide) ||
    a.targetNotch - b.targetNotch
  );
}
