// The square-grid encoder (docs/rules/arcadia-quest.md#board): cells, closed edges and blocking
// terrain as flat per-cell bytes the square sight kernels read, laid out once per board
// (docs/decisions/005-square-sight.md). A one-cell border of non-board cells surrounds the
// grid, so a neighbour index never leaves it.

/** What a cell of the grid is. */
export const NOT_BOARD = 0;
export const SPACE = 1;
export const BLOCKED_TERRAIN = 2;

export interface SquareBoardInput {
  readonly width: number;
  readonly height: number;
  /** Row-major, one per cell: NOT_BOARD, SPACE or BLOCKED_TERRAIN. */
  readonly cells: Uint8Array;
  /** Walls and closed doors, by their east or south name. */
  readonly closedEdges: readonly {
    readonly x: number;
    readonly y: number;
    readonly side: "E" | "S";
  }[];
}

/** A square board laid out for the kernels; cell `(x, y)` is `(y + 1) * width + (x + 1)`. */
export interface SquareBoard {
  /** Cells per row and rows, the border included. */
  readonly width: number;
  readonly height: number;
  /** Per cell, 1 when it is part of the board: a space or blocked terrain. */
  readonly onBoard: Uint8Array;
  /** Per cell, 1 when it blocks sight for everyone: blocked terrain or not part of the board. */
  readonly terrain: Uint8Array;
  /** Per cell, 1 when its east edge (to the cell at +1) is closed. */
  readonly eastClosed: Uint8Array;
  /** Per cell, 1 when its south edge (to the cell at +width) is closed. */
  readonly southClosed: Uint8Array;
}

/** The largest grid the square kernels take: coordinates stay far inside exact i32 products. */
export const MAX_SQUARE_SIDE = 4096;

/**
 * Lays out a board. Closed edges are walls, closed doors, and every edge between a board
 * cell and a non-board cell or the outside (docs/rules/arcadia-quest.md#board).
 *
 * @example encodeSquareBoard({ width: 2, height: 1, cells: Uint8Array.of(1, 1), closedEdges: [{ x: 0, y: 0, side: "E" }] })
 */
export function encodeSquareBoard(input: SquareBoardInput): SquareBoard {
  const { width: w, height: h } = input;
  if (!(Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0)) {
    throw new RangeError(`a square board needs a positive whole size, got ${w} × ${h}`);
  }
  if (w > MAX_SQUARE_SIDE || h > MAX_SQUARE_SIDE) {
    throw new RangeError(
      `a square board is at most ${MAX_SQUARE_SIDE} cells a side, got ${w} × ${h}`,
    );
  }
  if (input.cells.length !== w * h) {
    throw new RangeError(`${w} × ${h} cells need ${w * h} cell kinds, got ${input.cells.length}`);
  }
  const width = w + 2;
  const height = h + 2;
  const kind = new Uint8Array(width * height);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) kind[(y + 1) * width + x + 1] = input.cells[y * w + x]!;
  }
  const terrain = kind.map((k) => (k === SPACE ? 0 : 1));
  const eastClosed = new Uint8Array(width * height);
  const southClosed = new Uint8Array(width * height);
  for (let c = 0; c < width * height; c++) {
    const onBoard = kind[c] !== NOT_BOARD;
    if (c % width < width - 1 && onBoard !== (kind[c + 1] !== NOT_BOARD)) eastClosed[c] = 1;
    if (c + width < width * height && onBoard !== (kind[c + width] !== NOT_BOARD))
      southClosed[c] = 1;
  }
  input.closedEdges.forEach(({ x, y, side }, i) => {
    if (!(Number.isInteger(x) && Number.isInteger(y) && x >= -1 && y >= -1 && x <= w && y <= h)) {
      throw new RangeError(`closed edge ${i}: (${x},${y}) is off the grid`);
    }
    const cell = (y + 1) * width + x + 1;
    (side === "E" ? eastClosed : southClosed)[cell] = 1;
  });
  const onBoard = kind.map((k) => (k === NOT_BOARD ? 0 : 1));
  return { width, height, onBoard, terrain, eastClosed, southClosed };
}

/** The cell index of grid position `(x, y)`. */
export function squareCell(board: SquareBoard, x: number, y: number): number {
  return (y + 1) * board.width + x + 1;
}

/**
 * How many lit runs one row of a field of view can hold on `board` (its scratch is two lists of
 * this many runs), a proven bound rather than a guess (docs/decisions/005-square-sight.md): a
 * gap between two runs holds a whole stop whose slopes span a ratio of at least (2j+1)/(2j−1),
 * and all of them lie between 1/(2j+1) and 1, so a row j has at most (j + ½)·ln(2j + 1) + 2 runs.
 */
export function litRunCapacity(board: SquareBoard): number {
  const j = Math.max(1, Math.max(board.width, board.height) - 3);
  return Math.ceil((j + 0.5) * Math.log(2 * j + 1)) + 3;
}
