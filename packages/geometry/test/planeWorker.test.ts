// The plane sight batch through the Node worker (built files, as a user's process runs them):
// one call for the whole batch, the same answer as the in-thread twin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferenceGeometry, encodePlaneScene, placePlaneUnits } from "@sightline/geometry";
import { type GeometryWorker, startGeometryWorker } from "@sightline/geometry/worker";

let worker: GeometryWorker;
beforeAll(() => {
  worker = startGeometryWorker();
});
afterAll(() => worker.close());

describe("plane sight in the geometry worker", () => {
  it("answers a whole batch like the in-thread reference, with its buffers transferred", async () => {
    const square = (x: number, y: number) =>
      [
        [x - 0.5, y - 0.5],
        [x + 0.5, y - 0.5],
        [x + 0.5, y + 0.5],
        [x - 0.5, y + 0.5],
      ] as const;
    const scene = encodePlaneScene([
      { kind: "blocking", points: square(6, 3) },
      {
        kind: "hindering",
        points: [
          [6, 6],
          [7, 8],
          [5, 8],
        ],
      },
    ]);
    const units = placePlaneUnits(
      [
        [2, 3],
        [10, 3],
        [2, 7],
        [10, 7],
        [6, 5],
      ].map(([x, y]) => ({
        corners: square(x!, y!),
        points: [
          [x! + 0.5, y!],
          [x!, y! + 0.5],
          [x! - 0.5, y!],
          [x!, y! - 0.5],
        ] as const,
      })),
    );
    const pairs = { from: Int32Array.of(0, 0, 2, 1), to: Int32Array.of(1, 3, 1, 2) };
    const reference = new ReferenceGeometry();
    reference.loadPlaneScene(scene);
    reference.placePlaneUnits(units);
    await worker.loadPlaneScene(scene);
    await worker.placePlaneUnits(units);
    const answer = await worker.planeSightBatch(pairs);
    expect(answer).toEqual(reference.planeSightBatch(pairs));
    expect(answer.blocked.includes(0) && answer.blocked.includes(1)).toBe(true);
    expect(answer.hindrances.some((h) => h > 0)).toBe(true);
    // Explained in the worker, by the worker's own kernel: the same items as in-thread. The
    // first segment, (2.5, 3) → (10.5, 3), crosses the blocking square (piece 0, named -1) and
    // runs through unit 1's own base to the notch on its far side: both block it.
    const explained = await worker.planeSightBatch(pairs, { explain: true });
    expect(explained).toEqual(reference.planeSightBatch(pairs, { explain: true }));
    const { offsets, items } = explained.through!;
    expect([...items.subarray(offsets[0], offsets[1])]).toEqual([1, -1]);
  });

  it("passes errors back with their message", async () => {
    await expect(
      worker.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(9) }),
    ).rejects.toThrow(/there is no unit 9/);
  });
});
