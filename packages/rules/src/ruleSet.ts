import type { Answer, Query } from "./queries/query.js";

/** One game's answers to checked queries; pure functions of the scenario and the query. */
export interface RuleSet {
  answer(query: Query): Answer;
}
