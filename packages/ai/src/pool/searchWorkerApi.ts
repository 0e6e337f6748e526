// The object a search worker exposes through Comlink: it opens a job's battle (once per scenario)
// and runs the job's tasks one at a time, as the coordinator (searchPool.ts) hands them out.
import { type Battle, type QueryError, openBattle } from "@sightline/rules";
import { type CardTurnAnswer, type CardTurnQuery, bestCardTurn } from "../turn/cardTurn.js";
import { type TurnJob, runTask, turnSearch } from "../turn/turn.js";
import type { TaskResult, TurnSearch } from "../turn/turnSearch.js";

/** A job as a worker gets it: the scenario as JSON text, which is also its battle's cache key. */
export type WorkerJob = Omit<TurnJob, "scenario"> & { readonly scenario: string };

/** What a search worker offers across threads. */
export interface SearchWorkerApi {
  /**
   * Makes job `id` the worker's job: its search is built on the scenario's battle (opened once
   * per scenario), and `cancel[0]` becoming 1 stops it before the next position.
   */
  begin(id: number, job: WorkerJob, cancel: Int32Array | undefined): void;
  /** Runs task `task` of job `id`, which must be the job last begun. */
  run(id: number, task: number): Promise<TaskResult>;
  /** An owner's best card turn on the scenario (JSON text), searched wholly in this thread. */
  bestCardTurn(scenario: string, query: CardTurnQuery): Promise<CardTurnAnswer | QueryError>;
}

/** Battles kept per worker: a pool mostly searches one scenario after another few. */
const KEPT_BATTLES = 4;

/**
 * Builds the worker side. It is returned synchronously so the worker can `expose` it before any
 * message arrives (a worker that exposes only after an await loses the first message); each
 * task awaits its job's search.
 */
export function createSearchWorkerApi(): SearchWorkerApi {
  const battles = new Map<string, Promise<Battle<"heroscape">>>();
  let current:
    | { id: number; job: WorkerJob; search: Promise<TurnSearch>; cancel: Int32Array | undefined }
    | undefined;

  const battleOf = (scenario: string): Promise<Battle<"heroscape">> => {
    let battle = battles.get(scenario);
    if (battle) {
      // Most recently used last, so the oldest is the one dropped.
      battles.delete(scenario);
    } else {
      battle = openBattle(JSON.parse(scenario) as unknown, { game: "heroscape" });
      battle.catch(() => battles.delete(scenario));
    }
    battles.set(scenario, battle);
    while (battles.size > KEPT_BATTLES) battles.delete(battles.keys().next().value!);
    return battle;
  };

  return {
    begin(id, job, cancel) {
      // A job of the same search as the last (the job queue sends a search's tasks as jobs of
      // their own) reuses its search: building one costs more than many tasks.
      const same =
        current !== undefined &&
        current.job.scenario === job.scenario &&
        current.job.deadline === job.deadline &&
        JSON.stringify(current.job.query) === JSON.stringify(job.query);
      const search = same
        ? current!.search
        : Promise.resolve(job.scenario)
            .then(battleOf)
            .then((battle) => turnSearch(battle.position(), job.query, job.deadline));
      // A failure to open reaches the coordinator through the tasks that need the search.
      search.catch(() => undefined);
      current = { id, job, search, cancel };
    },
    async run(id, task) {
      if (current?.id !== id) throw new Error(`job ${id} was not begun in this worker`);
      const { job, cancel } = current;
      const search = await current.search;
      const cancelled = cancel ? () => Atomics.load(cancel, 0) !== 0 : () => false;
      return runTask(search, job, task, cancelled);
    },
    async bestCardTurn(scenario, query) {
      return bestCardTurn((await battleOf(scenario)).position(), query);
    },
  };
}
