// Batch analysis (issue 13): one job per (position, owner) of a list of positions, each asking
// for the owner's best card turn (`bestCardTurn` in @sightline/ai), run by the same workers as
// the turn searches' tasks. Results come back in the order of the list, whichever worker ran
// what. A job's id is a digest of everything it asks, so running the same analysis again (after
// a crash, a Ctrl-C) reuses the results Redis still keeps rather than searching again.
import { createHash } from "node:crypto";
import type { CardTurnAnswer } from "@sightline/ai";
import { type Problem, type QueryError, checkScenario } from "@sightline/rules";
import type { Job, Queue } from "bullmq";
import type { QueueConnection } from "./connection.js";
import { type JobWatch, watchJobs } from "./jobWatch.js";
import { idleGuard, openQueueClient } from "./queueClient.js";
import { BACKOFF_MS, DEFAULT_IDLE_TIMEOUT_MS, KEEP_FINISHED_S } from "./queueRunner.js";
import { ANALYSIS_JOB_NAME, type AnalysisJobData, DEFAULT_QUEUE_NAME } from "./taskJob.js";

/** A position to analyse: a HeroScape scenario with its figures placed, and a name for it. */
export interface AnalysedPosition {
  readonly id: string;
  readonly scenario: unknown;
}

/** Options of {@link analysePositions}. */
export interface AnalysisOptions {
  readonly connection: QueueConnection;
  /** The queue the workers listen to (default `sightline-turn`). */
  readonly queueName?: string;
  readonly positions: readonly AnalysedPosition[];
  /** The owners whose best turn is asked on each position (default: every owner, in order). */
  readonly owners?: readonly string[];
  /** Owners' turns searched (default 1). */
  readonly depth?: number;
  /** Positions evaluated per job, shared among the owner's cards; absent: no limit. */
  readonly nodes?: number;
  readonly seed?: number | string;
  /** Stops the analysis: the jobs no worker has taken are removed. */
  readonly signal?: AbortSignal;
  /** Hears each job finishing: jobs done so far, and in all. */
  readonly onProgress?: (done: number, total: number) => void;
  /** The longest the analysis waits with no job finishing (default 10 minutes). */
  readonly idleTimeoutMs?: number;
  /** Times a job is tried when its worker throws (default 3). */
  readonly attempts?: number;
}

/** One line of an analysis: an owner's best card turn on a position, or why there is none. */
export interface AnalysisResult {
  readonly position: string;
  /** Absent when the position itself is invalid. */
  readonly owner?: string;
  readonly answer: CardTurnAnswer | QueryError | InvalidPosition | FailedJob;
}

/** A position that is not a valid scenario: its problems, as `sightline check` gives them. */
export interface InvalidPosition {
  readonly error: "invalid-scenario";
  readonly problems: readonly Problem[];
}

/** A job that failed on every attempt (its worker threw, or it stalled too often). */
export interface FailedJob {
  readonly error: "job-failed";
  readonly reason: string;
}

type Answer = CardTurnAnswer | QueryError;

/**
 * Analyses `positions` on the workers of a queue, yielding one result per (position, owner) in
 * the order of the list. Rejects with a RedisLostError when Redis goes away, and when no job
 * finishes for `idleTimeoutMs`.
 *
 * @example for await (const line of analysePositions({ connection, positions })) console.log(JSON.stringify(line));
 */
export async function* analysePositions(
  options: AnalysisOptions,
): AsyncGenerator<AnalysisResult, void, undefined> {
  const planned = planAnalysis(options.positions, options);
  const total = planned.length;
  if (total === 0 || options.signal?.aborted) {
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
    options.onProgress?.(++done, total);
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
      if (!entry.data) continue;
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
      if (options.signal?.aborted) resolve();
      options.signal?.addEventListener("abort", () => resolve(), { once: true });
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

/** A (position, owner) to analyse: its job, or its answer when it needs none. */
export interface Planned {
  readonly position: string;
  readonly id?: string;
  readonly data?: AnalysisJobData;
  readonly answer?: AnalysisResult;
}

/**
 * The lines of an analysis, in order: each valid position's (position, owner) jobs, and each
 * invalid position's answer. The analysis in one process (`sightline analyse` without --redis)
 * runs the same lines.
 */
export function planAnalysis(
  positions: readonly AnalysedPosition[],
  options: Pick<AnalysisOptions, "owners" | "depth" | "nodes" | "seed">,
): Planned[] {
  return positions.flatMap((position) => plan(position, options));
}

function plan(
  position: AnalysedPosition,
  options: Pick<AnalysisOptions, "owners" | "depth" | "nodes" | "seed">,
): Planned[] {
  const checked = checkScenario(position.scenario);
  if (!checked.ok) {
    const answer = { error: "invalid-scenario", problems: checked.problems } as const;
    return [{ position: position.id, answer: { position: position.id, answer } }];
  }
  const owners = options.owners ?? [...new Set(checked.scenario.figures.map((f) => f.owner))];
  const scenario = JSON.stringify(checked.scenario);
  return owners.map((owner) => {
    const data: AnalysisJobData = {
      position: position.id,
      scenario,
      owner,
      ...(options.depth === undefined ? {} : { depth: options.depth }),
      ...(options.nodes === undefined ? {} : { nodes: options.nodes }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    };
    const digest = createHash("sha256")
      .update(JSON.stringify([scenario, owner, data.depth, data.nodes, data.seed]))
      .digest("hex");
    return { position: position.id, id: `analysis-${digest}`, data };
  });
}

/**
 * Adds the planned jobs; a job of the same id already there (an earlier run's) is kept, and
 * tried again if it had failed.
 */
async function addJobs(
  queue: Queue<AnalysisJobData, Answer>,
  planned: readonly Planned[],
  attempts: number,
): Promise<Job<AnalysisJobData, Answer>[]> {
  const unique = new Map<string, AnalysisJobData>();
  for (const entry of planned) if (entry.id) unique.set(entry.id, entry.data!);
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
