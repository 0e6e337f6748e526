// Worker processes failing in the middle of a task. Killed (SIGKILL): its job's lock runs out,
// another worker process finds it stalled and runs it again. Frozen (SIGSTOP, a machine that
// stops answering): the same, and when it wakes its late result is refused. Either way the answer
// is the local search's.
import type { ChildProcess } from "node:child_process";
import { answer } from "@sightline/ai";
import { createQueueRunner } from "@sightline/ai-queue";
import { openBattle } from "@sightline/rules";
import { Queue, QueueEvents } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ford } from "@sightline/search-fixtures";
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { spawnWorker } from "./spawnWorker.js";

// Tasks of about 200 positions each: long enough to be failed in the middle of one.
const QUERY = { q: "turn", owner: "red", card: "raiders", nodes: 8_000, seed: 7 } as const;

let redis: TestRedis;
/** The search in this thread, once for both tests: the answer the queue must give. */
let here: unknown;
const children: ChildProcess[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await redis?.stop();
});

/** A worker process with a 2 s lock and a stalled check every 500 ms, once it has started. */
async function workerProcess(queueName: string): Promise<ChildProcess> {
  const child = await spawnWorker(redis.url, queueName, { lockMs: 2000, stalledMs: 500 });
  children.push(child);
  return child;
}

/**
 * Runs the search through the queue, does `fail` to the worker process running its first task
 * once that task has started, starts another worker, and checks the answer is the local one and
 * the failed worker's job was found stalled. Returns the failed job's id.
 */
async function searchThrough(queueName: string, fail: (worker: ChildProcess) => Promise<void>) {
  const battle = await openBattle(ford, { game: "heroscape" });
  here ??= await answer(battle, QUERY);

  const connection = { host: redis.host, port: redis.port };
  const queue = new Queue(queueName, { connection });
  const events = new QueueEvents(queueName, { connection });
  const stalled: string[] = [];
  events.on("stalled", ({ jobId }) => stalled.push(jobId));
  await events.waitUntilReady();
  const runner = createQueueRunner({ connection: redis.url, queueName });
  const started: ChildProcess[] = [];
  try {
    started.push(await workerProcess(queueName));
    const reply = answer(battle, QUERY, { runner });
    reply.catch(() => undefined);
    // Fail the worker a moment into a task.
    await expect.poll(() => queue.getActiveCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const failed = (await queue.getActive()).map((job) => job.id!);
    expect(failed).toHaveLength(1);
    await fail(started[0]!);
    // Still active with its worker gone: the failure came in the middle of the task.
    expect(await (await queue.getJob(failed[0]!))!.getState()).toBe("active");
    started.push(await workerProcess(queueName));
    expect(await reply).toEqual(here);
    // The failed worker's job was found stalled and run again.
    expect(stalled).toContain(failed[0]);
    return started;
  } finally {
    await runner.close();
    await events.close();
    await queue.close();
  }
}

it("a worker killed mid-task: another runs the task again and the answer is the local one", async () => {
  await searchThrough("turn-killed", async (worker) => {
    worker.kill("SIGKILL");
    await new Promise((resolve) => worker.once("exit", resolve));
  });
});

it("a worker frozen mid-task: its job stalls and is run again; woken, it goes on working", async () => {
  const workers = await searchThrough("turn-frozen", async (worker) => {
    worker.kill("SIGSTOP");
  });
  // Woken after the search ended, the frozen worker finds its job's lock gone: its late result
  // is refused, and it keeps taking jobs. The answer above is already the local one.
  const frozen = workers[0]!;
  frozen.kill("SIGCONT");
  const battle = await openBattle(ford, { game: "heroscape" });
  const small = { ...QUERY, nodes: 300 };
  const runner = createQueueRunner({ connection: redis.url, queueName: "turn-frozen" });
  try {
    workers[1]!.kill("SIGTERM");
    await new Promise((resolve) => workers[1]!.once("exit", resolve));
    // Only the woken worker is left to run this search.
    expect(await answer(battle, small, { runner })).toEqual(await answer(battle, small));
    expect(frozen.exitCode).toBe(null);
  } finally {
    await runner.close();
  }
});
