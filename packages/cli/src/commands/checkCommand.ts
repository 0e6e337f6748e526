// `sightline check FILE` (docs/rules/scenario.md#cli): validates a scenario and summarises it.
import { ScenarioError, checkScenario } from "@sightline/rules";
import { EXIT_OK, type Command } from "../command.js";
import { describeScenario } from "../describe.js";
import { fileName } from "../readJson.js";

/** The `check` row of the command table. */
export const checkCommand: Command = {
  name: "check",
  operands: ["FILE"],
  flags: {},
  usage: "",
  summary: "validate a scenario and summarise it",
  help: `Validates a scenario (JSON, docs/rules/scenario.md) and prints its game, board and figures.
FILE may be - to read the scenario from stdin.

An invalid scenario prints every problem at once on stderr, exit 2:
  {"error": "invalid-scenario", "problems": [{"path": "/figures/0/hexes/0", "reason": "..."}]}`,
  async run({ operands: [file = ""], readJson, output }) {
    const result = checkScenario(await readJson(file));
    if (!result.ok) throw new ScenarioError(result.problems);
    output.out(describeScenario(fileName(file), result.scenario));
    return EXIT_OK;
  },
};
