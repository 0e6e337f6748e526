// The three games by name, and what each calls a scenario, a figure and a place to stand.
import type { Hex } from "@sightline/geometry";
import type {
  ArcadiaQuestScenario,
  ArcaneLegionsScenario,
  HeroscapeScenario,
} from "./scenario/index.js";

/** Each game's scenario, by the game's name. */
export interface Scenarios {
  heroscape: HeroscapeScenario;
  "arcadia-quest": ArcadiaQuestScenario;
  "arcane-legions": ArcaneLegionsScenario;
}

/** A game's name: `heroscape`, `arcadia-quest` or `arcane-legions`. */
export type Game = keyof Scenarios;

// Lookups rather than conditional types: a battle or position of one game is then one of any
// (`Position<"heroscape">` is a `Position`), which TypeScript cannot see through `Extract`.

/** The scenario of game `G`. */
export type ScenarioOf<G extends Game> = Scenarios[G];

/** A figure of game `G` (a HeroScape figure, an Arcadia Quest character, an Arcane Legions unit). */
export type FigureOf<G extends Game> = Scenarios[G]["figures"][number];

/** Where a figure of each game stands: what a move gives it (docs/rules/scenario.md). */
export interface Placements {
  /** One hex, or two neighbouring hexes of one level for a double-space figure. */
  heroscape: readonly Hex[];
  /** A space of the grid. */
  "arcadia-quest": { readonly x: number; readonly y: number };
  /** A base's centre and the direction its front faces (degrees clockwise from +x). */
  "arcane-legions": { readonly x: number; readonly y: number; readonly facing: number };
}

/** Where a figure of game `G` stands. */
export type PlacementOf<G extends Game> = Placements[G];
