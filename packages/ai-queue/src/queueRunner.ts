// The coordinator's side: a `TaskRunner` that puts a turn search's tasks on a BullMQ queue, one
// job per task, and hands each result to `turn` as it comes. `turn` merges them by task index,
// so the answer does not depend on which worker ran which task
// (docs/decisions/010-search-pool.md).
import { randomUUID } from "node:crypto";
import type { TaskResult, TaskRunner, TurnJob } from "@sightline/ai";
import type { Job } from "bullmq";
import { CANCEL_KEY_TTL_S, cancelChannel, cancelKey } from "./cancelKey.js";
import type { QueueConnection } from "./connection.js";
import { watchJobs } from "./jobWatch.js";
import { type QueueClient, idleGuard, openQueueClient } from "./queueClient.js";
import { DEFAULT_QUEUE_NAME, TASK_JOB_NAME, type TaskJobData } from "./taskJob.js";

export { RedisLostError } from "./queueClient.js";

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

/** A `TaskRunner` on a job queue; close it when done. */
export interface QueueRunner extends TaskRunner {
  /** Closes the runner's Redis connections; a search still waiting rejects. */
  close(): Promise<void>;
}

/** Finished jobs are kept this long, so a result is never lost between its event and our wait. */
export const KEEP_FINISHED_S = 60 * 60;
export const DEFAULT_IDLE_TIMEOUT_MS = 10 * 60_000;
const DEADLINE_GRACE_MS = 60_000;
/** The first retry of a failed job waits this long, the next twice as long, and so on. */
export const BACKOFF_MS = 1_000;

/**
 * A runner that sends a turn search's tasks to the workers of a queue
 * (`startQueueWorker`, on any machine that reaches the same Redis).
 *
 * @example const runner = createQueueRunner({ connection: "redis://127.0.0.1:6379" }); await answer(battle, query, { runner }); await runner.close();
 */
export function createQueueRunner(options: QueueRunnerOptions): QueueRunner {
  const client = openQueueClient<TaskJobData, TaskResult>(
    options.connection,
    options.queueName ?? DEFAULT_QUEUE_NAME,
  );
  const { queue, redis, name } = client;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const attempts = options.attempts ?? 3;

  return {
    async runTasks(job: TurnJob, onResult: (result: TaskResult) => void, signal?: AbortSignal) {
      if (signal?.aborted) return;
      // A task with no share of the budget evaluates nothing: its result needs no job.
      const queued = job.tasks.filter((task) => job.shares[task] !== 0);
      for (const task of job.tasks) {
        if (job.shares[task] === 0) onResult({ task, best: undefined, nodes: 0, complete: false });
      }
      if (queued.length === 0) return;
      await client.guard(async (lost) => {
        const search = randomUUID();
        const scenario = JSON.stringify(job.scenario);
        const jobs = await queue.addBulk(
          queued.map((task) => ({
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
        );
        const timeoutMs =
          job.deadline === undefined
            ? idleTimeoutMs
            : Math.min(idleTimeoutMs, job.deadline - Date.now() + DEADLINE_GRACE_MS);
        await awaitResults(client, jobs, onResult, signal, lost, timeoutMs, async () => {
          await redis
            .multi()
            .set(cancelKey(name, search), "1", "EX", CANCEL_KEY_TTL_S)
            .publish(cancelChannel(name), search)
            .exec();
        });
      });
    },
    close: () => client.close(),
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
  client: QueueClient<TaskJobData, TaskResult>,
  jobs: readonly Job<TaskJobData, TaskResult>[],
  onResult: (result: TaskResult) => void,
  signal: AbortSignal | undefined,
  lost: Promise<never>,
  timeoutMs: number,
  cancel: () => Promise<void>,
): Promise<void> {
  let open = true;
  const { idle, arm, stop } = idleGuard(
    timeoutMs,
    () => `no search task finished in ${timeoutMs} ms: are workers running?`,
  );
  let left = jobs.length;
  let allDone = () => undefined as void;
  let taskFailed: (error: Error) => void = () => undefined;
  const all = new Promise<void>((resolve, reject) => {
    allDone = resolve;
    taskFailed = reject;
  });
  all.catch(() => undefined);
  const watch = watchJobs(client, jobs, (job, outcome) => {
    if (!open) return;
    if (!outcome.ok)
      return taskFailed(new Error(`search task ${job.data.task}: ${outcome.reason}`));
    arm();
    onResult(outcome.result);
    if (--left === 0) allDone();
  });
  let abort = () => undefined as void;
  const aborted = new Promise<void>((resolve) => (abort = resolve));
  signal?.addEventListener("abort", abort, { once: true });
  if (signal?.aborted) abort();
  let failed = false;
  try {
    await Promise.race([all, watch.checked.then(() => all), aborted, lost, idle]);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    open = false;
    watch.stop();
    stop();
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
