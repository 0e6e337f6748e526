// What one BullMQ job carries: one task of a turn search, or one (position, owner) of a batch
// analysis, with the position it searches (the scenario as JSON text, never a file path), so any
// machine with the engine can run it.
import type { AnalysisRequest, Score, TaskResult, TurnJob, TurnQuery } from "@sightline/ai";

/** The queue's name unless told otherwise; coordinator and workers must agree on it. */
export const DEFAULT_QUEUE_NAME = "sightline-turn";

/** BullMQ's name for a task job. */
export const TASK_JOB_NAME = "turn-task";

/** The data of a task job. */
export interface TaskJobData {
  /** The search this task belongs to: a worker builds one search per id and reuses it. */
  readonly search: string;
  /** The position, as JSON text: also the key of a worker's battle cache. */
  readonly scenario: string;
  readonly query: TurnQuery;
  readonly task: number;
  /** The task's share of the node budget; absent: no limit. */
  readonly share?: number;
  readonly incumbent: Score;
  /** `Date.now()` past which no new position is evaluated. */
  readonly deadline?: number;
}

/** BullMQ's name for an analysis job: one owner's best card turn on one position. */
export const ANALYSIS_JOB_NAME = "analysis";

/** The data of an analysis job: one line's request, as @sightline/ai plans it. */
export type AnalysisJobData = AnalysisRequest;

/**
 * The pool's job for one task job: the scenario parsed, and the task's share of the budget at
 * its index (runTask reads it there; the search's other tasks are not this job's).
 */
export function turnJobOf(data: TaskJobData): TurnJob {
  const shares: (number | undefined)[] = [];
  shares[data.task] = data.share;
  return {
    scenario: JSON.parse(data.scenario) as unknown,
    query: data.query,
    tasks: [data.task],
    shares,
    incumbent: data.incumbent,
    ...(data.deadline === undefined ? {} : { deadline: data.deadline }),
  };
}

/** What a task that searched nothing (cancelled before it began) replies: no best, no node. */
export function noResult(task: number): TaskResult {
  return { task, best: undefined, nodes: 0, complete: false };
}
