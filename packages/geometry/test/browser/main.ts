// The page the browser test opens: it starts the geometry worker (module Worker, Comlink) and
// asks it one batch of hex distances, then shows the answer as JSON. Then what a call answers
// when the worker's script cannot load, and when the worker is closed before it answers.
import { encodeHexBoard, hexGroups } from "@sightline/geometry";
import {
  type AsyncGeometryEngine,
  GeometryWorker,
  startGeometryWorker,
} from "@sightline/geometry/worker";
import { browserThread } from "@sightline/geometry/thread";
import { from, spaces, to } from "./fixture.js";

const answer = document.querySelector("#answer")!;
const worker = startGeometryWorker();
try {
  const board = encodeHexBoard(spaces);
  await worker.loadHexBoard(board);
  const distances = await worker.hexDistanceMatrix(hexGroups(board, from), hexGroups(board, to));
  answer.textContent = JSON.stringify([...distances]);
} catch (error) {
  answer.textContent = `error: ${(error as Error).message}`;
} finally {
  await worker.close();
}

/** The message a call rejects with, or "answered". */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "answered";
  } catch (error) {
    return (error as Error).message;
  }
}

// A URL Vite does not bundle: the module worker fails to load, and the page hears an `error`.
const unstartable = new GeometryWorker(() =>
  browserThread<AsyncGeometryEngine>(
    new Worker(`${location.origin}/no-such-worker.js`, { type: "module" }),
    { name: "geometry worker" },
  ),
);
const board = encodeHexBoard(spaces);
document.querySelector("#unstartable")!.textContent = await outcome(
  unstartable.loadHexBoard(board),
);
await unstartable.close();

const closing = startGeometryWorker();
const pending = outcome(closing.loadHexBoard(board));
await closing.close();
document.querySelector("#closed")!.textContent = await pending;
