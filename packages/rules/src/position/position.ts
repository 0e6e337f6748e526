// A position: an opened battle's board with its figures as they stand now (docs/decisions/
// 006-explanations-and-positions.md). Moves, wounds and removals change only the figures — the
// scenario is not validated again, the board not encoded again — and each can be undone. The
// AI and <battle-board> live on positions; the queries answer the same as `openBattle` would
// on the equivalent scenario (`toScenario`). What only one game asks is its module's business:
// `position.rules` holds that game's own questions, typed by the game.
import type { GameModule } from "../gameModule.js";
import type { DoorEdge, GameRules } from "../gameRules.js";
import type {
  FigureOf,
  Game,
  MoveOf,
  PlacementOf,
  QuestionsOf,
  ReachOf,
  ScenarioOf,
} from "../games.js";
import { MAX_MATRIX_FIGURES } from "../limits.js";
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
import { ScenarioError } from "../scenario/problems.js";
import type { NotATarget } from "./notATarget.js";
import type { Roster } from "./roster.js";

/**
 * One change, as undo needs it: the figure's place and what stood there before, or a door's key
 * and what the position had set there before (undefined: the scenario's state).
 */
type Change<F> =
  | { readonly index: number; readonly before: F | undefined }
  | { readonly door: string; readonly before: boolean | undefined };

/**
 * The figures of an opened battle as they stand now. Made by `battle.position()`; every change
 * returns the position, so changes chain: `position.move("archer", [[2, 3]]).answer(…)`.
 *
 * @example const position = battle.position(); position.move("archer", [[4, 1]]); position.targets("archer"); position.undo();
 */
export class Position<out G extends Game = Game> {
  readonly game: G;
  readonly #module: GameModule<G>;
  readonly #rules: GameRules<G>;
  readonly #scenario: ScenarioOf<G>;
  readonly #roster: Roster<FigureOf<G>>;
  readonly #history: Change<FigureOf<G>>[] = [];
  #questions: QuestionsOf<G> | undefined;

  /** @internal Positions come from `battle.position()` and `position.fork()`. */
  constructor(
    module: GameModule<G>,
    rules: GameRules<G>,
    scenario: ScenarioOf<G>,
    roster: Roster<FigureOf<G>>,
  ) {
    this.game = module.game;
    this.#module = module;
    this.#rules = rules;
    this.#scenario = scenario;
    this.#roster = roster;
  }

  /**
   * This game's own questions, asked of the figures as they stand now — HeroScape's
   * `targetsOfMany`, `viewpoints`, `targetsFrom`, `attacksOn`, `sightProfile` and `levelAt`, Arcadia
   * Quest's `targetsFrom`, `attacksOn` and `placements`, Arcane Legions' `targetsFrom` and
   * `attacksOn`.
   *
   * @example heroscapePosition.rules.sightProfile("archer", "orc")
   */
  get rules(): QuestionsOf<G> {
    return (this.#questions ??= this.#rules.questions(this.#roster));
  }

  /** The figures on the board, in scenario order (destroyed figures are gone). */
  figures(): readonly FigureOf<G>[] {
    return this.#roster.figures();
  }

  /** The figure with this id on the board, or undefined. */
  figure(id: string): FigureOf<G> | undefined {
    return this.#roster.get(id);
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
    const place = this.#module.placement(to, `/figures/${index}`);
    const figure = this.#rules.moved(this.#roster, index, place);
    return this.#change(index, figure);
  }

  /**
   * Adds `wounds` to a HeroScape figure. One whose wounds reach its life is destroyed and taken
   * off the board (docs/rules/heroscape.md#attack); returns whether it was.
   */
  wound(id: string, wounds: number): boolean {
    const index = this.#present(id);
    const figure = this.#roster.at(index)!;
    // docs/rules/heroscape.md#attack: only a HeroScape figure takes wounds here (an Arcadia Quest
    // character's optional life is for the AI's scores, which never wound a position).
    if (!("hexes" in figure)) {
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
    const total = (figure.wounds ?? 0) + wounds;
    const destroyed = total >= figure.life;
    this.#change(index, destroyed ? undefined : { ...figure, wounds: total });
    return destroyed;
  }

  /**
   * Opens or closes an Arcadia Quest door (docs/rules/arcadia-quest.md#movement): sight, Close,
   * targets and moves are judged with it so until it is set again or undone. Throws a
   * `ScenarioError` naming an edge that is no door, and in a game without doors. To make a move
   * of `position.moves(id)`, set each door it acts on, then move the character to `to`.
   *
   * @example position.setDoor({ x: 2, y: 1, side: "E" }, true).move("hero", { x: 3, y: 1 }); position.undoTo(0);
   */
  setDoor(edge: DoorEdge, open: boolean): this {
    if (!this.#rules.doorKey) {
      throw new ScenarioError([
        { path: "/board/edges", reason: `${this.game} boards have no doors` },
      ]);
    }
    const door = this.#rules.doorKey(edge);
    this.#history.push({ door, before: this.#roster.doors().get(door) });
    this.#roster.setDoor(door, open);
    return this;
  }

  /**
   * The doors this position has set (Arcadia Quest, `setDoor`), by edge key: open or not. Doors
   * never set are as the scenario has them; empty in the other games.
   */
  doorsSet(): ReadonlyMap<string, boolean> {
    return this.#roster.doors();
  }

  /** Takes a figure off the board (destroyed): it no longer blocks, engages or can be attacked. */
  remove(id: string): this {
    return this.#change(this.#present(id), undefined);
  }

  /** Undoes the last change; false when there is none. */
  undo(): boolean {
    const change = this.#history.pop();
    if (!change) return false;
    if ("door" in change) this.#roster.setDoor(change.door, change.before);
    else this.#roster.set(change.index, change.before);
    return true;
  }

  /** Undoes changes until only `changes` are left (a search returning to a saved depth). */
  undoTo(changes: number): void {
    while (this.#history.length > Math.max(0, changes)) this.undo();
  }

  /** An independent copy: the same figures, changed and undone on its own. */
  fork(): Position<G> {
    return new Position(this.#module, this.#rules, this.#scenario, this.#roster.copy());
  }

  /** The scenario this position is: the battle's, with the figures as they stand now. */
  toScenario(): ScenarioOf<G> {
    const scenario = { ...this.#scenario, figures: [...this.figures()] };
    return this.#rules.scenarioOf?.(scenario, this.#roster) ?? scenario;
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
   * Why each other figure on the board is not a target of `attacker`, in words — a friend, out
   * of range, no line of sight, engaged elsewhere; every figure the `targets` answer leaves out,
   * in the board's order. What a board shows beside the legal attacks.
   *
   * @example position.notTargets("archer") // [{ id: "orc", reason: "out of range: 7 steps, range 5" }]
   */
  notTargets(attacker: string): readonly NotATarget[] | QueryError {
    return this.#roster.one(attacker, (figure) => this.#rules.notTargets(this.#roster, figure));
  }

  /** `answer({ q: "matrix", of })`. */
  matrix(of?: readonly string[]): Reply<AnswerOf<G, "matrix">> {
    return this.answer(
      of === undefined ? { q: "matrix" as const } : { q: "matrix" as const, of: [...of] },
    );
  }

  /**
   * Every legal move of figure `id` from where it stands, the others where they stand — in
   * HeroScape (docs/rules/heroscape.md#movement) per destination the cheapest path for each
   * least set of leaving-engagement attacks it provokes, staying put included. What the AI's
   * turn search walks; a game with no movement yet answers `not-implemented`.
   *
   * @example position.moves("knight") // [{ to: [4, 1], path: [[4, 1]], cost: 0, provokes: [] }, …]
   */
  moves(id: string): readonly MoveOf<G>[] | QueryError {
    const rules = this.#rules;
    if (!rules.moves) {
      return { error: "not-implemented", reason: `${this.game} figures have no movement yet` };
    }
    return this.#roster.one(id, (figure) => rules.moves!(this.#roster, figure));
  }

  /**
   * What figure `id` reaches from where it stands — HeroScape the spaces within its range,
   * Arcadia Quest the spaces Close to it, Arcane Legions its notches and the steps a ranged
   * attack carries: the range overlay of a board.
   */
  reach(id: string): ReachOf<G> | QueryError {
    const figure = this.#roster.get(id);
    if (!figure) return unknownFigure(id);
    return this.#rules.reach(figure, this.#roster);
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

  #change(index: number, figure: FigureOf<G> | undefined): this {
    this.#history.push({ index, before: this.#roster.at(index) });
    this.#roster.set(index, figure);
    return this;
  }
}
