// HeroScape's rule facts, each stated once (docs/rules/heroscape.md): what a caller — the AI, the
// board, the CLI — asks of the rules instead of writing a rule again. Pure: no engine, no board.
// It imports no schema and no dice: the board's drawing code imports these facts, and its bundle
// stays free of validation.
import type { HeroscapeFigure, HeroscapeScenario } from "./heroscapeSchema.js";

/** The radius of a cylinder obstacle that gives none, in pitches (docs/rules/heroscape.md#board). */
export const DEFAULT_CYLINDER_RADIUS = 0.35;

/**
 * Pitches per level when the scenario gives none (docs/rules/heroscape.md#coordinates-and-units):
 * the proportions of the VirtualScape editor, hex circumradius 1, level 0.4.
 */
export const DEFAULT_LEVEL_HEIGHT = 0.4 / Math.sqrt(3);
/** ρ: the radius of a figure's body and of its ring of sight columns, in pitches (fixed here). */
export const BODY_RADIUS = 0.3;
/** VIS: the least visible stretch of a sight column that counts as seen, in levels. */
export const VISIBLE_LEVELS = 0.05;

/** The scenario's pitches per level: its `board.levelHeight`, or the default. */
export function levelHeightOf(scenario: Pick<HeroscapeScenario, "board">): number {
  return scenario.board.levelHeight ?? DEFAULT_LEVEL_HEIGHT;
}

/**
 * The army card a figure belongs to (docs/rules/heroscape.md#scenario-fields): its `card`, or its
 * own id when it has none — the figures of one card take a turn together.
 *
 * @example cardOf({ id: "orc-2", card: "orcs", … }) // "orcs"
 */
export function cardOf(figure: Pick<HeroscapeFigure, "id" | "card">): string {
  return figure.card ?? figure.id;
}

/** Extra dice from height advantage. */
export interface HeightAdvantage {
  /** Extra attack dice (the attacker's base is higher). */
  readonly attackDice: 0 | 1 | 2;
  /** Extra defence dice (the defender's base is higher). */
  readonly defenseDice: 0 | 1 | 2;
}

/**
 * Height advantage (docs/rules/heroscape.md#attack): the figure whose base is higher rolls one
 * extra die (attack die for the attacker, defence die for the defender), two if its base is 10 or
 * more levels higher; equal bases give none. Only base levels count, not figure heights.
 */
export function heightAdvantage(
  attackerBaseLevel: number,
  defenderBaseLevel: number,
): HeightAdvantage {
  const extra = (levelsHigher: number): 0 | 1 | 2 =>
    levelsHigher >= 10 ? 2 : levelsHigher > 0 ? 1 : 0;
  return {
    attackDice: extra(attackerBaseLevel - defenderBaseLevel),
    defenseDice: extra(defenderBaseLevel - attackerBaseLevel),
  };
}

/** One modifier of an attack's dice, named as the `targets` answer lists it. */
export interface DiceModifier {
  readonly name: string;
  readonly attackDice?: number;
  readonly defenseDice?: number;
}

/** The dice of one attack: both pools and the modifiers that made them. */
export interface AttackDice {
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly DiceModifier[];
}

/**
 * The dice of an attack (docs/rules/heroscape.md#attack): the attacker's attack and the target's
 * defence, with height advantage between the levels their bases stand on.
 *
 * @example attackDice({ attack: 3 }, { defense: 2 }, 4, 1) // { attackDice: 4, defenseDice: 2, modifiers: [height advantage +1] }
 */
export function attackDice(
  attacker: Pick<HeroscapeFigure, "attack">,
  target: Pick<HeroscapeFigure, "defense">,
  attackerLevel: number,
  targetLevel: number,
): AttackDice {
  const advantage = heightAdvantage(attackerLevel, targetLevel);
  const modifiers: DiceModifier[] = [];
  if (advantage.attackDice > 0)
    modifiers.push({ name: "height advantage", attackDice: advantage.attackDice });
  if (advantage.defenseDice > 0)
    modifiers.push({ name: "height advantage", defenseDice: advantage.defenseDice });
  return {
    attackDice: attacker.attack + advantage.attackDice,
    defenseDice: target.defense + advantage.defenseDice,
    modifiers,
  };
}

/**
 * The leaving-engagement attacks a move provokes, as one pool (docs/rules/heroscape.md#movement):
 * each enemy left rolls one combat die, each skull a wound, and no defence die is rolled — so
 * `enemies` attacks wound as `enemies` dice against none.
 */
export function leavingEngagementDice(enemies: number): {
  readonly attackDice: number;
  readonly defenseDice: 0;
} {
  return { attackDice: enemies, defenseDice: 0 };
}
