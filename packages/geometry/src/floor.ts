// The host side of assembly/floor.ts: a bit grid and a batch of rays laid out once in the
// module's arena (docs/decisions/001-wasm-memory-layout.md), then walked as often as a
// benchmark likes with no copying per run.
import { type GeometryExports, instantiateGeometry } from "./loadWasm.js";
import { WasmArena } from "./wasmMemory.js";

/**
 * The physical floor, for benchmarks only: a plain integer DDA (Amanatides–Woo, crossings
 * compared in integers) from cell centre to cell centre over a grid of one bit per cell,
 * stopping at the first blocked cell. It answers no game's rule; it is the least work any grid
 * sight walk does per cell, so benchmarks/src/suites/floor.js reports Sightline's sight kernels
 * in nanoseconds per step against it.
 *
 * @example const floor = await DdaFloor.load(); floor.loadGrid(128, 128, blocked); floor.loadRays(Int32Array.of(0, 0, 127, 90)); floor.run()
 */
export class DdaFloor {
  readonly #wasm: GeometryExports;
  readonly #arena: WasmArena;
  #grid: { width: number; height: number; at: number } | undefined;
  #rays: { count: number; at: number; out: number; mark: number } | undefined;

  private constructor(wasm: GeometryExports) {
    this.#wasm = wasm;
    this.#arena = new WasmArena(wasm.memory, wasm.heapBase());
  }

  /** Instantiates build/geometry.wasm (or the module or bytes given). */
  static async load(source?: WebAssembly.Module | BufferSource): Promise<DdaFloor> {
    return new DdaFloor(await instantiateGeometry(source));
  }

  /**
   * Lays out a `width × height` grid, `blocked` one byte per cell (`y * width + x`, non-zero
   * for blocked) packed to one bit per cell. Forgets the rays.
   */
  loadGrid(width: number, height: number, blocked: Uint8Array): void {
    if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
      throw new RangeError(`a floor grid needs a positive whole size, got ${width} × ${height}`);
    }
    if (blocked.length !== width * height) {
      throw new RangeError(
        `${width} × ${height} cells need ${width * height} bytes, got ${blocked.length}`,
      );
    }
    // Bit `cell & 31` of little-endian u32 word `cell >> 5` is bit `cell & 7` of byte `cell >> 3`.
    const bits = new Uint8Array(Math.ceil(blocked.length / 32) * 4);
    blocked.forEach((b, cell) => {
      if (b !== 0) bits[cell >> 3]! |= 1 << (cell & 7);
    });
    this.#arena.reset();
    this.#rays = undefined;
    this.#grid = { width, height, at: this.#arena.put(bits, "the floor grid") };
  }

  /**
   * Lays out a batch of rays, four integers each (`x0, y0, x1, y1`), every end a cell of the
   * grid. Replaces the previous batch.
   */
  loadRays(rays: Int32Array): void {
    const grid = this.#grid;
    if (!grid) throw new Error("no floor grid is loaded: call loadGrid first");
    if (rays.length % 4 !== 0) {
      throw new RangeError(`rays are four integers each, got ${rays.length} integers`);
    }
    const count = rays.length / 4;
    for (let i = 0; i < rays.length; i++) {
      const v = rays[i]!;
      const side = i % 2 === 0 ? grid.width : grid.height;
      if (v < 0 || v >= side) {
        throw new RangeError(`ray ${i >> 2}: (${rays[i & ~1]},${rays[i | 1]}) is off the grid`);
      }
    }
    // The step count of a batch is an i32: a ray takes at most width + height steps.
    if (count * (grid.width + grid.height) >= 2 ** 31) {
      throw new RangeError(`${count} rays may take more than 2³¹ steps: split the batch`);
    }
    if (this.#rays) this.#arena.release(this.#rays.mark);
    const mark = this.#arena.mark();
    this.#rays = {
      count,
      at: this.#arena.put(rays, "the floor rays"),
      out: this.#arena.reserve(count, "the floor rays"),
      mark,
    };
  }

  /** Walks every loaded ray once; returns the cell steps taken, summed over the batch. */
  run(): number {
    const grid = this.#grid;
    const rays = this.#rays;
    if (!grid || !rays) throw new Error("no floor rays are loaded: call loadRays first");
    return this.#wasm.floorDdaBatch(grid.at, grid.width, rays.at, rays.count, rays.out);
  }

  /** The last run's answers, one byte per ray: 1 when no cell between its ends is blocked. */
  clear(): Uint8Array {
    const rays = this.#rays;
    if (!rays) throw new Error("no floor rays are loaded: call loadRays first");
    return this.#arena.u8(rays.out, rays.count).slice();
  }
}
