// A battle: one checked scenario with its rule set and geometry, answering queries
// (spec/scenario.md#queries). The scenario is validated once, the board laid out once.
import {
  type EngineKind,
  type GeometryEngine,
  ReferenceGeometry,
  WasmGeometry,
} from "@sightline/geometry";
import { ArcadiaQuestRules } from "./arcadiaQuest/arcadiaQuestRules.js";
import { ArcaneLegionsRules } from "./arcaneLegions/arcaneLegionsRules.js";
import { HeroscapeRules } from "./heroscape/heroscapeRules.js";
import { type Answer, isQueryError, parseQuery } from "./queries/query.js";
import type { RuleSet } from "./ruleSet.js";
import { type Scenario, parseScenario } from "./scenario/index.js";

export interface BattleOptions {
  /** Which geometry answers: the WebAssembly kernels (default) or their TypeScript twin. */
  readonly engine?: EngineKind;
}

export interface Battle {
  readonly scenario: Scenario;
  /** Answers one query; a bad query or unknown figure gets `{error, reason}`, never a throw. */
  answer(query: unknown): Answer;
  /** Answers a list of queries in order, one answer per query. */
  answerAll(queries: readonly unknown[]): Answer[];
}

/**
 * Validates a scenario (throwing a `ScenarioError` listing every problem) and prepares it for
 * queries.
 *
 * @example const battle = await openBattle(json); battle.answer({ q: "range", from: "a", to: "b" });
 */
export async function openBattle(input: unknown, options: BattleOptions = {}): Promise<Battle> {
  const scenario = parseScenario(input);
  const rules = await ruleSetFor(scenario, options.engine ?? "wasm");
  const answer = (query: unknown): Answer => {
    const parsed = parseQuery(query);
    return isQueryError(parsed) ? parsed : rules.answer(parsed);
  };
  return {
    scenario,
    answer,
    answerAll: (queries) => queries.map(answer),
  };
}

async function ruleSetFor(scenario: Scenario, engine: EngineKind): Promise<RuleSet> {
  switch (scenario.game) {
    case "heroscape":
      return new HeroscapeRules(scenario, await loadGeometry(engine));
    case "arcadia-quest":
      return new ArcadiaQuestRules(scenario, await loadGeometry(engine));
    case "arcane-legions":
      return new ArcaneLegionsRules(scenario, await loadGeometry(engine));
  }
}

/** Each battle gets its own engine: an engine holds one resident board. */
async function loadGeometry(engine: EngineKind): Promise<GeometryEngine> {
  return engine === "wasm" ? WasmGeometry.load() : new ReferenceGeometry();
}
