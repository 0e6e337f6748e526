// Arcadia Quest's answers to the queries (spec/arcadia-quest.md). `range` asks whether two
// characters are Close; line of sight, attacks and dice arrive with their kernels.
import type { ArcadiaQuestFigure, ArcadiaQuestScenario } from "../scenario/index.js";
import {
  type Answer,
  type Query,
  type QueryError,
  notImplemented,
  unknownFigure,
} from "../queries/query.js";
import type { RuleSet } from "../ruleSet.js";
import { ArcadiaQuestBoard } from "./arcadiaQuestBoard.js";

export class ArcadiaQuestRules implements RuleSet {
  readonly board: ArcadiaQuestBoard;
  readonly #figures: ReadonlyMap<string, ArcadiaQuestFigure>;

  constructor(scenario: ArcadiaQuestScenario) {
    this.board = new ArcadiaQuestBoard(scenario);
    this.#figures = new Map(scenario.figures.map((f) => [f.id, f]));
  }

  answer(query: Query): Answer {
    switch (query.q) {
      case "range":
        return this.range(query.from, query.to);
      default:
        return notImplemented("arcadia-quest", query.q);
    }
  }

  /** spec/arcadia-quest.md#close-adjacency: `{close}` for the two characters' spaces. */
  range(fromId: string, toId: string): { close: boolean } | QueryError {
    const from = this.#figures.get(fromId);
    if (!from) return unknownFigure(fromId);
    const to = this.#figures.get(toId);
    if (!to) return unknownFigure(toId);
    return { close: this.board.close(from.x, from.y, to.x, to.y) };
  }
}
