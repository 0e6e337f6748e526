// Entry point of a search worker under Node's worker_threads.
import { parentPort } from "node:worker_threads";
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { createSearchWorkerApi } from "./searchWorkerApi.js";

if (!parentPort) throw new Error("nodeSearchWorker.js must run in a worker thread");
Comlink.expose(createSearchWorkerApi(), nodeEndpoint(parentPort));
