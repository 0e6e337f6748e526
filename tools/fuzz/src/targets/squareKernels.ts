// Arcadia Quest's kernels, wasm against twin (docs/rules/arcadia-quest.md#line-of-sight): random
// boards of spaces, blocked terrain and holes, walls and closed doors, spaces crowded by enemies,
// with the sight matrix, its explanations and whole fields of view asked of both engines.
import fc from "fast-check";
import {
  BLOCKED_TERRAIN,
  NOT_BOARD,
  SPACE,
  encodeSquareBoard,
  squareCell,
} from "@sightline/geometry";
import type { FuzzTarget } from "../target.js";
import { type EngineCall, differential } from "./kernelDifferential.js";
import { Rolls } from "./rolls.js";

/** An Arcadia Quest board as plain values. */
export interface SquareInput {
  readonly width: number;
  readonly height: number;
  /** Row-major: `.` a space, `#` blocked terrain, ` ` not part of the board. */
  readonly cells: string;
  readonly walls: readonly { readonly x: number; readonly y: number; readonly side: "E" | "S" }[];
  /** Row-major indexes of spaces an enemy crowds (they block the attacker's sight). */
  readonly crowded: readonly number[];
  /** `[x, y]` of the viewers and targets of the sight matrix. */
  readonly viewers: readonly (readonly [number, number])[];
  readonly targets: readonly (readonly [number, number])[];
  /** How many viewers are explained and get a whole field of view. */
  readonly explained: number;
}

function knobs() {
  return fc.record({
    seed: fc.integer(),
    width: fc.oneof(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 60 }),
      fc.constantFrom(300, 4096),
    ),
    height: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 60 })),
    terrain: fc.constantFrom(0, 0.05, 0.15, 0.4),
    holes: fc.constantFrom(0, 0, 0.05, 0.3),
    walls: fc.constantFrom(0, 0.05, 0.2, 0.6),
    crowd: fc.constantFrom(0, 0.05, 0.2),
    viewers: fc.integer({ min: 1, max: 8 }),
    targets: fc.integer({ min: 1, max: 40 }),
  });
}

type Knobs = ReturnType<typeof knobs> extends fc.Arbitrary<infer K> ? K : never;

function build(k: Knobs): SquareInput {
  const roll = new Rolls(k.seed);
  // A side of 4096 (the kernels' largest) comes with a thin other side: the board stays small.
  const height = k.width > 60 ? Math.min(k.height, 3) : k.height;
  const width = k.width;
  let cells = "";
  for (let i = 0; i < width * height; i++) {
    cells += roll.chance(k.holes) ? " " : roll.chance(k.terrain) ? "#" : ".";
  }
  const walls: SquareInput["walls"][number][] = [];
  const wallCount = Math.min(5000, Math.round(width * height * k.walls));
  for (let i = 0; i < wallCount; i++) {
    // x and y from -1 to the size: the encoder takes edges on the board's rim too.
    walls.push({
      x: roll.int(-1, width),
      y: roll.int(-1, height),
      side: roll.pick(["E", "S"] as const),
    });
  }
  const crowded: number[] = [];
  for (let i = 0; i < width * height; i++)
    if (cells[i] === "." && roll.chance(k.crowd)) crowded.push(i);
  const spot = (): [number, number] => {
    // Mostly on a space; sometimes anywhere, holes and the rim included, for the front to refuse.
    for (let tries = 0; tries < 20; tries++) {
      const [x, y] = [roll.int(0, width - 1), roll.int(0, height - 1)];
      if (cells[y * width + x] !== " " || roll.chance(0.02)) return [x, y];
    }
    return [roll.int(-1, width), roll.int(-1, height)];
  };
  return {
    width,
    height,
    cells,
    walls,
    crowded,
    viewers: Array.from({ length: k.viewers }, spot),
    targets: Array.from({ length: k.targets }, spot),
    explained: Math.min(k.viewers, 2),
  };
}

const KIND: Readonly<Record<string, number>> = { ".": SPACE, "#": BLOCKED_TERRAIN, " ": NOT_BOARD };

/** squareSightMatrix, squareSightExplain and squareFieldOfView on both engines. */
export const squareKernels: FuzzTarget<SquareInput> = {
  name: "square-kernels",
  what: "Arcadia Quest sight and fields of view, wasm against the TypeScript twin",
  arbitrary: () => knobs().map(build),
  files: (input) => [{ name: "square-board.json", data: JSON.stringify(input) }],
  check(input) {
    let board;
    try {
      board = encodeSquareBoard({
        width: input.width,
        height: input.height,
        cells: Uint8Array.from(input.cells, (c) => KIND[c]!),
        closedEdges: input.walls,
      });
    } catch (error) {
      if (error instanceof RangeError) return Promise.resolve({ kind: "ok", tag: "refused" });
      throw error;
    }
    const blocked = board.terrain.slice();
    for (const i of input.crowded)
      blocked[squareCell(board, i % input.width, Math.floor(i / input.width))] = 1;
    // The rim (x or y of -1 or the size) is the border's cells: on the grid, not on the board.
    const cell = ([x, y]: readonly [number, number]) => squareCell(board, x, y);
    const viewers = Int32Array.from(input.viewers, cell);
    const targets = Int32Array.from(input.targets, cell);
    const calls: Record<string, EngineCall> = {
      loadSquareBoard: (engine) => engine.loadSquareBoard(board),
      squareSightMatrix: (engine) => engine.squareSightMatrix(blocked, viewers, targets),
      squareSightExplain: (engine) =>
        engine.squareSightExplain(blocked, viewers.subarray(0, input.explained), targets),
    };
    for (let v = 0; v < input.explained; v++) {
      calls[`squareFieldOfView of viewer ${v}`] = (engine) =>
        engine.squareFieldOfView(blocked, viewers[v]!);
    }
    return differential(calls);
  },
};
