// What Arcane Legions answers (docs/rules/arcane-legions.md, docs/rules/scenario.md#queries):
// each query's answer and what a unit reaches. Types only, so the game's type table (games.ts)
// reads them without reading the rules that compute them.
import type { AttackOdds } from "./arcaneLegionsDice.js";
import type { NoQuestions } from "../position/questions.js";
import type { ArcaneLegionsScenario } from "./arcaneLegionsSchema.js";
import type { Point } from "./bases.js";
import type { CloseAttack } from "./closeCombat.js";
import type { ArcaneLegionsMatrix, ArcaneLegionsSight } from "./lineOfSight.js";
import type { LineUpOdds, LineUpRoll } from "./lineUp.js";
import type { RangedOption } from "./rangedCombat.js";

/** The `range` answer (docs/rules/scenario.md#queries). */
export interface ArcaneLegionsRange {
  /** The shortest notch-to-notch length between the two bases, in steps. */
  readonly distance: number;
  readonly inRange: boolean;
}

/** A `targets` entry of kind "ranged": the best option, every option listed under `options`. */
export interface RangedAttack extends Omit<RangedOption, "expected"> {
  readonly target: string;
  readonly kind: "ranged";
  readonly odds: AttackOdds;
  /** Every legal option, best first. */
  readonly options: readonly RangedOption[];
}

/** One `targets` entry (docs/rules/arcane-legions.md#queries). */
export type ArcaneLegionsAttack =
  | RangedAttack
  | CloseAttack; /** Arcane Legions: the unit's notches, and the steps a ranged attack reaches from each. */
export interface ArcaneLegionsReach {
  readonly steps: number;
  readonly notches: readonly Point[];
}

/**
 * One legal move of a unit (docs/rules/arcane-legions.md#movement): a pose of its move lattice,
 * `to` ready for `position.move(figure, to)`, and the points it costs.
 */
export interface ArcaneLegionsMove {
  readonly figure: string;
  readonly to: { readonly x: number; readonly y: number; readonly facing: number };
  readonly cost: number;
}

/** Arcane Legions' answer to each query kind. */
export interface ArcaneLegionsAnswers {
  los: ArcaneLegionsSight;
  range: ArcaneLegionsRange;
  targets: ArcaneLegionsAttack[];
  matrix: ArcaneLegionsMatrix;
  odds: LineUpOdds;
  roll: LineUpRoll;
}

/** Arcane Legions' entry in the games' type table (games.ts). */
export interface ArcaneLegionsTypes {
  readonly scenario: ArcaneLegionsScenario;
  /** A base's centre and the direction its front faces (degrees clockwise from +x). */
  readonly placement: { readonly x: number; readonly y: number; readonly facing: number };
  readonly reach: ArcaneLegionsReach;
  readonly answers: ArcaneLegionsAnswers;
  /** A pose of the unit's move lattice (docs/rules/arcane-legions.md#movement). */
  readonly move: ArcaneLegionsMove;
  /** No questions beyond the shared queries yet. */
  readonly questions: NoQuestions;
}
