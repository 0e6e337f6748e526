// What a battle's rules answer for its positions: one object per battle, made by the game's
// module over an engine, shared by the battle's positions (each passes its own roster).
import type {
  FigureOf,
  Game,
  MoveOf,
  PlacementOf,
  QuestionsOf,
  ReachOf,
  ScenarioOf,
} from "./games.js";
import type { NotATarget } from "./position/notATarget.js";
import type { Roster } from "./position/roster.js";
import type { Query, QueryError } from "./queries/query.js";

/** An edge of a square board: `(x, y)` and the side, `W` and `N` naming the neighbour's `E` and `S`. */
export interface DoorEdge {
  readonly x: number;
  readonly y: number;
  readonly side: "N" | "E" | "S" | "W";
}

export interface GameRules<G extends Game> {
  /** The answer (or its `{ error }`) to a checked query, on the figures of `roster`. */
  answer(query: Query, roster: Roster<FigureOf<G>>): unknown;
  /** The figure in place `index` moved to `to`; throws a `ScenarioError` when it cannot stand there. */
  moved(roster: Roster<FigureOf<G>>, index: number, to: PlacementOf<G>): FigureOf<G>;
  /**
   * Why each other figure on the board is not among `attacker`'s targets, in the board's order
   * (see `Position.notTargets`).
   */
  notTargets(roster: Roster<FigureOf<G>>, attacker: FigureOf<G>): NotATarget[];
  /** What `figure` reaches from where it stands, the position being `roster` (see `Position.reach`). */
  reach(figure: FigureOf<G>, roster: Roster<FigureOf<G>>): ReachOf<G>;
  /**
   * The key of the door on `edge` (a game with doors has it, docs/rules/arcadia-quest.md#movement);
   * throws a `ScenarioError` naming an edge that is no door.
   */
  doorKey?(edge: DoorEdge): string;
  /** The scenario `roster` is, doors as it left them (a game with doors has it). */
  scenarioOf?(scenario: ScenarioOf<G>, roster: Roster<FigureOf<G>>): ScenarioOf<G>;
  /**
   * Every legal move of `figure`, the others of `roster` where they stand: a game with movement
   * has it (docs/rules/heroscape.md#movement), one without leaves it out. A search past one of the
   * game's limits answers its `invalid-query` (docs/rules/limits.md).
   */
  moves?(roster: Roster<FigureOf<G>>, figure: FigureOf<G>): readonly MoveOf<G>[] | QueryError;
  /** The game's own questions, asked of the figures of `roster` (`position.rules`). */
  questions(roster: Roster<FigureOf<G>>): QuestionsOf<G>;
}
