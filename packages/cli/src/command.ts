// What a `sightline` command is: a row of the command table (commandTable.ts) with its words for
// `--help` and the function that runs it. cli.ts reads the command line against the row and
// maps what the handler throws to an exit status, so a handler only does its one job.

/** The command worked. */
export const EXIT_OK = 0;
/** An internal failure: a bug or the machine, never the user's input (one line on stderr). */
export const EXIT_FAILURE = 1;
/** Invalid input: a file, an argument or a query the user can fix. */
export const EXIT_INVALID = 2;
/** Stopped by Ctrl-C: 128 + SIGINT (2), as a shell reports it. */
export const EXIT_INTERRUPTED = 130;

/** Where the command writes; tests pass their own. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /**
   * Draws a progress line (it starts with \r, to redraw the last one). Absent, a long search
   * shows none: `main` gives it when stderr is a terminal or SIGHTLINE_PROGRESS=1.
   */
  progress?(line: string): void;
  /** All of standard input, for a `-` file argument; absent, `process.stdin` is read. */
  stdin?(): Promise<Uint8Array>;
}

/** A flag as `node:util`'s parseArgs declares it. */
export interface FlagSpec {
  readonly type: "string" | "boolean";
}

/** The flags of one command line, by name without the dashes. */
export type Flags = Readonly<Record<string, string | boolean | undefined>>;

/** One run of a command: its operands and flags, checked against its row, and its I/O. */
export interface Invocation {
  /** The positional arguments, as many as the row's `operands` names. */
  readonly operands: readonly string[];
  readonly flags: Flags;
  readonly output: Output;
  /** Reads and parses a JSON file (`-`: stdin), naming it in any error (an InputError). */
  readJson(file: string): Promise<unknown>;
  /** Reads a whole file's bytes (`-`: stdin), naming it in any error (an InputError). */
  readBytes(file: string): Promise<Uint8Array>;
}

/** A row of the command table. */
export interface Command {
  /** The word after `sightline`. */
  readonly name: string;
  /**
   * The positional arguments it takes, in order, as its usage names them (`["FILE", "QUERIES"]`).
   * A file among them may be `-` for stdin (one at most: there is one stdin).
   */
  readonly operands: readonly string[];
  /** Its flags besides `--help`. */
  readonly flags: Readonly<Record<string, FlagSpec>>;
  /** The rest of its usage line after the operands, e.g. `--from A --to B [--json]`. */
  readonly usage: string;
  /** One line for `sightline --help`'s list. */
  readonly summary: string;
  /** What `sightline NAME --help` prints under the usage line: what it does, flags, output. */
  readonly help: string;
  /** Runs it; returns the exit status, or throws an InputError (2) or anything else (1). */
  run(invocation: Invocation): Promise<number>;
}

/** `sightline NAME OPERANDS USAGE`: the command's usage line. */
export function usageLine(command: Command): string {
  return ["sightline", command.name, ...command.operands, command.usage]
    .filter((part) => part !== "")
    .join(" ");
}
