// Redis going away in the middle of a search. Stopped for good: the search rejects with an error
// naming the Redis it lost, within seconds, rather than waiting for results that cannot come.
// Restarted (a new, empty server on the same port: the queue and its jobs are gone): the
// coordinator cannot resume a search whose jobs vanished, so it rejects the same way; the worker
// process rides it out, reconnects and answers the next search as the local search does.
import type { ChildProcess } from "node:child_process";
import { answer } from "@sightline/ai";
import { createQueueRunner } from "@sightline/ai-queue";
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { type Battle, openBattle } from "@sightline/rules";
import { Queue } from "bullmq";
import { afterEach, beforeAll, expect, it } from "vitest";
import { ford } from "@sightline/search-fixtures";
import { spawnWorker } from "./spawnWorker.js";

const QUEUE = "turn-redis-faults";
const LONG = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;

let battle: Battle<"heroscape">;
let redis: TestRedis | undefined;
let worker: ChildProcess | undefined;
beforeAll(async () => {
  battle = await openBattle(ford, { game: "heroscape" });
});
afterEach(async () => {
  if (worker?.exitCode === null) worker.kill("SIGKILL");
  await redis?.stop();
});

/**
 * Starts Redis and a worker process, runs a long search through the queue, does `fault` to Redis
 * once a task is running, and expects the search to reject naming the Redis. Resolves with the
 * milliseconds from the fault to the rejection.
 */
async function searchThrough(fault: (redis: TestRedis) => Promise<void>): Promise<number> {
  const server = (redis = await startRedis());
  worker = await spawnWorker(server.url, QUEUE);
  const runner = createQueueRunner({ connection: server.url, queueName: QUEUE });
  const queue = new Queue(QUEUE, { connection: { host: server.host, port: server.port } });
  queue.on("error", () => undefined);
  try {
    const reply = answer(battle, LONG, { runner });
    reply.catch(() => undefined);
    await expect.poll(() => queue.getActiveCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    await queue.close();
    const faulted = performance.now();
    await fault(server);
    await expect(reply).rejects.toThrow(`the job queue lost Redis at ${server.url}`);
    return performance.now() - faulted;
  } finally {
    await runner.close();
  }
}

it("Redis stopped during a search: answer rejects with a clear error, no hang", async () => {
  const waited = await searchThrough((server) => server.stop());
  // A hang guard, not a speed: the error comes within seconds, never after minutes.
  expect(waited).toBeLessThan(30_000);
  redis = undefined;
});

it("Redis restarted during a search: a clear error, and the worker serves the next search", async () => {
  await searchThrough((server) => server.restart());
  // The same worker process, reconnected to the new server, runs every task of the next search.
  const small = { ...LONG, nodes: 300 };
  const runner = createQueueRunner({ connection: redis!.url, queueName: QUEUE });
  try {
    expect(await answer(battle, small, { runner })).toEqual(await answer(battle, small));
  } finally {
    await runner.close();
  }
  expect(worker!.exitCode).toBe(null);
});
