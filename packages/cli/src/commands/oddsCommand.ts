// `sightline odds GAME --attack N --defense M [--kind K]`: a game's dice odds without a
// scenario, answered by the rules' odds without a battle (no board, no wasm loaded).
import {
  type Answer,
  type AnswerOf,
  GAMES,
  type Game,
  type OddsDice,
  type Reply,
  isGame,
  odds,
} from "@sightline/rules";
import type { Command } from "../command.js";
import { describeAnswer } from "../describe.js";
import { wholeNumberFlag } from "../numberFlags.js";
import { InputError } from "../readJson.js";
import { printReply } from "./printReply.js";

/** The flags `odds` reads, as `parseArgs` gives them. */
export interface OddsOptions {
  readonly attack?: string;
  readonly defense?: string;
  readonly kind?: string;
}

/** The `odds` row of the command table. */
export const oddsCommand: Command = {
  name: "odds",
  operands: ["GAME"],
  flags: {
    attack: { type: "string" },
    defense: { type: "string" },
    kind: { type: "string" },
    json: { type: "boolean" },
  },
  usage: "--attack N --defense M [--kind melee|ranged|close] [--json]",
  summary: `exact odds of a roll (GAME: ${GAMES.join(", ")})`,
  help: `The exact odds of N attack dice against M defence dice in GAME (${GAMES.join(", ")}), as the
odds query answers them (docs/rules/scenario.md#odds): the distribution of wounds, the expected
wounds and the chance of at least k. N and M are written in decimal digits (0, 3, 12). --kind
is the attack's kind: melee (Arcadia Quest's default) or ranged; ranged (Arcane Legions'
default) or close. --json prints the answer's JSON. A count beyond the game's dice limit is a
query error, on stderr, exit 2.`,
  async run({ operands: [game = ""], flags, output }) {
    const query = { q: "odds", game };
    const answer = answerOdds(game, flags as OddsOptions);
    return printReply(
      answer,
      flags.json === true,
      (reply) => describeAnswer(query, reply as Reply<Answer>),
      output,
    );
  },
};

/** Answers the odds query for `game`; bad arguments are an InputError naming the flag. */
export function answerOdds(game: string, options: OddsOptions): Reply<AnswerOf<Game, "odds">> {
  // isGame looks games up by own key: `constructor` or `__proto__` is not a game.
  if (!isGame(game)) {
    throw new InputError(
      `unknown game ${JSON.stringify(game)}: odds takes one of ${GAMES.join(", ")}`,
    );
  }
  const dice = {
    attackDice: diceCount(options.attack, "--attack"),
    defenseDice: diceCount(options.defense, "--defense"),
    ...(options.kind === undefined ? {} : { kind: options.kind }),
  };
  // Built from the command line: `odds` checks the kind like any query read from JSON.
  return odds(game, dice as OddsDice);
}

/** A dice count: required, in plain decimal digits. */
function diceCount(value: string | undefined, flag: string): number {
  const count = wholeNumberFlag(value, flag, 0, "dice");
  if (count === undefined) throw new InputError(`${flag} is required: a number of dice`);
  return count;
}
