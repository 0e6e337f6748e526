// A battle: one checked scenario with its rule set and geometry (docs/rules/scenario.md). The
// scenario is validated once and its board laid out once; positions of its figures change
// without either (position/position.ts).
import { type EngineKind, type GeometryEngine, loadGeometry } from "@sightline/geometry";
import type { GameRules } from "./gameRules.js";
import type { FigureOf, Game, Scenario, ScenarioOf } from "./games.js";
import { Position } from "./position/position.js";
import { Roster } from "./position/roster.js";
import type { Answer, AnswerOf } from "./queries/answers.js";
import type { ExactQuery, Query, Reply } from "./queries/query.js";
import { gameModule } from "./registry.js";
import { parseScenario } from "./parseScenario.js";
import { ScenarioError } from "./scenario/problems.js";

export interface BattleOptions {
  /**
   * Which geometry answers: the WebAssembly kernels (`"wasm"`, the default), their TypeScript
   * twin (`"reference"`), or an engine of the caller's own. A kind named here is loaded for the
   * game's board kind only (one wasm instance); an engine given must answer that kind. An engine
   * holds one board of each kind, so battles of one game should not share one.
   */
  readonly engine?: EngineKind | GeometryEngine;
}

/** An opened scenario: queries on its starting position, and new positions to change. */
export interface Battle<out G extends Game = Game> {
  readonly game: G;
  /** The scenario as validated (no defaults filled in). */
  readonly scenario: ScenarioOf<G>;
  /** A new position with the scenario's figures where the scenario puts them. */
  position(): Position<G>;
  /**
   * Answers one query on the scenario's own position, typed by its kind; a bad query or an
   * unknown figure gets `{ error, reason }`, never a throw.
   */
  answer<const Q extends Query>(query: ExactQuery<Q>): Reply<AnswerOf<G, Q["q"]>>;
  /** Answers a list of queries read from JSON, one answer per query, in order. */
  answerAll(queries: readonly unknown[]): Reply<Answer<G>>[];
}

/**
 * Validates a scenario (throwing a `ScenarioError` listing every problem) and lays its board
 * out. A scenario typed as one game's, or `options.game`, types the battle as that game's.
 *
 * @example const battle = await openBattle(json); battle.answer({ q: "range", from: "a", to: "b" });
 */
export async function openBattle<G extends Game>(
  input: unknown,
  options: BattleOptions & { readonly game: G },
): Promise<Battle<G>>;
export async function openBattle<G extends Game>(
  input: ScenarioOf<G>,
  options?: BattleOptions,
): Promise<Battle<G>>;
export async function openBattle(input: unknown, options?: BattleOptions): Promise<Battle>;
export async function openBattle(
  input: unknown,
  options: BattleOptions & { readonly game?: Game } = {},
): Promise<Battle> {
  const scenario: Scenario = parseScenario(input);
  if (options.game !== undefined && scenario.game !== options.game) {
    throw new ScenarioError([
      { path: "/game", reason: `expected a ${options.game} scenario, got ${scenario.game}` },
    ]);
  }
  const engine = options.engine ?? "wasm";
  // A game's rules use one board kind: the other kinds' instances would be loaded for nothing.
  const boards = [gameModule(scenario.game).board];
  const geometry = typeof engine === "string" ? await loadGeometry(engine, { boards }) : engine;
  return new OpenBattle<Game>(scenario.game, scenario, geometry);
}

class OpenBattle<G extends Game> implements Battle<G> {
  readonly game: G;
  readonly scenario: ScenarioOf<G>;
  readonly #rules: GameRules<G>;
  /** The scenario's own position, answering `battle.answer`; never changed. */
  readonly #start: Position<G>;

  constructor(game: G, scenario: ScenarioOf<G>, geometry: GeometryEngine) {
    this.game = game;
    this.scenario = scenario;
    this.#rules = gameModule(game).open(scenario, geometry);
    this.#start = this.position();
  }

  position(): Position<G> {
    const figures: readonly FigureOf<G>[] = this.scenario.figures;
    return new Position(gameModule(this.game), this.#rules, this.scenario, Roster.of(figures));
  }

  answer<const Q extends Query>(query: ExactQuery<Q>): Reply<AnswerOf<G, Q["q"]>> {
    return this.#start.answer(query);
  }

  answerAll(queries: readonly unknown[]): Reply<Answer<G>>[] {
    return this.#start.answerAll(queries);
  }
}
