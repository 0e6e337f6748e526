// Redis restarted in the middle of a search (a new, empty server on the same port: the queue and
// its jobs are gone). The coordinator cannot resume a search whose jobs vanished, so it rejects
// with an error naming the Redis, rather than waiting for results that cannot come. The worker
// process rides it out: it reconnects and answers the next search as the local search does.
import type { ChildProcess } from "node:child_process";
import { answer } from "@sightline/ai";
import { createQueueRunner } from "@sightline/ai-queue";
import { openBattle } from "@sightline/rules";
import { Queue } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ford } from "./ford.js";
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { spawnWorker } from "./spawnWorker.js";

const QUEUE = "turn-restart";

let redis: TestRedis;
let worker: ChildProcess | undefined;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  if (worker?.exitCode === null) worker.kill("SIGKILL");
  await redis?.stop();
});

it("Redis restarted during a search: a clear error, and the worker serves the next search", async () => {
  const battle = await openBattle(ford, { game: "heroscape" });
  const long = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;
  worker = await spawnWorker(redis.url, QUEUE);
  const first = createQueueRunner({ connection: redis.url, queueName: QUEUE });
  const queue = new Queue(QUEUE, { connection: { host: redis.host, port: redis.port } });
  queue.on("error", () => undefined);
  try {
    const reply = answer(battle, long, { runner: first });
    reply.catch(() => undefined);
    await expect.poll(() => queue.getActiveCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    await queue.close();
    await redis.restart();
    await expect(reply).rejects.toThrow(`the job queue lost Redis at ${redis.url}`);
  } finally {
    await first.close();
  }

  // The same worker process, reconnected to the new server, runs every task of the next search.
  const small = { ...long, nodes: 300 };
  const second = createQueueRunner({ connection: redis.url, queueName: QUEUE });
  try {
    expect(await answer(battle, small, { runner: second })).toEqual(await answer(battle, small));
  } finally {
    await second.close();
  }
  expect(worker.exitCode).toBe(null);
});
