// The square kernels of build/geometry.wasm in-thread (assembly/squareSight.ts,
// assembly/squareFieldOfView.ts): the board laid out once in this instance's linear memory.
import type { SquareKernels } from "../kernels.js";
import { RUN_STRIDE } from "../reference/layout.js";
import { type SquareBoard, litRunCapacity } from "../squareBoard.js";
import type { GeometryExports } from "./loadWasm.js";
import { WasmArena } from "./wasmArena.js";

/** Where the field of view's input and answer live (one byte per cell each), with the board. */
interface FieldLayout {
  readonly blocked: number;
  readonly seen: number;
}

export class WasmSquareKernels implements SquareKernels {
  readonly #wasm: GeometryExports;
  readonly #arena: WasmArena;
  #field: FieldLayout | undefined;
  /** A byte view of linear memory, remade when `memory.grow` detaches the old buffer. */
  #bytes: Uint8Array | undefined;

  constructor(wasm: GeometryExports) {
    this.#wasm = wasm;
    this.#arena = new WasmArena(wasm.memory, wasm.heapBase());
  }

  loadBoard(board: SquareBoard): void {
    this.#arena.reset();
    const east = this.#arena.put(board.eastClosed, "the square board");
    const south = this.#arena.put(board.southClosed, "the square board");
    this.#wasm.useSquareBoard(board.width, east, south);
    const onBoard = this.#arena.put(board.onBoard, "the square board");
    // The field of view's two lit-run lists, its input and its answer live with the board: a
    // field of view is a few microseconds, so per-call scratch would be a noticeable share.
    const runBytes = litRunCapacity(board) * RUN_STRIDE * 4;
    this.#wasm.useSquareFieldOfView(
      board.width,
      board.height,
      east,
      south,
      onBoard,
      this.#arena.reserve(runBytes, "the field of view"),
      this.#arena.reserve(runBytes, "the field of view"),
    );
    const cells = board.width * board.height;
    this.#field = {
      blocked: this.#arena.reserve(cells, "the field of view"),
      seen: this.#arena.reserve(cells, "the field of view"),
    };
  }

  sightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Uint8Array,
  ): void {
    this.#batch(this.#wasm.squareSightMatrix, blocked, viewers, targets, into);
  }

  sightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Int32Array,
  ): void {
    this.#batch(this.#wasm.squareSightExplain, blocked, viewers, targets, into);
  }

  /** One viewers × targets kernel call: the inputs in, the answer out into `into`. */
  #batch(
    kernel: GeometryExports["squareSightMatrix"],
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Uint8Array | Int32Array,
  ): void {
    this.#arena.scratch(() => {
      const out = this.#arena.reserve(into.byteLength, "the batch");
      kernel(
        this.#arena.put(blocked, "the batch"),
        this.#arena.put(viewers, "the batch"),
        viewers.length,
        this.#arena.put(targets, "the batch"),
        targets.length,
        out,
      );
      if (into instanceof Uint8Array) into.set(this.#arena.u8(out, into.length));
      else into.set(this.#arena.i32(out, into.length));
    });
  }

  fieldOfView(blocked: Uint8Array, viewer: number, into: Uint8Array): void {
    const field = this.#field!;
    let bytes = this.#bytes;
    if (bytes?.buffer !== this.#wasm.memory.buffer) {
      bytes = this.#bytes = new Uint8Array(this.#wasm.memory.buffer);
    }
    bytes.set(blocked, field.blocked);
    this.#wasm.squareFieldOfView(field.blocked, viewer, field.seen);
    into.set(bytes.subarray(field.seen, field.seen + into.length));
  }
}
