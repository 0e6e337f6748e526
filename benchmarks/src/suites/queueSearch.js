// The turn search on the job queue (packages/ai-queue, docs/decisions/011-job-queue.md): the
// same search as aiSearch's on Rolling Downs, its tasks as BullMQ jobs over a throwaway local
// redis-server, run by 1, 2 and 4 worker processes; against the in-process search pool of one
// worker and of two. Gives jobs (tasks) per second, the speed-up from one worker process to
// two and four, and the queue's overhead per job: (queue, 1 process − pool of 1) ÷ jobs, the
// same tasks on the same single thread, one through Redis and one through a MessagePort.
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { answer } from "@sightline/ai";
import { createQueueRunner } from "@sightline/ai-queue";
import { createSearchPool } from "@sightline/ai/pool";
import { hasRedisServer, startRedis } from "@sightline/redis-server";
import { openBattle } from "@sightline/rules";
import { summarize } from "../harness.js";
import { mapWithFigures } from "../maps.js";
import { GUARDS, RAIDERS, skirmish, timed } from "../skirmish.js";

const PROCESSES = [1, 2, 4];
const workerScript = fileURLToPath(new URL("../queueWorkerProcess.js", import.meta.url));

/** `count` worker processes on `queueName`, once each has started. */
async function workerProcesses(url, queueName, count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(process.execPath, [workerScript, url, queueName], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise((resolve, reject) => {
        child.stdout.on("data", (chunk) => chunk.toString().includes("ready") && resolve());
        child.once("exit", (code) => reject(new Error(`queue worker exited (${code})`)));
      });
      return child;
    }),
  );
}

/** A runner that counts the jobs each search hands it (tasks with no share need none). */
function counting(runner, counts) {
  return {
    runTasks(job, onResult, signal) {
      counts.push(job.tasks.filter((task) => job.shares[task] !== 0).length);
      return runner.runTasks(job, onResult, signal);
    },
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default {
  id: "queueSearch",
  title: "The turn search on the job queue: jobs per second, 1, 2 and 4 worker processes",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    if (!hasRedisServer()) {
      ctx.note(
        "Skipped: no /usr/bin/redis-server (apt-get install redis-server; .ci/run installs it).",
      );
      return;
    }
    const nodes = ctx.quick ? 16 : 1500;
    const samples = ctx.quick ? 1 : 5;
    ctx.note(
      `${availableParallelism()} cores; load average when the suite began: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(", ")}.`,
    );
    const map = mapWithFigures("Rolling Downs", 0);
    const battle = await openBattle(skirmish(map.scenario), { game: "heroscape" });
    const query = { q: "turn", owner: "red", card: "raiders", nodes, seed: 1 };
    const redis = await startRedis();
    const children = [];
    const runners = [];
    const pools = [createSearchPool({ size: 1 }), createSearchPool({ size: 2 })];
    try {
      const jobs = [];
      const search = (runner) => async () => {
        const reply = await answer(battle, query, { runner: counting(runner, jobs) });
        if (reply.error) throw new Error(`${map.name}: ${reply.reason}`);
        return reply;
      };
      const here = await answer(battle, query);
      const expected = JSON.stringify(here);
      const runs = [
        { engine: "pool of 1 (threads)", run: search(pools[0]) },
        { engine: "pool of 2 (threads)", run: search(pools[1]) },
      ];
      for (const count of PROCESSES) {
        const queueName = `bench-${count}`;
        children.push(...(await workerProcesses(redis.url, queueName, count)));
        const runner = createQueueRunner({ connection: redis.url, queueName });
        runners.push(runner);
        runs.push({
          engine: `queue, ${count} process${count > 1 ? "es" : ""}`,
          run: search(runner),
        });
      }
      // Warm: each worker process opens the battle and tiers its code up on its first searches.
      for (const { engine, run } of runs) {
        ctx.progress(`queue: warming ${engine}`);
        await timed(run, ctx.quick ? 1 : 2, expected, engine);
      }
      jobs.length = 0;
      const seconds = runs.map(() => []);
      for (let round = 0; round < samples; round++) {
        ctx.progress(`queue: round ${round + 1} of ${samples}`);
        for (const [i, { engine, run }] of runs.entries()) {
          seconds[i].push(...(await timed(run, 1, expected, engine)));
        }
      }
      const tasks = jobs[0];
      if (!jobs.every((n) => n === tasks)) throw new Error("the searches' task counts differ");
      const group = `${map.name}: turn, ${nodes} positions, ${tasks} jobs a search`;
      const rows = runs.map(({ engine }, i) =>
        ctx.record({
          group,
          engine,
          baseline: engine === "queue, 1 process",
          ...summarize(seconds[i]),
          perCall: tasks,
          unit: "jobs",
          timing: `${samples} rounds × 1 search`,
        }),
      );
      const byEngine = Object.fromEntries(runs.map(({ engine }, i) => [engine, seconds[i]]));
      const ratio = (a, b) => median(byEngine[a].map((t, round) => t / byEngine[b][round]));
      const one = "queue, 1 process";
      const overheadMs =
        ((median(byEngine[one]) - median(byEngine["pool of 1 (threads)"])) / tasks) * 1000;
      ctx.note(
        `${map.name} (${map.scenario.board.spaces.length} spaces), ${RAIDERS} raiders against ${GUARDS} guards, a ${nodes}-node search (seed 1) cut into ${tasks} tasks: every run gives the in-thread answer. Jobs/s: ${rows
          .map((r) => `${r.engine} ${Math.round(r.unitsPerSecond).toLocaleString("en")}`)
          .join("; ")}.`,
      );
      ctx.note(
        `Speed-up from 1 worker process to 2: ${ratio(one, "queue, 2 processes").toFixed(2)}×; to 4: ${ratio(one, "queue, 4 processes").toFixed(2)}× (median rounds). Pool of 2 over pool of 1: ${ratio("pool of 1 (threads)", "pool of 2 (threads)").toFixed(2)}×.`,
      );
      ctx.note(
        `The queue's overhead: ${overheadMs.toFixed(2)} ms a job over the in-process pool (median search through Redis with one worker process, less the pool of one's, over ${tasks} jobs); the queue with one process runs at ${ratio("pool of 1 (threads)", one).toFixed(2)}× the pool of one's speed.`,
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.close()));
      await Promise.all(
        children
          .filter((child) => child.exitCode === null)
          .map((child) => {
            const exited = new Promise((resolve) => child.once("exit", resolve));
            child.kill("SIGTERM");
            return exited;
          }),
      );
      await Promise.all(pools.map((pool) => pool.close()));
      await redis.stop();
    }
  },
};
