// A cancelled search with a worker busy on one of its tasks: the waiting jobs are removed, and
// the cancel reaches the running task through Redis (a key and a message), so the worker stops
// it at its next position and takes the next job.
import { answer } from "@sightline/ai";
import { createQueueRunner, startQueueWorker } from "@sightline/ai-queue";
import { openBattle } from "@sightline/rules";
import { Queue } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ford } from "@sightline/search-fixtures";
import { type TestRedis, startRedis } from "@sightline/redis-server";

const QUEUE = "turn-cancel";

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

it("a cancel removes the waiting jobs and stops the running task", async () => {
  const battle = await openBattle(ford, { game: "heroscape" });
  const query = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;
  const connection = { host: redis.host, port: redis.port };
  const worker = startQueueWorker({ connection, queueName: QUEUE });
  const runner = createQueueRunner({ connection, queueName: QUEUE });
  const queue = new Queue(QUEUE, { connection });
  try {
    const cancel = new AbortController();
    const reply = answer(battle, query, { runner, signal: cancel.signal });
    await expect.poll(() => queue.getActiveCount(), { timeout: 30_000 }).toBe(1);
    expect(await queue.getWaitingCount()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    cancel.abort();
    expect(await reply).toMatchObject({ complete: false });
    expect(await queue.getWaitingCount()).toBe(0);
    // The running task stops at its next position: a task of 1e9 nodes would run for hours.
    await expect.poll(() => worker.tasksCancelled).toBe(1);
    await expect.poll(() => queue.getActiveCount()).toBe(0);
    expect(worker.tasksRun).toBe(0);
  } finally {
    await queue.close();
    await runner.close();
    await worker.close();
  }
});
