// `sightline range|los|targets FILE ...` (docs/rules/scenario.md#cli): one query on a scenario,
// in words for a person or as the query's JSON answer with --json.
import { type Answer, type Reply, openBattle } from "@sightline/rules";
import type { Command, Flags } from "../command.js";
import { describeAnswer } from "../describe.js";
import { InputError } from "../readJson.js";
import { printReply } from "./printReply.js";

const ERRORS = `A query error (an unknown figure, a card the attacker does not have) is printed on stderr
(as {"error", "reason"} with --json), exit 2; stdout then stays empty.`;

/** A one-query command: its name, flags and the query its flags make. */
function oneQueryCommand(
  row: Pick<Command, "name" | "flags" | "usage" | "summary" | "help">,
  queryOf: (flags: Flags) => Record<string, unknown>,
): Command {
  return {
    ...row,
    operands: ["FILE"],
    flags: { ...row.flags, json: { type: "boolean" } },
    help: `${row.help}\nFILE may be - to read the scenario from stdin. --json prints the answer's JSON.\n\n${ERRORS}`,
    async run({ operands: [file = ""], flags, readJson, output }) {
      const query = queryOf(flags);
      const battle = await openBattle(await readJson(file));
      const [answer] = battle.answerAll([query]);
      return printReply(
        answer,
        flags.json === true,
        (reply) => describeAnswer(query, reply as Reply<Answer>),
        output,
      );
    },
  };
}

/** The value of a flag the query needs. */
function required(flags: Flags, flag: string): string {
  const value = flags[flag];
  if (typeof value !== "string" || value === "") throw new InputError(`--${flag} is required`);
  return value;
}

/** The `range` row: the distance between two figures and whether it is within range. */
export const rangeCommand = oneQueryCommand(
  {
    name: "range",
    flags: { from: { type: "string" }, to: { type: "string" } },
    usage: "--from A --to B [--json]",
    summary: "one range query: distance and in range (--json for JSON)",
    help: "Answers the range query from figure A to figure B (docs/rules/scenario.md#range).",
  },
  (flags) => ({ q: "range", from: required(flags, "from"), to: required(flags, "to") }),
);

/** The `los` row: whether figure A sees figure B, with the witness or the blockers. */
export const losCommand = oneQueryCommand(
  {
    name: "los",
    flags: { from: { type: "string" }, to: { type: "string" } },
    usage: "--from A --to B [--json]",
    summary: "one line-of-sight query (--json for JSON)",
    help: "Answers the los query from figure A to figure B (docs/rules/scenario.md#los): clear or not,\nwith the witness point or what blocks.",
  },
  (flags) => ({ q: "los", from: required(flags, "from"), to: required(flags, "to") }),
);

/** The `targets` row: whom a figure can attack, with which dice and the odds. */
export const targetsCommand = oneQueryCommand(
  {
    name: "targets",
    flags: { attacker: { type: "string" }, card: { type: "string" } },
    usage: "--attacker A [--card C] [--json]",
    summary: "whom figure A can attack, with the dice and odds",
    help: "Answers the targets query of figure A (docs/rules/scenario.md#targets): every figure it can\nattack, with the dice and the exact odds; --card C picks an Arcadia Quest card.",
  },
  (flags) => ({
    q: "targets",
    attacker: required(flags, "attacker"),
    ...(typeof flags.card === "string" ? { card: flags.card } : {}),
  }),
);
