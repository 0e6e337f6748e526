// Reads one command's arguments against its row of the command table: its operands and flags,
// and `--help`. node:util's parseArgs splits the words; the checks are ours, so that every
// mistake is one line naming the flag, with a did-you-mean for a misspelt one.
import { parseArgs } from "node:util";
import { type Command, type Flags, usageLine } from "./command.js";
import { didYouMean } from "./didYouMean.js";
import { InputError, STDIN } from "./readJson.js";

/** A command line read against a command's row. */
export interface CommandLine {
  readonly operands: readonly string[];
  readonly flags: Flags;
  /** `--help` or `-h` was given: print the command's help and nothing else. */
  readonly help: boolean;
}

/**
 * Reads `args` (the words after the command's name) against `command`. Throws an InputError for
 * an unknown flag, a flag without its value or with one it does not take, a wrong number of
 * operands, or more than one `-` (there is one stdin).
 */
export function readCommandLine(command: Command, args: readonly string[]): CommandLine {
  const options = { ...command.flags, help: { type: "boolean", short: "h" } } as const;
  // Not strict: a value may start with a dash (`--attack -1` is refused as a count, not as
  // an ambiguous flag), and unknown flags get our message rather than parseArgs'.
  const { tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const operands: string[] = [];
  const flags: Record<string, string | boolean> = {};
  let help = false;
  for (const token of tokens) {
    if (token.kind === "positional") {
      operands.push(token.value);
    } else if (token.kind === "option") {
      if (token.name === "help") {
        help = true;
        continue;
      }
      const spec = Object.hasOwn(command.flags, token.name) ? command.flags[token.name] : undefined;
      if (!spec) throw unknownFlag(command, token.rawName);
      if (spec.type === "boolean") {
        if (token.value !== undefined) {
          throw new InputError(
            `${token.rawName} takes no value, got ${JSON.stringify(token.value)}`,
          );
        }
        flags[token.name] = true;
      } else {
        // A value taken from the next word that is itself a flag (`--from --to B`) is a
        // forgotten value; `--from=--to` says it is meant.
        if (token.value === undefined || (!token.inlineValue && token.value.startsWith("--"))) {
          throw new InputError(`${token.rawName} needs a value (${usageLine(command)})`);
        }
        flags[token.name] = token.value;
      }
    }
  }
  if (!help) checkOperands(command, operands);
  return { operands, flags, help };
}

function checkOperands(command: Command, operands: readonly string[]): void {
  if (operands.length !== command.operands.length) {
    const names = command.operands.length === 0 ? "none" : command.operands.join(" ");
    throw new InputError(
      `${command.name} takes ${command.operands.length} argument(s) (${names}), got ${operands.length}: usage: ${usageLine(command)}`,
    );
  }
  if (operands.filter((operand) => operand === STDIN).length > 1) {
    throw new InputError(`only one argument can be - (stdin): usage: ${usageLine(command)}`);
  }
}

function unknownFlag(command: Command, raw: string): InputError {
  const known = Object.keys(command.flags).map((name) => `--${name}`);
  const near = raw.startsWith("--") ? didYouMean(raw, known) : undefined;
  const hint = near ? `; did you mean ${near}?` : ` (usage: ${usageLine(command)})`;
  return new InputError(`${command.name} takes no flag ${raw}${hint}`);
}
