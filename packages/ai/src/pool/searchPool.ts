// A pool of search workers (docs/decisions/010-search-pool.md): it runs a turn search's tasks
// on its workers, handing the next task to whichever worker is free. Results are merged by task
// index in `turn`, so who ran which task never changes the answer. A cancel reaches a worker's
// synchronous loop through shared memory, since a message would wait for the loop to end.
import type { WorkerThread } from "@sightline/geometry/thread";
import type { QueryError } from "@sightline/rules";
import type { CardTurnAnswer, CardTurnQuery } from "../turn/cardTurn.js";
import type { TaskRunner, TurnJob } from "../turn/turn.js";
import type { TaskResult } from "../turn/turnSearch.js";
import type { SearchWorkerApi, WorkerJob } from "./searchWorkerApi.js";

/**
 * One search worker, started by the Node or the browser entry point. Its calls reject, never
 * hang, once it dies (fails to load, throws outside a call, exits) or is closed.
 */
export type SearchThread = WorkerThread<SearchWorkerApi>;

/** Options of {@link createSearchPool}. */
export interface SearchPoolOptions {
  /** Workers (default: the machine's available parallelism, at least 1). */
  readonly size?: number;
}

/**
 * Search workers that run `turn`'s tasks: pass the pool as `runner`. One job runs at a time
 * (jobs given together wait their turn); close the pool when done.
 */
export class SearchPool implements TaskRunner {
  /** How many workers the pool has. */
  readonly size: number;
  readonly #spawn: () => SearchThread;
  readonly #links: SearchThread[];
  /** Tasks sent to each worker and not yet answered. */
  readonly #inFlight: number[];
  #busy = 0;
  #jobs = 0;
  #closed = false;
  /** The job running or last run, which the next one waits for. */
  #tail: Promise<unknown> = Promise.resolve();

  constructor(size: number, spawn: () => SearchThread) {
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`a search pool's size is a whole number ≥ 1, not ${size}`);
    }
    this.size = size;
    this.#spawn = spawn;
    this.#links = Array.from({ length: size }, () => spawn());
    this.#inFlight = this.#links.map(() => 0);
  }

  /** Workers running a task right now. */
  get busy(): number {
    return this.#busy;
  }

  /**
   * Runs `job`'s tasks on the workers, the next task to the first worker free, and resolves when
   * all are done — or, after `signal` aborts, as soon as the running tasks have stopped (at their
   * next position; tasks not handed out are not run, and a task a worker holds next returns at
   * once with no position evaluated). A task that throws rejects this with an error
   * naming the task, after the others have stopped.
   */
  runTasks(
    job: TurnJob,
    onResult: (result: TaskResult) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const run = this.#tail.then(() => this.#run(job, onResult, signal));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  async #run(
    job: TurnJob,
    onResult: (result: TaskResult) => void,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    if (this.#closed) throw new Error("the search pool is closed");
    if (signal?.aborted || job.tasks.length === 0) return;
    const id = ++this.#jobs;
    // Without shared memory (a page that is not cross-origin isolated) a cancel stops the
    // handing out of tasks, and a running task runs to its end, as in the main thread.
    const cancel =
      typeof SharedArrayBuffer === "function"
        ? new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
        : undefined;
    let stopped = false;
    let failure: Error | undefined;
    const stop = () => {
      stopped = true;
      if (cancel) Atomics.store(cancel, 0, 1);
    };
    signal?.addEventListener("abort", stop, { once: true });
    const workerJob: WorkerJob = { ...job, scenario: JSON.stringify(job.scenario) };
    let next = 0;

    // Each worker holds up to IN_FLIGHT tasks, so it never waits for the main thread between
    // two tasks (a busy main thread, or a loaded machine, answers late).
    const feed = async (w: number): Promise<void> => {
      const link = this.#links[w]!;
      while (!stopped && next < job.tasks.length) {
        const task = job.tasks[next++]!;
        if (this.#inFlight[w]!++ === 0) this.#busy++;
        try {
          onResult(await link.calls.run(id, task));
        } catch (error) {
          failure ??= new Error(`search task ${task}: ${this.#why(error)}`, { cause: error });
          stop();
          this.#replaceDead(w, link);
        } finally {
          if (--this.#inFlight[w]! === 0) this.#busy--;
        }
      }
    };
    const drive = async (w: number): Promise<void> => {
      const link = this.#links[w]!;
      link.hold(true);
      try {
        // A failure to begin reaches us through the job's tasks.
        link.calls.begin(id, workerJob, cancel).catch(() => undefined);
        await Promise.all(Array.from({ length: IN_FLIGHT }, () => feed(w)));
      } finally {
        link.hold(false);
      }
    };

    try {
      await Promise.all(this.#links.map((_, w) => drive(w)));
    } finally {
      signal?.removeEventListener("abort", stop);
    }
    if (failure) throw failure;
  }

  /**
   * An owner's best card turn (`bestCardTurn`) on `scenario` (JSON text), searched wholly on the
   * pool's first worker — building the searches and weighing staying put included — so the
   * caller's thread stays free (a queue worker renews its job's lock meanwhile). After jobs given
   * before it.
   */
  bestCardTurn(scenario: string, query: CardTurnQuery): Promise<CardTurnAnswer | QueryError> {
    const run = this.#tail.then(async () => {
      if (this.#closed) throw new Error("the search pool is closed");
      const link = this.#links[0]!;
      link.hold(true);
      try {
        return await link.calls.bestCardTurn(scenario, query);
      } catch (error) {
        this.#replaceDead(0, link);
        throw this.#closed ? new Error(this.#why(error), { cause: error }) : error;
      } finally {
        link.hold(false);
      }
    });
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** Stops every worker; the pool takes no more jobs, and a job running rejects. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#links.map((link) => link.close()));
  }

  /** Starts a new worker in place of worker `w`, if it is `link` and it died. */
  #replaceDead(w: number, link: SearchThread): void {
    if (!this.#closed && link.state === "dead" && this.#links[w] === link) {
      this.#links[w] = this.#spawn();
    }
  }

  /** Why a call failed, in the pool's words once it is closed (its workers were closed with it). */
  #why(error: unknown): string {
    return this.#closed ? "the search pool was closed" : messageOf(error);
  }
}

/** Tasks a worker holds at once: the one it runs and the next. */
const IN_FLIGHT = 2;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
