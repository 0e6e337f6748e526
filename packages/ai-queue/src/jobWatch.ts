// Hearing jobs finish. Not BullMQ's `Job.waitUntilFinished`: its check for a job that finished
// before the wait began runs inside an async Promise executor, so when Redis goes away during
// that check the rejection is nobody's (an unhandled rejection, and a wait that never settles).
// CI hit 58 of them in one Redis restart (bullmq 6.7.0). Here every Redis call is awaited by the
// watch, and one listener serves all of a search's jobs, however many.
import type { Job } from "bullmq";
import { type QueueClient, RedisLostError } from "./queueClient.js";

/** How a job ended: its worker's result, or the reason its last attempt failed. */
export type JobOutcome<Result> =
  { readonly ok: true; readonly result: Result } | { readonly ok: false; readonly reason: string };

/** A watch on jobs; `stop` it when they no longer matter. */
export interface JobWatch {
  /**
   * Settles once Redis has been asked about the jobs that may have finished before the watch
   * began; rejects with a RedisLostError when it could not be asked.
   */
  readonly checked: Promise<void>;
  stop(): void;
}

/**
 * Calls `onFinished` once for each of `jobs` as it finishes (completed, or failed for good),
 * including jobs that had finished before the watch began.
 */
export function watchJobs<Data, Result>(
  client: QueueClient<Data, Result>,
  jobs: readonly Job<Data, Result>[],
  onFinished: (job: Job<Data, Result>, outcome: JobOutcome<Result>) => void,
): JobWatch {
  const pending = new Map<string, Job<Data, Result>>();
  for (const job of jobs) pending.set(job.id!, job);
  const finish = (id: string, outcome: JobOutcome<Result>) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    onFinished(job, outcome);
  };
  // QueueEvents parses a completed job's return value from the event's JSON.
  const completed = ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) =>
    finish(jobId, { ok: true, result: returnvalue as Result });
  const failed = ({ jobId, failedReason }: { jobId: string; failedReason: string }) =>
    finish(jobId, { ok: false, reason: failedReason });
  const { events } = client;
  events.on("completed", completed);
  events.on("failed", failed);

  // Asked once the events' connection listens, so no finish falls between the two. The state
  // comes first: a job read before it completes has no return value yet.
  const ask = async (id: string): Promise<JobOutcome<Result> | undefined> => {
    const state = await client.queue.getJobState(id);
    if (state === "unknown") return { ok: false, reason: `job ${id} is no longer in the queue` };
    if (state !== "completed" && state !== "failed") return undefined;
    const job = await client.queue.getJob(id);
    if (!job) return { ok: false, reason: `job ${id} is no longer in the queue` };
    return state === "completed"
      ? { ok: true, result: job.returnvalue }
      : { ok: false, reason: job.failedReason };
  };
  const checked = (async () => {
    let outcomes: (readonly [string, JobOutcome<Result> | undefined])[];
    try {
      await events.waitUntilReady();
      outcomes = await Promise.all(
        Array.from(pending.keys(), async (id) => [id, await ask(id)] as const),
      );
    } catch (error) {
      throw new RedisLostError(
        `the job queue lost Redis at ${client.where} (${(error as Error).message})`,
        { cause: error },
      );
    }
    for (const [id, outcome] of outcomes) if (outcome) finish(id, outcome);
  })();
  checked.catch(() => undefined);
  return {
    checked,
    stop() {
      events.off("completed", completed);
      events.off("failed", failed);
    },
  };
}
