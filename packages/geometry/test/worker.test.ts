// The Node worker runs the built files (dist/), as a user's process would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BLOCKED_TERRAIN,
  ReferenceGeometry,
  SPACE,
  WasmGeometry,
  encodeHexBoard,
  encodeSquareBoard,
  squareCell,
  encodeHexScene,
  figureViewers,
  hexGroups,
  placeHexFigures,
} from "@sightline/geometry";
import { type GeometryWorker, startGeometryWorker } from "@sightline/geometry/worker";

let worker: GeometryWorker;
beforeAll(() => {
  worker = startGeometryWorker();
});
afterAll(() => worker.close());

describe("geometry worker (worker_threads through Comlink)", () => {
  const spaces = Array.from({ length: 12 * 10 }, (_, i) => [i % 12, Math.floor(i / 12)] as const);
  const board = encodeHexBoard(spaces.filter(([q, r]) => !(q === 5 && r > 0)));

  it("answers the first call, sent before the wasm has loaded", async () => {
    const fresh = startGeometryWorker();
    try {
      await fresh.loadHexBoard(board);
      const d = await fresh.hexDistanceMatrix(
        hexGroups(board, [[[0, 0]]]),
        hexGroups(board, [[[11, 9]]]),
      );
      expect([...d]).toEqual([20]);
    } finally {
      await fresh.close();
    }
  });

  it("gives the in-thread reference's answers for a whole batch", async () => {
    const reference = new ReferenceGeometry();
    reference.loadHexBoard(board);
    await worker.loadHexBoard(board);
    const figures = hexGroups(
      board,
      spaces
        .filter((_, i) => i % 7 === 0 && !(spaces[i]![0] === 5 && spaces[i]![1] > 0))
        .map((h) => [h]),
    );
    expect(await worker.hexDistanceMatrix(figures, figures)).toEqual(
      reference.hexDistanceMatrix(figures, figures),
    );
    expect(await worker.hexDistancesFrom(figures.cells.subarray(0, 1))).toEqual(
      reference.hexDistancesFrom(figures.cells.subarray(0, 1)),
    );
  });

  it("answers into a buffer the caller lends, in-thread and through the worker", async () => {
    const wasm = await WasmGeometry.load();
    const reference = new ReferenceGeometry();
    for (const engine of [wasm, reference]) engine.loadHexBoard(board);
    await worker.loadHexBoard(board);
    const from = hexGroups(board, [[[0, 0]], [[11, 9]], [[3, 4]]]);
    const to = hexGroups(board, [[[6, 0]], [[11, 0]]]);
    const expected = reference.hexDistanceMatrix(from, to);
    const into = new Int32Array(6).fill(99);
    expect(wasm.hexDistanceMatrix(from, to, into)).toBe(into);
    expect(into).toEqual(expected);
    // Through the worker the buffer goes there and back: the answer is the one to keep using.
    let lent: Int32Array = new Int32Array(6).fill(99);
    for (let round = 0; round < 3; round++) {
      const sent = lent;
      lent = await worker.hexDistanceMatrix(from, to, sent);
      expect(sent.length).toBe(0); // detached: moved, not copied
      expect(lent).toEqual(expected);
    }
    expect(() => wasm.hexDistanceMatrix(from, to, new Int32Array(5))).toThrow(
      /into: the answer needs 6 entries, got an array of 5/,
    );
    expect(() => reference.hexDistanceMatrix(from, to, new Int32Array(7))).toThrow(/into:/);
    const everySpace = new Int32Array(board.spaceCells.length);
    expect(wasm.hexDistancesFrom(from.cells.subarray(0, 1), everySpace)).toBe(everySpace);
    expect(everySpace).toEqual(reference.hexDistancesFrom(from.cells.subarray(0, 1)));
  });

  it("passes errors back with their message", async () => {
    await worker.loadHexBoard(board);
    await expect(worker.hexDistancesFrom(new Int32Array([0]))).rejects.toThrow(
      /cell 0 is not a space/,
    );
  });

  it("answers a visibility matrix batch like the in-thread reference", async () => {
    const level = 0.4 / Math.sqrt(3);
    const spaces = Array.from({ length: 8 * 6 }, (_, i) => [i % 8, Math.floor(i / 8)] as const);
    const scene = encodeHexScene(
      spaces,
      [
        ...spaces.map(([q, r], i) => ({
          hex: [q, r] as const,
          shape: "prism" as const,
          from: 0,
          to: (q === 3 ? 4 : 1) * level,
          owner: -1 - i,
        })),
        { hex: [5, 2], shape: "cylinder", radius: 0.4, from: level, to: 12 * level, owner: 0 },
      ],
      { bodyRadius: 0.3, visibleLength: 0.05 * level },
    );
    const figures = placeHexFigures(
      scene,
      [
        [0, 0],
        [7, 0],
        [0, 5],
        [6, 5],
        [2, 3],
        [5, 1],
      ].map(([q, r], i) => ({
        hexes: [[q!, r!] as const],
        base: (q === 3 ? 4 : 1) * level,
        top: (1 + 2 + (i % 4)) * level,
      })),
    );
    const viewers = figureViewers(
      figures,
      [...figures.top].map((top) => top - 0.5 * level),
    );
    const targets = Int32Array.from({ length: 6 }, (_, i) => i);
    const reference = new ReferenceGeometry();
    reference.loadHexScene(scene);
    reference.placeHexFigures(figures);
    await worker.loadHexScene(scene);
    await worker.placeHexFigures(figures);
    const answer = await worker.hexSightMatrix(viewers, targets);
    expect(answer).toEqual(reference.hexSightMatrix(viewers, targets));
    expect(answer.some((seen) => seen === 0) && answer.some((seen) => seen === 1)).toBe(true);
    // The explanations come from the worker's own engine, verdicts with them.
    const explained = await worker.hexSightExplain(viewers, targets);
    expect(explained).toEqual(reference.hexSightExplain(viewers, targets));
    expect(explained.map((why) => (why.clear ? 1 : 0))).toEqual([...answer]);
  });

  it("keeps a board of each kind: loading a square board leaves the hex board in place", async () => {
    await worker.loadHexBoard(board);
    const from = hexGroups(board, [[[0, 0]]]);
    const to = hexGroups(board, [[[11, 9]]]);
    const before = await worker.hexDistanceMatrix(from, to);
    const square = encodeSquareBoard({
      width: 3,
      height: 1,
      cells: Uint8Array.of(SPACE, BLOCKED_TERRAIN, SPACE),
      closedEdges: [],
    });
    await worker.loadSquareBoard(square);
    const [left, right] = [squareCell(square, 0, 0), squareCell(square, 2, 0)];
    expect(
      await worker.squareSightExplain(square.terrain, Int32Array.of(left), Int32Array.of(right)),
    ).toEqual([{ clear: false, stop: "blocking-space", cell: squareCell(square, 1, 0) }]);
    expect(await worker.hexDistanceMatrix(from, to)).toEqual(before);
  });
});
