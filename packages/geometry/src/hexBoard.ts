// The hex board encoder: turns a list of spaces into the flat layout every hex kernel reads
// (docs/decisions/001-wasm-memory-layout.md). Laid out once per board; figures move, the
// board does not.
import { SPACE_RUN_CELL, SPACE_RUN_LENGTH, SPACE_RUN_STRIDE } from "./reference/layout.js";

/** A hex in axial coordinates `[q, r]` (docs/rules/heroscape.md#coordinates-and-units). */
export type Hex = readonly [q: number, r: number];

/**
 * The six neighbours of a hex as axial offsets, in the spec's order
 * (docs/rules/heroscape.md#coordinates-and-units):
 * `(q+1, r) (q+1, r−1) (q, r−1) (q−1, r) (q−1, r+1) (q, r+1)`.
 */
export const HEX_NEIGHBOURS: readonly Hex[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Whether two hexes are neighbours (share an edge). */
export function areNeighbours([q, r]: Hex, [q2, r2]: Hex): boolean {
  return HEX_NEIGHBOURS.some(([dq, dr]) => q + dq === q2 && r + dr === r2);
}

/**
 * The largest padded grid a board may span: 2²² cells, 2048 × 2048. Each cell costs about 70
 * bytes across the host's and the engine's per-cell arrays (template, distances, solids' index,
 * prism tops, figures' cells and tops), so the largest grid holds about 350 MB
 * (docs/decisions/001-wasm-memory-layout.md#limits).
 */
export const MAX_HEX_CELLS = 1 << 22;

/** Marks in the `unvisited` template: a space not yet reached, and a cell with no space. */
export const UNREACHED = -1;
export const NO_SPACE = -2;

/** A hex board laid out as a padded row-major grid of cells. */
export interface HexBoard {
  /** Axial coordinates of cell 0 (the padding corner). */
  readonly qOrigin: number;
  readonly rOrigin: number;
  /** Cells per row and rows, one-cell border of non-spaces included. */
  readonly width: number;
  readonly height: number;
  /** One i32 per cell: -1 for a space, -2 for none (the search's starting state). */
  readonly unvisited: Int32Array;
  /** The cell of each space, in the order the spaces were given. */
  readonly spaceCells: Int32Array;
  /**
   * The same spaces as runs of cells that follow one another, `SPACE_RUN_STRIDE` i32 a run (its
   * first cell, its length; src/reference/layout.ts): a range search copies its answer by space
   * out of the grid a run at a time. Spaces listed row by row make about one run a row.
   */
  readonly spaceRuns: Int32Array;
}

/**
 * Groups of cells in compressed form — group `i` is `cells[offsets[i] .. offsets[i+1])` —
 * so a whole batch (every figure's hexes) crosses into wasm or a worker as two flat arrays.
 */
export interface CellGroups {
  readonly offsets: Int32Array;
  readonly cells: Int32Array;
}

/**
 * Lays out the spaces of a hex board. Throws a `RangeError` naming the space for a repeated
 * hex or a non-integer coordinate, and for a board spanning more than {@link MAX_HEX_CELLS}.
 *
 * @example encodeHexBoard([[0, 0], [1, 0], [0, 1]])
 */
export function encodeHexBoard(spaces: readonly Hex[]): HexBoard {
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  spaces.forEach(([q, r], i) => {
    if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) {
      throw new RangeError(`space ${i}: hex (${q},${r}) must have integer coordinates`);
    }
    qMin = Math.min(qMin, q);
    qMax = Math.max(qMax, q);
    rMin = Math.min(rMin, r);
    rMax = Math.max(rMax, r);
  });
  if (spaces.length === 0) {
    qMin = qMax = rMin = rMax = 0;
  }
  const width = qMax - qMin + 3;
  const height = rMax - rMin + 3;
  if (width * height > MAX_HEX_CELLS) {
    throw new RangeError(
      `the board spans ${width} × ${height} cells; at most ${MAX_HEX_CELLS} fit in memory`,
    );
  }
  const [qOrigin, rOrigin] = [qMin - 1, rMin - 1];
  const unvisited = new Int32Array(width * height).fill(NO_SPACE);
  const spaceCells = new Int32Array(spaces.length);
  spaces.forEach(([q, r], i) => {
    const cell = (r - rOrigin) * width + (q - qOrigin);
    if (unvisited[cell] === UNREACHED) {
      throw new RangeError(`space ${i}: hex (${q},${r}) is listed twice`);
    }
    unvisited[cell] = UNREACHED;
    spaceCells[i] = cell;
  });
  return {
    qOrigin,
    rOrigin,
    width,
    height,
    unvisited,
    spaceCells,
    spaceRuns: spaceRuns(spaceCells),
  };
}

/** The runs of cells that follow one another in `spaceCells` (see {@link HexBoard.spaceRuns}). */
function spaceRuns(spaceCells: Int32Array): Int32Array {
  const firsts: number[] = [];
  const lengths: number[] = [];
  spaceCells.forEach((cell, i) => {
    if (i > 0 && cell === spaceCells[i - 1]! + 1) {
      lengths.push(lengths.pop()! + 1);
    } else {
      firsts.push(cell);
      lengths.push(1);
    }
  });
  const runs = new Int32Array(firsts.length * SPACE_RUN_STRIDE);
  firsts.forEach((cell, run) => {
    runs[run * SPACE_RUN_STRIDE + SPACE_RUN_CELL] = cell;
    runs[run * SPACE_RUN_STRIDE + SPACE_RUN_LENGTH] = lengths[run]!;
  });
  return runs;
}

/** The cell of hex `(q, r)`, or -1 when the board has no space there. */
export function hexCell(board: HexBoard, q: number, r: number): number {
  const col = q - board.qOrigin;
  const row = r - board.rOrigin;
  if (!Number.isInteger(col) || !Number.isInteger(row)) return -1;
  if (col < 0 || row < 0 || col >= board.width || row >= board.height) return -1;
  const cell = row * board.width + col;
  return board.unvisited[cell] === UNREACHED ? cell : -1;
}

/**
 * Packs groups of hexes (each figure's hexes) into {@link CellGroups}. Throws a `RangeError`
 * naming the group and hex when a hex is not a space of the board.
 */
export function hexGroups(board: HexBoard, groups: readonly (readonly Hex[])[]): CellGroups {
  const offsets = new Int32Array(groups.length + 1);
  const cells = new Int32Array(groups.reduce((n, g) => n + g.length, 0));
  let k = 0;
  groups.forEach((group, i) => {
    for (const [q, r] of group) {
      const cell = hexCell(board, q, r);
      if (cell < 0) throw new RangeError(`group ${i}: hex (${q},${r}) is not a space of the board`);
      cells[k++] = cell;
    }
    offsets[i + 1] = k;
  });
  return { offsets, cells };
}

/** Throws a `RangeError` unless every cell is a space of `board` (a kernel's precondition). */
export function assertSpaceCells(board: HexBoard, cells: Int32Array, what: string): void {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (board.unvisited[cell] !== UNREACHED) {
      throw new RangeError(`${what}: cell ${cell} is not a space of the board`);
    }
  }
}
