// Entry point of a search worker in a browser (a module Worker).
import * as Comlink from "comlink";
import { createSearchWorkerApi } from "./searchWorkerApi.js";

Comlink.expose(createSearchWorkerApi());
