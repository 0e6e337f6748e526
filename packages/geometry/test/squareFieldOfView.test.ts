// Arcadia Quest field of view by shadowcasting (assembly/squareFieldOfView.ts and its twin)
// against the ground truth, one centre-to-centre walk per cell (squareSightMatrix), on random
// boards with walls, closed doors, blocking spaces, holes and odd shapes.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BLOCKED_TERRAIN,
  NOT_BOARD,
  ReferenceGeometry,
  SPACE,
  type SquareBoard,
  WasmGeometry,
  encodeSquareBoard,
} from "../src/index.js";

let wasm: WasmGeometry;
const reference = new ReferenceGeometry();
beforeAll(async () => {
  wasm = await WasmGeometry.load();
});

/** The knobs of a random board; its cells and walls come from a seeded generator. */
interface BoardRecipe {
  width: number;
  height: number;
  seed: number;
  /** Per cent of cells that are holes, blocked terrain, and spaces Blocked for the attacker. */
  holes: number;
  terrain: number;
  crowd: number;
  /** Per cent of all edges (borders included) that are walls or closed doors. */
  walls: number;
  shape: "rectangle" | "blobs" | "ring" | "staircase";
  /** Whether `blocked` names the non-board cells too (rules always does; the kernel must not care). */
  blockedHasHoles: boolean;
}

const arbitraryRecipe: fc.Arbitrary<BoardRecipe> = fc.record({
  width: fc.oneof(
    fc.integer({ min: 1, max: 8 }),
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 25, max: 40 }),
  ),
  height: fc.oneof(
    fc.integer({ min: 1, max: 8 }),
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 25, max: 40 }),
  ),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  holes: fc.constantFrom(0, 0, 5, 20),
  terrain: fc.constantFrom(0, 5, 15, 30, 50),
  crowd: fc.constantFrom(0, 5, 15),
  // Dense walls put a closed corner on nearly every vertex.
  walls: fc.constantFrom(0, 3, 10, 30, 60, 90),
  shape: fc.constantFrom("rectangle", "blobs", "ring", "staircase"),
  blockedHasHoles: fc.boolean(),
});

/** mulberry32: a small deterministic generator, so a failing recipe replays exactly. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Edge = { x: number; y: number; side: "E" | "S" };

interface RandomBoard {
  board: SquareBoard;
  cells: Uint8Array;
  walls: Edge[];
  blocked: Uint8Array;
  /** Board cells, grid indices. */
  spaces: number[];
}

function outOfShape(r: BoardRecipe, x: number, y: number, next: () => number): boolean {
  const { width: w, height: h } = r;
  switch (r.shape) {
    case "ring":
      return x > w / 4 && x < (3 * w) / 4 - 1 && y > h / 4 && y < (3 * h) / 4 - 1;
    case "staircase":
      return x + y > Math.max(w, h) + 2 || x > y + w / 2 + 1;
    default:
      return next() * 100 < r.holes;
  }
}

function buildBoard(r: BoardRecipe, extraWalls: Edge[] = []): RandomBoard {
  const next = generator(r.seed);
  const { width: w, height: h } = r;
  const cells = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const hole = outOfShape(r, x, y, next);
      cells[y * w + x] = hole ? NOT_BOARD : next() * 100 < r.terrain ? BLOCKED_TERRAIN : SPACE;
    }
  }
  if (r.shape === "blobs") {
    for (let b = Math.floor(next() * 4); b > 0; b--) {
      const [x0, y0] = [Math.floor(next() * w), Math.floor(next() * h)];
      const [bw, bh] = [1 + Math.floor(next() * 5), 1 + Math.floor(next() * 5)];
      for (let y = y0; y < Math.min(h, y0 + bh); y++) {
        for (let x = x0; x < Math.min(w, x0 + bw); x++) cells[y * w + x] = NOT_BOARD;
      }
    }
  }
  // Keep at least one board cell so there is a viewer.
  if (cells.every((c) => c === NOT_BOARD)) cells[Math.floor(next() * w * h)] = SPACE;
  const walls: Edge[] = [...extraWalls];
  for (let y = -1; y <= h; y++) {
    for (let x = -1; x <= w; x++) {
      if (next() * 100 < r.walls) walls.push({ x, y, side: "E" });
      if (next() * 100 < r.walls) walls.push({ x, y, side: "S" });
    }
  }
  const board = encodeSquareBoard({ width: w, height: h, cells, closedEdges: walls });
  const blocked = new Uint8Array(board.width * board.height);
  const spaces: number[] = [];
  for (let c = 0; c < blocked.length; c++) {
    if (board.onBoard[c] === 1) spaces.push(c);
    const terrain = r.blockedHasHoles
      ? board.terrain[c] === 1
      : board.onBoard[c] === 1 && board.terrain[c] === 1;
    const crowded = board.onBoard[c] === 1 && next() * 100 < r.crowd;
    blocked[c] = terrain || crowded ? 1 : 0;
  }
  return { board, cells, walls, blocked, spaces };
}

/** Up to `most` viewers, spread over the board cells by the recipe's seed. */
function viewersOf(b: RandomBoard, seed: number, most: number): number[] {
  if (b.spaces.length <= most) return b.spaces;
  const next = generator(seed ^ 0x5bd1e995);
  return Array.from({ length: most }, () => b.spaces[Math.floor(next() * b.spaces.length)]!);
}

/** The ground truth: one walk per board cell, the cells off the board 0. */
function walkedFieldOfView(b: RandomBoard, viewer: number): Uint8Array {
  const targets = Int32Array.from(b.spaces);
  const seen = wasm.squareSightMatrix(b.blocked, Int32Array.of(viewer), targets);
  const out = new Uint8Array(b.board.width * b.board.height);
  targets.forEach((cell, i) => (out[cell] = seen[i]!));
  return out;
}

function describeBoard(b: RandomBoard, viewer: number, cell: number): string {
  const w = b.board.width;
  const at = (c: number) => `(${(c % w) - 1},${Math.floor(c / w) - 1})`;
  return `viewer ${at(viewer)}, cell ${at(cell)}`;
}

describe("square field of view: shadowcasting equals one walk per cell", () => {
  it("on at least 2,000 random boards, every cell, wasm and twin", () => {
    let boards = 0;
    let fields = 0;
    let cellsCompared = 0;
    let seenCount = 0;
    fc.assert(
      fc.property(arbitraryRecipe, (recipe) => {
        const b = buildBoard(recipe);
        for (const engine of [wasm, reference]) engine.loadSquareBoard(b.board);
        for (const viewer of viewersOf(b, recipe.seed, 12)) {
          const truth = walkedFieldOfView(b, viewer);
          const answers = [wasm, reference].map((e) => e.squareFieldOfView(b.blocked, viewer));
          for (const answer of answers) {
            for (let c = 0; c < truth.length; c++) {
              if (answer[c] !== truth[c]) {
                expect(answer[c], describeBoard(b, viewer, c)).toBe(truth[c]);
              }
            }
          }
          fields++;
          cellsCompared += b.spaces.length;
          seenCount += truth.reduce((n, v) => n + v, 0);
        }
        boards++;
      }),
      { numRuns: 2500 },
    );
    expect(boards).toBeGreaterThanOrEqual(2000);
    expect(fields).toBeGreaterThan(10_000);
    // Not a trivial sample: many cells seen, many more hidden.
    expect(seenCount / cellsCompared).toBeGreaterThan(0.05);
    expect(seenCount / cellsCompared).toBeLessThan(0.5);
  }, 300_000);

  it("short side walls that split an octant into many thin lit runs", () => {
    // One-cell walls on the column line x0 − ½, x0 ≈ side / (k + 1), on every other row whose
    // line from the corner has 1/slope in [k, k + 1): each leaves a lit run between its shadow
    // and the next one's. On a 1000 board this makes 2,717 runs in one row (more than two per
    // column): the case the run lists are sized for (litRunCapacity).
    for (const side of [40, 200]) {
      const walls: Edge[] = [];
      for (let k = 1; k < 2 * side; k++) {
        const x0 = Math.max(1, Math.floor(side / (k + 1)));
        for (let y = x0 * k; y < Math.min(side, x0 * (k + 1)); y += 2) {
          walls.push({ x: x0 - 1, y, side: "E" });
        }
      }
      const recipe: BoardRecipe = {
        width: side,
        height: side,
        seed: 7,
        holes: 0,
        terrain: 0,
        crowd: 0,
        walls: 0,
        shape: "rectangle",
        blockedHasHoles: true,
      };
      const b = buildBoard(recipe, walls);
      for (const engine of [wasm, reference]) engine.loadSquareBoard(b.board);
      const corners = [0, side - 1, b.spaces.length - side, b.spaces.length - 1];
      for (const viewer of corners.map((i) => b.spaces[i]!)) {
        const truth = walkedFieldOfView(b, viewer);
        expect(wasm.squareFieldOfView(b.blocked, viewer)).toEqual(truth);
        expect(reference.squareFieldOfView(b.blocked, viewer)).toEqual(truth);
      }
    }
  });

  it("on larger boards, up to 160 a side", () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        fc.integer({ min: 41, max: 160 }),
        fc.integer({ min: 41, max: 160 }),
        (recipe, width, height) => {
          const b = buildBoard({ ...recipe, width, height });
          for (const engine of [wasm, reference]) engine.loadSquareBoard(b.board);
          for (const viewer of viewersOf(b, recipe.seed, 3)) {
            const truth = walkedFieldOfView(b, viewer);
            expect(wasm.squareFieldOfView(b.blocked, viewer)).toEqual(truth);
            expect(reference.squareFieldOfView(b.blocked, viewer)).toEqual(truth);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe("square field of view properties", () => {
  it("adding a wall never brings a cell into view", () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        fc.nat(),
        fc.nat(),
        fc.constantFrom("E" as const, "S" as const),
        (recipe, viewerAt, wallAt, side) => {
          const before = buildBoard(recipe);
          const viewer = before.spaces[viewerAt % before.spaces.length]!;
          const wall = {
            x: (wallAt % (recipe.width + 2)) - 1,
            y: (Math.floor(wallAt / 64) % (recipe.height + 2)) - 1,
            side,
          };
          const after = buildBoard(recipe, [wall]);
          wasm.loadSquareBoard(before.board);
          const seenBefore = wasm.squareFieldOfView(before.blocked, viewer);
          wasm.loadSquareBoard(after.board);
          const seenAfter = wasm.squareFieldOfView(after.blocked, viewer);
          // Seen is 0 or 1: nothing seen after may be unseen before.
          seenAfter.forEach((seen, c) =>
            expect(seen, describeBoard(after, viewer, c)).toBeLessThanOrEqual(seenBefore[c]!),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("square field of view: bad input", () => {
  const board = encodeSquareBoard({
    width: 3,
    height: 2,
    cells: Uint8Array.of(SPACE, SPACE, NOT_BOARD, SPACE, BLOCKED_TERRAIN, SPACE),
    closedEdges: [],
  });

  it.each([
    ["wasm", () => wasm],
    ["twin", () => reference],
  ] as const)("%s names a wrong blocked length and a viewer off the board", (_, engine) => {
    const geometry = engine();
    geometry.loadSquareBoard(board);
    expect(() => geometry.squareFieldOfView(new Uint8Array(3), 6)).toThrow(
      /blocked needs one byte per cell \(20\), got 3/,
    );
    expect(() => geometry.squareFieldOfView(board.terrain, 0)).toThrow(
      /viewer 0: cell 0 is not on the board/,
    );
    expect(() => geometry.squareFieldOfView(board.terrain, 8)).toThrow(
      /cell 8 is not on the board/,
    );
    expect(() => geometry.squareFieldOfView(board.terrain, 6.5)).toThrow(/cell 6.5/);
    expect(geometry.squareFieldOfView(board.terrain, 6)[6]).toBe(1);
  });
});
