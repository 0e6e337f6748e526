// Entry point of a search worker under Node's worker_threads.
import { exposeThread } from "@sightline/geometry/thread";
import { createSearchWorkerApi } from "./searchWorkerApi.js";

exposeThread(createSearchWorkerApi());
