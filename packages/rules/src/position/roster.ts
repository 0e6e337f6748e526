// The figures of one position, by their place in the scenario (docs/rules/scenario.md#queries): a
// figure taken off the board leaves its place empty, so every other figure keeps its index and
// the geometry's arrays keep their order. Looking up an id the position does not have gives an
// `unknown-figure` answer in the query's slot, the same way in every game.
import { type QueryError, unknownFigure } from "../queries/query.js";

/** Every change to any roster draws a new number: a placement laid out is current by number. */
let clock = 0;

export class Roster<F extends { readonly id: string }> {
  /** Id → place in the scenario: the same for every position of a battle. */
  readonly #index: ReadonlyMap<string, number>;
  readonly #slots: (F | undefined)[];
  /**
   * The doors this position has left other than the scenario has them, by edge key (Arcadia
   * Quest, docs/rules/arcadia-quest.md#movement); empty in the other games.
   */
  readonly #doors: Map<string, boolean>;
  #present: F[] | undefined;
  /** This roster's state: changes with every move, wound or removal, and with every copy. */
  version = ++clock;

  constructor(
    index: ReadonlyMap<string, number>,
    slots: (F | undefined)[],
    doors: ReadonlyMap<string, boolean> = new Map(),
  ) {
    this.#index = index;
    this.#slots = slots;
    this.#doors = new Map(doors);
  }

  /** The roster of a scenario's figures, each in its place. */
  static of<F extends { readonly id: string }>(figures: readonly F[]): Roster<F> {
    return new Roster(new Map(figures.map((f, i) => [f.id, i])), [...figures]);
  }

  /** An independent copy (the same places, its own changes). */
  copy(): Roster<F> {
    return new Roster(this.#index, [...this.#slots], this.#doors);
  }

  /** How many places: the scenario's figures, on the board or not. */
  get size(): number {
    return this.#slots.length;
  }

  /** The figure's place in the scenario, whether or not it is still on the board. */
  indexOf(id: string): number | undefined {
    return this.#index.get(id);
  }

  /** The figure in place `index`, or undefined when it has been taken off the board. */
  at(index: number): F | undefined {
    return this.#slots[index];
  }

  /** The figure with this id on the board, or undefined. */
  get(id: string): F | undefined {
    const i = this.#index.get(id);
    return i === undefined ? undefined : this.#slots[i];
  }

  /** Puts `figure` in place `index` (undefined takes the figure there off the board). */
  set(index: number, figure: F | undefined): void {
    this.#slots[index] = figure;
    this.#present = undefined;
    this.version = ++clock;
  }

  /** The doors set on this position, by edge key (`doorKey` of the game's rules): open or not. */
  doors(): ReadonlyMap<string, boolean> {
    return this.#doors;
  }

  /** Sets the door at `key` open or closed; undefined forgets it (the scenario's state again). */
  setDoor(key: string, open: boolean | undefined): void {
    if (open === undefined) this.#doors.delete(key);
    else this.#doors.set(key, open);
    this.version = ++clock;
  }

  /** The figures on the board, in scenario order. */
  figures(): readonly F[] {
    return (this.#present ??= this.#slots.filter((f): f is F => f !== undefined));
  }

  /** Every place, empty ones as undefined: what the geometry lays out. */
  slots(): readonly (F | undefined)[] {
    return this.#slots;
  }

  /** `answer(figure)`, or the error for an id not on the board. */
  one<T>(id: string, answer: (figure: F) => T): T | QueryError {
    const figure = this.get(id);
    return figure ? answer(figure) : unknownFigure(id);
  }

  /** `answer(from, to)`, or the error for the first id not on the board. */
  pair<T>(fromId: string, toId: string, answer: (from: F, to: F) => T): T | QueryError {
    return this.one(fromId, (from) => this.one(toId, (to) => answer(from, to)));
  }

  /** The figures named by `ids` (all of them when `ids` is undefined), or the error. */
  pick(ids: readonly string[] | undefined): readonly F[] | QueryError {
    if (ids === undefined) return this.figures();
    const picked: F[] = [];
    for (const id of ids) {
      const figure = this.get(id);
      if (!figure) return unknownFigure(id);
      picked.push(figure);
    }
    return picked;
  }
}
