// `sightline import MAP.hsc` (docs/rules/scenario.md#cli): a VirtualScape map as a
// HeroScape scenario on stdout, so that it can be saved, edited (figures added) and fed to the
// other commands.
import { basename } from "node:path";
import { HscError, importHsc } from "@sightline/rules";
import { InputError, readBytes } from "../readJson.js";

/**
 * The scenario JSON (2-space indent) of a `.hsc` map, named after the map or else the file. A
 * corrupt map is an {@link InputError} naming the file, the byte and the field (exit 2).
 */
export async function importCommand(file: string): Promise<string> {
  const bytes = await readBytes(file);
  try {
    const scenario = importHsc(bytes, { name: basename(file).replace(/\.hsc$/i, "") });
    return JSON.stringify(scenario, null, 2);
  } catch (error) {
    if (error instanceof HscError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
}
