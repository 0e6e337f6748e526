// The smallest valid scenario of each game: no figures, the game's default dice. What a board
// starts from before any figure is placed.
import type { Game, Scenarios } from "./games.js";
import { gameModule, isGame } from "./registry.js";

/**
 * An empty scenario of `game`, or undefined for a name that is not a game.
 *
 * @example emptyScenario("heroscape") // { game: "heroscape", board: { spaces: [] }, figures: [] }
 */
export function emptyScenario<G extends Game>(game: G): Scenarios[G];
export function emptyScenario(game: string): Scenarios[Game] | undefined;
export function emptyScenario(game: string): Scenarios[Game] | undefined {
  return isGame(game) ? gameModule(game).emptyScenario() : undefined;
}
