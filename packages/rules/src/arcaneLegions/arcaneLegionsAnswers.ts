// What Arcane Legions answers (docs/rules/arcane-legions.md, docs/rules/scenario.md#queries):
// each query's answer and what a unit reaches. Types only, so the game's type table (games.ts)
// reads them without reading the rules that compute them.
import type { AttackOdds } from "./arcaneLegionsDice.js";
import type { QueryError } from "../queries/query.js";
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

/** A base's pose: its centre and the direction its front faces (degrees clockwise from +x). */
export interface ArcaneLegionsPose {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/**
 * One enemy's attacks on a unit at a pose (`attacksOn`, "who could attack me there?"): the
 * attacker, and the entries its `targets` answer would have for the unit standing there — a
 * ranged entry, a close one, or both.
 */
export interface ArcaneLegionsAttackOn {
  readonly attacker: string;
  readonly attacks: readonly ArcaneLegionsAttack[];
}

/**
 * The Arcane Legions questions a position answers beyond the shared queries (`position.rules`):
 * what the AI's board overlays ask, for many poses at once, each pose answered as the queries
 * answer with the unit moved there (docs/rules/ai.md#overlays). An id not on the table gets its
 * `unknown-figure` error; a pose the unit may not take (off the table, overlapping a base, not
 * three finite numbers) `invalid-query` whose reason begins `candidate k:`.
 */
export interface ArcaneLegionsQuestions {
  /**
   * The `targets` answer unit `id` would have standing at each candidate pose, everyone else
   * where they stand — with `targets`, only the entries for those units (who may shoot still
   * weighs every enemy): one sight batch from every pose to every enemy in range of it.
   */
  targetsFrom(
    id: string,
    candidates: readonly ArcaneLegionsPose[],
    targets?: readonly string[],
  ): ArcaneLegionsAttack[][] | QueryError;
  /**
   * The attacks on unit `id` were it standing at each candidate pose, everyone else where they
   * stand: per pose, every enemy whose `targets` answer would then list it, with those entries,
   * by attacker id in code-unit order. One sight batch from every enemy that may shoot to every
   * pose in its range.
   */
  attacksOn(
    id: string,
    candidates: readonly ArcaneLegionsPose[],
  ): (readonly ArcaneLegionsAttackOn[])[] | QueryError;
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
  readonly placement: ArcaneLegionsPose;
  readonly reach: ArcaneLegionsReach;
  readonly answers: ArcaneLegionsAnswers;
  /** A pose of the unit's move lattice (docs/rules/arcane-legions.md#movement). */
  readonly move: ArcaneLegionsMove;
  readonly questions: ArcaneLegionsQuestions;
}
