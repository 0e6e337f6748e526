// Preconditions of the square kernels, checked before any memory is touched.
import type { SquareBoard } from "./squareBoard.js";

/** Throws a `RangeError` naming the first bad input of a square sight call. */
export function assertSquareBatch(
  board: SquareBoard,
  blocked: Uint8Array,
  cells: Int32Array,
  what: string,
): void {
  const count = board.width * board.height;
  if (blocked.length !== count) {
    throw new RangeError(`blocked needs one byte per cell (${count}), got ${blocked.length}`);
  }
  cells.forEach((cell, i) => {
    if (!(cell >= 0 && cell < count) || board.onBoard[cell] !== 1) {
      throw new RangeError(`${what} ${i}: cell ${cell} is not on the board`);
    }
  });
}
