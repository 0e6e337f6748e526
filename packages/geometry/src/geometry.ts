// The checked front of every engine (docs/decisions/001-wasm-memory-layout.md): it keeps each
// board kind's resident board, checks every call's inputs and sizes every answer, then hands the
// call to that kind's kernels — the WebAssembly module's or the twin's, which trust it. A load
// either lays its board out or throws and leaves the resident board answering as before.
import {
  BOARD_KINDS,
  type BoardKind,
  type EngineKind,
  boardKindsOf,
  type EngineOptions,
  type GeometryEngine,
  answerInto,
} from "./engine.js";
import {
  type HexSightExplanation,
  type SquareSightExplanation,
  hexSightExplanation,
  squareSightExplanations,
} from "./explanations.js";
import { type CellGroups, type HexBoard, assertSpaceCells } from "./hexBoard.js";
import { assertHexBoard, assertHexFigures, assertHexScene } from "./hexChecks.js";
import {
  type HexFigures,
  type HexScene,
  type SightViewers,
  assertSightBatch,
  cutCapacity,
} from "./hexScene.js";
import type { GeometryKernels, HexKernels, PlaneKernels } from "./kernels.js";
import { assertPlaneScene, assertPlaneUnits } from "./planeChecks.js";
import {
  type PlanePairs,
  type PlaneScene,
  type PlaneSightAnswer,
  type PlaneUnits,
  assertPlanePairs,
  planeAnswerOffsets,
} from "./planeScene.js";
import { CUT_STRIDE, HEX_EXPLAIN_STRIDE, SQUARE_EXPLAIN_STRIDE } from "./reference/layout.js";
import type { SquareBoard } from "./squareBoard.js";
import {
  assertSquareBatch,
  assertSquareBlocked,
  assertSquareBoard,
  assertSquareCell,
} from "./squareChecks.js";
import { TwinHexKernels } from "./twin/hexKernels.js";
import { TwinPlaneKernels } from "./twin/planeKernels.js";
import { TwinSquareKernels } from "./twin/squareKernels.js";
import { wasmKernels } from "./wasm/wasmKernels.js";

/** The resident hex board, and its scene and figures once they are laid out. */
interface HexResident {
  readonly board: HexBoard;
  readonly scene?: HexScene;
  readonly figures?: HexFigures;
}

/**
 * The resident plane terrain, and its units once they are placed with their point offsets as
 * they were then (a later in-place change is checked against them).
 */
interface PlaneResident {
  readonly scene: PlaneScene;
  readonly units?: PlaneUnits;
  readonly pointStart?: Int32Array;
}

/**
 * One engine: a board of each kind it has kernels for resident at once, every call checked here
 * and answered by `kernels`. A call of a kind it has no kernels for throws, naming the kind.
 * Build it with {@link WasmGeometry.load}, `new ReferenceGeometry()` or {@link loadGeometry}.
 */
export class Geometry implements GeometryEngine {
  /** The board kinds this engine answers, in hex, square, plane order. */
  readonly boards: readonly BoardKind[];
  readonly #kernels: Partial<GeometryKernels>;
  #hex: HexResident | undefined;
  #square: SquareBoard | undefined;
  #plane: PlaneResident | undefined;
  /** An explanation's verdict record, and room for the cuts of one ray (grown when too small). */
  readonly #verdict = new Float64Array(HEX_EXPLAIN_STRIDE);
  #cuts = new Float64Array(0);

  constructor(kernels: Partial<GeometryKernels>) {
    this.#kernels = kernels;
    this.boards = BOARD_KINDS.filter((kind) => kernels[kind] !== undefined);
  }

  loadHexBoard(board: HexBoard): void {
    const kernels = this.#kernelsOf("hex");
    assertHexBoard(board, "board");
    this.#hex = relay(kernels, layHex, this.#hex, { board }, (hex) => hex.loadBoard(board));
  }

  hexDistancesFrom(starts: Int32Array, into?: Int32Array): Int32Array {
    const kernels = this.#kernelsOf("hex");
    const { board } = this.#hexBoard();
    assertSpaceCells(board, starts, "start");
    const out = answerInto(into, board.spaceCells.length, (n) => new Int32Array(n));
    kernels.distancesFrom(starts, out);
    return out;
  }

  hexDistanceMatrix(from: CellGroups, to: CellGroups, into?: Int32Array): Int32Array {
    const kernels = this.#kernelsOf("hex");
    const { board } = this.#hexBoard();
    assertSpaceCells(board, from.cells, "from");
    assertSpaceCells(board, to.cells, "to");
    const size = (from.offsets.length - 1) * (to.offsets.length - 1);
    const out = answerInto(into, size, (n) => new Int32Array(n));
    kernels.distanceMatrix(from, to, out);
    return out;
  }

  loadHexScene(scene: HexScene): void {
    const kernels = this.#kernelsOf("hex");
    assertHexScene(scene, "scene");
    const next = { board: scene.board, scene };
    this.#hex = relay(kernels, layHex, this.#hex, next, (hex) => hex.loadScene(scene));
  }

  placeHexFigures(figures: HexFigures, changed?: readonly number[]): void {
    const kernels = this.#kernelsOf("hex");
    const scene = this.#hex?.scene;
    if (!scene) throw noHexScene();
    if (changed && figures === this.#hex!.figures) {
      // The same placement changed in place: only the figures named are checked and laid out.
      const figureCount = figures.base.length;
      const named = Int32Array.from(changed);
      for (let i = 0; i < named.length; i++) {
        if (!(named[i] === changed[i] && named[i]! >= 0 && named[i]! < figureCount)) {
          throw new RangeError(`changed[${i}]: there is no figure ${changed[i]}`);
        }
      }
      assertHexFigures(scene, figures, "figures", named);
      kernels.placeFigures(figures, named);
      return;
    }
    assertHexFigures(scene, figures, "figures");
    const next = { board: scene.board, scene, figures };
    this.#hex = relay(kernels, layHex, this.#hex, next, (hex) => hex.placeFigures(figures));
  }

  hexSightMatrix(viewers: SightViewers, targets: Int32Array, into?: Uint8Array): Uint8Array {
    const kernels = this.#kernelsOf("hex");
    const { scene, figures } = this.#hexSight();
    assertSightBatch(scene, figures, viewers, targets);
    const size = (viewers.eyes.offsets.length - 1) * targets.length;
    const out = answerInto(into, size, (n) => new Uint8Array(n));
    kernels.sightMatrix(viewers, targets, out);
    return out;
  }

  hexSightExplain(viewers: SightViewers, targets: Int32Array): HexSightExplanation[] {
    const kernels = this.#kernelsOf("hex");
    const { scene, figures } = this.#hexSight();
    assertSightBatch(scene, figures, viewers, targets);
    const room = cutCapacity(scene, figures) * CUT_STRIDE;
    if (this.#cuts.length < room) this.#cuts = new Float64Array(room);
    const [verdict, cuts] = [this.#verdict, this.#cuts.subarray(0, room)];
    const answers: HexSightExplanation[] = [];
    const { offsets, cells } = viewers.eyes;
    for (let v = 0; v + 1 < offsets.length; v++) {
      const eyes = cells.subarray(offsets[v], offsets[v + 1]);
      for (const target of targets) {
        kernels.sightExplain(
          eyes,
          viewers.eyeHeight[v]!,
          viewers.ignore[v]!,
          target,
          verdict,
          cuts,
        );
        answers.push(hexSightExplanation(scene, verdict, cuts));
      }
    }
    return answers;
  }

  loadSquareBoard(board: SquareBoard): void {
    const square = this.#kernelsOf("square");
    assertSquareBoard(board, "board");
    this.#square = relay(
      square,
      (kernels, b) => kernels.loadBoard(b),
      this.#square,
      board,
      () => square.loadBoard(board),
    );
  }

  squareSightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into?: Uint8Array,
  ): Uint8Array {
    const kernels = this.#kernelsOf("square");
    const board = this.#squareBoard();
    assertSquareBatch(board, blocked, viewers, "viewer");
    assertSquareBatch(board, blocked, targets, "target");
    const out = answerInto(into, viewers.length * targets.length, (n) => new Uint8Array(n));
    kernels.sightMatrix(blocked, viewers, targets, out);
    return out;
  }

  squareSightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
  ): SquareSightExplanation[] {
    const kernels = this.#kernelsOf("square");
    const board = this.#squareBoard();
    assertSquareBatch(board, blocked, viewers, "viewer");
    assertSquareBatch(board, blocked, targets, "target");
    const raw = new Int32Array(viewers.length * targets.length * SQUARE_EXPLAIN_STRIDE);
    kernels.sightExplain(blocked, viewers, targets, raw);
    return squareSightExplanations(raw);
  }

  squareFieldOfView(blocked: Uint8Array, viewer: number, into?: Uint8Array): Uint8Array {
    const kernels = this.#kernelsOf("square");
    const board = this.#squareBoard();
    assertSquareBlocked(board, blocked);
    assertSquareCell(board, viewer, "viewer", 0);
    const out = answerInto(into, board.width * board.height, (n) => new Uint8Array(n));
    kernels.fieldOfView(blocked, viewer, out);
    return out;
  }

  // Plane sight (docs/decisions/004-plane-sight.md): terrain, then units, then the batch.
  loadPlaneScene(scene: PlaneScene): void {
    const kernels = this.#kernelsOf("plane");
    assertPlaneScene(scene, "scene");
    this.#plane = relay(kernels, layPlane, this.#plane, { scene }, (plane) =>
      plane.loadScene(scene),
    );
  }

  placePlaneUnits(units: PlaneUnits, changed?: readonly number[]): void {
    const kernels = this.#kernelsOf("plane");
    const resident = this.#plane;
    if (!resident) throw noPlaneScene();
    if (changed && units === resident.units) {
      // The same layout changed in place: the units named are copied again, when each still has
      // the points it had (its records keep their places); else the whole layout is laid out.
      const unitCount = units.pointStart.length - 1;
      const named = Int32Array.from(changed);
      for (let i = 0; i < named.length; i++) {
        if (!(named[i] === changed[i] && named[i]! >= 0 && named[i]! < unitCount)) {
          throw new RangeError(`changed[${i}]: there is no unit ${changed[i]}`);
        }
      }
      const spans = resident.pointStart!;
      const kept = named.every(
        (u) => units.pointStart[u] === spans[u] && units.pointStart[u + 1] === spans[u + 1],
      );
      if (kept) {
        kernels.placeUnits(units, named);
        return;
      }
    }
    assertPlaneUnits(units, "units");
    const next = { scene: resident.scene, units, pointStart: units.pointStart.slice() };
    this.#plane = relay(kernels, layPlane, resident, next, (plane) => plane.placeUnits(units));
  }

  planeSightBatch(
    pairs: PlanePairs,
    options: { readonly explain?: boolean } = {},
  ): PlaneSightAnswer {
    const kernels = this.#kernelsOf("plane");
    const units = this.#plane?.units;
    if (!units) throw noPlaneScene();
    assertPlanePairs(units, pairs);
    const offsets = planeAnswerOffsets(units, pairs);
    const size = offsets[offsets.length - 1]!;
    const answer = {
      offsets,
      length: new Float64Array(size),
      blocked: new Uint8Array(size),
      hindrances: new Int32Array(size),
    };
    if (!options.explain) {
      kernels.sightBatch(pairs, offsets, answer.length, answer.blocked, answer.hindrances);
      return answer;
    }
    // Most segments pass through a few things at most: room for two each, and once more with
    // room for all when that was not enough.
    let through = { start: new Int32Array(size + 1), items: new Int32Array(2 * size) };
    const count = this.#sightBatch(pairs, answer, through);
    if (count > through.items.length) {
      through = { start: new Int32Array(size + 1), items: new Int32Array(count) };
      this.#sightBatch(pairs, answer, through);
    }
    const items = through.items.length === count ? through.items : through.items.slice(0, count);
    return { ...answer, through: { offsets: through.start, items } };
  }

  #sightBatch(
    pairs: PlanePairs,
    answer: Omit<PlaneSightAnswer, "through">,
    through: { readonly start: Int32Array; readonly items: Int32Array },
  ): number {
    const { offsets, length, blocked, hindrances } = answer;
    const plane = this.#kernelsOf("plane");
    return plane.sightBatch(pairs, offsets, length, blocked, hindrances, through);
  }

  /** The kernels of `kind`, or the error naming it when this engine was loaded without them. */
  #kernelsOf<K extends BoardKind>(kind: K): GeometryKernels[K] {
    const kernels = this.#kernels[kind];
    if (kernels) return kernels;
    throw new Error(
      `this engine has no ${kind} boards: it was loaded with boards [${this.boards.join(", ")}] ` +
        `(load one with "${kind}" among its boards)`,
    );
  }

  #hexBoard(): HexResident {
    if (!this.#hex) throw new Error("no hex board is loaded: call loadHexBoard(board) first");
    return this.#hex;
  }

  #hexSight(): HexResident & { readonly scene: HexScene; readonly figures: HexFigures } {
    const hex = this.#hex;
    if (!hex?.scene || !hex.figures) {
      throw new Error(
        "no hex scene with figures is loaded: call loadHexScene and placeHexFigures first",
      );
    }
    return hex as HexResident & { readonly scene: HexScene; readonly figures: HexFigures };
  }

  #squareBoard(): SquareBoard {
    if (!this.#square) {
      throw new Error("no square board is loaded: call loadSquareBoard(board) first");
    }
    return this.#square;
  }
}

/**
 * Makes `next` a kind's resident: `change` lays it out over the current one. When that throws
 * after the kernels started on it (out of WebAssembly memory halfway, the arena already reset
 * and the old board overwritten), `lay` lays `current` out again from the start — it fitted
 * before, so it fits again — and the board the front still names is the one the kernels read.
 * Then the error goes on to the caller.
 */
function relay<Kernels, Resident>(
  kernels: Kernels,
  lay: (kernels: Kernels, resident: Resident) => void,
  current: Resident | undefined,
  next: Resident,
  change: (kernels: Kernels) => void,
): Resident {
  try {
    change(kernels);
    return next;
  } catch (error) {
    if (current !== undefined) lay(kernels, current);
    throw error;
  }
}

function layHex(kernels: HexKernels, { board, scene, figures }: HexResident): void {
  if (!scene) return kernels.loadBoard(board);
  kernels.loadScene(scene);
  if (figures) kernels.placeFigures(figures);
}

function layPlane(kernels: PlaneKernels, { scene, units }: PlaneResident): void {
  kernels.loadScene(scene);
  if (units) kernels.placeUnits(units);
}

function noHexScene(): Error {
  return new Error("no hex scene is loaded: call loadHexScene(scene) first");
}

function noPlaneScene(): Error {
  return new Error(
    "no plane scene with units is loaded: call loadPlaneScene and placePlaneUnits first",
  );
}

/**
 * The WebAssembly engine, in-thread: one instance of build/geometry.wasm per board kind it
 * loads (every kind unless `options.boards` names fewer), each laying its board out once in its
 * own linear memory.
 *
 * @example const geometry = await WasmGeometry.load(undefined, { boards: ["hex"] });
 */
export class WasmGeometry extends Geometry {
  /**
   * Instantiates build/geometry.wasm (or the module or bytes given), once per board kind of
   * `options.boards` (all three by default).
   */
  static async load(
    source?: WebAssembly.Module | BufferSource,
    options: EngineOptions = {},
  ): Promise<WasmGeometry> {
    return new WasmGeometry(await wasmKernels(source, boardKindsOf(options)));
  }
}

/**
 * The plain-TypeScript engine: readable, allocation-light, and the oracle of the wasm one.
 *
 * @example const geometry = new ReferenceGeometry();
 */
export class ReferenceGeometry extends Geometry {
  /** The twin's kernels of each kind of `options.boards` (all three by default). */
  constructor(options: EngineOptions = {}) {
    const boards = boardKindsOf(options);
    super({
      ...(boards.includes("hex") ? { hex: new TwinHexKernels() } : {}),
      ...(boards.includes("square") ? { square: new TwinSquareKernels() } : {}),
      ...(boards.includes("plane") ? { plane: new TwinPlaneKernels() } : {}),
    });
  }
}

/**
 * The engine of that kind, ready to load boards of the kinds `options.boards` names (all three
 * by default): a battle of one game needs one, and the wasm engine instantiates only those.
 *
 * @example const geometry = await loadGeometry("wasm", { boards: ["hex"] });
 */
export async function loadGeometry(
  kind: EngineKind,
  options: EngineOptions = {},
): Promise<Geometry> {
  return kind === "wasm" ? WasmGeometry.load(undefined, options) : new ReferenceGeometry(options);
}
