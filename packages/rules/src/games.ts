// The games' type table: each game's name and what it calls a scenario, a place to stand, a
// reach, a move, its answers and its own questions — read off the types each game's folder
// declares. The games' values are listed once too, in registry.ts.
import type { ArcadiaQuestTypes } from "./arcadiaQuest/arcadiaQuestAnswers.js";
import type { ArcaneLegionsTypes } from "./arcaneLegions/arcaneLegionsAnswers.js";
import type { HeroscapeTypes } from "./heroscape/heroscapeAnswers.js";

/** Each game's types, by the game's name. A new game adds its line here and in registry.ts. */
export interface GameTypes {
  heroscape: HeroscapeTypes;
  "arcadia-quest": ArcadiaQuestTypes;
  "arcane-legions": ArcaneLegionsTypes;
}

/** A game's name: `heroscape`, `arcadia-quest` or `arcane-legions`. */
export type Game = keyof GameTypes;

// Lookups rather than conditional types: a battle or position of one game is then one of any
// (`Position<"heroscape">` is a `Position`), which TypeScript cannot see through `Extract`.

/** Each game's scenario, by the game's name. */
export type Scenarios = { [K in Game]: GameTypes[K]["scenario"] };

/** The scenario of game `G`. */
export type ScenarioOf<G extends Game> = GameTypes[G]["scenario"];

/** A figure of game `G` (a HeroScape figure, an Arcadia Quest character, an Arcane Legions unit). */
export type FigureOf<G extends Game> = ScenarioOf<G>["figures"][number];

/** Where a figure of each game stands: what a move gives it (docs/rules/scenario.md). */
export type Placements = { [K in Game]: GameTypes[K]["placement"] };

/** Where a figure of game `G` stands. */
export type PlacementOf<G extends Game> = GameTypes[G]["placement"];

/** What a figure reaches, by game (see `Position.reach`). */
export type Reaches = { [K in Game]: GameTypes[K]["reach"] };

/** What a figure of game `G` reaches from where it stands. */
export type ReachOf<G extends Game> = GameTypes[G]["reach"];

/** One legal move of a figure of game `G` (`never` for a game with no movement yet). */
export type MoveOf<G extends Game> = GameTypes[G]["move"];

/** The questions a position of game `G` answers beyond the shared queries (`position.rules`). */
export type QuestionsOf<G extends Game> = GameTypes[G]["questions"];

/** A scenario of any game, told apart by `game`. */
export type Scenario = Scenarios[Game];
