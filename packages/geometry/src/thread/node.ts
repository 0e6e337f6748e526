// `@sightline/geometry/thread` under Node: worker threads on worker_threads, through Comlink.
// Its declarations serve the browser entry too (package.json "./thread"). Only re-exports.
export {
  type MethodOf,
  type ThreadCalls,
  type ThreadEnds,
  type ThreadState,
  WorkerThread,
  WorkerThreadError,
} from "./workerThread.js";
export { type NodeThreadOptions, type NodeWorker, exposeThread, nodeThread } from "./nodeThread.js";
export { type BrowserThreadOptions, browserThread } from "./browserThread.js";
