// The turn search on the queue: with a seed and a node budget the answer through BullMQ (one
// worker, two workers) equals the answer searched in this thread, whoever ran which task.
import { type TurnAnswer, answer } from "@sightline/ai";
import { type QueueRunner, createQueueRunner, startQueueWorker } from "@sightline/ai-queue";
import { type Battle, openBattle } from "@sightline/rules";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROWD, duo } from "@sightline/search-fixtures";
import { type TestRedis, startRedis } from "@sightline/redis-server";

const QUERY = { q: "turn", owner: "red", card: "duo", nodes: 40, seed: 3 } as const;

let redis: TestRedis;
let battle: Battle<"heroscape">;
beforeAll(async () => {
  redis = await startRedis();
  battle = await openBattle(duo(CROWD), { game: "heroscape" });
});
afterAll(async () => {
  await redis?.stop();
});

async function turnOn(runner: QueueRunner | undefined): Promise<TurnAnswer> {
  const reply = await answer(battle, QUERY, runner ? { runner } : {});
  if ("error" in reply) throw new Error(JSON.stringify(reply));
  return reply as TurnAnswer;
}

describe("queue runner", () => {
  it.each([1, 2])(
    "duo on CROWD, 40 nodes, seed 3: %i worker(s) answer as the local search",
    async (workers) => {
      const queueName = `turn-${workers}`;
      const connection = { host: redis.host, port: redis.port };
      const started = Array.from({ length: workers }, () =>
        startQueueWorker({ connection, queueName }),
      );
      const runner = createQueueRunner({ connection: redis.url, queueName });
      try {
        const here = await turnOn(undefined);
        expect(here).toMatchObject({ nodes: 40, complete: false });
        expect(await turnOn(runner)).toEqual(here);
        // Every task went through the queue, to one worker or another.
        const tasks = started.reduce((sum, worker) => sum + worker.tasksRun, 0);
        expect(tasks).toBeGreaterThan(1);
      } finally {
        await runner.close();
        await Promise.all(started.map((worker) => worker.close()));
      }
    },
  );
});

describe("a cancelled search", () => {
  it("answers with what it has, complete: false, and leaves no job waiting", async () => {
    const queueName = "turn-cancelled";
    // No worker listens: every task waits until the cancel removes it.
    const runner = createQueueRunner({ connection: redis.url, queueName });
    const queue = new Queue(queueName, { connection: { host: redis.host, port: redis.port } });
    try {
      const cancel = new AbortController();
      const reply = answer(battle, QUERY, { runner, signal: cancel.signal });
      await expect.poll(() => queue.getJobCountByTypes("wait")).toBeGreaterThan(0);
      cancel.abort();
      expect(await reply).toMatchObject({ complete: false });
      expect(await queue.getJobCounts("wait", "active", "completed", "failed")).toEqual({
        wait: 0,
        active: 0,
        completed: 0,
        failed: 0,
      });
    } finally {
      await queue.close();
      await runner.close();
    }
  });
});

describe("the overall guard", () => {
  it("with no worker running, a search rejects once no task has finished for idleTimeoutMs", async () => {
    const queueName = "turn-idle";
    const runner = createQueueRunner({ connection: redis.url, queueName, idleTimeoutMs: 500 });
    const queue = new Queue(queueName, { connection: { host: redis.host, port: redis.port } });
    try {
      await expect(answer(battle, QUERY, { runner })).rejects.toThrow(
        "no search task finished in 500 ms: are workers running?",
      );
      // Its jobs are not left waiting for a worker that may come later.
      expect(await queue.getJobCountByTypes("wait")).toBe(0);
    } finally {
      await queue.close();
      await runner.close();
    }
  });
});
