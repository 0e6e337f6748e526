// `sightline plan … --redis URL` with a `sightline worker --redis URL` running: the search's tasks
// go through the job queue (packages/ai-queue) on a throwaway redis-server, and the command
// prints exactly the local `--json` answer. The worker closes cleanly on SIGTERM.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ford } from "@sightline/search-fixtures";
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { sightline, withWorker } from "./runSightline.js";

// Three raiders among five guards on the project's old-gate-ford map: a search of many tasks.
const raiders = join(mkdtempSync(join(tmpdir(), "sightline-worker-")), "raiders.json");
writeFileSync(raiders, JSON.stringify(ford));

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

it("plan --redis with a sightline worker prints exactly the local --json answer", async () => {
  const said = await withWorker(redis.url, async () => {
    const flags = [
      "--owner",
      "red",
      "--card",
      "raiders",
      "--nodes",
      "300",
      "--seed",
      "7",
      "--json",
    ];
    const here = await sightline("plan", raiders, ...flags);
    expect(here.code).toBe(0);
    const queued = await sightline("plan", raiders, ...flags, "--redis", redis.url);
    expect(queued).toMatchObject({ code: 0, stderr: "" });
    expect(queued.stdout).toBe(here.stdout);
    expect(JSON.parse(here.stdout)).toMatchObject({ nodes: 300, complete: false });
  });
  expect(said).toMatch(/closed after ([2-9]|\d{2,}) task\(s\)/);
});

it("plan takes --workers or --redis, not both; worker needs --redis", async () => {
  const both = await sightline(
    "plan",
    raiders,
    "--owner",
    "red",
    "--card",
    "duo",
    "--workers",
    "2",
    "--redis",
    redis.url,
  );
  expect(both.code).toBe(2);
  expect(both.stderr).toContain("--workers or --redis, not both");
  const bare = await sightline("worker");
  expect(bare.code).toBe(2);
  expect(bare.stderr).toContain("worker needs --redis URL");
});

it("plan --redis with no Redis there: a clear error and exit 1, at once", async () => {
  const started = performance.now();
  const run = await sightline(
    "plan",
    raiders,
    ...["--owner", "red", "--card", "raiders", "--nodes", "50", "--redis", "redis://127.0.0.1:1"],
  );
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^sightline: the job queue lost Redis at redis:\/\/127\.0\.0\.1:1 \(/);
  expect(run.stdout).toBe("");
  expect(performance.now() - started).toBeLessThan(20_000);
});
