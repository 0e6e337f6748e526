// `sightline worker --redis URL [--concurrency N]`: takes turn search tasks from the job queue
// on that Redis (packages/ai-queue) until SIGINT or SIGTERM, then lets the running tasks finish
// and closes its connections.
import { startQueueWorker } from "@sightline/ai-queue";
import { EXIT_OK, type Command } from "../command.js";
import { wholeNumberFlag } from "../numberFlags.js";
import { InputError } from "../readJson.js";
import { redisFlag } from "../redisFlag.js";

/** The `worker` row of the command table. */
export const workerCommand: Command = {
  name: "worker",
  operands: [],
  flags: { redis: { type: "string" }, concurrency: { type: "string" } },
  usage: "--redis URL [--concurrency N]",
  summary: "run search tasks from the job queue on that Redis until Ctrl-C or SIGTERM",
  help: `Takes turn-search tasks from the job queue on the Redis at URL (\`sightline plan --redis URL\`
puts them there) and runs N at a time (--concurrency, default 1), until SIGINT or SIGTERM; then
it lets the running tasks finish and closes. What it does is said on stderr.`,
  async run({ flags, output }) {
    await runQueueWorker(flags as WorkerFlags, output.err);
    return EXIT_OK;
  },
};

/** The flags `worker` reads, as `parseArgs` gives them. */
export interface WorkerFlags {
  readonly redis?: string;
  readonly concurrency?: string;
}

/** Runs a queue worker until SIGINT or SIGTERM; `said` hears what it does. */
export async function runQueueWorker(
  flags: WorkerFlags,
  said: (text: string) => void,
): Promise<void> {
  if (flags.redis === undefined)
    throw new InputError("worker needs --redis URL: the job queue's Redis");
  const concurrency = wholeNumberFlag(flags.concurrency, "--concurrency", 1) ?? 1;
  const worker = startQueueWorker({ connection: redisFlag(flags.redis), concurrency });
  said(`sightline worker: taking search tasks from ${flags.redis} (Ctrl-C to stop)`);
  const signal = await new Promise<string>((resolve) => {
    process.once("SIGINT", () => resolve("SIGINT"));
    process.once("SIGTERM", () => resolve("SIGTERM"));
  });
  said(`sightline worker: ${signal}: finishing the running tasks and closing`);
  await worker.close();
  said(`sightline worker: closed after ${worker.tasksRun} task(s)`);
}
