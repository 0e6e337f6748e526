// The batch analysis's queue runner (issue 13): the lines @sightline/ai plans (`planAnalysis`),
// one job per (position, owner), each asking for the owner's best card turn, run by the same
// workers as the turn searches' tasks. Results come back in the order of the list, whichever
// worker ran what. A job's id is a digest of everything it asks, so running the same analysis
// again (after a crash, a Ctrl-C) reuses the results Redis still keeps rather than searching again.
import { createHash } from "node:crypto";
import {
  type AnalysisLine,
  type AnalysisOptions as SearchOptions,
  type AnalysisResult,
  type AnalysisRun,
  type AnalysisRunner,
  type CardTurnAnswer,
  analysePositions as analyseWith,
} from "@sightline/ai";
import type { QueryError } from "@sightline/rules";
import type { Job, Queue } from "bullmq";
import type { QueueConnection } from "./connection.js";
import { type JobWatch, watchJobs } from "./jobWatch.js";
import { idleGuard, openQueueClient } from "./queueClient.js";
import { BACKOFF_MS, DEFAULT_IDLE_TIMEOUT_MS, KEEP_FINISHED_S } from "./queueRunner.js";
import { ANALYSIS_JOB_NAME, type AnalysisJobData, DEFAULT_QUEUE_NAME } from "./taskJob.js";

/** Where an analysis's jobs go, and how long and how often they are tried. */
export interface QueueAnalysisRunnerOptions {
  readonly connection: QueueConnection;
  /** The queue the workers listen to (default `sightline-turn`). */
  readonly queueName?: string;
  /** The longest the analysis waits with no job finishing (default 10 minutes). */
  readonly idleTimeoutMs?: number;
  /** Times a job is tried when its worker throws (default 3). */
  readonly attempts?: number;
}

/** Options of {@link analysePositions}: the analysis's, and its queue's. */
export interface AnalysisOptions
  extends Omit<SearchOptions, "runner">, QueueAnalysisRunnerOptions {}

type Answer = CardTurnAnswer | QueryError;

/**
 * Analyses `positions` on the workers of a queue, yielding one result per (position, owner) in
 * the order of the list. Rejects with a RedisLostError when Redis goes away, and when no job
 * finishes for `idleTimeoutMs`.
 *
 * @example for await (const line of analysePositions({ connection, positions })) console.log(JSON.stringify(line));
 */
export function analysePositions(
  options: AnalysisOptions,
): AsyncGenerator<AnalysisResult, void, undefined> {
  return analyseWith({ ...options, runner: queueAnalysisRunner(options) });
}

/**
 * The runner that searches an analysis's lines as jobs on a queue: one job per distinct
 * (position, owner), removed when the run stops before a worker takes it. Its runs reject with
 * a RedisLostError when Redis goes away, and when no job finishes for `idleTimeoutMs`.
 *
 * @example for await (const line of analysePositions({ positions, runner: queueAnalysisRunner({ connection }) })) print(line);
 */
export function queueAnalysisRunner(options: QueueAnalysisRunnerOptions): AnalysisRunner {
  return { run: (lines, run) => runOnQueue(options, lines.map(queued), run) };
}

/** A line of an analysis as the queue runs it: with its job's id when it needs a search. */
interface QueuedLine extends AnalysisLine {
  readonly id?: string;
}

/** The line with the id of its job: a digest of everything the job asks. */
function queued(line: AnalysisLine): QueuedLine {
  const data = line.request;
  if (!data) return line;
  const digest = createHash("sha256")
    .update(JSON.stringify([data.scenario, data.owner, data.depth, data.nodes, data.seed]))
    .digest("hex");
  return { ...line, id: `analysis-${digest}` };
}

/**
 * The lines' jobs added, waited for, and yielded in the lines' order; on the way out (done,
 * aborted, Redis lost) the jobs no worker took are removed.
 */
async function* runOnQueue(
  options: QueueAnalysisRunnerOptions,
  planned: readonly QueuedLine[],
  run: AnalysisRun,
): AsyncGenerator<AnalysisResult, void, undefined> {
  const total = planned.length;
  if (total === 0 || run.signal?.aborted) {
    yield* planned.flatMap((entry) => (entry.answer ? [entry.answer] : []));
    return;
  }
  const client = openQueueClient<AnalysisJobData, Answer>(
    options.connection,
    options.queueName ?? DEFAULT_QUEUE_NAME,
  );
  const timeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const results: (AnalysisResult | undefined)[] = planned.map((entry) => entry.answer);
  let done = results.filter(Boolean).length;
  let wake = () => undefined as void;
  const finished = (index: number, result: AnalysisResult) => {
    results[index] = result;
    run.onProgress?.(++done, total);
    wake();
  };
  let jobs: Job<AnalysisJobData, Answer>[] = [];
  let watch: JobWatch | undefined;
  const guard = idleGuard(
    timeoutMs,
    () => `no analysis job finished in ${timeoutMs} ms: are workers running?`,
  );
  try {
    jobs = await client.guard(() => addJobs(client.queue, planned, options.attempts ?? 3));
    guard.arm();
    // The lines each job answers: a (position, owner) listed twice is one job.
    const lines = new Map<string, number[]>();
    for (const [index, entry] of planned.entries()) {
      if (!entry.request) continue;
      const answers = lines.get(entry.id!) ?? [];
      answers.push(index);
      lines.set(entry.id!, answers);
    }
    watch = watchJobs(client, jobs, (job, outcome) => {
      if (outcome.ok) guard.arm();
      for (const index of lines.get(job.id!)!) {
        finished(index, {
          position: planned[index]!.position,
          owner: job.data.owner,
          answer: outcome.ok ? outcome.result : { error: "job-failed", reason: outcome.reason },
        });
      }
    });
    const checked = watch.checked;
    const aborted = new Promise<void>((resolve) => {
      if (run.signal?.aborted) resolve();
      run.signal?.addEventListener("abort", () => resolve(), { once: true });
    });
    for (let next = 0; next < total; next++) {
      while (results[next] === undefined) {
        const changed = new Promise<void>((resolve) => (wake = resolve));
        const stop = await client.guard((lost) =>
          Promise.race([
            changed.then(() => false),
            aborted.then(() => true),
            checked.then(() => changed.then(() => false)),
            guard.idle,
            lost,
          ]),
        );
        if (stop) return;
      }
      yield results[next]!;
    }
  } finally {
    watch?.stop();
    guard.stop();
    // Jobs no worker has taken are removed; finished ones stay (an hour) for a run again.
    await Promise.race([
      Promise.all(
        jobs.map(async (job) => {
          if ((await job.getState()) === "waiting") await job.remove();
        }),
      ).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
    await client.close();
  }
}

/**
 * Adds the planned jobs; a job of the same id already there (an earlier run's) is kept, and
 * tried again if it had failed.
 */
async function addJobs(
  queue: Queue<AnalysisJobData, Answer>,
  planned: readonly QueuedLine[],
  attempts: number,
): Promise<Job<AnalysisJobData, Answer>[]> {
  const unique = new Map<string, AnalysisJobData>();
  for (const entry of planned) if (entry.id) unique.set(entry.id, entry.request!);
  const jobs = await queue.addBulk(
    [...unique].map(([jobId, data]) => ({
      name: ANALYSIS_JOB_NAME,
      data,
      opts: {
        jobId,
        attempts,
        backoff: { type: "exponential", delay: BACKOFF_MS },
        removeOnComplete: { age: KEEP_FINISHED_S },
        removeOnFail: { age: KEEP_FINISHED_S },
      },
    })),
  );
  await Promise.all(
    jobs.map(async (job) => {
      if ((await job.getState()) === "failed") await job.retry();
    }),
  );
  return jobs;
}
