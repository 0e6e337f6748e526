// `sightline analyse`: each owner's best card turn on each position of a list, one JSON line per
// (position, owner). Through the queue (a `sightline worker` on a throwaway redis-server) it
// prints exactly the lines it prints without, with a progress bar of jobs done on stderr.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { sightline, withWorker } from "./runSightline.js";

const bin = fileURLToPath(new URL("../bin/sightline.js", import.meta.url));
const example = (name: string) =>
  fileURLToPath(new URL(`../../../examples/heroscape/${name}`, import.meta.url));
const ambush = example("ambush.json");
const openings = example("ambush-openings.json");
const search = ["--nodes", "400", "--seed", "2"];

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

it("through the queue prints exactly the lines it prints here, in the list's order", async () => {
  const here = await sightline("analyse", ambush, "--positions", openings, ...search);
  expect(here).toMatchObject({ code: 0, stderr: "" });
  const lines = here.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  // 8 positions × 2 owners, each line the owner's best card turn.
  expect(lines).toHaveLength(16);
  expect(lines.map((l) => l.owner)).toEqual(
    Array.from({ length: 8 }, () => ["red", "blue"]).flat(),
  );
  expect(lines[0].position).toBe("scout-1 at 0,0");
  for (const line of lines) {
    expect(line.answer.cards).toHaveLength(2);
    expect(line.answer.nodes).toBeLessThanOrEqual(400);
  }

  await withWorker(redis.url, async () => {
    const queued = await runWithProgress([
      "analyse",
      ambush,
      "--positions",
      openings,
      ...search,
      "--redis",
      redis.url,
    ]);
    expect(queued.code).toBe(0);
    expect(queued.stdout).toBe(here.stdout);
    expect(queued.stderr).toContain("analysed 16/16 [####################] 100%");
  });
});

it("names what is wrong in a positions list, and answers an invalid position in its line", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sightline-analyse-"));
  const unknown = join(dir, "unknown.jsonl");
  writeFileSync(
    unknown,
    '{"id": "a", "hexes": {"scout-1": [[0, 0]]}}\n{"hexes": {"nobody": [[0, 0]]}}\n',
  );
  const run = await sightline("analyse", ambush, "--positions", unknown);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(`${unknown} entry 2: no figure "nobody"`);

  const offBoard = join(dir, "off-board.json");
  writeFileSync(offBoard, JSON.stringify([{ id: "far", hexes: { "scout-1": [[40, 40]] } }]));
  const far = await sightline("analyse", ambush, "--positions", offBoard, "--owners", "red");
  expect(far.code).toBe(2);
  const [line] = far.stdout
    .trim()
    .split("\n")
    .map((text) => JSON.parse(text));
  expect(line).toMatchObject({
    position: "far",
    answer: { error: "invalid-scenario", problems: [{ path: "/figures/0/hexes/0" }] },
  });
});

/** Runs the CLI with the progress bar forced on (stderr is not a terminal here). */
function runWithProgress(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, SIGHTLINE_PROGRESS: "1" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
