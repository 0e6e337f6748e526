// `@sightline/geometry/thread` in a browser: module Workers, through Comlink. Only re-exports.
export {
  type MethodOf,
  type ThreadCalls,
  type ThreadEnds,
  type ThreadState,
  WorkerThread,
  WorkerThreadError,
} from "./workerThread.js";
export { type BrowserThreadOptions, browserThread, exposeThread } from "./browserThread.js";
