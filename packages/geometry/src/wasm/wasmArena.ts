// The linear-memory arena of one geometry instance, which serves one board kind
// (docs/decisions/001-wasm-memory-layout.md): regions are handed out from the module's heap base
// upward and memory grows to fit. After
// `memory.grow` every view over the old buffer is detached, so views are made on demand.

const WASM_PAGE = 65536;
/** The most a 32-bit WebAssembly memory can hold. */
const MAX_PAGES = 65536;

export class WasmArena {
  readonly #memory: WebAssembly.Memory;
  readonly #base: number;
  #top: number;
  #words: Int32Array | undefined;

  constructor(memory: WebAssembly.Memory, heapBase: number) {
    this.#memory = memory;
    this.#base = align(heapBase);
    this.#top = this.#base;
  }

  /** Forgets every region (a new board is being laid out). */
  reset(): void {
    this.#top = this.#base;
  }

  /**
   * Reserves `bytes` (16-aligned) and returns the region's address. Throws a `RangeError` naming
   * `what` when the region would end past 4 GiB, the most a 32-bit memory addresses, or when the
   * host will not grow the memory that far; nothing is reserved then.
   */
  reserve(bytes: number, what: string): number {
    const at = this.#top;
    const top = align(at + bytes);
    const needPages = Math.ceil(top / WASM_PAGE);
    if (!(needPages <= MAX_PAGES)) {
      throw new RangeError(
        `${what} needs ${top} bytes of WebAssembly memory; at most ${MAX_PAGES * WASM_PAGE} exist`,
      );
    }
    const havePages = this.#memory.buffer.byteLength / WASM_PAGE;
    if (needPages > havePages) {
      try {
        this.#memory.grow(needPages - havePages);
      } catch (error) {
        throw new RangeError(
          `${what} needs ${top} bytes of WebAssembly memory; growing it from ${havePages * WASM_PAGE} failed (${(error as Error).message})`,
          { cause: error },
        );
      }
    }
    this.#top = top;
    return at;
  }

  /** Marks the current top; {@link release} returns to it (per-call scratch). */
  mark(): number {
    return this.#top;
  }

  release(mark: number): void {
    this.#top = mark;
  }

  /** Runs `call` with per-call regions that are given back afterwards. */
  scratch<T>(call: () => T): T {
    const mark = this.#top;
    try {
      return call();
    } finally {
      this.#top = mark;
    }
  }

  /**
   * All of memory as i32 words, the view kept until `memory.grow` detaches its buffer: the
   * calls that run a thousand times a second index it rather than make a view each time.
   */
  words(): Int32Array {
    if (!isLive(this.#words)) this.#words = new Int32Array(this.#memory.buffer);
    return this.#words;
  }

  i32(at: number, length: number): Int32Array {
    return new Int32Array(this.#memory.buffer, at, length);
  }

  f64(at: number, length: number): Float64Array {
    return new Float64Array(this.#memory.buffer, at, length);
  }

  u8(at: number, length: number): Uint8Array {
    return new Uint8Array(this.#memory.buffer, at, length);
  }

  /** Copies `values` into a fresh region and returns its address. */
  put(values: Int32Array | Float64Array | Uint8Array, what: string): number {
    const at = this.reserve(values.byteLength, what);
    if (values instanceof Int32Array) this.i32(at, values.length).set(values);
    else if (values instanceof Float64Array) this.f64(at, values.length).set(values);
    else this.u8(at, values.length).set(values);
    return at;
  }
}

/**
 * Whether a view kept over wasm memory still sees it: `memory.grow` detaches the old buffer, and
 * a view of a detached buffer reads 0 bytes. Comparing `view.buffer` with `memory.buffer` costs
 * about 50 ns a call in Node 20 (the memory's `buffer` getter is not inlined), a twentieth of a
 * range search on Rotten Ice. An empty view is never live: it is made again, which is cheap.
 */
export function isLive<View extends ArrayBufferView>(view: View | undefined): view is View {
  return view !== undefined && view.byteLength !== 0;
}

/**
 * `n` rounded up to a multiple of 16. In plain arithmetic, not `(n + 15) & ~15`: a bitwise
 * operator wraps a size past 2 GiB to a small or negative one, and the region would overlap
 * the board instead of failing the check above.
 */
function align(n: number): number {
  return Math.ceil(n / 16) * 16;
}
