// What Arcadia Quest answers (docs/rules/arcadia-quest.md, docs/rules/scenario.md#queries): each
// query's answer and what a character reaches. Types only, so the game's type table (games.ts)
// reads them without reading the rules that compute them.
import type { DiceOdds } from "../dice/odds.js";
import type { FigureMatrix } from "../queries/figureMatrix.js";
import type { QueryError } from "../queries/query.js";
import type { ArcadiaQuestBlock } from "./arcadiaQuestBoard.js";
import type { ArcadiaQuestScenario } from "./arcadiaQuestSchema.js";
import type { ArcadiaQuestRoll, ArcadiaQuestTargetOdds } from "./arcadiaQuestDice.js";

/** The `range` answer: whether the two spaces are Close. */
export interface ArcadiaQuestRange {
  readonly close: boolean;
}

/** The `los` answer: clear, or the first edge, space or corner that stops the line. */
export type ArcadiaQuestSight =
  { readonly clear: true } | { readonly clear: false; readonly blockedBy: ArcadiaQuestBlock };

/** One `targets` entry: one card at one enemy. */
export interface ArcadiaQuestTarget {
  readonly target: string;
  readonly card: string;
  /** The card's kind; not named `kind`, which keys Arcane Legions' entries. */
  readonly attackKind: "melee" | "ranged";
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly { name: string; attackDice?: number; defenseDice?: number }[];
  readonly odds: ArcadiaQuestTargetOdds;
}
/** Arcadia Quest: the spaces Close to the character, its own first. */
export interface ArcadiaQuestReach {
  readonly close: readonly { readonly x: number; readonly y: number }[];
}

/** A door a move opens or closes (docs/rules/arcadia-quest.md#movement). */
export interface ArcadiaQuestDoorAction {
  /** Steps taken before this door action: it is done standing on `path[at]`. */
  readonly at: number;
  /** The door's edge under its east or south name. */
  readonly x: number;
  readonly y: number;
  readonly side: "E" | "S";
  /** Whether the door is open after this action. */
  readonly open: boolean;
}

/**
 * One legal move of a character (docs/rules/arcadia-quest.md#movement): an end state — where it
 * stands and the doors as it left them — by the cheapest actions that reach it. It costs
 * `path.length - 1 + doors.length` points.
 */
export interface ArcadiaQuestMove {
  readonly figure: string;
  readonly to: readonly [x: number, y: number];
  /** The spaces walked: the start first, `to` last, each an orthogonal neighbour of the one before. */
  readonly path: readonly (readonly [x: number, y: number])[];
  /** The door actions, in order (a door opened, walked through and closed behind is here twice). */
  readonly doors: readonly ArcadiaQuestDoorAction[];
}

/** A space of the board, `(x, y)`. */
export interface ArcadiaQuestSpace {
  readonly x: number;
  readonly y: number;
}

/**
 * One enemy's attacks on a character that stands elsewhere (the AI's "who could attack it
 * there?"): the attacker, and the entries its `targets` answer would have for the character
 * standing there — one a card that reaches it, in the attacker's card order.
 */
export interface ArcadiaQuestAttackOn {
  readonly attacker: string;
  readonly attacks: readonly ArcadiaQuestTarget[];
}

/**
 * The Arcadia Quest questions a position answers beyond the shared queries (`position.rules`):
 * what the AI's board overlays ask. Doors are as the position has them; an id not on the board
 * gets its `unknown-figure` error, a candidate the character may not be in `invalid-query`
 * whose reason begins `candidate k:`.
 */
export interface ArcadiaQuestQuestions {
  /**
   * The `targets` answer character `id` would have standing on each candidate space, everyone
   * else where they stand — with `targets`, only the entries for those: one sight batch from
   * every candidate to every enemy looked at.
   */
  targetsFrom(
    id: string,
    candidates: readonly ArcadiaQuestSpace[],
    targets?: readonly string[],
  ): ArcadiaQuestTarget[][] | QueryError;
  /**
   * The attacks on character `id` were it standing on each candidate space, everyone else where
   * they stand: per candidate, every enemy with a card that would reach it, by attacker id in
   * code-unit order. One sight batch per attacker, from it to every candidate.
   */
  attacksOn(
    id: string,
    candidates: readonly ArcadiaQuestSpace[],
  ): (readonly ArcadiaQuestAttackOn[])[] | QueryError;
  /**
   * Every space character `id` may be in, everyone else where they stand
   * (docs/rules/arcadia-quest.md#movement): a space of the board, not blocked terrain, and not
   * Full with it there; by (y, x).
   */
  placements(id: string): ArcadiaQuestSpace[] | QueryError;
}

/** Arcadia Quest's answer to each query kind. */
export interface ArcadiaQuestAnswers {
  los: ArcadiaQuestSight;
  range: ArcadiaQuestRange;
  targets: ArcadiaQuestTarget[];
  matrix: FigureMatrix;
  odds: DiceOdds;
  roll: ArcadiaQuestRoll;
}

/** Arcadia Quest's entry in the games' type table (games.ts). */
export interface ArcadiaQuestTypes {
  readonly scenario: ArcadiaQuestScenario;
  /** A space of the grid. */
  readonly placement: { readonly x: number; readonly y: number };
  readonly reach: ArcadiaQuestReach;
  readonly answers: ArcadiaQuestAnswers;
  /** A move: steps and door actions (docs/rules/arcadia-quest.md#movement). */
  readonly move: ArcadiaQuestMove;
  readonly questions: ArcadiaQuestQuestions;
}
