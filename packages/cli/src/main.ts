import { runCli } from "./cli.js";
import { guardProcess } from "./processStreams.js";

guardProcess(process);
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  // A long search's progress line: on a terminal; SIGHTLINE_PROGRESS=1 forces it anywhere, =0 hides it.
  ...((process.env.SIGHTLINE_PROGRESS ?? (process.stderr.isTTY ? "1" : "0")) === "1"
    ? { progress: (line: string) => process.stderr.write(line) }
    : {}),
});
