import { readFile } from "node:fs/promises";

/** Input the user can fix: a missing file, bad JSON, a wrong argument. Exit status 2. */
export class InputError extends Error {
  override readonly name = "InputError";
}

/** Reads a whole file as bytes (a binary map), naming the file in any error. */
export async function readBytes(file: string): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

/** Reads and parses a JSON file, naming the file in any error. */
export async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}
