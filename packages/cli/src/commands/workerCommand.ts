// `sightline worker --redis URL [--concurrency N]`: takes turn search tasks from the job queue
// on that Redis (packages/ai-queue) until SIGINT or SIGTERM, then lets the running tasks finish
// and closes its connections.
import { startQueueWorker } from "@sightline/ai-queue";
import { InputError } from "../readJson.js";

/** The flags `worker` reads, as `parseArgs` gives them. */
export interface WorkerFlags {
  readonly redis?: string;
  readonly concurrency?: string;
}

/** Runs a queue worker until SIGINT or SIGTERM; `said` hears what it does. */
export async function workerCommand(
  flags: WorkerFlags,
  said: (text: string) => void,
): Promise<void> {
  if (flags.redis === undefined)
    throw new InputError("worker needs --redis URL: the job queue's Redis");
  let concurrency = 1;
  if (flags.concurrency !== undefined) {
    concurrency = Number(flags.concurrency);
    if (flags.concurrency.trim() === "" || !Number.isInteger(concurrency) || concurrency < 1) {
      throw new InputError(
        `--concurrency needs a whole number of 1 or more, got ${JSON.stringify(flags.concurrency)}`,
      );
    }
  }
  let worker;
  try {
    worker = startQueueWorker({ connection: flags.redis, concurrency });
  } catch (error) {
    throw new InputError(`--redis: ${(error as Error).message}`);
  }
  said(`sightline worker: taking search tasks from ${flags.redis} (Ctrl-C to stop)`);
  const signal = await new Promise<string>((resolve) => {
    process.once("SIGINT", () => resolve("SIGINT"));
    process.once("SIGTERM", () => resolve("SIGTERM"));
  });
  said(`sightline worker: ${signal}: finishing the running tasks and closing`);
  await worker.close();
  said(`sightline worker: closed after ${worker.tasksRun} task(s)`);
}
