// `sightline odds GAME --attack N --defense M [--kind K]`: a game's dice odds without a
// scenario, answered by the same `odds` query on an empty board of that game.
import { type Answer, GAMES, type Reply, emptyScenario, openBattle } from "@sightline/rules";
import { InputError } from "../readJson.js";

export interface OddsOptions {
  readonly attack?: string;
  readonly defense?: string;
  readonly kind?: string;
}

/** Answers the odds query for `game`; bad arguments are an InputError naming the flag. */
export async function oddsCommand(
  game: string | undefined,
  options: OddsOptions,
): Promise<Reply<Answer>> {
  const scenario = game === undefined ? undefined : emptyScenario(game);
  if (!scenario) {
    throw new InputError(`odds needs a game: ${GAMES.join(", ")} (got ${JSON.stringify(game)})`);
  }
  const query = {
    q: "odds",
    attackDice: diceCount(options.attack, "--attack"),
    defenseDice: diceCount(options.defense, "--defense"),
    ...(options.kind ? { kind: options.kind } : {}),
  };
  // Built from the command line: checked by the battle like any query read from JSON.
  return (await openBattle(scenario)).answerAll([query])[0]!;
}

function diceCount(value: string | undefined, flag: string): number {
  const count = Number(value);
  if (value === undefined || !Number.isInteger(count) || count < 0) {
    throw new InputError(
      `${flag} needs a number of dice (0 or more), got ${JSON.stringify(value)}`,
    );
  }
  return count;
}
