// @sightline/ai-queue: the turn search's tasks as jobs on BullMQ over Redis, so a search can
// spread over machines. Only re-exports live here.
export {
  type AnalysedPosition,
  type AnalysisOptions,
  type AnalysisResult,
  type FailedJob,
  type InvalidPosition,
  type Planned,
  analysePositions,
  planAnalysis,
} from "./analyse.js";
export { type QueueConnection, redisOptions } from "./connection.js";
export {
  type QueueRunner,
  type QueueRunnerOptions,
  RedisLostError,
  createQueueRunner,
} from "./queueRunner.js";
export { type QueueWorker, type QueueWorkerOptions, startQueueWorker } from "./queueWorker.js";
export { DEFAULT_QUEUE_NAME } from "./taskJob.js";
