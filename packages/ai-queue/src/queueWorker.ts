// The worker's side: takes jobs from the queue (turn search tasks and analysis lines) and runs
// each on a search thread (`@sightline/ai/pool`, which opens each scenario's battle once and calls
// `runTask`, the function every runner calls). The search's synchronous loop runs off this thread,
// so BullMQ can renew the job's lock and hear a cancel while it runs. The pieces: the threads
// (searchThreads.ts), the cancels (cancelListener.ts), what each job does (jobHandler.ts), and
// how a job's data becomes the pool's job (taskJob.ts).
import { Worker } from "bullmq";
import { listenForCancels } from "./cancelListener.js";
import { redisOptions, type QueueConnection } from "./connection.js";
import {
  type JobTally,
  type QueueJobData,
  type QueueJobResult,
  createJobHandler,
} from "./jobHandler.js";
import { openSearchThreads } from "./searchThreads.js";
import { DEFAULT_QUEUE_NAME } from "./taskJob.js";

/** Options of {@link startQueueWorker}. */
export interface QueueWorkerOptions {
  readonly connection: QueueConnection;
  /** The queue to take jobs from (default `sightline-turn`). */
  readonly queueName?: string;
  /**
   * Jobs taken at once (default 1), each on its own search thread. On a machine with several
   * cores, this or more worker processes use them.
   */
  readonly concurrency?: number;
  /**
   * How long a job's lock lasts unless renewed (default 30 000 ms; BullMQ renews it every half of
   * this). Since tasks run off the event loop, the lock is renewed however long a task is; this
   * is how long a job held by a killed worker waits before another worker takes it.
   */
  readonly lockDurationMs?: number;
  /** How often this worker looks for jobs whose lock expired (default 15 000 ms). */
  readonly stalledIntervalMs?: number;
}

/** A running queue worker. */
export interface QueueWorker {
  /** Tasks this worker has run to the end. */
  readonly tasksRun: number;
  /** Analysis jobs (a position and an owner) this worker has answered. */
  readonly analysesRun: number;
  /** Tasks this worker stopped because their search was cancelled. */
  readonly tasksCancelled: number;
  /** Stops taking jobs, lets the running ones finish, and closes the connections and threads. */
  close(): Promise<void>;
}

/** Default lock: long enough for Redis round trips on a loaded machine, short for a retry. */
export const DEFAULT_LOCK_DURATION_MS = 30_000;
/** Default stalled check: every half lock, so a dead worker's job waits 1.5 locks at most. */
export const DEFAULT_STALLED_INTERVAL_MS = 15_000;
/**
 * Times a job may be found stalled (its worker dead or cut off) before it fails; each stall
 * puts it back to wait for another worker.
 */
export const MAX_STALLED_COUNT = 2;

/**
 * Starts a worker that runs the queue's jobs (turn search tasks, analysis lines) until closed.
 *
 * @example const worker = startQueueWorker({ connection: "redis://127.0.0.1:6379" }); … await worker.close();
 */
export function startQueueWorker(options: QueueWorkerOptions): QueueWorker {
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`a queue worker's concurrency is a whole number ≥ 1, not ${concurrency}`);
  }
  const queueName = options.queueName ?? DEFAULT_QUEUE_NAME;
  const connection = redisOptions(options.connection);
  const threads = openSearchThreads(concurrency);
  const cancels = listenForCancels(connection, queueName);
  const tally: JobTally = { tasksRun: 0, tasksCancelled: 0, analysesRun: 0 };
  const worker = new Worker<QueueJobData, QueueJobResult>(
    queueName,
    createJobHandler(threads, cancels, tally),
    {
      connection,
      concurrency,
      lockDuration: options.lockDurationMs ?? DEFAULT_LOCK_DURATION_MS,
      stalledInterval: options.stalledIntervalMs ?? DEFAULT_STALLED_INTERVAL_MS,
      maxStalledCount: MAX_STALLED_COUNT,
    },
  );
  // Redis errors are retried by the client; without a listener Node would throw them.
  worker.on("error", () => undefined);
  return {
    get tasksRun() {
      return tally.tasksRun;
    },
    get tasksCancelled() {
      return tally.tasksCancelled;
    },
    get analysesRun() {
      return tally.analysesRun;
    },
    async close() {
      await worker.close();
      cancels.close();
      await threads.close();
    },
  };
}
