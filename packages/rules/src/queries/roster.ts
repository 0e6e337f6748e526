// Looking figures up for queries (spec/scenario.md#queries): an id the scenario does not have
// becomes an `unknown-figure` answer in the query's slot, the same way in every game.
import { type QueryError, unknownFigure } from "./query.js";

export class Roster<F extends { readonly id: string }> {
  readonly figures: readonly F[];
  readonly #byId: ReadonlyMap<string, F>;

  constructor(figures: readonly F[]) {
    this.figures = figures;
    this.#byId = new Map(figures.map((f) => [f.id, f]));
  }

  /** The figure with this id, or undefined. */
  get(id: string): F | undefined {
    return this.#byId.get(id);
  }

  /** `answer(figure)`, or the error for an unknown id. */
  one<T>(id: string, answer: (figure: F) => T): T | QueryError {
    const figure = this.#byId.get(id);
    return figure ? answer(figure) : unknownFigure(id);
  }

  /** `answer(from, to)`, or the error for the first unknown id. */
  pair<T>(fromId: string, toId: string, answer: (from: F, to: F) => T): T | QueryError {
    return this.one(fromId, (from) => this.one(toId, (to) => answer(from, to)));
  }

  /** The figures named by `ids` (all of them when `ids` is undefined), or the error. */
  pick(ids: readonly string[] | undefined): F[] | QueryError {
    if (ids === undefined) return [...this.figures];
    const picked: F[] = [];
    for (const id of ids) {
      const figure = this.#byId.get(id);
      if (!figure) return unknownFigure(id);
      picked.push(figure);
    }
    return picked;
  }
}
