// The API reference the playground serves (dist/api/, TypeDoc, built by `npm run build`) has a
// page for every published package a program imports: each workspace not marked private with a
// `.` export (the command, @sightline/cli, exports none).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const api = fileURLToPath(new URL("../dist/api/", import.meta.url));

interface Manifest {
  name: string;
  private?: boolean;
  exports?: Record<string, unknown>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const libraries = read<{ workspaces: string[] }>(join(root, "package.json"))
  .workspaces.map((dir) => read<Manifest>(join(root, dir, "package.json")))
  .filter((manifest) => !manifest.private && manifest.exports?.["."] !== undefined)
  .map((manifest) => manifest.name);

describe("the API reference", () => {
  it("documents the published libraries, @sightline/ai among them", () => {
    expect(libraries).toContain("@sightline/ai");
    // TypeDoc names a package's page after it: @sightline/ai → modules/_sightline_ai.html.
    const missing = libraries.filter(
      (name) => !existsSync(join(api, "modules", `${name.replace(/[@/]/g, "_")}.html`)),
    );
    expect(missing).toEqual([]);
  });
});
