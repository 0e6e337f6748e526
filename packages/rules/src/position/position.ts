// A position: an opened battle's board with its figures as they stand now (docs/decisions/
// 006-explanations-and-positions.md). Moves, wounds and removals change only the figures — the
// scenario is not validated again, the board not encoded again — and each can be undone. The
// AI and <battle-board> live on positions; the queries answer the same as `openBattle` would
// on the equivalent scenario (`toScenario`).
import type { Hex } from "@sightline/geometry";
import type { FigureOf, Game, PlacementOf, Placements, ScenarioOf } from "../games.js";
import type { HeroscapeTarget, SightProfile, Viewpoints } from "../heroscape/heroscapeRules.js";
import type { HeroscapeMove } from "../heroscape/movement.js";
import type { Answer, AnswerOf } from "../queries/answers.js";
import {
  type ExactQuery,
  type Query,
  type QueryError,
  type Reply,
  failedQuery,
  isQueryError,
  matrixTooLarge,
  parseQuery,
  unknownFigure,
} from "../queries/query.js";
import { MAX_MATRIX_FIGURES } from "../limits.js";
import { type HeroscapeFigure, type Scenario, ScenarioError } from "../scenario/index.js";
import type { Reaches } from "./reach.js";
import type { Roster } from "./roster.js";
import type { GameRules } from "./rules.js";
import type { HeroscapeRules } from "../heroscape/heroscapeRules.js";

/** A figure of any game: what the roster holds inside a position. */
type AnyFigure = FigureOf<Game>;

/** One change, as undo needs it: the figure's place and what stood there before. */
interface Change {
  readonly index: number;
  readonly before: AnyFigure | undefined;
}

/**
 * The figures of an opened battle as they stand now. Made by `battle.position()`; every change
 * returns the position, so changes chain: `position.move("archer", [[2, 3]]).answer(…)`.
 *
 * @example const position = battle.position(); position.move("archer", [[4, 1]]); position.targets("archer"); position.undo();
 */
export class Position<out G extends Game = Game> {
  readonly game: G;
  // Private state is typed for any game: a position of one game is then a position of any
  // (`Position<"heroscape">` assignable to `Position`), the public methods carry the types.
  readonly #rules: GameRules<Game>;
  readonly #scenario: Scenario;
  readonly #roster: Roster<AnyFigure>;
  readonly #history: Change[] = [];

  /** @internal Positions come from `battle.position()` and `position.fork()`. */
  constructor(game: G, rules: GameRules<G>, scenario: ScenarioOf<G>, roster: Roster<FigureOf<G>>) {
    this.game = game;
    this.#rules = rules as unknown as GameRules<Game>;
    this.#scenario = scenario;
    this.#roster = roster as Roster<AnyFigure>;
  }

  /** The figures on the board, in scenario order (destroyed figures are gone). */
  figures(): readonly FigureOf<G>[] {
    return this.#roster.figures() as readonly FigureOf<G>[];
  }

  /** The figure with this id on the board, or undefined. */
  figure(id: string): FigureOf<G> | undefined {
    return this.#roster.get(id) as FigureOf<G> | undefined;
  }

  /** How many changes can be undone. */
  get changes(): number {
    return this.#history.length;
  }

  /**
   * Moves a figure: HeroScape hexes (as many as it stands on), an Arcadia Quest space `{x, y}`,
   * an Arcane Legions base pose `{x, y, facing}`. Throws a `ScenarioError` naming what is wrong
   * — a hex that is not a space, a space taken, a base overlapping another — and then changes
   * nothing. Only the place is checked: the rest of the figure and the board already were.
   */
  move(id: string, to: PlacementOf<G>): this {
    const index = this.#present(id);
    const figure = this.#rules.moved(this.#roster, index, placement(this.game, index, to));
    return this.#change(index, figure);
  }

  /**
   * Adds `wounds` to a HeroScape figure. One whose wounds reach its life is destroyed and taken
   * off the board (docs/rules/heroscape.md#attack); returns whether it was.
   */
  wound(id: string, wounds: number): boolean {
    const index = this.#present(id);
    if (this.game !== "heroscape") {
      throw new ScenarioError([
        { path: `/figures/${index}`, reason: `${this.game} figures have no life to wound` },
      ]);
    }
    if (!Number.isSafeInteger(wounds) || wounds < 0) {
      throw new ScenarioError([
        {
          path: `/figures/${index}/wounds`,
          reason: `wounds to add must be a whole number ≥ 0, got ${wounds}`,
        },
      ]);
    }
    const figure = this.#roster.at(index) as HeroscapeFigure;
    const total = (figure.wounds ?? 0) + wounds;
    const destroyed = total >= figure.life;
    this.#change(index, destroyed ? undefined : { ...figure, wounds: total });
    return destroyed;
  }

  /** Takes a figure off the board (destroyed): it no longer blocks, engages or can be attacked. */
  remove(id: string): this {
    return this.#change(this.#present(id), undefined);
  }

  /** Undoes the last change; false when there is none. */
  undo(): boolean {
    const change = this.#history.pop();
    if (!change) return false;
    this.#roster.set(change.index, change.before);
    return true;
  }

  /** Undoes changes until only `changes` are left (a search returning to a saved depth). */
  undoTo(changes: number): void {
    while (this.#history.length > Math.max(0, changes)) this.undo();
  }

  /** An independent copy: the same figures, changed and undone on its own. */
  fork(): Position<G> {
    return new Position(
      this.game,
      this.#rules as unknown as GameRules<G>,
      this.#scenario as ScenarioOf<G>,
      this.#roster.copy() as Roster<FigureOf<G>>,
    );
  }

  /** The scenario this position is: the battle's, with the figures as they stand now. */
  toScenario(): ScenarioOf<G> {
    return { ...this.#scenario, figures: [...this.figures()] } as unknown as ScenarioOf<G>;
  }

  /**
   * Answers one query on this position (docs/rules/scenario.md#queries): typed by its kind, and a
   * query that cannot be answered — a figure not on the board, bad dice — gets its `{ error }`.
   * Checked at run time too, for callers without types.
   *
   * @example position.answer({ q: "los", from: "archer", to: "orc" }).clear
   */
  answer<const Q extends Query>(query: ExactQuery<Q>): Reply<AnswerOf<G, Q["q"]>> {
    return this.answerUnknown(query) as Reply<AnswerOf<G, Q["q"]>>;
  }

  /** Answers a list of queries read from JSON, one answer (or error) per query, in order. */
  answerAll(queries: readonly unknown[]): Reply<Answer<G>>[] {
    return queries.map((query) => this.answerUnknown(query));
  }

  /** Answers a query read from JSON: checked, then answered, never thrown. */
  answerUnknown(query: unknown): Reply<Answer<G>> {
    const parsed = parseQuery(query);
    if (isQueryError(parsed)) return parsed as Reply<Answer<G>>;
    if (parsed.q === "matrix" && !parsed.of && this.#roster.figures().length > MAX_MATRIX_FIGURES) {
      return matrixTooLarge(this.#roster.figures().length, "the board has") as Reply<Answer<G>>;
    }
    try {
      return this.#rules.answer(parsed, this.#roster) as Reply<Answer<G>>;
    } catch (error) {
      // Dice the rules cannot roll (a RangeError naming the count or face) are the query's fault;
      // anything else is the engine's, and still only this query's answer.
      return failedQuery(error) as Reply<Answer<G>>;
    }
  }

  /** `answer({ q: "los", from, to })`. */
  lineOfSight(from: string, to: string): Reply<AnswerOf<G, "los">> {
    return this.answer({ q: "los", from, to } as const);
  }

  /** `answer({ q: "range", from, to })`. */
  range(from: string, to: string): Reply<AnswerOf<G, "range">> {
    return this.answer({ q: "range", from, to } as const);
  }

  /** `answer({ q: "targets", attacker, card })`. */
  targets(attacker: string, card?: string): Reply<AnswerOf<G, "targets">> {
    const query =
      card === undefined
        ? { q: "targets" as const, attacker }
        : { q: "targets" as const, attacker, card };
    return this.answer(query);
  }

  /**
   * HeroScape: the `targets` answers of several attackers at once, in order — one sight batch
   * and one distance batch for all of them (a plan asks this for every set of enemies gone).
   */
  targetsOfMany(attackers: readonly string[]): HeroscapeTarget[][] | QueryError {
    if (this.game !== "heroscape") {
      return notImplementedHere("targetsOfMany", this.game);
    }
    const roster = this.#roster as unknown as Roster<HeroscapeFigure>;
    const picked = roster.pick(attackers);
    if (isQueryError(picked)) return picked;
    return (this.#rules as unknown as HeroscapeRules).targetsOfMany(roster, picked);
  }

  /** `answer({ q: "matrix", of })`. */
  matrix(of?: readonly string[]): Reply<AnswerOf<G, "matrix">> {
    return this.answer(
      of === undefined ? { q: "matrix" as const } : { q: "matrix" as const, of: [...of] },
    );
  }

  /**
   * HeroScape: what figure `id` would see and could attack from each candidate stand (its hexes
   * there), looking at `targets` (by default every enemy on the board) — the AI's viewpoint
   * batch, one sight batch and one range batch.
   */
  viewpoints(
    id: string,
    candidates: readonly (readonly Hex[])[],
    targets?: readonly string[],
  ): Viewpoints | QueryError {
    if (this.game !== "heroscape") {
      return {
        error: "not-implemented",
        reason: `viewpoints are a HeroScape question, not ${this.game}'s`,
      };
    }
    const roster = this.#roster as unknown as Roster<HeroscapeFigure>;
    const rules = this.#rules as unknown as HeroscapeRules;
    const figure = roster.get(id);
    if (!figure) return unknownFigure(id);
    const looked = roster.pick(
      targets ??
        roster
          .figures()
          .filter((f) => f.owner !== figure.owner)
          .map((f) => f.id),
    );
    if (isQueryError(looked)) return looked;
    return rules.viewpoints(roster, figure, candidates, looked);
  }

  /**
   * HeroScape: every legal move of figure `id` from where it stands, the others where they stand
   * (docs/rules/heroscape.md#movement) — per destination, the cheapest path for each least set of
   * leaving-engagement attacks it provokes, staying put included. What the AI's turn search walks.
   *
   * @example position.moves("knight") // [{ to: [4, 1], path: [[4, 1]], cost: 0, provokes: [] }, …]
   */
  moves(id: string): readonly HeroscapeMove[] | QueryError {
    if (this.game !== "heroscape") {
      return {
        error: "not-implemented",
        reason: `moves are a HeroScape question, not ${this.game}'s`,
      };
    }
    const roster = this.#roster as unknown as Roster<HeroscapeFigure>;
    const rules = this.#rules as unknown as HeroscapeRules;
    return roster.one(id, (figure) => rules.moves(roster, figure));
  }

  /**
   * What figure `id` reaches from where it stands — HeroScape the spaces within its range,
   * Arcadia Quest the spaces Close to it, Arcane Legions its notches and the steps a ranged
   * attack carries: the range overlay of a board.
   */
  reach(id: string): Reaches[G] | QueryError {
    const figure = this.#roster.get(id);
    if (!figure) return unknownFigure(id);
    return this.#rules.reach(figure) as Reaches[G];
  }

  /**
   * HeroScape: the vertical section along the line of sight from `from` to `to` — the hexes
   * the ray crosses with the ground, obstacles and bodies in them, the eye, and what shows of
   * the target's column: how a player checks a close call.
   */
  sightProfile(from: string, to: string): SightProfile | QueryError {
    if (this.game !== "heroscape") {
      return {
        error: "not-implemented",
        reason: `sight profiles are a HeroScape question, not ${this.game}'s`,
      };
    }
    const roster = this.#roster as unknown as Roster<HeroscapeFigure>;
    const rules = this.#rules as unknown as HeroscapeRules;
    return roster.pair(from, to, (a, b) => rules.sightProfile(roster, a, b));
  }

  /** The place of a figure on the board; throws naming an id that is not there. */
  #present(id: string): number {
    const index = this.#roster.indexOf(id);
    if (index === undefined || this.#roster.at(index) === undefined) {
      const why = index === undefined ? "the scenario has none" : "it was taken off the board";
      throw new ScenarioError([
        { path: "/figures", reason: `no figure ${JSON.stringify(id)} on the board: ${why}` },
      ]);
    }
    return index;
  }

  #change(index: number, figure: AnyFigure | undefined): this {
    this.#history.push({ index, before: this.#roster.at(index) });
    this.#roster.set(index, figure);
    return this;
  }
}

/** The error of a HeroScape-only question asked of another game's position. */
function notImplementedHere(question: string, game: Game): QueryError {
  return { error: "not-implemented", reason: `${question} is a HeroScape question, not ${game}'s` };
}

/**
 * `to` checked for its shape (a caller without types may pass anything): HeroScape hexes as
 * whole `[q, r]` pairs, as many as the figure stands on; whole Arcadia Quest coordinates;
 * finite Arcane Legions numbers.
 */
function placement(game: Game, index: number, to: unknown): Placements[Game] {
  const path = `/figures/${index}`;
  const wrong = (field: string, reason: string) =>
    new ScenarioError([{ path: `${path}/${field}`, reason }]);
  const whole = (v: unknown): v is number => Number.isSafeInteger(v);
  const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
  const place = (to ?? {}) as Record<string, unknown>;
  switch (game) {
    case "heroscape":
      if (
        !Array.isArray(to) ||
        to.length < 1 ||
        to.length > 2 ||
        !to.every((hex) => Array.isArray(hex) && hex.length === 2 && hex.every(whole))
      ) {
        throw wrong(
          "hexes",
          `expected one or two [q, r] hexes of whole numbers, got ${JSON.stringify(to)}`,
        );
      }
      return to as Placements["heroscape"];
    case "arcadia-quest":
      if (!whole(place.x) || !whole(place.y)) {
        throw wrong("x", `expected a space {x, y} of whole numbers, got ${JSON.stringify(to)}`);
      }
      return { x: place.x, y: place.y };
    default:
      if (!finite(place.x) || !finite(place.y) || !finite(place.facing)) {
        throw wrong(
          "x",
          `expected a pose {x, y, facing} of finite numbers, got ${JSON.stringify(to)}`,
        );
      }
      return { x: place.x, y: place.y, facing: place.facing };
  }
}
