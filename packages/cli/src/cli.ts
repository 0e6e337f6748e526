// The `sightline` command (docs/rules/scenario.md#cli): the engine from a terminal, JSON in and
// out. Exit 0 on success, 2 on invalid input, 1 on an internal failure. This file finds the
// command in the table (commandTable.ts), reads its arguments and turns what it throws into an
// exit status and one line on stderr; the commands themselves live in commands/.
import { RedisLostError } from "@sightline/ai-queue";
import { ScenarioError } from "@sightline/rules";
import {
  type Command,
  EXIT_FAILURE,
  EXIT_INVALID,
  EXIT_OK,
  type Output,
  usageLine,
} from "./command.js";
import { readCommandLine } from "./commandLine.js";
import { commands } from "./commandTable.js";
import { didYouMean } from "./didYouMean.js";
import { describeFailure } from "./internalFailure.js";
import { InputError, readBytes, readJson, readProcessStdin } from "./readJson.js";
import { cliVersion } from "./version.js";

export { EXIT_FAILURE, EXIT_INVALID, EXIT_OK, type Output } from "./command.js";

/** `sightline --help`: every command's usage line and summary, from the table. */
export function overview(): string {
  const lines = commands.map((command) => {
    const usage = `  ${usageLine(command)}`;
    // Long usage lines (plan's) put their summary on the next line, in the same column.
    return usage.length < 40
      ? `${usage.padEnd(40)}${command.summary}`
      : `${usage}\n${" ".repeat(40)}${command.summary}`;
  });
  return [
    "Usage:",
    ...lines,
    "",
    "A FILE may be - to read it from stdin. `sightline COMMAND --help` shows a command's flags;",
    "`sightline --version` prints the version.",
    "",
    "Exit status: 0 success, 2 invalid input, 1 internal failure.",
  ].join("\n");
}

/** `sightline NAME --help`: the command's usage line and its help. */
export function commandHelp(command: Command): string {
  return [
    `Usage: ${usageLine(command)}`,
    "",
    command.help,
    "",
    "Exit status: 0 success, 2 invalid input, 1 internal failure.",
  ].join("\n");
}

/** Runs one command line (without `node` and the script) and returns the exit status. */
export async function runCli(argv: readonly string[], output: Output): Promise<number> {
  try {
    return await dispatch(argv, output);
  } catch (error) {
    if (error instanceof ScenarioError) {
      output.err(JSON.stringify({ error: "invalid-scenario", problems: error.problems }, null, 2));
      return EXIT_INVALID;
    }
    if (error instanceof InputError) {
      // Each line on its own says whose it is (an imported map's problems take one line each).
      output.err(
        error.message
          .split("\n")
          .map((line) => `sightline: ${line}`)
          .join("\n"),
      );
      return EXIT_INVALID;
    }
    if (error instanceof RedisLostError) {
      output.err(`sightline: ${error.message}`);
      return EXIT_FAILURE;
    }
    output.err(describeFailure(error, process.env.SIGHTLINE_DEBUG === "1"));
    return EXIT_FAILURE;
  }
}

async function dispatch(argv: readonly string[], output: Output): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    output.err(`sightline: no command given\n${overview()}`);
    return EXIT_INVALID;
  }
  if (name === "--help" || name === "-h") {
    output.out(overview());
    return EXIT_OK;
  }
  if (name === "--version" || name === "-v") {
    output.out(cliVersion());
    return EXIT_OK;
  }
  if (name === "help") {
    const [topic] = args;
    output.out(topic === undefined ? overview() : commandHelp(findCommand(topic)));
    return EXIT_OK;
  }
  const command = findCommand(name);
  const line = readCommandLine(command, args);
  if (line.help) {
    output.out(commandHelp(command));
    return EXIT_OK;
  }
  const stdin = output.stdin ?? readProcessStdin;
  return command.run({
    operands: line.operands,
    flags: line.flags,
    output,
    readJson: (file) => readJson(file, stdin),
    readBytes: (file) => readBytes(file, stdin),
  });
}

/** The command called `name`, or an InputError with the nearest name, if one is near. */
function findCommand(name: string): Command {
  const command = commands.find((c) => c.name === name);
  if (command) return command;
  const names = commands.map((c) => c.name);
  if (name.startsWith("-")) {
    throw new InputError(
      `unknown option ${JSON.stringify(name)}: the command comes first (${names.join(", ")}), or --help, --version`,
    );
  }
  const near = didYouMean(name, [...names, "help"]);
  throw new InputError(
    near
      ? `unknown command ${JSON.stringify(name)}; did you mean ${JSON.stringify(near)}?`
      : `unknown command ${JSON.stringify(name)}; the commands are ${names.join(", ")} (sightline --help)`,
  );
}
