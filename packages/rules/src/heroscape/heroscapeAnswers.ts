// What HeroScape answers (docs/rules/heroscape.md, docs/rules/scenario.md#queries): each query's
// answer, what a figure reaches, a move, and the HeroScape questions a position answers beyond
// the shared queries. Types only, so the game's type table (games.ts) reads them without reading
// the rules that compute them.
import type { Hex } from "@sightline/geometry";
import type { DiceOdds } from "../dice/odds.js";
import type { FigureMatrix } from "../queries/figureMatrix.js";
import type { QueryError } from "../queries/query.js";
import type { HeroscapeRoll } from "./heroscapeDice.js";
import type { Blocker } from "./heroscapeBoard.js";
import type { HeroscapeScenario } from "./heroscapeSchema.js";

/** The `range` answer. */
export interface HeroscapeRange {
  /** Steps between the nearest hexes of the two figures; null when no path of spaces joins them. */
  readonly distance: number | null;
  readonly inRange: boolean;
}

/** The `los` answer: the eye and witness point of a clear line, or what blocks it. */
export type HeroscapeSight =
  | {
      readonly clear: true;
      /** The attacker's hex whose eye sees. */
      readonly eye: Hex;
      /** The middle of the longest visible stretch of the first sight column seen. */
      readonly witness: readonly [x: number, y: number, z: number];
    }
  | {
      readonly clear: false;
      /** What cuts the ray from the first eye to the top of the target's centre column, nearest first. */
      readonly blockers: readonly Blocker[];
    };

/** One `targets` entry. */
export interface HeroscapeTarget {
  readonly target: string;
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly { name: string; attackDice?: number; defenseDice?: number }[];
  readonly odds: { expected: number; atLeastOne: number; destroy: number };
  readonly distance: number | null;
  readonly adjacent: boolean;
  readonly lineOfSight: boolean;
}

/**
 * The legal attacks of several attackers as flat rows, one row per attack: what a search asks
 * for every set of enemies gone, without an object per attack. Row `k < count` is attacker
 * `attacker[k]` (its index among the ids asked) at the figure in place `target[k]` of the
 * scenario ({@link HeroscapeQuestions.placeOf}); an attacker's rows are together, in the order
 * asked, each attacker's by target id in code-unit order — the `targets` answer's entries.
 * The arrays may be longer than `count`; a new question grows them, replacing them.
 */
export interface AttackRows {
  /** How many rows are filled. */
  count: number;
  attacker: Int32Array;
  target: Int32Array;
  attackDice: Int32Array;
  defenseDice: Int32Array;
  /** Steps between the two figures, -1 when no path of spaces joins them. */
  distance: Int32Array;
  /** 1 when the two are adjacent (docs/rules/heroscape.md#engagement). */
  adjacent: Uint8Array;
  /** 1 when the attacker sees the target (only told for a target sight decides or adjacent). */
  lineOfSight: Uint8Array;
}

/**
 * What a figure would see and could attack from each of some candidate stands: the AI's
 * question "where could it stand, and whom would it reach from there?", one batch.
 */
export interface Viewpoints {
  /** The figures looked at, in order: the columns of the matrices below. */
  readonly targets: readonly string[];
  /** Row-major candidates × targets: 1 when the figure standing there sees the target. */
  readonly seen: Uint8Array;
  /** Row-major: steps from the candidate to the target, -1 when no path of spaces joins them. */
  readonly distance: Int32Array;
  /**
   * Row-major: 1 when the figure standing there could attack the target
   * (docs/rules/heroscape.md#attack): adjacent, or in range and in sight, and when engaged there
   * only a figure it is engaged with.
   */
  readonly attackable: Uint8Array;
  /** Row-major: 1 when the figure standing there is adjacent to the target (#engagement). */
  readonly adjacent: Uint8Array;
}

/**
 * One enemy's attack on a figure that stands elsewhere (the AI's "who could attack it there?"):
 * the attacker, and the entry its `targets` answer would have for the figure standing there.
 */
export interface AttackOn {
  readonly attacker: string;
  readonly attack: HeroscapeTarget;
}

/**
 * The vertical section along a line of sight (docs/rules/heroscape.md#line-of-sight), in the
 * board's words: heights in levels, distances over the ground in pitches from the eye. The ray
 * drawn is the one the `los` answer explains: to the witness's column when the line is clear, else
 * from the first eye to the target's first centre column.
 */
export interface SightProfile {
  readonly clear: boolean;
  /** The ray's length over the ground. */
  readonly length: number;
  /** The eye: the attacker's hex it is above, and its height. */
  readonly eye: { readonly hex: Hex; readonly height: number };
  /** The target's sight column at the ray's end: its body, and the pieces of it that show. */
  readonly target: {
    readonly figure: string;
    readonly hex: Hex;
    readonly from: number;
    readonly to: number;
    readonly visible: readonly (readonly [low: number, high: number])[];
  };
  /** Every hex the ray crosses, eye's first: the stretch over it and what stands there. */
  readonly crossings: readonly {
    readonly hex: Hex;
    readonly from: number;
    readonly to: number;
    readonly solids: readonly {
      readonly from: number;
      readonly to: number;
      readonly blocker: Blocker;
    }[];
    /** The body of another figure standing there (not the attacker's, not the target's). */
    readonly body?: { readonly figure: string; readonly from: number; readonly to: number };
  }[];
}

/** HeroScape: every space within `range` steps of the figure, with its steps (0 under it). */
export interface HeroscapeReach {
  readonly range: number;
  readonly spaces: readonly { readonly hex: Hex; readonly steps: number }[];
}

/**
 * One legal move of a figure (docs/rules/heroscape.md#movement).
 *
 * @example { to: [3, 1], path: [[1, 1], [2, 1], [3, 1]], cost: 3, provokes: ["orc"] }
 */
export interface HeroscapeMove {
  /** The destination space (a double-space figure's first hex: it only stays). */
  readonly to: Hex;
  /** The spaces walked: the start first, `to` last, each a neighbour of the one before. */
  readonly path: readonly Hex[];
  /** Movement spent: 1 a step, plus the levels climbed. */
  readonly cost: number;
  /** The enemies whose leaving-engagement attack this path provokes, by id in code-unit order. */
  readonly provokes: readonly string[];
  /**
   * The friendly figure standing on `to` now: the move is legal only once that friend has moved
   * away (a turn's moves are made in order), so the turn search decides.
   */
  readonly occupiedBy?: string;
}

/** HeroScape's answer to each query kind. */
export interface HeroscapeAnswers {
  los: HeroscapeSight;
  range: HeroscapeRange;
  targets: HeroscapeTarget[];
  matrix: FigureMatrix;
  odds: DiceOdds;
  roll: HeroscapeRoll;
}

/**
 * The HeroScape questions a position answers beyond the shared queries (`position.rules`): what
 * the AI and the board ask of this game alone. Every figure is named by id; an id not on the
 * board gets its `unknown-figure` error.
 */
export interface HeroscapeQuestions {
  /**
   * The `targets` answers of several attackers at once, in order — one sight batch and one
   * distance batch for all of them (a plan asks this for every set of enemies gone).
   */
  targetsOfMany(attackers: readonly string[]): HeroscapeTarget[][] | QueryError;
  /**
   * The `targets` answers of several attackers at once as flat rows (see {@link AttackRows}),
   * written into `into` when given (its arrays grown when short): the lean question a search
   * asks again and again, by the same code as `targetsOfMany`, and allocating nothing once
   * `into` is large enough.
   */
  attackRows(attackers: readonly string[], into?: AttackRows): AttackRows | QueryError;
  /** The place in the scenario of figure `id` (an {@link AttackRows} `target`), on the board or not. */
  placeOf(id: string): number | undefined;
  /**
   * What figure `id` would see and could attack from each candidate stand (its hexes there),
   * looking at `targets` (by default every enemy on the board) — the AI's viewpoint batch, one
   * sight batch and one range batch.
   */
  viewpoints(
    id: string,
    candidates: readonly (readonly Hex[])[],
    targets?: readonly string[],
  ): Viewpoints | QueryError;
  /**
   * The `targets` answer figure `id` would have standing on each candidate stand (its hexes
   * there), everyone else where they stand: where it could attack from, one viewpoint batch
   * ({@link viewpoints}) dressed as the answer's entries — with `targets`, only the entries for
   * those figures (engagement still weighs every enemy). A candidate that is not a space of the
   * board (two spaces of one level for a double-space figure) is `invalid-query`.
   */
  targetsFrom(
    id: string,
    candidates: readonly (readonly Hex[])[],
    targets?: readonly string[],
  ): HeroscapeTarget[][] | QueryError;
  /**
   * The attacks on figure `id` were it standing on each candidate stand, everyone else where
   * they stand: per candidate, every enemy whose `targets` answer would then list it, with that
   * entry, by attacker id in code-unit order. Range and engagement come from the figures'
   * stands; sight is asked only of the enemies it decides, the figure's body placed on the
   * candidate once for all of them. A candidate it may not stand on (not a space, an obstacle
   * or another figure there) is `invalid-query`, its reason beginning `candidate k:`.
   */
  attacksOn(
    id: string,
    candidates: readonly (readonly Hex[])[],
  ): (readonly AttackOn[])[] | QueryError;
  /**
   * Every place figure `id` could stand on alone, everyone else where they stand
   * (docs/rules/heroscape.md#board): each free space by (q, r) — for a double-space figure each
   * pair of neighbouring free spaces of one level, the lesser hex first, by (q, r) of both.
   */
  placements(id: string): Hex[][] | QueryError;
  /**
   * The vertical section along the line of sight from `from` to `to` — the hexes the ray
   * crosses with the ground, obstacles and bodies in them, the eye, and what shows of the
   * target's column: how a player checks a close call.
   */
  sightProfile(from: string, to: string): SightProfile | QueryError;
  /** The level of the space at `hex` (docs/rules/heroscape.md#board), undefined off the board. */
  levelAt(hex: Hex): number | undefined;
  /**
   * How the battle's remembered answers have served so far (a copy): what a search's speed
   * rests on, for a benchmark or a tuning session.
   */
  cacheCounts(): CacheCounts;
}

/** The battle's remembered answers: how often each was used, and how often the engine was asked. */
export interface CacheCounts {
  /**
   * Sight verdicts: `held` kept by an attacker–enemy pair whose corridor did not change, `hits`
   * found in the verdict table, `misses` asked of the engine.
   */
  readonly sight: { readonly held: number; readonly hits: number; readonly misses: number };
  /** Steps from a stand: `hits` from a row kept, `misses` a BFS each. */
  readonly steps: { readonly hits: number; readonly misses: number };
}

/** HeroScape's entry in the games' type table (games.ts). */
export interface HeroscapeTypes {
  readonly scenario: HeroscapeScenario;
  /** One hex, or two neighbouring hexes of one level for a double-space figure. */
  readonly placement: readonly Hex[];
  readonly reach: HeroscapeReach;
  readonly answers: HeroscapeAnswers;
  readonly move: HeroscapeMove;
  readonly questions: HeroscapeQuestions;
}
