import { type GeometryEngine, groupCount, noBoardLoaded } from "./engine.js";
import { type CellGroups, type HexBoard, assertSpaceCells, distancesBySpace } from "./hexBoard.js";
import { type GeometryExports, instantiateGeometry } from "./loadWasm.js";
import { WasmArena } from "./wasmMemory.js";

/** Where the resident hex board lives in linear memory. */
interface HexLayout {
  readonly board: HexBoard;
  readonly unvisited: number;
  readonly dist: number;
  readonly queue: number;
}

/**
 * The WebAssembly engine, in-thread: boards are laid out once in linear memory, each batch
 * call copies its inputs in, runs one kernel call and copies the answer out.
 *
 * @example const geometry = await WasmGeometry.load();
 */
export class WasmGeometry implements GeometryEngine {
  readonly #wasm: GeometryExports;
  readonly #arena: WasmArena;
  #hex: HexLayout | undefined;

  private constructor(wasm: GeometryExports) {
    this.#wasm = wasm;
    this.#arena = new WasmArena(wasm.memory, wasm.heapBase());
  }

  /** Instantiates build/geometry.wasm (or the module or bytes given). */
  static async load(source?: WebAssembly.Module | BufferSource): Promise<WasmGeometry> {
    return new WasmGeometry(await instantiateGeometry(source));
  }

  loadHexBoard(board: HexBoard): void {
    this.#hex = undefined;
    this.#arena.reset();
    const cells = board.unvisited.length;
    this.#hex = {
      board,
      unvisited: this.#arena.put(board.unvisited, "the hex board"),
      dist: this.#arena.reserve(cells * 4, "the hex board"),
      queue: this.#arena.reserve(cells * 4, "the hex board"),
    };
  }

  hexDistancesFrom(starts: Int32Array): Int32Array {
    const hex = this.#resident();
    assertSpaceCells(hex.board, starts, "start");
    return this.#scratch(() => {
      const cells = hex.board.unvisited.length;
      const at = this.#arena.put(starts, "the start cells");
      this.#wasm.hexDistancesFrom(
        hex.unvisited,
        hex.board.width,
        cells,
        at,
        starts.length,
        hex.dist,
        hex.queue,
      );
      return distancesBySpace(hex.board, this.#arena.i32(hex.dist, cells));
    });
  }

  hexDistanceMatrix(from: CellGroups, to: CellGroups): Int32Array {
    const hex = this.#resident();
    assertSpaceCells(hex.board, from.cells, "from");
    assertSpaceCells(hex.board, to.cells, "to");
    return this.#scratch(() => {
      const size = groupCount(from) * groupCount(to);
      const sourceOffsets = this.#arena.put(from.offsets, "the batch");
      const sourceCells = this.#arena.put(from.cells, "the batch");
      const targetOffsets = this.#arena.put(to.offsets, "the batch");
      const targetCells = this.#arena.put(to.cells, "the batch");
      const out = this.#arena.reserve(size * 4, "the batch");
      this.#wasm.hexDistanceMatrix(
        hex.unvisited,
        hex.board.width,
        hex.board.unvisited.length,
        hex.dist,
        hex.queue,
        sourceOffsets,
        sourceCells,
        groupCount(from),
        targetOffsets,
        targetCells,
        groupCount(to),
        out,
      );
      return this.#arena.i32(out, size).slice();
    });
  }

  #resident(): HexLayout {
    if (!this.#hex) throw noBoardLoaded();
    return this.#hex;
  }

  /** Runs `call` with per-call regions that are given back afterwards. */
  #scratch<T>(call: () => T): T {
    const mark = this.#arena.mark();
    try {
      return call();
    } finally {
      this.#arena.release(mark);
    }
  }
}
