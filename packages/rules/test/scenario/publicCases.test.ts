// Every public case's scenario is valid (docs/rules/README.md: each public case is a valid scenario).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/index.js";

const casesDir = fileURLToPath(new URL("../cases", import.meta.url));
const files = readdirSync(casesDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("public cases", () => {
  it("are all found", () => {
    expect(files.length).toBeGreaterThanOrEqual(36);
  });

  it.each(files)("%s parses without problems and unchanged", (file) => {
    const { scenario } = JSON.parse(readFileSync(join(casesDir, file), "utf8")) as {
      scenario: unknown;
    };
    const result = checkScenario(scenario);
    expect(result.ok ? [] : result.problems).toEqual([]);
    // The parsed scenario mirrors the input: no defaults filled in, nothing dropped.
    expect(result.ok && result.scenario).toEqual(scenario);
  });
});
