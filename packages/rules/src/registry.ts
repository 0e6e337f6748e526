// The games, listed once (docs/decisions/013-game-modules.md): each name and its module. What
// validation, battles, positions and dice without a battle look a game up in — no switch over
// the games anywhere else. A new game is a new folder, a line here and a line in games.ts.
import { arcadiaQuest } from "./arcadiaQuest/arcadiaQuestModule.js";
import { arcaneLegions } from "./arcaneLegions/arcaneLegionsModule.js";
import type { GameModule } from "./gameModule.js";
import type { Game } from "./games.js";
import { heroscape } from "./heroscape/heroscapeModule.js";

/** Every game's module, by the game's name, in the order the project lists them. */
export const GAME_MODULES: { readonly [G in Game]: GameModule<G> } = {
  heroscape,
  "arcadia-quest": arcadiaQuest,
  "arcane-legions": arcaneLegions,
};

/** The games, in the order the project lists them. */
export const GAMES = Object.keys(GAME_MODULES) as readonly Game[];

/** Whether `name` is one of the games (an own key: `toString` is not a game). */
export function isGame(name: unknown): name is Game {
  return typeof name === "string" && Object.hasOwn(GAME_MODULES, name);
}

/**
 * The module of game `game`.
 *
 * @example gameModule("heroscape").emptyScenario()
 */
export function gameModule<G extends Game>(game: G): GameModule<G> {
  return GAME_MODULES[game];
}
