// The object a search worker exposes through Comlink: it opens a job's battle (once per scenario)
// and runs the job's tasks one at a time, as the coordinator (searchPool.ts) hands them out.
import {
  type Battle,
  type Position,
  type QueryError,
  isQueryError,
  openBattle,
} from "@sightline/rules";
import type { TurnQuery } from "../queries/aiQueries.js";
import type { ActivationGame } from "../turn/activationAttacks.js";
import { activationSearch } from "../turn/activationTurn.js";
import { type CardTurnAnswer, type CardTurnQuery, bestCardTurn } from "../turn/cardTurn.js";
import type { TaskSearch } from "../turn/taskRun.js";
import { type TurnJob, runTask, turnSearch } from "../turn/turn.js";
import type { TaskResult } from "../turn/turnSearch.js";

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
  const battles = new Map<string, Promise<Battle>>();
  let current:
    | { id: number; job: WorkerJob; search: Promise<TaskSearch>; cancel: Int32Array | undefined }
    | undefined;

  const battleOf = (scenario: string): Promise<Battle> => {
    let battle = battles.get(scenario);
    if (battle) {
      // Most recently used last, so the oldest is the one dropped.
      battles.delete(scenario);
    } else {
      battle = openBattle(JSON.parse(scenario) as unknown);
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
            .then((battle) => searchOf(battle.position(), job.query, job.deadline));
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
      const battle = await battleOf(scenario);
      return bestCardTurn((battle as Battle<"heroscape">).position(), query);
    },
  };
}

/** The search a job's tasks run, in the game of its position. */
function searchOf(position: Position, query: TurnQuery, deadline: number | undefined): TaskSearch {
  if (position.game === "heroscape") {
    return turnSearch(position as Position<"heroscape">, query, deadline);
  }
  const search = activationSearch(position as Position<ActivationGame>, query);
  // The coordinator checked the query on the same scenario before sending it.
  if (isQueryError(search)) throw new Error(search.reason);
  return search;
}
