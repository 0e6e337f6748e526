// What a position asks of its game's rules: the answer to a checked query on its figures, and
// a figure moved to a new place (checked there). One object per battle, shared by its positions.
import type { FigureOf, Game, Placements } from "../games.js";
import type { HeroscapeRules } from "../heroscape/heroscapeRules.js";
import type { Query } from "../queries/query.js";
import type { Reaches } from "./reach.js";
import type { Roster } from "./roster.js";

export interface GameRules<G extends Game> {
  /** The answer (or its `{ error }`) to a checked query, on the figures of `roster`. */
  answer(query: Query, roster: Roster<FigureOf<G>>): unknown;
  /** The figure in place `index` moved to `to`; throws a `ScenarioError` when it cannot stand there. */
  moved(roster: Roster<FigureOf<G>>, index: number, to: Placements[G]): FigureOf<G>;
  /** What `figure` reaches from where it stands (see {@link Reaches}). */
  reach(figure: FigureOf<G>): Reaches[G];
}

/** The rules of game `G`; HeroScape's also answer viewpoint batches. */
export type Rules<G extends Game> = G extends "heroscape" ? HeroscapeRules : GameRules<G>;
