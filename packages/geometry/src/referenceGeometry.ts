import { type GeometryEngine, groupCount, noBoardLoaded } from "./engine.js";
import { type CellGroups, type HexBoard, assertSpaceCells, distancesBySpace } from "./hexBoard.js";
import * as hexRange from "./reference/hexRange.js";

/** The plain-TypeScript engine: readable, allocation-light, and the oracle of the wasm one. */
export class ReferenceGeometry implements GeometryEngine {
  #board: HexBoard | undefined;
  #dist = new Int32Array(0);
  #queue = new Int32Array(0);

  loadHexBoard(board: HexBoard): void {
    this.#board = board;
    this.#dist = new Int32Array(board.unvisited.length);
    this.#queue = new Int32Array(board.unvisited.length);
  }

  hexDistancesFrom(starts: Int32Array): Int32Array {
    const board = this.#resident();
    assertSpaceCells(board, starts, "start");
    hexRange.hexDistancesFrom(board.unvisited, board.width, starts, this.#dist, this.#queue);
    return distancesBySpace(board, this.#dist);
  }

  hexDistanceMatrix(from: CellGroups, to: CellGroups): Int32Array {
    const board = this.#resident();
    assertSpaceCells(board, from.cells, "from");
    assertSpaceCells(board, to.cells, "to");
    const out = new Int32Array(groupCount(from) * groupCount(to));
    hexRange.hexDistanceMatrix(
      board.unvisited,
      board.width,
      this.#dist,
      this.#queue,
      from.offsets,
      from.cells,
      to.offsets,
      to.cells,
      out,
    );
    return out;
  }

  #resident(): HexBoard {
    if (!this.#board) throw noBoardLoaded();
    return this.#board;
  }
}
