// The CLI's version: its package.json's, read at run time (one directory above both src/ and
// dist/), so that it cannot drift from what npm installed.
import { readFileSync } from "node:fs";

/** The version of @sightline/cli, as its package.json says. */
export function cliVersion(): string {
  const manifest = JSON.parse(
    readFileSync(new URL("../package.json", import.meta.url), "utf8"),
  ) as { version: string };
  return manifest.version;
}
