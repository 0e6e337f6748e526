// The Node worker runs the built files (dist/), as a user's process would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferenceGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
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

  it("passes errors back with their message", async () => {
    await worker.loadHexBoard(board);
    await expect(worker.hexDistancesFrom(new Int32Array([0]))).rejects.toThrow(
      /cell 0 is not a space/,
    );
  });
});
