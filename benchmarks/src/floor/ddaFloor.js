// The host of assembly/floor.ts (build/floor.wasm): the benchmarks' own physical floor, a bit
// grid and a batch of rays laid out once in the module's memory, then walked as often as a
// benchmark likes with no copying per run. Benchmark code only: the published geometry package
// carries no floor.
import { readFile } from "node:fs/promises";

const floorWasmUrl = new URL("../../build/floor.wasm", import.meta.url);
/** Its optimised text, written beside it by the build. */
const floorWatUrl = new URL("../../build/floor.wat", import.meta.url);
const WASM_PAGE = 65536;

/** @type {Promise<WebAssembly.Module> | undefined} */
let compiled;

/** Rounds up to 16 bytes, so every region starts aligned for any load. */
const align = (n) => (n + 15) & ~15;

/**
 * The physical floor: a plain integer DDA (Amanatides–Woo, crossings compared in integers)
 * from cell centre to cell centre over a grid of one bit per cell, stopping at the first
 * blocked cell. It answers no game's rule; it is the least work any grid sight walk does per
 * cell, so src/suites/floor.js reports our sight kernels in nanoseconds per step against it.
 *
 * @example const floor = await DdaFloor.load(); floor.loadGrid(128, 128, blocked); floor.loadRays(Int32Array.of(0, 0, 127, 90)); floor.run()
 */
export class DdaFloor {
  /** @param {WebAssembly.Exports} wasm */
  constructor(wasm) {
    this.wasm = wasm;
    /** @type {{ width: number, height: number, at: number, end: number } | undefined} */
    this.grid = undefined;
    /** @type {{ count: number, at: number, out: number } | undefined} */
    this.rays = undefined;
  }

  /**
   * Instantiates build/floor.wasm (built by the benchmarks' `npm run build`), after checking in
   * its optimised text that the walk is still a leaf — no call, trap or memory growth — as the
   * geometry package's .wat test checks its kernels: a floor with a bounds check in its loop
   * would flatter every ratio measured against it.
   */
  static async load() {
    compiled ??= assertLeaf()
      .then(() => readFile(floorWasmUrl))
      .then(
        (bytes) => WebAssembly.compile(bytes),
        (error) => {
          throw new Error(`${floorWasmUrl.pathname} is missing: run npm run build first`, {
            cause: error,
          });
        },
      );
    const instance = await WebAssembly.instantiate(await compiled, {
      env: {
        abort(_message, _file, line, column) {
          throw new Error(`floor.wasm aborted at ${line}:${column}`);
        },
      },
    });
    return new DdaFloor(instance.exports);
  }

  /** Grows memory so that bytes up to `end` exist. */
  #fit(end) {
    const { memory } = this.wasm;
    const pages = Math.ceil(end / WASM_PAGE) - memory.buffer.byteLength / WASM_PAGE;
    if (pages > 0) memory.grow(pages);
  }

  /**
   * Lays out a `width × height` grid, `blocked` one byte per cell (`y * width + x`, non-zero
   * for blocked) packed to one bit per cell. Forgets the rays.
   *
   * @param {number} width
   * @param {number} height
   * @param {Uint8Array} blocked
   */
  loadGrid(width, height, blocked) {
    if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
      throw new RangeError(`a floor grid needs a positive whole size, got ${width} × ${height}`);
    }
    if (blocked.length !== width * height) {
      throw new RangeError(
        `${width} × ${height} cells need ${width * height} bytes, got ${blocked.length}`,
      );
    }
    const at = align(this.wasm.heapBase());
    const bytes = Math.ceil(blocked.length / 32) * 4;
    this.#fit(at + bytes);
    // Bit `cell & 31` of little-endian u32 word `cell >> 5` is bit `cell & 7` of byte `cell >> 3`.
    const bits = new Uint8Array(this.wasm.memory.buffer, at, bytes).fill(0);
    blocked.forEach((b, cell) => {
      if (b !== 0) bits[cell >> 3] |= 1 << (cell & 7);
    });
    this.grid = { width, height, at, end: align(at + bytes) };
    this.rays = undefined;
  }

  /**
   * Lays out a batch of rays, four integers each (`x0, y0, x1, y1`), every end a cell of the
   * grid. Replaces the previous batch.
   *
   * @param {Int32Array} rays
   */
  loadRays(rays) {
    const grid = this.grid;
    if (!grid) throw new Error("no floor grid is loaded: call loadGrid first");
    if (rays.length % 4 !== 0) {
      throw new RangeError(`rays are four integers each, got ${rays.length} integers`);
    }
    const count = rays.length / 4;
    for (let i = 0; i < rays.length; i++) {
      const side = i % 2 === 0 ? grid.width : grid.height;
      if (rays[i] < 0 || rays[i] >= side) {
        throw new RangeError(`ray ${i >> 2}: (${rays[i & ~1]},${rays[i | 1]}) is off the grid`);
      }
    }
    // The step count of a batch is an i32: a ray takes at most width + height steps.
    if (count * (grid.width + grid.height) >= 2 ** 31) {
      throw new RangeError(`${count} rays may take more than 2³¹ steps: split the batch`);
    }
    const at = grid.end;
    const out = align(at + rays.byteLength);
    this.#fit(out + count);
    new Int32Array(this.wasm.memory.buffer, at, rays.length).set(rays);
    this.rays = { count, at, out };
  }

  /** Walks every loaded ray once; returns the cell steps taken, summed over the batch. */
  run() {
    const { grid, rays } = this;
    if (!grid || !rays) throw new Error("no floor rays are loaded: call loadRays first");
    return this.wasm.floorDdaBatch(grid.at, grid.width, rays.at, rays.count, rays.out);
  }

  /** The last run's answers, one byte per ray: 1 when no cell between its ends is blocked. */
  clear() {
    const rays = this.rays;
    if (!rays) throw new Error("no floor rays are loaded: call loadRays first");
    return new Uint8Array(this.wasm.memory.buffer, rays.out, rays.count).slice();
  }
}

/** Throws unless floorDdaBatch's optimised body in build/floor.wat has no call, trap or grow. */
async function assertLeaf() {
  const wat = await readFile(floorWatUrl, "utf8").catch((error) => {
    throw new Error(`${floorWatUrl.pathname} is missing: run npm run build first`, {
      cause: error,
    });
  });
  const start = wat.indexOf("(func $assembly/floor/floorDdaBatch ");
  const end = wat.indexOf("\n (func ", start + 1);
  const body = wat.slice(start, end < 0 ? undefined : end);
  if (start < 0 || /\b(call|unreachable|memory\.grow)\b/.test(body)) {
    throw new Error(`floorDdaBatch in ${floorWatUrl.pathname} is not a leaf any more`);
  }
}
