// The checked front every engine shares (src/geometry.ts): a board of each kind resident at
// once, and calls before a board is laid out refused with the call to make first.
import { describe, expect, it } from "vitest";
import {
  type GeometryEngine,
  ReferenceGeometry,
  SPACE,
  WasmGeometry,
  encodeHexBoard,
  encodePlaneScene,
  encodeSquareBoard,
  hexGroups,
  placePlaneUnits,
  squareCell,
} from "../src/index.js";
import { unitSquare } from "./planeShapes.js";

const engines: [string, () => Promise<GeometryEngine>][] = [
  ["wasm", () => WasmGeometry.load()],
  ["reference", async () => new ReferenceGeometry()],
];

const hexBoard = encodeHexBoard([
  [0, 0],
  [1, 0],
  [2, 0],
]);
const squareBoard = encodeSquareBoard({
  width: 2,
  height: 1,
  cells: Uint8Array.of(SPACE, SPACE),
  closedEdges: [{ x: 0, y: 0, side: "E" }],
});

describe.each(engines)("the %s engine", (_, load) => {
  it("keeps a hex, a square and a plane board resident together", async () => {
    const engine = await load();
    engine.loadHexBoard(hexBoard);
    engine.loadSquareBoard(squareBoard);
    engine.loadPlaneScene(encodePlaneScene([]));
    engine.placePlaneUnits(placePlaneUnits([unitSquare(0), unitSquare(3)]));
    const ends = hexGroups(hexBoard, [[[0, 0]], [[2, 0]]]);
    expect([...engine.hexDistanceMatrix(ends, ends)]).toEqual([0, 2, 2, 0]);
    const [a, b] = [squareCell(squareBoard, 0, 0), squareCell(squareBoard, 1, 0)];
    expect(
      engine.squareSightExplain(squareBoard.terrain, Int32Array.of(a), Int32Array.of(b)),
    ).toEqual([{ clear: false, stop: "east-edge", cell: a }]);
    expect([
      ...engine.planeSightBatch({ from: Int32Array.of(0), to: Int32Array.of(1) }).length,
    ]).toEqual([3]);
  });

  it("refuses a batch before its kind's board is laid out, naming the call to make", async () => {
    const engine = await load();
    engine.loadSquareBoard(squareBoard);
    expect(() => engine.hexDistancesFrom(Int32Array.of(0))).toThrow(/call loadHexBoard/);
    expect(() =>
      engine.hexSightMatrix(
        {
          eyes: { offsets: Int32Array.of(0), cells: new Int32Array(0) },
          eyeHeight: new Float64Array(0),
          ignore: new Int32Array(0),
        },
        new Int32Array(0),
      ),
    ).toThrow(/call loadHexScene and placeHexFigures/);
    expect(() =>
      engine.planeSightBatch({ from: new Int32Array(0), to: new Int32Array(0) }),
    ).toThrow(/call loadPlaneScene and placePlaneUnits/);
    expect(() => new ReferenceGeometry().squareFieldOfView(new Uint8Array(0), 0)).toThrow(
      /call loadSquareBoard/,
    );
  });
});
