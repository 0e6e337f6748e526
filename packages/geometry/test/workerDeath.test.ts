// Every call to the geometry worker settles (docs/decisions/002-worker-protocol.md#close-and-death):
// after close() it rejects naming the call; when the thread dies mid-batch — terminated from
// outside, process.exit, an uncaught error — a new thread is given the resident boards and the
// batch is answered as a healthy engine answers it; a call the worker dies on twice rejects.
// The threads run the built files (dist/); test/fixtures/mortalWorker.mjs dies on cue.
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import {
  type GeometryEngine,
  BLOCKED_TERRAIN,
  SPACE,
  WasmGeometry,
  encodeHexBoard,
  encodeHexScene,
  encodePlaneScene,
  encodeSquareBoard,
  figureViewers,
  hexGroups,
  placeHexFigures,
  placePlaneUnits,
  squareCell,
} from "@sightline/geometry";
import {
  type AsyncGeometryEngine,
  GeometryWorker,
  GeometryWorkerError,
  startGeometryWorker,
} from "@sightline/geometry/worker";
import { nodeThread } from "@sightline/geometry/thread";
import { box } from "./planeShapes.js";

const fixture = new URL("./fixtures/mortalWorker.mjs", import.meta.url);

/** How a mortal thread dies (see the fixture). */
type Death =
  | { method: keyof AsyncGeometryEngine; nth: number; how: "exit" | "crash" }
  | { method: keyof AsyncGeometryEngine; start: number; how: "exit" };

const opened: GeometryWorker[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((worker) => worker.close()));
});

/** A worker whose threads die as `deathOf(thread number)` says, and the threads it started. */
function mortalWorker(deathOf: (thread: number) => Death | undefined = () => undefined) {
  const threads: Worker[] = [];
  const worker = new GeometryWorker(() => {
    const thread = new Worker(fixture, { workerData: { death: deathOf(threads.length) } });
    threads.push(thread);
    return nodeThread<AsyncGeometryEngine>(thread, { name: "geometry worker" });
  });
  opened.push(worker);
  return { worker, threads };
}

/** A hang guard, not a timing: a call that never settles fails here instead of at the suite's timeout. */
async function settled<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("hung: still unsettled after 20 s")), 20_000);
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}

// A 24 × 24 hex field with a wall of tall prisms down column 11 (one gap), figures scattered.
const level = 0.4 / Math.sqrt(3);
const spaces = Array.from({ length: 24 * 24 }, (_, i) => [i % 24, Math.floor(i / 24)] as const);
const scene = encodeHexScene(
  spaces,
  spaces.map(([q, r], i) => ({
    hex: [q, r] as const,
    shape: "prism" as const,
    from: 0,
    to: (q === 11 && r !== 12 ? 6 : 1) * level,
    owner: -1 - i,
  })),
  { bodyRadius: 0.3, visibleLength: 0.05 * level },
);
const board = scene.board;
const stands = spaces.filter(([q], i) => q !== 11 && (i * 7919) % 29 === 0);
const figures = placeHexFigures(
  scene,
  stands.map((hex, f) => ({ hexes: [hex], base: level, top: (3 + (f % 3)) * level })),
);
const viewers = figureViewers(
  figures,
  [...figures.top].map((top) => top - 0.5 * level),
);
const everyFigure = Int32Array.from(stands, (_, f) => f);
const cells = hexGroups(
  board,
  spaces.filter((_, i) => i % 6 === 0).map((hex) => [hex]),
);
const square = encodeSquareBoard({
  width: 40,
  height: 30,
  cells: Uint8Array.from({ length: 40 * 30 }, (_, i) => (i % 13 === 0 ? BLOCKED_TERRAIN : SPACE)),
  closedEdges: [{ x: 5, y: 5, side: "E" }],
});
const walled = encodeSquareBoard({
  width: 40,
  height: 30,
  cells: new Uint8Array(40 * 30).fill(SPACE),
  closedEdges: Array.from({ length: 30 }, (_, y) => ({ x: 19, y, side: "E" as const })),
});
const squareCells = Int32Array.from({ length: 60 }, (_, i) =>
  squareCell(square, (i * 7) % 40, (i * 11) % 30),
).filter((cell) => square.terrain[cell] === 0);
const plane = encodePlaneScene([
  {
    kind: "blocking",
    points: [
      [5, 2],
      [6, 2],
      [6, 9],
      [5, 9],
    ],
  },
  {
    kind: "hindering",
    points: [
      [2, 5],
      [9, 5],
      [9, 6],
    ],
  },
]);
const units = placePlaneUnits(
  Array.from({ length: 8 }, (_, u) => {
    const [x, y] = [(u % 4) * 3, u < 4 ? 0 : 10];
    return {
      corners: box(x, y, x + 1, y + 1),
      points: [
        [x, y],
        [x + 1, y + 1],
      ] as const,
    };
  }),
);
const pairs = { from: Int32Array.of(0, 1, 2, 3, 4), to: Int32Array.of(7, 6, 5, 4, 0) };

type Engine = GeometryEngine | AsyncGeometryEngine;
/** A start cell the poisoned threads die on: the last space, never a start of the batch. */
const poisonStart = board.spaceCells[board.spaceCells.length - 1]!;

/** The resident boards every batch below reads. */
async function loadBoards(engine: Engine): Promise<void> {
  await engine.loadHexScene(scene);
  await engine.placeHexFigures(figures);
  await engine.loadSquareBoard(square);
  await engine.loadPlaneScene(plane);
  await engine.placePlaneUnits(units);
}

/**
 * A batch of every kind of call, a square board loaded halfway through (the calls after it read
 * it), and an answer buffer lent: 48 calls, the distance matrices a few milliseconds each.
 */
function batch(engine: Engine, poisoned = false): Promise<unknown>[] {
  const calls: (() => unknown)[] = [];
  for (let round = 0; round < 4; round++) {
    calls.push(
      () => engine.hexDistanceMatrix(cells, cells),
      () => engine.hexDistancesFrom(cells.cells.subarray(round, round + 1)),
      () => engine.hexSightMatrix(viewers, everyFigure),
      () => engine.hexSightExplain(viewers, everyFigure.subarray(0, 3)),
      () => engine.squareSightMatrix(walled.terrain, squareCells, squareCells),
      () => engine.squareFieldOfView(square.terrain, squareCells[round]!),
      () => engine.planeSightBatch(pairs, { explain: round % 2 === 0 }),
      () => engine.hexDistanceMatrix(cells, cells, new Int32Array(cells.cells.length ** 2)),
    );
    if (round === 1) calls.push(() => engine.loadSquareBoard(walled));
    if (round === 2 && poisoned)
      calls.push(() => engine.hexDistancesFrom(Int32Array.of(poisonStart)));
  }
  return calls.map((call) => Promise.resolve(call()));
}

/** What a healthy in-thread engine answers to the same batch. */
async function healthyAnswers(): Promise<unknown[]> {
  const engine = await WasmGeometry.load();
  await loadBoards(engine);
  return Promise.all(batch(engine));
}

/** Notes which calls of a batch have settled. */
function watch(calls: Promise<unknown>[]): boolean[] {
  const done = calls.map(() => false);
  for (const [i, call] of calls.entries()) {
    const settle = () => {
      done[i] = true;
    };
    void call.then(settle, settle);
  }
  return done;
}

describe("closing the geometry worker", () => {
  it("rejects the calls not answered yet, and later ones, naming the call", async () => {
    const worker = startGeometryWorker();
    await worker.loadHexScene(scene);
    // Caught at once: they reject while close() is awaited.
    const pending = [worker.hexDistanceMatrix(cells, cells), worker.placeHexFigures(figures)].map(
      (call) => settled<unknown>(call).catch((error: unknown) => error),
    );
    await worker.close();
    expect(await pending[0]).toEqual(
      new GeometryWorkerError(
        "hexDistanceMatrix",
        "the geometry worker was closed before it answered",
      ),
    );
    expect(await pending[1]).toBeInstanceOf(GeometryWorkerError);
    expect(String(await pending[1])).toBe(
      "GeometryWorkerError: placeHexFigures: the geometry worker was closed before it answered",
    );
    const later = worker.hexSightMatrix(viewers, everyFigure);
    await expect(settled(later)).rejects.toThrow("hexSightMatrix: the geometry worker is closed");
    await expect(settled(later)).rejects.toBeInstanceOf(GeometryWorkerError);
    await worker.close(); // a second close does nothing
  });
});

describe("a geometry worker thread that dies mid-batch", () => {
  it("is replaced when terminated from outside, and the batch is answered as a healthy engine does", async () => {
    const expected = await healthyAnswers();
    const { worker, threads } = mortalWorker();
    await loadBoards(worker);
    const calls = batch(worker);
    const done = watch(calls);
    await calls[0];
    const stopped = threads[0]!.terminate();
    expect(done.filter((d) => !d).length).toBeGreaterThan(10); // the kill lands mid-batch
    await stopped;
    expect(await settled(Promise.all(calls))).toEqual(expected);
    expect(threads).toHaveLength(2);
  });

  it.each(["exit", "crash"] as const)(
    "is replaced when it dies by %s, and the batch is answered as a healthy engine does",
    async (how) => {
      const expected = await healthyAnswers();
      const { worker, threads } = mortalWorker((thread) =>
        thread === 0 ? { method: "hexSightMatrix", nth: 2, how } : undefined,
      );
      await loadBoards(worker);
      const calls = batch(worker);
      expect(await settled(Promise.all(calls))).toEqual(expected);
      expect(threads).toHaveLength(2);
    },
  );

  it("rejects the one call it dies on twice, naming it, and answers the rest of the batch", async () => {
    const expected = await healthyAnswers();
    const { worker, threads } = mortalWorker(() => ({
      method: "hexDistancesFrom",
      start: poisonStart,
      how: "exit",
    }));
    await loadBoards(worker);
    const calls = batch(worker, true);
    const answers = await settled(Promise.allSettled(calls));
    const refused = answers.filter((a) => a.status === "rejected");
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toEqual(
      new GeometryWorkerError(
        "hexDistancesFrom",
        "the geometry worker died 2 times answering this call (it exited with code 9); it is not sent again",
      ),
    );
    const answered = answers.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    expect(answered).toEqual(expected);
    expect(threads).toHaveLength(3);
    // The worker goes on with the boards it had.
    expect(await settled(worker.hexSightMatrix(viewers, everyFigure))).toEqual(expected[2]);
  });

  it("gives up when it dies twice laying the resident boards out again, rejecting every call", async () => {
    const { worker, threads } = mortalWorker((thread) =>
      thread === 0
        ? { method: "hexSightMatrix", nth: 1, how: "exit" }
        : { method: "loadHexScene", nth: 1, how: "exit" },
    );
    await loadBoards(worker);
    const pending = worker.hexSightMatrix(viewers, everyFigure);
    const reason =
      "the geometry worker is closed: it died twice laying out the resident boards again (it exited with code 9)";
    await expect(settled(pending)).rejects.toThrow(`hexSightMatrix: ${reason}`);
    await expect(
      settled(worker.squareFieldOfView(square.terrain, squareCells[0]!)),
    ).rejects.toThrow(`squareFieldOfView: ${reason}`);
    expect(threads).toHaveLength(3);
  });
});

describe("a failed load through the worker", () => {
  it("keeps the resident board, in the thread and in the one that replaces it", async () => {
    const { worker, threads } = mortalWorker();
    const wide = encodeHexBoard(spaces);
    const ends = hexGroups(wide, [[[0, 0]], [[23, 23]]]);
    await worker.loadHexBoard(wide);
    const steps = [0, 46, 46, 0];
    await expect(
      settled(worker.loadHexBoard({ ...wide, unvisited: wide.unvisited.subarray(1) })),
    ).rejects.toThrow("board.unvisited: 26 × 26 cells need 676 entries, got 675");
    expect([...(await settled(worker.hexDistanceMatrix(ends, ends)))]).toEqual(steps);
    await threads[0]!.terminate();
    expect([...(await settled(worker.hexDistanceMatrix(ends, ends)))]).toEqual(steps);
    expect(threads).toHaveLength(2);
  });
});
