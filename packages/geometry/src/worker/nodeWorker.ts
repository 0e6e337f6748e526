// Entry point of the geometry worker under Node's worker_threads.
import { exposeThread } from "../thread/nodeThread.js";
import { createWorkerApi } from "./workerApi.js";

exposeThread(createWorkerApi());
