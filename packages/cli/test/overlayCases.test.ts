// A public overlay case (docs/rules/ai.md#overlays) through `sightline query`, run as a user runs
// it: `danger` and `stands` are answered by the AI behind the command, as the hidden cases are.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sightline } from "./runSightline.js";
import { expectOverlayAnswers, overlayCases } from "@sightline/search-fixtures";

const scratch = mkdtempSync(join(tmpdir(), "sightline-overlay-cases-"));

describe("a public overlay case through sightline query", () => {
  const [overlayCase] = overlayCases();
  it(`answers ${overlayCase!.name}`, async () => {
    const scenarioFile = join(scratch, `${overlayCase!.name}.json`);
    const queriesFile = join(scratch, `${overlayCase!.name}-queries.json`);
    writeFileSync(scenarioFile, JSON.stringify(overlayCase!.scenario));
    writeFileSync(queriesFile, JSON.stringify(overlayCase!.queries));
    const run = await sightline("query", scenarioFile, queriesFile);
    expect(run.code).toBe(0);
    expectOverlayAnswers(JSON.parse(run.stdout) as unknown[], overlayCase!);
  });
});
