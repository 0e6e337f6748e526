// The square kernels' TypeScript twin behind the SquareKernels interface
// (src/reference/squareSight.ts, src/reference/squareFieldOfView.ts).
import type { SquareKernels } from "../kernels.js";
import { RUN_STRIDE } from "../reference/layout.js";
import * as squareFieldOfView from "../reference/squareFieldOfView.js";
import * as squareSight from "../reference/squareSight.js";
import { type SquareBoard, litRunCapacity } from "../squareBoard.js";

export class TwinSquareKernels implements SquareKernels {
  #board: SquareBoard | undefined;
  /** The field of view's two run lists, kept with the board: nothing is allocated per call. */
  #runs: squareFieldOfView.LitRuns | undefined;

  loadBoard(board: SquareBoard): void {
    this.#board = board;
    const size = litRunCapacity(board) * RUN_STRIDE;
    this.#runs = { lit: new Int32Array(size), spare: new Int32Array(size) };
  }

  sightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Uint8Array,
  ): void {
    squareSight.squareSightMatrix(this.#board!, blocked, viewers, targets, into);
  }

  sightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Int32Array,
  ): void {
    squareSight.squareSightExplain(this.#board!, blocked, viewers, targets, into);
  }

  fieldOfView(blocked: Uint8Array, viewer: number, into: Uint8Array): void {
    squareFieldOfView.squareFieldOfView(this.#board!, blocked, viewer, into, this.#runs!);
  }
}
