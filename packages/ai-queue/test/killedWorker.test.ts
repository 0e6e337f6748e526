// A worker process killed (SIGKILL) in the middle of a task: its job's lock runs out, another
// worker process finds it stalled and runs it again, and the answer is the local search's.
import type { ChildProcess } from "node:child_process";
import { answer } from "@sightline/ai";
import { createQueueRunner } from "@sightline/ai-queue";
import { openBattle } from "@sightline/rules";
import { Queue, QueueEvents } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ford } from "./ford.js";
import { type TestRedis, startRedis } from "./redisServer.js";
import { spawnWorker } from "./spawnWorker.js";

const QUERY = { q: "turn", owner: "red", card: "raiders", nodes: 20_000, seed: 7 } as const;
const QUEUE = "turn-killed";

let redis: TestRedis;
const children: ChildProcess[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await redis?.stop();
});

/** A worker process with a 2 s lock and a stalled check every 500 ms, once it has started. */
async function workerProcess(): Promise<ChildProcess> {
  const child = await spawnWorker(redis.url, QUEUE, { lockMs: 2000, stalledMs: 500 });
  children.push(child);
  return child;
}

it("a worker killed mid-task: another runs the task again and the answer is the local one", async () => {
  const battle = await openBattle(ford, { game: "heroscape" });
  const here = await answer(battle, QUERY);
  if (here.error) throw new Error(here.reason);

  const connection = { host: redis.host, port: redis.port };
  const queue = new Queue(QUEUE, { connection });
  const events = new QueueEvents(QUEUE, { connection });
  const stalled: string[] = [];
  events.on("stalled", ({ jobId }) => stalled.push(jobId));
  await events.waitUntilReady();
  const runner = createQueueRunner({ connection: redis.url, queueName: QUEUE });
  try {
    const first = await workerProcess();
    const reply = answer(battle, QUERY, { runner });
    // Kill the worker a moment into a task.
    await expect.poll(() => queue.getActiveCount(), { timeout: 30_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const killed = (await queue.getActive()).map((job) => job.id!);
    expect(killed).toHaveLength(1);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    // Still active with its worker dead: the kill came in the middle of the task.
    expect(await (await queue.getJob(killed[0]!))!.getState()).toBe("active");
    await workerProcess();
    expect(await reply).toEqual(here);
    // The killed worker's job was found stalled and run again.
    expect(stalled).toContain(killed[0]);
  } finally {
    await runner.close();
    await events.close();
    await queue.close();
  }
});
