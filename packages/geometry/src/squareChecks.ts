// Preconditions of the square kernels, checked before any memory is touched.
import { MAX_SQUARE_SIDE, type SquareBoard } from "./squareBoard.js";

/**
 * Throws a `RangeError` naming `path`'s first field that does not match the layout of
 * {@link SquareBoard}: a size that is not whole or past {@link MAX_SQUARE_SIDE} (plus its
 * border), per-cell arrays of another length, a board cell on the border. `encodeSquareBoard`
 * always passes; a board built by hand would otherwise be read out of bounds by the first query.
 */
export function assertSquareBoard(board: SquareBoard, path: string): void {
  const { width, height } = board;
  for (const [name, size] of [
    ["width", width],
    ["height", height],
  ] as const) {
    // The kernels step to a neighbour cell without a bounds check: the border of non-board
    // cells keeps them on the grid.
    if (!(Number.isSafeInteger(size) && size >= 3 && size <= MAX_SQUARE_SIDE + 2)) {
      throw new RangeError(
        `${path}.${name}: ${size} must be a whole number of cells from 3 to ${MAX_SQUARE_SIDE + 2} (MAX_SQUARE_SIDE, ${MAX_SQUARE_SIDE}, and a border cell on each side)`,
      );
    }
  }
  const cells = width * height;
  for (const name of ["onBoard", "terrain", "eastClosed", "southClosed"] as const) {
    if (board[name].length !== cells) {
      throw new RangeError(
        `${path}.${name}: ${width} × ${height} cells need ${cells} entries, got ${board[name].length}`,
      );
    }
  }
  for (let x = 0; x < width; x++) {
    assertBorderCell(board, x, path);
    assertBorderCell(board, (height - 1) * width + x, path);
  }
  for (let y = 1; y < height - 1; y++) {
    assertBorderCell(board, y * width, path);
    assertBorderCell(board, y * width + width - 1, path);
  }
}

function assertBorderCell(board: SquareBoard, cell: number, path: string): void {
  if (board.onBoard[cell] !== 0 || board.terrain[cell] !== 1) {
    throw new RangeError(
      `${path}.onBoard[${cell}]: a cell on the border must be off the board (onBoard 0, terrain 1)`,
    );
  }
}

/** Throws a `RangeError` unless `blocked` has one byte per cell of the board. */
export function assertSquareBlocked(board: SquareBoard, blocked: Uint8Array): void {
  const count = board.width * board.height;
  if (blocked.length !== count) {
    throw new RangeError(`blocked needs one byte per cell (${count}), got ${blocked.length}`);
  }
}

/** Throws a `RangeError` naming `what` `i` unless `cell` is a cell of the board. */
export function assertSquareCell(board: SquareBoard, cell: number, what: string, i: number): void {
  if (!(cell >= 0 && cell < board.onBoard.length) || board.onBoard[cell] !== 1) {
    throw new RangeError(`${what} ${i}: cell ${cell} is not on the board`);
  }
}

/** Throws a `RangeError` naming the first bad input of a square sight call. */
export function assertSquareBatch(
  board: SquareBoard,
  blocked: Uint8Array,
  cells: Int32Array,
  what: string,
): void {
  assertSquareBlocked(board, blocked);
  for (let i = 0; i < cells.length; i++) assertSquareCell(board, cells[i]!, what, i);
}
