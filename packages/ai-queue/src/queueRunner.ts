// The coordinator's side: a `TaskRunner` that puts a turn search's tasks on a BullMQ queue, one
// job per task, and hands each result to `turn` as it comes. `turn` merges them by task index,
// so the answer does not depend on which worker ran which task
// (docs/decisions/010-search-pool.md).
import { randomUUID } from "node:crypto";
import type { TaskResult, TaskRunner, TurnJob } from "@sightline/ai";
import { type Job, Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import { CANCEL_KEY_TTL_S, cancelChannel, cancelKey } from "./cancelKey.js";
import { type QueueConnection, redisOptions } from "./connection.js";
import { DEFAULT_QUEUE_NAME, TASK_JOB_NAME, type TaskJobData } from "./taskJob.js";

/** Options of {@link createQueueRunner}. */
export interface QueueRunnerOptions {
  readonly connection: QueueConnection;
  /** The queue the workers listen to (default `sightline-turn`). */
  readonly queueName?: string;
  /**
   * The longest a search waits with no task finishing (default 10 minutes) before it rejects:
   * the guard against workers that never come. A search with an `ms` budget also rejects a
   * minute past its deadline.
   */
  readonly idleTimeoutMs?: number;
  /** Times a task is tried when its worker throws (default 3), with exponential backoff. */
  readonly attempts?: number;
}

/** The queue's Redis could not be reached, or went away during a search. */
export class RedisLostError extends Error {
  override name = "RedisLostError";
}

/** A `TaskRunner` on a job queue; close it when done. */
export interface QueueRunner extends TaskRunner {
  /** Closes the runner's Redis connections; a search still waiting rejects. */
  close(): Promise<void>;
}

/** Finished jobs are kept this long, so a result is never lost between its event and our wait. */
const KEEP_FINISHED_S = 60 * 60;
const DEFAULT_IDLE_TIMEOUT_MS = 10 * 60_000;
const DEADLINE_GRACE_MS = 60_000;
/** The first retry of a failed task waits this long, the next twice as long, and so on. */
const BACKOFF_MS = 1_000;
/** How long `close` waits for Redis before dropping the connections. */
const CLOSE_WAIT_MS = 2_000;

/**
 * A runner that sends a turn search's tasks to the workers of a queue
 * (`startQueueWorker`, on any machine that reaches the same Redis).
 *
 * @example const runner = createQueueRunner({ connection: "redis://127.0.0.1:6379" }); await answer(battle, query, { runner }); await runner.close();
 */
export function createQueueRunner(options: QueueRunnerOptions): QueueRunner {
  let closing = false;
  // Reconnect while open (a Redis restarting); once closed, stop, so nothing keeps the process.
  const connection = {
    ...redisOptions(options.connection),
    retryStrategy: (times: number) => (closing ? null : Math.min(times * 200, 2_000)),
  };
  const where = `redis://${connection.host}:${connection.port}`;
  const name = options.queueName ?? DEFAULT_QUEUE_NAME;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const attempts = options.attempts ?? 3;
  const queue = new Queue<TaskJobData, TaskResult>(name, { connection });
  const events = new QueueEvents(name, { connection });

  // The searches waiting now hear of a lost connection through these.
  const waiting = new Set<(error: Error) => void>();
  const lose = (what: string) => {
    if (closing) return;
    const error = new RedisLostError(`the job queue lost Redis at ${where} (${what})`);
    for (const fail of waiting) fail(error);
  };
  queue.on("error", (error) => lose(error.message));
  events.on("error", (error) => lose(error.message));
  // Our own connection, for cancels; it watches Redis for the others, which go as it goes.
  const redis = new Redis({ ...connection, lazyConnect: true });
  redis.on("error", () => undefined);
  redis.on("close", () => lose("connection closed"));
  redis.on("end", () => lose("connection ended"));
  const ready = Promise.all([queue.waitUntilReady(), events.waitUntilReady(), redis.connect()]);
  ready.catch(() => undefined);

  return {
    async runTasks(job: TurnJob, onResult: (result: TaskResult) => void, signal?: AbortSignal) {
      if (signal?.aborted) return;
      let fail: (error: Error) => void = () => undefined;
      const lost = new Promise<never>((_, reject) => (fail = reject));
      lost.catch(() => undefined);
      waiting.add(fail);
      const guarded = <T>(step: Promise<T>) => Promise.race([step, lost]);
      try {
        await guarded(
          ready.catch((error: Error) => {
            throw new RedisLostError(`cannot reach Redis at ${where}: ${error.message}`, {
              cause: error,
            });
          }),
        );
        const search = randomUUID();
        const scenario = JSON.stringify(job.scenario);
        const jobs = await guarded(
          queue.addBulk(
            job.tasks.map((task) => ({
              name: TASK_JOB_NAME,
              data: taskData(job, search, scenario, task),
              opts: {
                jobId: `${search}-${task}`,
                attempts,
                backoff: { type: "exponential", delay: BACKOFF_MS },
                removeOnComplete: { age: KEEP_FINISHED_S },
                removeOnFail: { age: KEEP_FINISHED_S },
              },
            })),
          ),
        );
        // Each job's wait (and removal) listens to these: a listener or two per task.
        for (const emitter of [queue, events]) {
          emitter.setMaxListeners(Math.max(emitter.getMaxListeners(), 2 * jobs.length + 10));
        }
        const timeoutMs =
          job.deadline === undefined
            ? idleTimeoutMs
            : Math.min(idleTimeoutMs, job.deadline - Date.now() + DEADLINE_GRACE_MS);
        await awaitResults(jobs, events, onResult, signal, lost, timeoutMs, async () => {
          await redis
            .multi()
            .set(cancelKey(name, search), "1", "EX", CANCEL_KEY_TTL_S)
            .publish(cancelChannel(name), search)
            .exec();
        });
      } finally {
        waiting.delete(fail);
      }
    },
    async close() {
      closing = true;
      for (const fail of waiting) fail(new Error("the queue runner was closed"));
      redis.disconnect();
      // Closing waits for Redis; with Redis gone, the connections are dropped instead.
      const closed = Promise.all([events.close(), queue.close()]);
      closed.catch(() => undefined);
      const gone = await Promise.race([
        closed.then(
          () => false,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS, true).unref()),
      ]);
      // (Disconnecting waits for Redis too: it is started, not awaited.)
      if (gone) void Promise.all([events.disconnect(), queue.disconnect()]).catch(() => undefined);
    },
  };
}

function taskData(job: TurnJob, search: string, scenario: string, task: number): TaskJobData {
  const share = job.shares[task];
  return {
    search,
    scenario,
    query: job.query,
    task,
    ...(share === undefined ? {} : { share }),
    incumbent: job.incumbent,
    ...(job.deadline === undefined ? {} : { deadline: job.deadline }),
  };
}

/**
 * Hands each job's result to `onResult` as it finishes, and resolves when all have. A failed task
 * rejects with `search task k: …`; a lost Redis rejects with `lost`'s error; no task finishing
 * for `timeoutMs` rejects too. After `signal` aborts, the jobs no worker has taken are removed,
 * `cancel` tells the workers running the others to stop, and this resolves at once (their
 * results are dropped). Either way no job of the search is left waiting.
 */
async function awaitResults(
  jobs: readonly Job<TaskJobData, TaskResult>[],
  events: QueueEvents,
  onResult: (result: TaskResult) => void,
  signal: AbortSignal | undefined,
  lost: Promise<never>,
  timeoutMs: number,
  cancel: () => Promise<void>,
): Promise<void> {
  let open = true;
  let timer: NodeJS.Timeout | undefined;
  let timedOut: (error: Error) => void = () => undefined;
  const idle = new Promise<never>((_, reject) => (timedOut = reject));
  idle.catch(() => undefined);
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => timedOut(new Error(`no search task finished in ${timeoutMs} ms: are workers running?`)),
      Math.max(0, timeoutMs),
    );
  };
  arm();
  const all = Promise.all(
    jobs.map(async (job) => {
      let result: TaskResult;
      try {
        result = await job.waitUntilFinished(events);
      } catch (error) {
        throw new Error(`search task ${job.data.task}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (open) {
        arm();
        onResult(result);
      }
    }),
  );
  // Waits left behind by a cancel or a failure end when the runner closes; nobody hears them.
  all.catch(() => undefined);
  let abort = () => undefined as void;
  const aborted = new Promise<void>((resolve) => (abort = resolve));
  signal?.addEventListener("abort", abort, { once: true });
  if (signal?.aborted) abort();
  let failed = false;
  try {
    await Promise.race([all, aborted, lost, idle]);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    open = false;
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
    const cleanUp = async () => {
      if (signal?.aborted || failed) await cancel();
      // Removing an active job fails (its worker holds the lock): it stops or finishes, and expires.
      await Promise.all(jobs.map((job) => job.remove().catch(() => undefined)));
    };
    // With Redis gone, clean-up would wait for it: bounded, so the error comes out.
    await Promise.race([
      cleanUp().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
  }
}
