// How a turn search's tasks run (docs/decisions/010-search-pool.md): the job a runner gets, the
// runners' contract, the node budget shared among the tasks, and the loop that runs them in this
// thread. Every game's search — HeroScape's card turns, the other games' activations — is cut
// into tasks alike, so the same pools and queues run them all.
import type { TurnQuery } from "../queries/aiQueries.js";
import type { Score } from "../plan/score.js";
import { TURN_ALTERNATIVES } from "./turnAlternatives.js";
import type { Budget, TaskResult } from "./turnSearch.js";

/** A search cut into tasks: what a runner, here or in a worker, asks of it. */
export interface TaskSearch {
  /** Counts the next task's positions from zero (a search a thread reuses for another job). */
  beginTask(): void;
  /** Searches task `task`, keeping only choices that beat `incumbent`, within `budget`. */
  runTask(task: number, incumbent: Score, budget: Budget, floor?: Score, keep?: number): TaskResult;
}

/** Runs a search's tasks: in this thread, or spread over workers (`createSearchPool`). */
export interface TaskRunner {
  /**
   * Runs `tasks` of the turn `query` on the position `scenario` is, each task with its own node
   * share (`shares[k]`, undefined: no limit) against `incumbent`; `onResult` hears each task's
   * result as it comes. After `signal` aborts, tasks not started are not run, running ones stop
   * at their next position, and the promise resolves.
   */
  runTasks(
    job: TurnJob,
    onResult: (result: TaskResult) => void,
    signal?: AbortSignal,
  ): Promise<void>;
}

/** Everything a worker needs to run some of a turn search's tasks. */
export interface TurnJob {
  readonly scenario: unknown;
  readonly query: TurnQuery;
  readonly tasks: readonly number[];
  readonly shares: readonly (number | undefined)[];
  readonly incumbent: Score;
  /** `Date.now()` past which no new position is evaluated. */
  readonly deadline?: number;
  /**
   * An exact search's known score (a turn found by a climb before it): branches clearly below it
   * are cut, which changes no answer, only the work.
   */
  readonly floor?: Score;
}

/** `total` positions shared among `tasks` tasks as evenly as whole numbers allow, first ones first. */
export function shareBudget(total: number | undefined, tasks: number): (number | undefined)[] {
  if (total === undefined) return Array.from({ length: tasks }, () => undefined);
  const left = Math.max(0, total);
  return Array.from(
    { length: tasks },
    (_, k) => Math.floor(left / tasks) + (k < left % tasks ? 1 : 0),
  );
}

/** Runs a job's tasks one after another in this thread, letting events in between. */
export async function runTasksHere(
  search: TaskSearch,
  job: TurnJob,
  signal: AbortSignal | undefined,
  onResult: (result: TaskResult) => void,
): Promise<void> {
  let yielded = performance.now();
  for (const task of job.tasks) {
    if (signal?.aborted) return;
    onResult(runTask(search, job, task, () => signal?.aborted === true));
    // Let a cancel (Ctrl-C, a click) and progress reach us between tasks, every few ms: a task
    // may take microseconds, and a timer waits at least 1 ms (4 ms in a page).
    if (performance.now() - yielded >= YIELD_EVERY_MS) {
      await nextMacrotask();
      yielded = performance.now();
    }
  }
}

/** How long the search here runs between two chances for events to reach it. */
const YIELD_EVERY_MS = 10;

/** A promise that resolves on the next macrotask, without a timer's clamp. */
function nextMacrotask(): Promise<void> {
  if (typeof setImmediate === "function") return new Promise((resolve) => setImmediate(resolve));
  // A page or a worker: a message to ourselves is a macrotask at once.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** One task of `job` on `search`: what every runner, here or in a worker, calls. */
export function runTask(
  search: TaskSearch,
  job: TurnJob,
  task: number,
  cancelled: () => boolean,
): TaskResult {
  const share = job.shares[task];
  if (share === 0) return { task, best: undefined, nodes: 0, complete: false };
  const budget: Budget = {
    ...(share === undefined ? {} : { nodes: share }),
    ...(job.deadline === undefined ? {} : { deadline: job.deadline }),
    cancelled,
  };
  search.beginTask();
  // An explained search keeps its best few choices (docs/rules/ai.md#explanations).
  const keep = job.query.explain ? TURN_ALTERNATIVES : 0;
  return search.runTask(task, job.incumbent, budget, job.floor, keep);
}
