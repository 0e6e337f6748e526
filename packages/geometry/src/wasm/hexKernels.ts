// The hex kernels of build/geometry.wasm in-thread (assembly/hexRange.ts, assembly/hexSight.ts):
// the board, the scene and the figures laid out once in this instance's linear memory, each
// call's inputs copied in and its answer copied out (docs/decisions/001-wasm-memory-layout.md).
import type { CellGroups, HexBoard } from "../hexBoard.js";
import {
  type HexFigures,
  type HexScene,
  type SightViewers,
  sightPieceCapacity,
} from "../hexScene.js";
import type { HexKernels } from "../kernels.js";
import {
  CUT_STRIDE,
  HEX_EXPLAIN_CUTS,
  HEX_EXPLAIN_STRIDE,
  PIECE_STRIDE,
  SPACE_RUN_STRIDE,
} from "../reference/layout.js";
import type { GeometryExports } from "./loadWasm.js";
import { WasmArena, isLive } from "./wasmArena.js";

/** Where the resident board lives in linear memory. */
interface BoardLayout {
  readonly board: HexBoard;
  readonly unvisited: number;
  readonly dist: number;
  readonly queue: number;
  /** `board.spaceRuns`, so a search copies its distances out in space order in wasm. */
  readonly spaceRuns: number;
  /** Room for a search's start cells (up to START_SLOTS) and its answer by space, kept. */
  readonly starts: number;
  readonly answer: number;
}

/**
 * Start cells a search takes without scratch. One search is a microsecond: reserving and
 * giving back regions, and making views for them, cost as much again.
 */
const START_SLOTS = 16;

/**
 * Arena order: board, scene, figures, then the scratch of the current call. Placing figures
 * again gives their region back first.
 */
export class WasmHexKernels implements HexKernels {
  readonly #wasm: GeometryExports;
  readonly #arena: WasmArena;
  #board: BoardLayout | undefined;
  #scene: HexScene | undefined;
  /** Where the figures' region starts: placing them again releases back to it. */
  #figuresAt = 0;
  #answerView: Int32Array | undefined;
  /** The placement laid out last, and how many visible pieces its scratch holds. */
  #figures: HexFigures | undefined;
  #pieceCapacity = 0;

  constructor(wasm: GeometryExports) {
    this.#wasm = wasm;
    this.#arena = new WasmArena(wasm.memory, wasm.heapBase());
  }

  loadBoard(board: HexBoard): void {
    this.#arena.reset();
    this.#scene = undefined;
    this.#answerView = undefined;
    this.#figures = undefined;
    const cells = board.unvisited.length;
    this.#board = {
      board,
      unvisited: this.#arena.put(board.unvisited, "the hex board"),
      dist: this.#arena.reserve(cells * 4, "the hex board"),
      // Six bins of a slot for every space (assembly/hexRange.ts).
      queue: this.#arena.reserve(6 * board.spaceCells.length * 4, "the hex board"),
      spaceRuns: this.#arena.put(board.spaceRuns, "the hex board"),
      starts: this.#arena.reserve(START_SLOTS * 4, "the hex board"),
      answer: this.#arena.reserve(board.spaceCells.length * 4, "the hex board"),
    };
  }

  /** The answer region by space, viewed once until `memory.grow` detaches the buffer. */
  #answer(layout: BoardLayout): Int32Array {
    if (!isLive(this.#answerView)) {
      this.#answerView = this.#arena.i32(layout.answer, layout.board.spaceCells.length);
    }
    return this.#answerView;
  }

  distancesFrom(starts: Int32Array, into: Int32Array): void {
    const layout = this.#board!;
    const { board } = layout;
    // No closure here (this runs a million times a second): the scratch is released by hand.
    const mark = this.#arena.mark();
    try {
      let at = layout.starts;
      if (starts.length <= START_SLOTS) {
        const words = this.#arena.words();
        for (let i = 0; i < starts.length; i++) words[(at >>> 2) + i] = starts[i]!;
      } else {
        at = this.#arena.put(starts, "the start cells");
      }
      this.#wasm.hexDistancesBySpace(
        layout.unvisited,
        board.width,
        board.unvisited.length,
        board.spaceCells.length,
        at,
        starts.length,
        layout.dist,
        layout.queue,
        layout.spaceRuns,
        board.spaceRuns.length / SPACE_RUN_STRIDE,
        layout.answer,
      );
      into.set(this.#answer(layout));
    } finally {
      this.#arena.release(mark);
    }
  }

  distanceMatrix(from: CellGroups, to: CellGroups, into: Int32Array): void {
    const layout = this.#board!;
    const { board } = layout;
    this.#arena.scratch(() => {
      const out = this.#arena.reserve(into.byteLength, "the batch");
      this.#wasm.hexDistanceMatrix(
        layout.unvisited,
        board.width,
        board.unvisited.length,
        board.spaceCells.length,
        layout.dist,
        layout.queue,
        this.#arena.put(from.offsets, "the batch"),
        this.#arena.put(from.cells, "the batch"),
        from.offsets.length - 1,
        this.#arena.put(to.offsets, "the batch"),
        this.#arena.put(to.cells, "the batch"),
        to.offsets.length - 1,
        out,
      );
      into.set(this.#arena.i32(out, into.length));
    });
  }

  loadScene(scene: HexScene): void {
    this.loadBoard(scene.board);
    const { board } = scene;
    this.#wasm.useHexScene(
      board.qOrigin,
      board.rOrigin,
      board.width,
      board.height,
      this.#arena.put(scene.solidStart, "the hex scene"),
      this.#arena.put(scene.solids, "the hex scene"),
      scene.bodyRadius,
      scene.visibleLength,
      this.#arena.put(scene.prismTop, "the hex scene"),
    );
    this.#scene = scene;
    this.#figuresAt = this.#arena.mark();
    this.#figures = undefined;
  }

  placeFigures(figures: HexFigures, changed?: Int32Array): void {
    if (changed && figures === this.#figures && this.#standAgain(figures, changed)) return;
    this.#arena.release(this.#figuresAt);
    this.#figures = figures;
    this.#pieceCapacity = sightPieceCapacity(this.#scene!, figures);
    const pieceBytes = this.#pieceCapacity * PIECE_STRIDE * 8;
    this.#wasm.useHexFigures(
      this.#arena.put(figures.figureAt, "the figures"),
      this.#arena.put(figures.base, "the figures"),
      this.#arena.put(figures.top, "the figures"),
      this.#arena.put(figures.hexes.offsets, "the figures"),
      this.#arena.put(figures.hexes.cells, "the figures"),
      this.#arena.put(figures.cellTop, "the figures"),
      this.#arena.reserve(pieceBytes, "the sight scratch"),
      this.#arena.reserve(pieceBytes, "the sight scratch"),
    );
  }

  /**
   * Lays out only the `changed` figures of the resident placement again, their cells copied
   * through the start slots (no scratch, no view made); false when one does not fit them or its
   * body is taller than the sight scratch holds, and the whole placement must be laid out.
   */
  #standAgain(figures: HexFigures, changed: Int32Array): boolean {
    const { offsets, cells } = figures.hexes;
    const vis = this.#scene!.visibleLength;
    for (let i = 0; i < changed.length; i++) {
      const f = changed[i]!;
      if (offsets[f + 1]! - offsets[f]! > START_SLOTS) return false;
      const pieces = Math.ceil((figures.top[f]! - figures.base[f]!) / vis) + 2;
      if (pieces > this.#pieceCapacity) return false;
    }
    // Every changed figure off first, so that figures may trade places.
    for (let i = 0; i < changed.length; i++) this.#wasm.liftHexFigure(changed[i]!);
    const at = this.#board!.starts;
    const words = this.#arena.words();
    for (let i = 0; i < changed.length; i++) {
      const f = changed[i]!;
      const [first, end] = [offsets[f]!, offsets[f + 1]!];
      for (let k = first; k < end; k++) words[(at >>> 2) + k - first] = cells[k]!;
      const present = end > first && figures.figureAt[cells[first]!] === f;
      this.#wasm.standHexFigure(f, at, figures.base[f]!, figures.top[f]!, present);
    }
    return true;
  }

  sightMatrix(viewers: SightViewers, targets: Int32Array, into: Uint8Array): void {
    this.#arena.scratch(() => {
      const out = this.#arena.reserve(into.length, "the batch");
      this.#wasm.hexSightMatrix(
        this.#arena.put(viewers.eyes.offsets, "the batch"),
        this.#arena.put(viewers.eyes.cells, "the batch"),
        viewers.eyes.offsets.length - 1,
        this.#arena.put(viewers.eyeHeight, "the batch"),
        this.#arena.put(viewers.ignore, "the batch"),
        this.#arena.put(targets, "the batch"),
        targets.length,
        out,
      );
      into.set(this.#arena.u8(out, into.length));
    });
  }

  sightExplain(
    eyeCells: Int32Array,
    eyeHeight: number,
    ignore: number,
    target: number,
    out: Float64Array,
    cuts: Float64Array,
  ): void {
    this.#arena.scratch(() => {
      const verdict = this.#arena.reserve(HEX_EXPLAIN_STRIDE * 8, "the explanation");
      const log = this.#arena.reserve(cuts.byteLength, "the explanation");
      this.#wasm.hexSightExplain(
        this.#arena.put(eyeCells, "the explanation"),
        eyeCells.length,
        eyeHeight,
        ignore,
        target,
        verdict,
        log,
        cuts.length / CUT_STRIDE,
      );
      out.set(this.#arena.f64(verdict, HEX_EXPLAIN_STRIDE));
      cuts.set(this.#arena.f64(log, out[HEX_EXPLAIN_CUTS]! * CUT_STRIDE));
    });
  }
}
