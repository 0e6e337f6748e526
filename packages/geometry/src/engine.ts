import type { HexSightExplanation, SquareSightExplanation } from "./explanations.js";
import type { CellGroups, HexBoard } from "./hexBoard.js";
import type { HexFigures, HexScene, SightViewers } from "./hexScene.js";
import type { PlanePairs, PlaneScene, PlaneSightAnswer, PlaneUnits } from "./planeScene.js";
import type { SquareBoard } from "./squareBoard.js";

/**
 * What every geometry engine answers: the WebAssembly kernels in-thread, their plain-TS twin,
 * and (with every method async) the Comlink worker. Each board kind — hex, square, plane — keeps
 * its own resident board: loading one kind never drops another, and loading a board of a kind
 * replaces that kind's. Batch calls read the resident board of their kind. Every verdict comes
 * with its explanation from the same kernel call when asked for one (the `…Explain` calls and
 * `planeSightBatch`'s `explain`).
 */
export interface GeometryEngine {
  /** Lays the hex board out once; later hex queries read it. */
  loadHexBoard(board: HexBoard): void;
  /**
   * Steps from the nearest of `starts` (cells of spaces) to every space, in the board's space
   * order; -1 where no path reaches (docs/rules/heroscape.md#range). With `into` (one entry per
   * space) the answer is written there and `into` is returned — see {@link answerInto}.
   */
  hexDistancesFrom(starts: Int32Array, into?: Int32Array): Int32Array;
  /**
   * The batch "distance from each of these figures to each of those": row-major
   * `from.length × to.length`, the least steps between any hex of one and any hex of the other,
   * -1 where no path reaches. With `into` (exactly that long) the answer is written there
   * and `into` is returned — see {@link answerInto}.
   */
  hexDistanceMatrix(from: CellGroups, to: CellGroups, into?: Int32Array): Int32Array;
  /** Lays a 3D scene out once (its board too, for range); later sight queries read it. */
  loadHexScene(scene: HexScene): void;
  /**
   * Places the figures on the resident scene (again whenever they move). With `changed`, when
   * `figures` is the placement placed last, changed in place since (`moveHexFigures`,
   * `takeOffHexFigures`) for those figures only, only they are checked and laid out again: a
   * search that takes one figure off copies its cells, not every figure's.
   */
  placeHexFigures(figures: HexFigures, changed?: readonly number[]): void;
  /**
   * The visibility matrix (docs/rules/heroscape.md#line-of-sight): row-major `viewers × targets`,
   * 1 where the viewer sees any sight column of the target figure. With `into` (exactly that
   * long) the answer is written there and `into` is returned — see {@link answerInto}.
   */
  hexSightMatrix(viewers: SightViewers, targets: Int32Array, into?: Uint8Array): Uint8Array;
  /**
   * The visibility matrix explained, row-major `viewers × targets`: for each pair the first eye,
   * target column and witness point seen, or what cuts the ray from the first eye to the top of
   * the target's first centre column — from the same walk that decides the verdict.
   */
  hexSightExplain(viewers: SightViewers, targets: Int32Array): HexSightExplanation[];
  /**
   * Lays a square board out once (docs/rules/arcadia-quest.md#board); later square queries read it.
   */
  loadSquareBoard(board: SquareBoard): void;
  /**
   * Square-grid sight (docs/rules/arcadia-quest.md#line-of-sight) for viewers that share one set of
   * blocking spaces (`blocked`, one byte per cell): row-major `viewers × targets` cells, 1 where
   * the viewer's centre sees the target's.
   */
  squareSightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into?: Uint8Array,
  ): Uint8Array;
  /** The square sight matrix explained: clear, or the first edge, space or corner that stops it. */
  squareSightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
  ): SquareSightExplanation[];
  /** Every board cell whose centre the viewer's centre sees: one byte per cell. */
  squareFieldOfView(blocked: Uint8Array, viewer: number, into?: Uint8Array): Uint8Array;
  /** Lays plane terrain out once (docs/rules/arcane-legions.md#geometric-tests). */
  loadPlaneScene(scene: PlaneScene): void;
  /**
   * Places the units on the resident plane scene (again whenever they move). With `changed`, when
   * `units` is the layout placed last, changed in place since (`layPlaneUnit`, `takeOffPlaneUnit`)
   * for those units only, only their records are copied again: a move of one unit costs one unit.
   */
  placePlaneUnits(units: PlaneUnits, changed?: readonly number[]): void;
  /**
   * Every segment from each point of `pairs.from[k]` to each point of `pairs.to[k]`, for every
   * k, in one call: its length, whether it is blocked (the interior of a blocking piece, of the
   * `from` unit or of the `to` unit) and its hindrances (other bodies and hindering pieces: a
   * layout's stand-ins meet only their own segments, see `PlaneUnits.bodies`).
   * With `explain`, also what each segment passes through (`through`).
   */
  planeSightBatch(pairs: PlanePairs, options?: { readonly explain?: boolean }): PlaneSightAnswer;
}

/** Which implementation answers: the WebAssembly kernels or their TypeScript reference. */
export type EngineKind = "wasm" | "reference";

/** A kind of board, each with its own kernels: hex columns, a square grid, a plane. */
export type BoardKind = "hex" | "square" | "plane";

/** Every board kind, in the order engines list them. */
export const BOARD_KINDS: readonly BoardKind[] = ["hex", "square", "plane"];

/** How to build an engine. */
export interface EngineOptions {
  /**
   * The board kinds it answers (every kind when left out): a wasm engine instantiates the
   * module once per kind listed, and a call of a kind not listed throws, naming the kind.
   */
  readonly boards?: readonly BoardKind[];
}

/**
 * The array a batch answers in: the caller's `into`, or a new one. A search that asks batch
 * after batch passes one buffer back in and allocates nothing per batch — a fresh answer of
 * a few hundred kilobytes costs page faults that can double a 1 ms batch. Through the worker
 * `into`'s buffer is transferred there and back: use the returned array, `into` is detached.
 */
export function answerInto<T extends Int32Array | Uint8Array>(
  into: T | undefined,
  length: number,
  make: (length: number) => T,
): T {
  if (into === undefined) return make(length);
  if (into.length !== length) {
    throw new RangeError(
      `into: the answer needs ${length} entries, got an array of ${into.length}`,
    );
  }
  return into;
}

/**
 * The board kinds `options` asks for, checked: every kind by default; an unknown kind or an
 * empty list is refused, naming it.
 */
export function boardKindsOf({ boards = BOARD_KINDS }: EngineOptions): readonly BoardKind[] {
  // Callers without types (a page, a worker message) may pass anything.
  if (!Array.isArray(boards) || boards.length === 0) {
    throw new RangeError(
      `boards: expected a list of board kinds (${BOARD_KINDS.join(", ")}), got ${JSON.stringify(boards)}`,
    );
  }
  for (const kind of boards as unknown[]) {
    if (!BOARD_KINDS.includes(kind as BoardKind)) {
      throw new RangeError(
        `boards: unknown board kind ${JSON.stringify(kind)}: expected ${BOARD_KINDS.join(", ")}`,
      );
    }
  }
  return BOARD_KINDS.filter((kind) => boards.includes(kind));
}
