// The page the browser test opens: it starts the geometry worker (module Worker, Comlink) and
// asks it one batch of hex distances, then shows the answer as JSON.
import { encodeHexBoard, hexGroups } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
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
