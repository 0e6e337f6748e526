// Preconditions of the square kernels, checked before any memory is touched.
import type { SquareBoard } from "./squareBoard.js";

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
