// Reading the command's input files: a path, or `-` for stdin (docs/rules/scenario.md#cli), with
// every error naming the file, because the user has to know which of two files to fix.
import { readFile } from "node:fs/promises";
import { buffer } from "node:stream/consumers";

/** Input the user can fix: a missing file, bad JSON, a wrong argument. Exit status 2. */
export class InputError extends Error {
  override readonly name = "InputError";
}

/** The file argument that means standard input. */
export const STDIN = "-";

/** Where the bytes of a `-` argument come from. */
export type StdinReader = () => Promise<Uint8Array>;

/** All of the process's standard input. */
export const readProcessStdin: StdinReader = () => buffer(process.stdin);

/** How errors and summaries name a file argument: `stdin` for `-`. */
export function fileName(file: string): string {
  return file === STDIN ? "stdin" : file;
}

/** Reads a whole file as bytes (a binary map), naming the file in any error. */
export async function readBytes(
  file: string,
  stdin: StdinReader = readProcessStdin,
): Promise<Uint8Array> {
  try {
    return file === STDIN ? await stdin() : await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new InputError(`cannot read ${fileName(file)}: ${code}`);
  }
}

// UTF-8 without the byte order mark: editors on Windows write one, and JSON.parse refuses it.
const UTF8 = new TextDecoder("utf-8", { ignoreBOM: false });

/** A text file's bytes as text: UTF-8, a leading byte order mark dropped. */
export function decodeText(bytes: Uint8Array): string {
  return UTF8.decode(bytes);
}

/**
 * Reads and parses a JSON file (UTF-8, a leading byte order mark allowed), naming the file in
 * any error.
 */
export async function readJson(
  file: string,
  stdin: StdinReader = readProcessStdin,
): Promise<unknown> {
  const text = decodeText(await readBytes(file, stdin));
  try {
    return JSON.parse(text);
  } catch (error) {
    // V8 quotes the text around the fault, newlines and all: kept on one line.
    const reason = (error as Error).message.replace(/\r?\n/g, "\\n");
    throw new InputError(`${fileName(file)} is not valid JSON: ${reason}`);
  }
}
