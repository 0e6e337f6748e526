// A game is one module (docs/decisions/013-game-modules.md): everything the shared machinery —
// validation, battles, positions, dice without a battle — asks of a game, in one object. The
// registry (registry.ts) is the only place that lists the modules; a game's rule facts are
// exported from its own folder.
import type { BoardKind, GeometryEngine } from "@sightline/geometry";
import type { GameRules } from "./gameRules.js";
import type { AnswerOf } from "./queries/answers.js";
import type { Game, PlacementOf, ScenarioOf } from "./games.js";
import type { QueryError, QueryOf } from "./queries/query.js";
import type { ScenarioCheck } from "./scenario/validation.js";

/** The kind of board a game's geometry lives on: hex columns, a square grid or a plane. */
export type { BoardKind };

export interface GameModule<G extends Game> {
  readonly game: G;
  /** The board kind the game's rules load into an engine (the only one its battles use). */
  readonly board: BoardKind;
  /**
   * Validates raw input that names this game (docs/rules/scenario.md): the scenario, typed, or
   * every problem found, each with its JSON path.
   */
  check(raw: Readonly<Record<string, unknown>>): ScenarioCheck<ScenarioOf<G>>;
  /** The smallest valid scenario: no figures, the game's default dice. */
  emptyScenario(): ScenarioOf<G>;
  /**
   * `to` read as a place for a figure to stand (a caller without types may pass anything);
   * throws a `ScenarioError` at `path` naming what is wrong with its shape.
   */
  placement(to: unknown, path: string): PlacementOf<G>;
  /** The game's rules over `geometry`, with the scenario's board laid out in it once. */
  open(scenario: ScenarioOf<G>, geometry: GeometryEngine): GameRules<G>;
  /** Exact dice odds, without a battle: the scenario's dice where it overrides them. */
  odds(query: QueryOf<"odds">, scenario?: ScenarioOf<G>): AnswerOf<G, "odds"> | QueryError;
  /** A seeded roll, without a battle: the same seed gives the same roll on every platform. */
  roll(query: QueryOf<"roll">, scenario?: ScenarioOf<G>): AnswerOf<G, "roll"> | QueryError;
}
