// @sightline/ai-queue: the turn search's tasks as jobs on BullMQ over Redis, so a search can
// spread over machines. Only re-exports live here.
export {
  type AnalysisOptions,
  type QueueAnalysisRunnerOptions,
  analysePositions,
  queueAnalysisRunner,
} from "./analyse.js";
// The analysis's own types and planning live in @sightline/ai; re-exported for this package's
// callers of before.
export {
  type AnalysedPosition,
  type AnalysisResult,
  type FailedJob,
  type InvalidPosition,
  planAnalysis,
} from "@sightline/ai";
export { type QueueConnection, redisOptions } from "./connection.js";
export {
  type QueueRunner,
  type QueueRunnerOptions,
  RedisLostError,
  createQueueRunner,
} from "./queueRunner.js";
export { type QueueWorker, type QueueWorkerOptions, startQueueWorker } from "./queueWorker.js";
export { DEFAULT_QUEUE_NAME } from "./taskJob.js";
