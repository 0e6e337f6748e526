// Entry point of a search worker in a browser (a module Worker).
import { exposeThread } from "@sightline/geometry/thread";
import { createSearchWorkerApi } from "./searchWorkerApi.js";

exposeThread(createSearchWorkerApi());
