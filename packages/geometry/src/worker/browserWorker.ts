// Entry point of the geometry worker in a browser (a module Worker).
import { exposeThread } from "../thread/browserThread.js";
import { createWorkerApi } from "./workerApi.js";

exposeThread(createWorkerApi());
