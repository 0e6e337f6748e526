// The `sightline` command run in the sandbox's own process, as its bin runs it (runCli from
// @sightline/cli's built dist/cli.js), so the validator and the importer are fuzzed through the
// command's code path at the cost of a function call rather than a process per input.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What one command line did: its exit status and what it wrote. */
export interface CommandResult {
  readonly status: number;
  readonly out: string;
  readonly err: string;
}

type RunCli = (
  argv: readonly string[],
  output: { out(text: string): void; err(text: string): void },
) => Promise<number>;

let runCli: Promise<RunCli> | undefined;
let scratch: string | undefined;

/** Runs `sightline ARGS…` in-process; it never throws for what the command reports. */
export async function sightline(args: readonly string[]): Promise<CommandResult> {
  // The command's package exports no module (it is a bin), so its built entry is found beside
  // its package.json; the dependency in package.json makes turbo build it first.
  runCli ??= import(
    new URL("./dist/cli.js", import.meta.resolve("@sightline/cli/package.json")).href
  ).then((cli: { runCli: RunCli }) => cli.runCli);
  const run = await runCli;
  let [out, err] = ["", ""];
  const status = await run(args, {
    out: (text) => void (out += `${text}\n`),
    err: (text) => void (err += `${text}\n`),
  });
  return { status, out, err };
}

/** Writes `data` to a file of that name in this process's scratch folder and returns its path. */
export function scratchFile(name: string, data: string | Uint8Array): string {
  if (scratch === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "sightline-fuzz-"));
    scratch = dir;
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  const path = join(scratch, name);
  writeFileSync(path, data);
  return path;
}

/** The first line of what a failed command wrote, for a finding's message. */
export function firstLine(result: CommandResult): string {
  const line = (result.err.trim() || result.out.trim()).split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line || "(nothing written)";
}
