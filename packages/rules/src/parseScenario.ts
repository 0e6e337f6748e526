// Scenario validation for every game (docs/rules/scenario.md): the game picks its module's check,
// which reports the schema's problems and the cross-checks' problems together, every one found.
import type { Game, Scenario } from "./games.js";
import { GAMES, gameModule, isGame } from "./registry.js";
import { type Problem, ScenarioError, capProblems, describe } from "./scenario/problems.js";

/** "heroscape, arcadia-quest or arcane-legions": every game, as a reason lists them. */
const GAME_NAMES = `${GAMES.slice(0, -1).join(", ")} or ${GAMES[GAMES.length - 1]}`;

/**
 * Validates a scenario (typically parsed JSON) and returns it, typed, or every problem found:
 * schema problems (types, required and unknown fields, number bounds) and cross-checks
 * (references, placement, bounds between fields). The scenario mirrors the input: no defaults
 * are filled in.
 */
export function checkScenario(
  input: unknown,
): { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail([{ path: "", reason: `expected a scenario object, got ${describe(input)}` }]);
  }
  const raw = input as Readonly<Record<string, unknown>>;
  if (isGame(raw.game)) return checkGame(raw.game, raw);
  if (raw.game === undefined) {
    return fail([
      { path: "/game", reason: `missing required field \`game\`: expected ${GAME_NAMES}` },
    ]);
  }
  // Without a known game there is no schema to check the rest against.
  return fail([
    { path: "/game", reason: `unknown game ${describe(raw.game)}: expected ${GAME_NAMES}` },
  ]);
}

/** `raw` checked by its game's module: widened from the game's scenario to any scenario. */
function checkGame<G extends Game>(
  game: G,
  raw: Readonly<Record<string, unknown>>,
): { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] } {
  return gameModule(game).check(raw);
}

/**
 * Validates a scenario and returns it, typed; throws a {@link ScenarioError} carrying every
 * problem found (the same list {@link checkScenario} gives).
 */
export function parseScenario(input: unknown): Scenario {
  const result = checkScenario(input);
  if (!result.ok) throw new ScenarioError(result.problems);
  return result.scenario;
}

/** A refusal listing at most MAX_PROBLEMS problems. */
function fail(problems: Problem[]): { ok: false; problems: Problem[] } {
  return { ok: false, problems: capProblems(problems, false) };
}
