// Comlink's Node adapter must be imported as `.mjs` under ESM (a `.js` path loads the UMD
// build), and its own `.d.ts` is read as CommonJS; this states the ESM shape we use.
declare module "comlink/dist/esm/node-adapter.mjs" {
  import type { Endpoint } from "comlink";
  import type { MessagePort, Worker } from "node:worker_threads";
  export default function nodeEndpoint(port: MessagePort | Worker): Endpoint;
}
