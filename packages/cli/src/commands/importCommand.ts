// `sightline import MAP.hsc` (docs/rules/scenario.md#cli): a VirtualScape map as a
// HeroScape scenario on stdout, so that it can be saved, edited (figures added) and fed to the
// other commands.
import { basename } from "node:path";
import { HscError, importHsc } from "@sightline/rules";
import { EXIT_OK, type Command } from "../command.js";
import { InputError, STDIN, fileName } from "../readJson.js";

/** The `import` row of the command table. */
export const importCommand: Command = {
  name: "import",
  operands: ["MAP.hsc"],
  flags: {},
  usage: "",
  summary: "print a VirtualScape map as a HeroScape scenario (JSON)",
  help: `Reads a VirtualScape map (.hsc, versions 0.0001 to 0.0007; - reads it from stdin) and prints it
as a HeroScape scenario with no figures (JSON), named after the map or else the file
(docs/rules/heroscape.md#maps). Add figures to it and query it like any scenario.

A corrupt map, or one that makes an invalid board, is refused with the tile and the byte where
its record starts, exit 2:
  sightline: map.hsc: truncated at byte 1799 reading tile 1 of 383 (z): needs 4 bytes, 1 left
  sightline: map.hsc: tile 3 of 8 at byte 212: hex (1,1): solid ground from level -3: ...`,
  async run({ operands: [file = ""], readBytes, output }) {
    output.out(mapScenarioJson(file, await readBytes(file)));
    return EXIT_OK;
  },
};

/**
 * The scenario JSON (2-space indent) of the `.hsc` map `bytes` read from `file`, named after the
 * map or else the file. A corrupt map is an {@link InputError} naming the file, the tile and the
 * byte (exit 2), one line per problem.
 */
export function mapScenarioJson(file: string, bytes: Uint8Array): string {
  try {
    const name = file === STDIN ? undefined : basename(file).replace(/\.hsc$/i, "");
    const scenario = importHsc(bytes, name === undefined ? {} : { name });
    return JSON.stringify(scenario, null, 2);
  } catch (error) {
    if (!(error instanceof HscError)) throw error;
    const where = fileName(file);
    // One line per problem, each naming the file (runCli puts `sightline: ` before each).
    throw new InputError(
      error.message
        .split("\n")
        .map((line) => `${where}: ${line}`)
        .join("\n"),
    );
  }
}
