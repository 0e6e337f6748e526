// Every `sightline` command, in the order `sightline --help` lists them. A new command is one
// module in commands/ exporting its row, and one entry here.
import type { Command } from "./command.js";
import { analyseCommand } from "./commands/analyseCommand.js";
import { checkCommand } from "./commands/checkCommand.js";
import { importCommand } from "./commands/importCommand.js";
import { oddsCommand } from "./commands/oddsCommand.js";
import { losCommand, rangeCommand, targetsCommand } from "./commands/oneQueryCommands.js";
import { planCommand } from "./commands/planCommand.js";
import { queryCommand } from "./commands/queryCommand.js";
import { workerCommand } from "./commands/workerCommand.js";

/** The command table. */
export const commands: readonly Command[] = [
  checkCommand,
  queryCommand,
  rangeCommand,
  losCommand,
  targetsCommand,
  planCommand,
  analyseCommand,
  workerCommand,
  importCommand,
  oddsCommand,
];
