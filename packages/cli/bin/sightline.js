#!/usr/bin/env node
// The installed command. A committed shim rather than dist/main.js itself, so that npm links
// the bin at install time, before the first build exists.
try {
  await import("../dist/main.js");
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/main.js")) {
    process.stderr.write("sightline: not built yet; run `npm run build` at the repository root\n");
  } else {
    // The command could not even load (a broken install): one line, as for any internal
    // failure, and the trace only when asked for (SIGHTLINE_DEBUG=1).
    const debug = process.env.SIGHTLINE_DEBUG === "1" && error?.stack;
    const said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const text = debug || said.replace(/\s*\n\s*/g, " ");
    process.stderr.write(`sightline: internal failure: ${text}\n`);
  }
  process.exit(1);
}
