// A queue worker in a process of its own, for the queueSearch benchmark:
// node queueWorkerProcess.js REDIS_URL QUEUE. Prints "ready" once started; closes on SIGTERM.
import { startQueueWorker } from "@sightline/ai-queue";

const [connection, queueName] = process.argv.slice(2);
const worker = startQueueWorker({ connection, queueName });
process.once("SIGTERM", () => void worker.close().then(() => process.exit(0)));
console.log("ready");
