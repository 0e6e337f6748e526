// What a queue worker does with each job it takes: an analysis job's best card turn, or a turn
// search task, each wholly on one of its search threads, counted as it ends.
import type { CardTurnAnswer, TaskResult } from "@sightline/ai";
import type { QueryError } from "@sightline/rules";
import type { Job } from "bullmq";
import type { CancelListener } from "./cancelListener.js";
import type { SearchThreads } from "./searchThreads.js";
import {
  ANALYSIS_JOB_NAME,
  type AnalysisJobData,
  type TaskJobData,
  noResult,
  turnJobOf,
} from "./taskJob.js";

/** The data of any job on the queue. */
export type QueueJobData = TaskJobData | AnalysisJobData;

/** What any job on the queue returns. */
export type QueueJobResult = TaskResult | CardTurnAnswer | QueryError;

/** How many jobs a worker has ended, by how they ended. */
export interface JobTally {
  tasksRun: number;
  tasksCancelled: number;
  analysesRun: number;
}

/**
 * The function BullMQ calls with each job: it sends the job to its kind's handler, on
 * `threads`, hearing cancels through `cancels`, and counts it in `tally`.
 */
export function createJobHandler(
  threads: SearchThreads,
  cancels: CancelListener,
  tally: JobTally,
): (job: Job<QueueJobData, QueueJobResult>) => Promise<QueueJobResult> {
  return (job) =>
    job.name === ANALYSIS_JOB_NAME
      ? answerAnalysis(threads, job.data as AnalysisJobData, tally)
      : runTaskJob(threads, cancels, job.data as TaskJobData, tally);
}

/**
 * An owner's best card turn on a position, wholly on a search thread: this thread only renews
 * the job's lock meanwhile (the searches' building and replies can take minutes).
 */
async function answerAnalysis(
  threads: SearchThreads,
  data: AnalysisJobData,
  tally: JobTally,
): Promise<CardTurnAnswer | QueryError> {
  const { owner, depth, nodes, seed } = data;
  return threads.use(async (thread) => {
    const answer = await thread.bestCardTurn(data.scenario, { owner, depth, nodes, seed });
    tally.analysesRun++;
    return answer;
  });
}

/**
 * One task of a turn search on a search thread. A task of a search already cancelled searches
 * nothing; one whose cancel is heard while it runs stops at its next position and replies what
 * it found.
 */
async function runTaskJob(
  threads: SearchThreads,
  cancels: CancelListener,
  data: TaskJobData,
  tally: JobTally,
): Promise<TaskResult> {
  const controller = new AbortController();
  const unfollow = cancels.follow(data.search, controller);
  try {
    return await threads.use(async (thread) => {
      if (await cancels.isCancelled(data.search)) {
        tally.tasksCancelled++;
        return noResult(data.task);
      }
      let result: TaskResult | undefined;
      await thread.runTasks(turnJobOf(data), (r) => (result = r), controller.signal);
      if (controller.signal.aborted) tally.tasksCancelled++;
      else tally.tasksRun++;
      return result ?? noResult(data.task);
    });
  } finally {
    unfollow();
  }
}
