// HeroScape's answers to the queries (spec/heroscape.md). Range is answered by the hex BFS
// kernel; the other kinds arrive with their kernels and answer `not-implemented` until then.
import type { GeometryEngine } from "@sightline/geometry";
import type { HeroscapeScenario } from "../scenario/index.js";
import {
  type Answer,
  type Query,
  type QueryError,
  notImplemented,
  unknownFigure,
} from "../queries/query.js";
import type { RuleSet } from "../ruleSet.js";
import { HeroscapeBoard } from "./heroscapeBoard.js";

export interface HeroscapeRange {
  /** Steps between the nearest hexes of the two figures; null when no path of spaces joins them. */
  readonly distance: number | null;
  readonly inRange: boolean;
}

export class HeroscapeRules implements RuleSet {
  readonly board: HeroscapeBoard;
  readonly #geometry: GeometryEngine;

  constructor(scenario: HeroscapeScenario, geometry: GeometryEngine) {
    this.board = new HeroscapeBoard(scenario);
    this.#geometry = geometry;
    geometry.loadHexBoard(this.board.hexBoard);
  }

  answer(query: Query): Answer {
    switch (query.q) {
      case "range":
        return this.range(query.from, query.to);
      default:
        return notImplemented("heroscape", query.q);
    }
  }

  /**
   * spec/heroscape.md#range: the fewest steps over spaces between one of the attacker's hexes
   * and one of the target's; in range when that is at most the attacker's `range`.
   */
  range(fromId: string, toId: string): HeroscapeRange | QueryError {
    const from = this.board.figure(fromId);
    if (!from) return unknownFigure(fromId);
    const to = this.board.figure(toId);
    if (!to) return unknownFigure(toId);
    const [steps] = this.#geometry.hexDistanceMatrix(
      this.board.figureCells([from]),
      this.board.figureCells([to]),
    );
    const distance = steps === undefined || steps < 0 ? null : steps;
    return { distance, inRange: distance !== null && distance <= from.range };
  }
}
