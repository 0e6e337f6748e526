// The smallest valid scenario of each game: no figures, the game's default dice. What a game's
// dice odds are asked on when there is no battle (`sightline odds`, a dice calculator).
import type { Game, Scenarios } from "../games.js";

const EMPTY: Scenarios = {
  heroscape: { game: "heroscape", board: { spaces: [] }, figures: [] },
  "arcadia-quest": { game: "arcadia-quest", board: { rows: ["."] }, figures: [] },
  "arcane-legions": { game: "arcane-legions", board: {}, figures: [] },
};

/** The three games, in the order the project lists them. */
export const GAMES = Object.keys(EMPTY) as readonly Game[];

/**
 * An empty scenario of `game`, or undefined for a name that is not a game.
 *
 * @example (await openBattle(emptyScenario("heroscape")!)).answer({ q: "odds", attackDice: 3, defenseDice: 2 })
 */
export function emptyScenario<G extends Game>(game: G): Scenarios[G];
export function emptyScenario(game: string): Scenarios[Game] | undefined;
export function emptyScenario(game: string): Scenarios[Game] | undefined {
  return Object.hasOwn(EMPTY, game) ? structuredClone(EMPTY[game as Game]) : undefined;
}
