// Arcane Legions' answers to the queries (spec/arcane-legions.md). `range` is the shortest
// notch-to-notch length; blocked and hindered lines, options and line-ups arrive with their
// kernels.
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "../scenario/index.js";
import {
  type Answer,
  type Query,
  type QueryError,
  notImplemented,
  unknownFigure,
} from "../queries/query.js";
import type { RuleSet } from "../ruleSet.js";
import { notches } from "./notches.js";

/** spec/arcane-legions.md#ranged: six steps notch to notch. */
export const RANGE_STEPS = 6;
/** Ties and the range limit are judged with this tolerance (spec/arcane-legions.md). */
export const EPS = 1e-9;

export interface ArcaneLegionsRange {
  /** The shortest notch-to-notch length between the two bases, in steps. */
  readonly distance: number;
  readonly inRange: boolean;
}

export class ArcaneLegionsRules implements RuleSet {
  readonly #figures: ReadonlyMap<string, ArcaneLegionsFigure>;

  constructor(scenario: ArcaneLegionsScenario) {
    this.#figures = new Map(scenario.figures.map((f) => [f.id, f]));
  }

  answer(query: Query): Answer {
    switch (query.q) {
      case "range":
        return this.range(query.from, query.to);
      default:
        return notImplemented("arcane-legions", query.q);
    }
  }

  /** Any side to any side, terrain ignored: in range within six steps (+EPS). */
  range(fromId: string, toId: string): ArcaneLegionsRange | QueryError {
    const from = this.#figures.get(fromId);
    if (!from) return unknownFigure(fromId);
    const to = this.#figures.get(toId);
    if (!to) return unknownFigure(toId);
    const targetNotches = notches(to);
    let distance = Infinity;
    for (const {
      point: [ax, ay],
    } of notches(from)) {
      for (const {
        point: [bx, by],
      } of targetNotches) {
        distance = Math.min(distance, Math.hypot(bx - ax, by - ay));
      }
    }
    return { distance, inRange: distance <= RANGE_STEPS + EPS };
  }
}
