// Our range kernel with no host around it: build/geometry.wasm's hexDistancesBySpace export
// called on a board laid out once in its memory, the answer left there. rangePeers times it
// beside WasmGeometry.hexDistancesFrom so the report splits a search into the kernel's time and
// the host's (the start check, the scratch regions, the copy of the answer out of wasm).
import { instantiateGeometry } from "@sightline/geometry";

const WASM_PAGE = 65536;
/** i32 per run of spaces (the geometry package's SPACE_RUN_STRIDE): its first cell, its length. */
const SPACE_RUN_STRIDE = 2;
const align = (n) => (n + 15) & ~15;

/** One board in a bare geometry instance: `distancesFrom(cell)` runs the kernel once. */
export class RangeKernel {
  /** @param {import("@sightline/geometry").HexBoard} board */
  static async load(board) {
    return new RangeKernel(await instantiateGeometry(), board);
  }

  /**
   * @param {import("@sightline/geometry").GeometryExports} wasm
   * @param {import("@sightline/geometry").HexBoard} board
   */
  constructor(wasm, board) {
    const cells = board.unvisited.length;
    const spaces = board.spaceCells.length;
    // The host's layout (docs/decisions/001-wasm-memory-layout.md): template and distances one
    // i32 per cell, the queue six per space, then the runs of spaces, the start and the answer.
    let at = align(wasm.heapBase());
    const region = (bytes) => [at, (at = align(at + bytes))][0];
    this.unvisited = region(cells * 4);
    this.dist = region(cells * 4);
    this.queue = region(6 * spaces * 4);
    this.spaceRuns = region(board.spaceRuns.byteLength);
    this.start = region(4);
    this.out = region(spaces * 4);
    const pages = Math.ceil(at / WASM_PAGE) - wasm.memory.buffer.byteLength / WASM_PAGE;
    if (pages > 0) wasm.memory.grow(pages);
    const memory = new Int32Array(wasm.memory.buffer);
    memory.set(board.unvisited, this.unvisited >> 2);
    memory.set(board.spaceRuns, this.spaceRuns >> 2);
    this.memory = memory;
    this.wasm = wasm;
    this.board = board;
    /** The last answer, by space, as a view into wasm memory. */
    this.answer = memory.subarray(this.out >> 2, (this.out >> 2) + spaces);
  }

  /** Distances from `cell` (a space) to every space, in space order: a view, reused. */
  distancesFrom(cell) {
    const { wasm, board } = this;
    this.memory[this.start >> 2] = cell;
    wasm.hexDistancesBySpace(
      this.unvisited,
      board.width,
      board.unvisited.length,
      board.spaceCells.length,
      this.start,
      1,
      this.dist,
      this.queue,
      this.spaceRuns,
      board.spaceRuns.length / SPACE_RUN_STRIDE,
      this.out,
    );
    return this.answer;
  }
}
