import type { CellGroups, HexBoard } from "./hexBoard.js";
import type { HexFigures, HexScene, SightViewers } from "./hexScene.js";
import type { PlanePairs, PlaneScene, PlaneSightAnswer, PlaneUnits } from "./planeScene.js";
import type { SquareBoard } from "./squareBoard.js";

/**
 * What every geometry engine answers: the WebAssembly kernels in-thread, their plain-TS twin,
 * and (with every method async) the Comlink worker. One board is resident at a time: loading
 * another replaces it, and the batch calls below read the resident board.
 */
export interface GeometryEngine {
  /** Lays the hex board out once; later hex queries read it. */
  loadHexBoard(board: HexBoard): void;
  /**
   * Steps from the nearest of `starts` (cells of spaces) to every space, in the board's space
   * order; -1 where no path reaches (spec/heroscape.md#range). With `into` (one entry per
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
  /** Places the figures on the resident scene (again whenever they move). */
  placeHexFigures(figures: HexFigures): void;
  /**
   * The visibility matrix (spec/heroscape.md#line-of-sight): row-major `viewers × targets`,
   * 1 where the viewer sees any sight column of the target figure. With `into` (exactly that
   * long) the answer is written there and `into` is returned — see {@link answerInto}.
   */
  hexSightMatrix(viewers: SightViewers, targets: Int32Array, into?: Uint8Array): Uint8Array;
  /** Lays a square board out once (spec/arcadia-quest.md#board); later square queries read it. */
  loadSquareBoard(board: SquareBoard): void;
  /**
   * Square-grid sight (spec/arcadia-quest.md#line-of-sight) for viewers that share one set of
   * blocking spaces (`blocked`, one byte per cell): row-major `viewers × targets` cells, 1 where
   * the viewer's centre sees the target's.
   */
  squareSightMatrix(blocked: Uint8Array, viewers: Int32Array, targets: Int32Array): Uint8Array;
  /** Every board cell whose centre the viewer's centre sees: one byte per cell. */
  squareFieldOfView(blocked: Uint8Array, viewer: number): Uint8Array;
  /** Lays plane terrain out once (spec/arcane-legions.md#geometric-tests); replaces any board. */
  loadPlaneScene(scene: PlaneScene): void;
  /** Places the units on the resident plane scene (again whenever they move). */
  placePlaneUnits(units: PlaneUnits): void;
  /**
   * Every segment from each point of `pairs.from[k]` to each point of `pairs.to[k]`, for every
   * k, in one call: its length, whether it is blocked (the interior of a blocking piece, of the
   * `from` unit or of the `to` unit) and its hindrances (other units and hindering pieces).
   */
  planeSightBatch(pairs: PlanePairs): PlaneSightAnswer;
}

/** Which implementation answers: the WebAssembly kernels or their TypeScript reference. */
export type EngineKind = "wasm" | "reference";

export function groupCount(groups: CellGroups): number {
  return groups.offsets.length - 1;
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

export function noBoardLoaded(): Error {
  return new Error("no hex board is loaded: call loadHexBoard(board) first");
}

export function noSquareBoardLoaded(): Error {
  return new Error("no square board is loaded: call loadSquareBoard(board) first");
}

/** The error of a plane batch asked before a plane scene and its units are loaded. */
export function noPlaneLoaded(): Error {
  return new Error(
    "no plane scene with units is loaded: call loadPlaneScene and placePlaneUnits first",
  );
}

export function noSceneLoaded(): Error {
  return new Error(
    "no hex scene with figures is loaded: call loadHexScene and placeHexFigures first",
  );
}
