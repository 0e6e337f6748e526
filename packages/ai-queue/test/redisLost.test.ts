// Redis stopped in the middle of a search: the search rejects with an error naming the Redis it
// lost, within seconds, rather than waiting forever for results that cannot come.
import type { ChildProcess } from "node:child_process";
import { answer } from "@sightline/ai";
import { createQueueRunner } from "@sightline/ai-queue";
import { openBattle } from "@sightline/rules";
import { Queue } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ford } from "./ford.js";
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { spawnWorker } from "./spawnWorker.js";

const QUEUE = "turn-lost";

let redis: TestRedis;
let worker: ChildProcess | undefined;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  if (worker?.exitCode === null) worker.kill("SIGKILL");
  await redis?.stop();
});

it("Redis stopped during a search: answer rejects with a clear error, no hang", async () => {
  const battle = await openBattle(ford, { game: "heroscape" });
  const query = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;
  worker = await spawnWorker(redis.url, QUEUE);
  const runner = createQueueRunner({ connection: redis.url, queueName: QUEUE });
  const queue = new Queue(QUEUE, { connection: { host: redis.host, port: redis.port } });
  queue.on("error", () => undefined);
  try {
    const reply = answer(battle, query, { runner });
    reply.catch(() => undefined);
    await expect.poll(() => queue.getActiveCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    await queue.close();
    const stopped = performance.now();
    await redis.stop();
    await expect(reply).rejects.toThrow(`the job queue lost Redis at ${redis.url}`);
    // A hang guard, not a speed: the error comes within seconds, never after minutes.
    expect(performance.now() - stopped).toBeLessThan(30_000);
  } finally {
    await runner.close();
  }
});
