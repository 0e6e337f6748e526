// The coordinator's side: a `TaskRunner` that puts a turn search's tasks on a BullMQ queue, one
// job per task, and hands each result to `turn` as it comes. `turn` merges them by task index,
// so the answer does not depend on which worker ran which task
// (docs/decisions/010-search-pool.md).
import { randomUUID } from "node:crypto";
import type { TaskResult, TaskRunner, TurnJob } from "@sightline/ai";
import { type Job, Queue, QueueEvents } from "bullmq";
import { type QueueConnection, redisOptions } from "./connection.js";
import { DEFAULT_QUEUE_NAME, TASK_JOB_NAME, type TaskJobData } from "./taskJob.js";

/** Options of {@link createQueueRunner}. */
export interface QueueRunnerOptions {
  readonly connection: QueueConnection;
  /** The queue the workers listen to (default `sightline-turn`). */
  readonly queueName?: string;
}

/** A `TaskRunner` on a job queue; close it when done. */
export interface QueueRunner extends TaskRunner {
  /** Closes the runner's Redis connections; a search still waiting rejects. */
  close(): Promise<void>;
}

/** Finished jobs are kept this long, so a result is never lost between its event and our wait. */
const KEEP_FINISHED_S = 60 * 60;

/**
 * A runner that sends a turn search's tasks to the workers of a queue
 * (`startQueueWorker`, on any machine that reaches the same Redis).
 *
 * @example const runner = createQueueRunner({ connection: "redis://127.0.0.1:6379" }); await answer(battle, query, { runner }); await runner.close();
 */
export function createQueueRunner(options: QueueRunnerOptions): QueueRunner {
  const connection = redisOptions(options.connection);
  const name = options.queueName ?? DEFAULT_QUEUE_NAME;
  const queue = new Queue<TaskJobData, TaskResult>(name, { connection });
  const events = new QueueEvents(name, { connection });
  const ready = Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  ready.catch(() => undefined);

  return {
    async runTasks(job: TurnJob, onResult: (result: TaskResult) => void, signal?: AbortSignal) {
      if (signal?.aborted) return;
      await ready;
      const search = randomUUID();
      const scenario = JSON.stringify(job.scenario);
      const jobs = await queue.addBulk(
        job.tasks.map((task) => ({
          name: TASK_JOB_NAME,
          data: taskData(job, search, scenario, task),
          opts: {
            jobId: `${search}-${task}`,
            removeOnComplete: { age: KEEP_FINISHED_S },
            removeOnFail: { age: KEEP_FINISHED_S },
          },
        })),
      );
      await awaitResults(jobs, events, onResult, signal);
    },
    async close() {
      await Promise.all([events.close(), queue.close()]);
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
 * rejects with `search task k: …`; after `signal` aborts, the jobs no worker has taken are
 * removed and this resolves at once (a task already running elsewhere finishes its share, and
 * its result is dropped). Either way no job of the search is left waiting.
 */
async function awaitResults(
  jobs: readonly Job<TaskJobData, TaskResult>[],
  events: QueueEvents,
  onResult: (result: TaskResult) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  let open = true;
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
      if (open) onResult(result);
    }),
  );
  // Waits left behind by a cancel or a failure end when the runner closes; nobody hears them.
  all.catch(() => undefined);
  let abort = () => undefined as void;
  const aborted = new Promise<void>((resolve) => (abort = resolve));
  signal?.addEventListener("abort", abort, { once: true });
  if (signal?.aborted) abort();
  try {
    await Promise.race([all, aborted]);
  } finally {
    open = false;
    signal?.removeEventListener("abort", abort);
    // Removing an active job fails (its worker holds the lock): it finishes and expires.
    await Promise.all(jobs.map((job) => job.remove().catch(() => undefined)));
  }
}
