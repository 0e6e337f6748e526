// The public plan cases (docs/rules/ai.md#plan) through `sightline query`, run as a user runs
// it — the way the hidden cases are run.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sightline } from "./runSightline.js";
import { expectPlanAnswers, planCases } from "@sightline/search-fixtures";

const scratch = mkdtempSync(join(tmpdir(), "sightline-plan-cases-"));

describe("the public plan cases through sightline query", () => {
  it.each(planCases())("$name", async (planCase) => {
    const scenarioFile = join(scratch, `${planCase.name}.json`);
    const queriesFile = join(scratch, `${planCase.name}-queries.json`);
    writeFileSync(scenarioFile, JSON.stringify(planCase.scenario));
    writeFileSync(queriesFile, JSON.stringify(planCase.queries));
    const run = await sightline("query", scenarioFile, queriesFile);
    expect(run.code).toBe(0);
    expectPlanAnswers(JSON.parse(run.stdout) as unknown[], planCase);
  });
});
