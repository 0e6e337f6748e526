// Hearing jobs finish (src/jobWatch.ts): each job once, whether it finished before the watch
// began or after, and a Redis lost while the watch asks about its jobs is the watch's error —
// never a rejection nobody hears, which is what BullMQ's Job.waitUntilFinished left behind.
import { type TestRedis, startRedis } from "@sightline/redis-server";
import { Worker } from "bullmq";
import { afterEach, expect, it } from "vitest";
import { type JobOutcome, watchJobs } from "../src/jobWatch.js";
import { RedisLostError, openQueueClient } from "../src/queueClient.js";

let redis: TestRedis | undefined;
afterEach(async () => {
  await redis?.stop();
  redis = undefined;
});

const jobsOf = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ name: "sum", data: { n }, opts: { jobId: `n${n}` } }));

it("hears each job once: those finished before the watch and those after", async () => {
  redis = await startRedis();
  const client = openQueueClient<{ n: number }, number>(redis.url, "watch");
  const connection = { host: redis.host, port: redis.port };
  // Odd jobs fail, even ones answer twice their number.
  const work = async (job: { data: { n: number } }) => {
    if (job.data.n % 2) throw new Error(`odd ${job.data.n}`);
    return 2 * job.data.n;
  };
  try {
    const early = await client.queue.addBulk(jobsOf(4));
    const first = new Worker("watch", work, { connection });
    await new Promise<void>((resolve) => {
      let finished = 0;
      const count = () => ++finished === 4 && resolve();
      first.on("completed", count);
      first.on("failed", count);
    });
    await first.close();
    const late = await client.queue.addBulk(jobsOf(8).slice(4));
    const heard: [string, JobOutcome<number>][] = [];
    const watch = watchJobs(client, [...early, ...late], (job, outcome) =>
      heard.push([job.id!, outcome]),
    );
    const second = new Worker("watch", work, { connection });
    try {
      await watch.checked;
      await expect.poll(() => heard.length).toBe(8);
    } finally {
      await second.close();
      watch.stop();
    }
    expect(new Map(heard)).toEqual(
      new Map(
        Array.from({ length: 8 }, (_, n) => [
          `n${n}`,
          n % 2 ? { ok: false, reason: `odd ${n}` } : { ok: true, result: 2 * n },
        ]),
      ),
    );
  } finally {
    await client.close();
  }
});

it("jobs finishing while the watch asks about them: each heard once, with its result", async () => {
  redis = await startRedis();
  const client = openQueueClient<{ n: number }, number>(redis.url, "watch-racing");
  const connection = { host: redis.host, port: redis.port };
  try {
    const jobs = await client.queue.addBulk(jobsOf(400));
    const worker = new Worker("watch-racing", async (job) => 2 * job.data.n, {
      connection,
      concurrency: 16,
    });
    const heard = new Map<string, JobOutcome<number>>();
    try {
      // Started once the workers are under way: the check reads jobs as they complete.
      await new Promise((resolve) => worker.once("completed", resolve));
      const watch = watchJobs(client, jobs, (job, outcome) => {
        expect(heard.has(job.id!)).toBe(false);
        heard.set(job.id!, outcome);
      });
      await watch.checked;
      await expect.poll(() => heard.size).toBe(400);
      watch.stop();
    } finally {
      await worker.close();
    }
    for (const [id, outcome] of heard) {
      expect(outcome).toEqual({ ok: true, result: 2 * Number(id.slice(1)) });
    }
  } finally {
    await client.close();
  }
});

it("a Redis gone while the watch asks about its jobs rejects `checked` naming the Redis", async () => {
  redis = await startRedis();
  const client = openQueueClient<{ n: number }, number>(redis.url, "watch-lost");
  const jobs = await client.queue.addBulk(jobsOf(20));
  await redis.stop();
  const watch = watchJobs(client, jobs, () => undefined);
  // Closing gives up on Redis: every command still waiting for it fails, the watch's among them.
  await client.close();
  await expect(watch.checked).rejects.toThrow(RedisLostError);
  await expect(watch.checked).rejects.toThrow(`the job queue lost Redis at ${redis.url}`);
  watch.stop();
});
