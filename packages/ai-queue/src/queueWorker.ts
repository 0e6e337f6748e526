// The worker's side: takes task jobs from the queue, opens each scenario's battle once (the
// wasm engine included), builds the job's search as the coordinator did and runs the task with
// `runTask`, the function every runner calls.
import { type TaskResult, type TurnJob, runTask, turnSearch } from "@sightline/ai";
import { type Battle, openBattle } from "@sightline/rules";
import { Worker } from "bullmq";
import { type QueueConnection, redisOptions } from "./connection.js";
import { DEFAULT_QUEUE_NAME, type TaskJobData } from "./taskJob.js";

/** Options of {@link startQueueWorker}. */
export interface QueueWorkerOptions {
  readonly connection: QueueConnection;
  /** The queue to take jobs from (default `sightline-turn`). */
  readonly queueName?: string;
  /**
   * Jobs taken at once (default 1). A task is a synchronous loop, so in one process more than
   * one only overlaps waiting on Redis; for more cores, start more worker processes.
   */
  readonly concurrency?: number;
}

/** A running queue worker. */
export interface QueueWorker {
  /** Tasks this worker has run to the end. */
  readonly tasksRun: number;
  /** Stops taking jobs, lets the running one finish, and closes the connections. */
  close(): Promise<void>;
}

/** Battles kept per worker: a worker mostly serves one game's scenarios after another few. */
const KEPT_BATTLES = 4;
/** Searches kept per worker: the tasks of one search mostly come together. */
const KEPT_SEARCHES = 4;

type TurnSearch = ReturnType<typeof turnSearch>;

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
  const battles = new Recent<Promise<Battle<"heroscape">>>(KEPT_BATTLES);
  const searches = new Recent<Promise<TurnSearch>>(KEPT_SEARCHES);
  let tasksRun = 0;

  const searchOf = (data: TaskJobData): Promise<TurnSearch> =>
    searches.get(data.search, () =>
      battles
        .get(data.scenario, () =>
          openBattle(JSON.parse(data.scenario) as unknown, { game: "heroscape" }),
        )
        .then((battle) => turnSearch(battle.position(), data.query, data.deadline)),
    );

  const worker = new Worker<TaskJobData, TaskResult>(
    options.queueName ?? DEFAULT_QUEUE_NAME,
    async (job) => {
      const data = job.data;
      const search = await searchOf(data);
      // runTask reads the task's share by its index; the other tasks are not this job's.
      const shares: (number | undefined)[] = [];
      shares[data.task] = data.share;
      const turnJob: TurnJob = {
        scenario: undefined,
        query: data.query,
        tasks: [data.task],
        shares,
        incumbent: data.incumbent,
        ...(data.deadline === undefined ? {} : { deadline: data.deadline }),
      };
      const result = runTask(search, turnJob, data.task, () => false);
      tasksRun++;
      return result;
    },
    { connection: redisOptions(options.connection), concurrency },
  );
  // Redis errors are retried by the client; without a listener Node would throw them.
  worker.on("error", () => undefined);
  return {
    get tasksRun() {
      return tasksRun;
    },
    close: () => worker.close(),
  };
}

/** The last few values by key, the least recently used dropped first; failures are not kept. */
class Recent<T extends Promise<unknown>> {
  readonly #kept = new Map<string, T>();
  constructor(readonly size: number) {}

  get(key: string, make: () => T): T {
    let value = this.#kept.get(key);
    if (value) {
      this.#kept.delete(key);
    } else {
      value = make();
      value.catch(() => this.#kept.delete(key));
    }
    this.#kept.set(key, value);
    while (this.#kept.size > this.size) this.#kept.delete(this.#kept.keys().next().value!);
    return value;
  }
}
