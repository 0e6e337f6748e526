#!/usr/bin/env node
// The installed command. A committed shim rather than dist/main.js itself, so that npm links
// the bin at install time, before the first build exists.
try {
  await import("../dist/main.js");
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/main.js")) {
    process.stderr.write("sightline: not built yet; run `npm run build` at the repository root\n");
    process.exit(1);
  }
  throw error;
}
