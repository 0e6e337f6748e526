import {
  type GeometryEngine,
  answerInto,
  groupCount,
  noBoardLoaded,
  noPlaneLoaded,
  noSceneLoaded,
  noSquareBoardLoaded,
} from "./engine.js";
import { type CellGroups, type HexBoard, assertSpaceCells } from "./hexBoard.js";
import { type HexFigures, type HexScene, type SightViewers, assertSightBatch } from "./hexScene.js";
import { type GeometryExports, instantiateGeometry } from "./loadWasm.js";
import {
  type PlanePairs,
  type PlaneScene,
  type PlaneSightAnswer,
  type PlaneUnits,
  assertPlanePairs,
  planeAnswerOffsets,
} from "./planeScene.js";
import { litRunCapacity } from "./reference/squareFieldOfView.js";
import { WasmArena } from "./wasmMemory.js";
import type { SquareBoard } from "./squareBoard.js";
import { assertSquareBatch, assertSquareBlocked, assertSquareCell } from "./squareChecks.js";

/** Where the resident square board lives in linear memory. */
interface SquareLayout {
  readonly board: SquareBoard;
  /** A field of view's input and answer, one byte per cell each, kept with the board. */
  readonly blocked: number;
  readonly seen: number;
}

/** Where the resident hex board lives in linear memory. */
interface HexLayout {
  readonly board: HexBoard;
  readonly unvisited: number;
  readonly dist: number;
  readonly queue: number;
  /** `board.spaceCells`, so a search reads its distances back in space order in wasm. */
  readonly spaceCells: number;
}

/**
 * The WebAssembly engine, in-thread: boards are laid out once in linear memory, each batch
 * call copies its inputs in, runs one kernel call and copies the answer out.
 *
 * Arena order (docs/decisions/001-wasm-memory-layout.md): board, scene, figures, then the
 * scratch of the current call. Placing figures again gives their region back first.
 *
 * @example const geometry = await WasmGeometry.load();
 */
export class WasmGeometry implements GeometryEngine {
  readonly #wasm: GeometryExports;
  readonly #arena: WasmArena;
  #hex: HexLayout | undefined;
  #scene: { scene: HexScene; figuresAt: number } | undefined;
  #figures: HexFigures | undefined;
  #square: SquareLayout | undefined;
  /** A byte view of linear memory, remade when `memory.grow` detaches the old buffer. */
  #bytes: Uint8Array | undefined;
  #plane: { scene: PlaneScene; unitsAt: number; units?: PlaneUnits } | undefined;

  private constructor(wasm: GeometryExports) {
    this.#wasm = wasm;
    this.#arena = new WasmArena(wasm.memory, wasm.heapBase());
  }

  /** Instantiates build/geometry.wasm (or the module or bytes given). */
  static async load(source?: WebAssembly.Module | BufferSource): Promise<WasmGeometry> {
    return new WasmGeometry(await instantiateGeometry(source));
  }

  /** Forgets the resident board of any kind: the next one is laid out from the heap base. */
  #reset(): void {
    this.#hex = undefined;
    this.#scene = undefined;
    this.#figures = undefined;
    this.#square = undefined;
    this.#plane = undefined;
    this.#arena.reset();
  }

  loadHexBoard(board: HexBoard): void {
    this.#reset();
    const cells = board.unvisited.length;
    this.#hex = {
      board,
      unvisited: this.#arena.put(board.unvisited, "the hex board"),
      dist: this.#arena.reserve(cells * 4, "the hex board"),
      queue: this.#arena.reserve(cells * 4, "the hex board"),
      spaceCells: this.#arena.put(board.spaceCells, "the hex board"),
    };
  }

  hexDistancesFrom(starts: Int32Array, into?: Int32Array): Int32Array {
    const hex = this.#resident();
    assertSpaceCells(hex.board, starts, "start");
    return this.#scratch(() => {
      const spaces = hex.board.spaceCells.length;
      const answer = answerInto(into, spaces, (n) => new Int32Array(n));
      const at = this.#arena.put(starts, "the start cells");
      const out = this.#arena.reserve(spaces * 4, "the distances");
      this.#wasm.hexDistancesBySpace(
        hex.unvisited,
        hex.board.width,
        hex.board.unvisited.length,
        at,
        starts.length,
        hex.dist,
        hex.queue,
        hex.spaceCells,
        spaces,
        out,
      );
      answer.set(this.#arena.i32(out, spaces));
      return answer;
    });
  }

  hexDistanceMatrix(from: CellGroups, to: CellGroups, into?: Int32Array): Int32Array {
    const hex = this.#resident();
    assertSpaceCells(hex.board, from.cells, "from");
    assertSpaceCells(hex.board, to.cells, "to");
    return this.#scratch(() => {
      const size = groupCount(from) * groupCount(to);
      const answer = answerInto(into, size, (n) => new Int32Array(n));
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
      answer.set(this.#arena.i32(out, size));
      return answer;
    });
  }

  loadHexScene(scene: HexScene): void {
    this.loadHexBoard(scene.board);
    const { board } = scene;
    const start = this.#arena.put(scene.solidStart, "the hex scene");
    const solids = this.#arena.put(scene.solids, "the hex scene");
    this.#wasm.useHexScene(
      board.qOrigin,
      board.rOrigin,
      board.width,
      board.height,
      start,
      solids,
      scene.bodyRadius,
      scene.visibleLength,
    );
    this.#scene = { scene, figuresAt: this.#arena.mark() };
  }

  placeHexFigures(figures: HexFigures): void {
    if (!this.#scene) throw noSceneLoaded();
    this.#figures = undefined;
    this.#arena.release(this.#scene.figuresAt);
    let tallest = 0;
    figures.base.forEach((b, f) => (tallest = Math.max(tallest, figures.top[f]! - b)));
    const pieceBytes = (Math.ceil(tallest / this.#scene.scene.visibleLength) + 2) * 16;
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
    this.#figures = figures;
  }

  hexSightMatrix(viewers: SightViewers, targets: Int32Array, into?: Uint8Array): Uint8Array {
    if (!this.#scene || !this.#figures) throw noSceneLoaded();
    assertSightBatch(this.#scene.scene, this.#figures, viewers, targets);
    return this.#scratch(() => {
      const viewerCount = groupCount(viewers.eyes);
      const size = viewerCount * targets.length;
      const answer = answerInto(into, size, (n) => new Uint8Array(n));
      const out = this.#arena.reserve(size, "the batch");
      this.#wasm.hexSightMatrix(
        this.#arena.put(viewers.eyes.offsets, "the batch"),
        this.#arena.put(viewers.eyes.cells, "the batch"),
        viewerCount,
        this.#arena.put(viewers.eyeHeight, "the batch"),
        this.#arena.put(viewers.ignore, "the batch"),
        this.#arena.put(targets, "the batch"),
        targets.length,
        out,
      );
      answer.set(this.#arena.u8(out, size));
      return answer;
    });
  }

  loadSquareBoard(board: SquareBoard): void {
    this.#reset();
    const east = this.#arena.put(board.eastClosed, "the square board");
    const south = this.#arena.put(board.southClosed, "the square board");
    this.#wasm.useSquareBoard(board.width, east, south);
    const onBoard = this.#arena.put(board.onBoard, "the square board");
    // The field of view's two lit-run lists, its input and its answer live with the board: a
    // field of view is a few microseconds, so per-call scratch would be a noticeable share.
    const runBytes = litRunCapacity(board.width, board.height) * 24;
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
    this.#square = {
      board,
      blocked: this.#arena.reserve(cells, "the field of view"),
      seen: this.#arena.reserve(cells, "the field of view"),
    };
  }

  squareSightMatrix(blocked: Uint8Array, viewers: Int32Array, targets: Int32Array): Uint8Array {
    const { board } = this.#squareBoard();
    assertSquareBatch(board, blocked, viewers, "viewer");
    assertSquareBatch(board, blocked, targets, "target");
    return this.#scratch(() => {
      const size = viewers.length * targets.length;
      const out = this.#arena.reserve(size, "the batch");
      this.#wasm.squareSightMatrix(
        this.#arena.put(blocked, "the batch"),
        this.#arena.put(viewers, "the batch"),
        viewers.length,
        this.#arena.put(targets, "the batch"),
        targets.length,
        out,
      );
      return this.#arena.u8(out, size).slice();
    });
  }

  squareFieldOfView(blocked: Uint8Array, viewer: number): Uint8Array {
    const square = this.#squareBoard();
    const { board } = square;
    const size = board.width * board.height;
    assertSquareBlocked(board, blocked);
    assertSquareCell(board, viewer, "viewer", 0);
    let bytes = this.#bytes;
    if (bytes?.buffer !== this.#wasm.memory.buffer) {
      bytes = this.#bytes = new Uint8Array(this.#wasm.memory.buffer);
    }
    bytes.set(blocked, square.blocked);
    this.#wasm.squareFieldOfView(square.blocked, viewer, square.seen);
    return bytes.slice(square.seen, square.seen + size);
  }

  // Plane sight (docs/decisions/004-plane-sight.md): terrain, then units, then the batch.
  loadPlaneScene(scene: PlaneScene): void {
    this.#reset();
    this.#wasm.usePlaneScene(
      scene.pieceKind.length,
      this.#arena.put(scene.pieceStart, "the plane scene"),
      this.#arena.put(scene.vertices, "the plane scene"),
      this.#arena.put(scene.pieceKind, "the plane scene"),
      this.#arena.put(scene.pieceBox, "the plane scene"),
      this.#arena.reserve(scene.longestOutline * 16, "the plane scene"),
    );
    this.#plane = { scene, unitsAt: this.#arena.mark() };
  }

  placePlaneUnits(units: PlaneUnits): void {
    if (!this.#plane) throw noPlaneLoaded();
    this.#plane.units = undefined;
    this.#arena.release(this.#plane.unitsAt);
    this.#wasm.usePlaneUnits(
      units.pointStart.length - 1,
      this.#arena.put(units.rects, "the units"),
      this.#arena.put(units.pointStart, "the units"),
      this.#arena.put(units.points, "the units"),
    );
    this.#plane.units = units;
  }

  planeSightBatch(pairs: PlanePairs): PlaneSightAnswer {
    const units = this.#plane?.units;
    if (!units) throw noPlaneLoaded();
    assertPlanePairs(units, pairs);
    const offsets = planeAnswerOffsets(units, pairs);
    return this.#scratch(() => {
      const size = offsets[offsets.length - 1]!;
      const length = this.#arena.reserve(size * 8, "the batch");
      const blocked = this.#arena.reserve(size, "the batch");
      const hindrances = this.#arena.reserve(size * 4, "the batch");
      this.#wasm.planeSightBatch(
        this.#arena.put(pairs.from, "the batch"),
        this.#arena.put(pairs.to, "the batch"),
        pairs.from.length,
        this.#arena.put(offsets, "the batch"),
        length,
        blocked,
        hindrances,
      );
      return {
        offsets,
        length: this.#arena.f64(length, size).slice(),
        blocked: this.#arena.u8(blocked, size).slice(),
        hindrances: this.#arena.i32(hindrances, size).slice(),
      };
    });
  }

  #squareBoard(): SquareLayout {
    if (!this.#square) throw noSquareBoardLoaded();
    return this.#square;
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
