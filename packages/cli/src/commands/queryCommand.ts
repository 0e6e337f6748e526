// `sightline query FILE QUERIES` (docs/rules/scenario.md#cli): a JSON list of queries in, a JSON
// list of answers out, one per query in order, the AI's queries included.
import { answerAll } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { EXIT_OK, type Command } from "../command.js";
import { InputError, fileName } from "../readJson.js";

/** The `query` row of the command table. */
export const queryCommand: Command = {
  name: "query",
  operands: ["FILE", "QUERIES"],
  flags: {},
  usage: "",
  summary: "answer a JSON list of queries, print a JSON list of answers",
  help: `Answers a JSON list of queries (docs/rules/scenario.md#queries) on the scenario FILE and prints
a JSON list of answers, one per query, in order. A query that cannot be answered (an unknown
figure, a bad field) gets {"error", "reason"} in its slot; the others are still answered.
Either FILE or QUERIES (not both) may be - to read it from stdin.`,
  async run({ operands: [file = "", queriesFile = ""], readJson, output }) {
    // Both files are read before the work starts, so that a bad second file costs nothing.
    const scenario = await readJson(file);
    const queries = await readJson(queriesFile);
    if (!Array.isArray(queries)) {
      throw new InputError(`${fileName(queriesFile)}: expected a JSON list of queries`);
    }
    const position = (await openBattle(scenario)).position();
    // Streamed: each answer is written once the next is known (its comma depends on it), so a
    // long list of queries never holds more than two answers; the text is JSON.stringify's.
    let held: string | undefined;
    for (const query of queries) {
      const [answer] = await answerAll(position, [query]);
      const text = indent(JSON.stringify(answer, null, 2));
      if (held === undefined) output.out("[");
      else output.out(`${held},`);
      held = text;
    }
    output.out(held === undefined ? "[]" : `${held}\n]`);
    return EXIT_OK;
  },
};

/** `text` one level deeper, as JSON.stringify(list, null, 2) writes a list's items. */
function indent(text: string): string {
  return `  ${text.replaceAll("\n", "\n  ")}`;
}
