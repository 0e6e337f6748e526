// Entry point of the geometry worker under Node's worker_threads.
import { parentPort } from "node:worker_threads";
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { createWorkerApi } from "./workerApi.js";

if (!parentPort) throw new Error("nodeWorker.js must run in a worker thread");
Comlink.expose(createWorkerApi(), nodeEndpoint(parentPort));
