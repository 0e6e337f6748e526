// A queue worker in its own process, for the tests that kill one:
// node workerProcess.mjs REDIS_URL QUEUE LOCK_MS STALLED_MS. It prints "ready" once started and
// closes on SIGTERM.
import { startQueueWorker } from "@sightline/ai-queue";

const [connection, queueName, lock, stalled] = process.argv.slice(2);
const worker = startQueueWorker({
  connection,
  queueName,
  lockDurationMs: Number(lock),
  stalledIntervalMs: Number(stalled),
});
process.once("SIGTERM", () => void worker.close().then(() => process.exit(0)));
console.log("ready");
