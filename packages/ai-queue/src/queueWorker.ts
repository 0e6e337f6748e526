// The worker's side: takes task jobs from the queue and runs each task on a search thread
// (`@sightline/ai/pool`, which opens each scenario's battle once and calls `runTask`, the
// function every runner calls). The task's synchronous loop runs off this thread, so BullMQ can
// renew the job's lock and hear a cancel while the task runs.
import type { CardTurnAnswer, TaskResult, TurnJob } from "@sightline/ai";
import { type SearchPool, createSearchPool } from "@sightline/ai/pool";
import type { QueryError } from "@sightline/rules";
import { type Job, Worker } from "bullmq";
import { Redis } from "ioredis";
import { cancelChannel, cancelKey } from "./cancelKey.js";
import { type QueueConnection, redisOptions } from "./connection.js";
import {
  ANALYSIS_JOB_NAME,
  type AnalysisJobData,
  DEFAULT_QUEUE_NAME,
  type TaskJobData,
} from "./taskJob.js";

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

/** Search ids recently cancelled, as this worker heard them. */
const KEPT_CANCELS = 256;

/**
 * Starts a worker that runs turn search tasks from the queue until closed.
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
  // One search thread per job taken at once: a pool runs one job at a time.
  const free: SearchPool[] = Array.from({ length: concurrency }, () =>
    createSearchPool({ size: 1 }),
  );
  const pools = [...free];
  let tasksRun = 0;
  let tasksCancelled = 0;
  let analysesRun = 0;

  // A cancel heard on the channel aborts the running tasks of its search.
  const running = new Map<string, Set<AbortController>>();
  const cancelled = new Set<string>();
  const subscriber = new Redis(connection);
  const commands = new Redis(connection);
  commands.on("error", () => undefined);
  subscriber.on("error", () => undefined);
  void subscriber.subscribe(cancelChannel(queueName)).catch(() => undefined);
  subscriber.on("message", (_channel: string, search: string) => {
    cancelled.add(search);
    if (cancelled.size > KEPT_CANCELS) cancelled.delete(cancelled.values().next().value!);
    for (const controller of running.get(search) ?? []) controller.abort();
  });

  /**
   * An owner's best card turn on a position, wholly on one of the search threads: this thread
   * only renews the job's lock meanwhile (the searches' building and replies can take minutes).
   */
  const analyse = async (data: AnalysisJobData): Promise<CardTurnAnswer | QueryError> => {
    const pool = free.pop()!;
    try {
      const { owner, depth, nodes, seed } = data;
      const answer = await pool.bestCardTurn(data.scenario, { owner, depth, nodes, seed });
      analysesRun++;
      return answer;
    } finally {
      free.push(pool);
    }
  };

  const worker = new Worker<
    TaskJobData | AnalysisJobData,
    TaskResult | CardTurnAnswer | QueryError
  >(
    queueName,
    async (job) => {
      if (job.name === ANALYSIS_JOB_NAME) return analyse(job.data as AnalysisJobData);
      const data = (job as Job<TaskJobData>).data;
      const empty: TaskResult = { task: data.task, best: undefined, nodes: 0, complete: false };
      const controller = new AbortController();
      const mine = running.get(data.search) ?? new Set();
      running.set(data.search, mine.add(controller));
      const pool = free.pop()!;
      try {
        if (
          cancelled.has(data.search) ||
          (await commands.exists(cancelKey(queueName, data.search))) > 0
        ) {
          tasksCancelled++;
          return empty;
        }
        // runTask reads the task's share by its index; the other tasks are not this job's.
        const shares: (number | undefined)[] = [];
        shares[data.task] = data.share;
        const turnJob: TurnJob = {
          scenario: JSON.parse(data.scenario) as unknown,
          query: data.query,
          tasks: [data.task],
          shares,
          incumbent: data.incumbent,
          ...(data.deadline === undefined ? {} : { deadline: data.deadline }),
        };
        let result: TaskResult | undefined;
        await pool.runTasks(turnJob, (r) => (result = r), controller.signal);
        if (controller.signal.aborted) tasksCancelled++;
        else tasksRun++;
        return result ?? empty;
      } finally {
        free.push(pool);
        mine.delete(controller);
        if (mine.size === 0) running.delete(data.search);
      }
    },
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
      return tasksRun;
    },
    get tasksCancelled() {
      return tasksCancelled;
    },
    get analysesRun() {
      return analysesRun;
    },
    async close() {
      await worker.close();
      subscriber.disconnect();
      commands.disconnect();
      await Promise.all(pools.map((pool) => pool.close()));
    },
  };
}
