// Entry point of the geometry worker in a browser (a module Worker).
import * as Comlink from "comlink";
import { createWorkerApi } from "./workerApi.js";

Comlink.expose(createWorkerApi());
