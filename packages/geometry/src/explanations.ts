// The explanations the engines answer beside their verdicts
// (docs/decisions/006-explanations-and-positions.md): the kernels write raw records
// (src/reference/layout.ts), read back here into objects, the same code for the WebAssembly
// module and its twin, so an explanation never depends on the engine.
import type { HexScene } from "./hexScene.js";
import {
  CUT_AT,
  CUT_FIGURE,
  CUT_SOLID,
  CUT_STRIDE,
  HEX_EXPLAIN_CELL,
  HEX_EXPLAIN_COLUMN,
  HEX_EXPLAIN_CUTS,
  HEX_EXPLAIN_EYE,
  HEX_EXPLAIN_HIGH,
  HEX_EXPLAIN_LOW,
  HEX_EXPLAIN_SEEN,
  SQUARE_BLOCKING_SPACE,
  SQUARE_CLEAR,
  SQUARE_CORNER,
  SQUARE_EAST_EDGE,
  SQUARE_EXPLAIN_STRIDE,
  SQUARE_EXPLAIN_WHAT,
  SQUARE_EXPLAIN_WHERE,
  SQUARE_SOUTH_EDGE,
} from "./reference/layout.js";
import { columnQ, columnR } from "./reference/hexSight.js";

const SQRT3_2 = Math.sqrt(3) / 2;

/** One solid or body that cuts an explained ray: `at` is where (a fraction of the ray). */
export interface Cut {
  readonly at: number;
  /** The solid record cut (see `HexScene.solidOwner`), or -1 for a figure's body. */
  readonly solid: number;
  /** The figure whose body is cut, or -1 for a solid. */
  readonly figure: number;
}

/** Why a viewer sees a target figure or not (docs/rules/heroscape.md#line-of-sight). */
export type HexSightExplanation =
  | {
      readonly clear: true;
      /** Index (into the viewer's eye cells) of the first eye that sees. */
      readonly eye: number;
      /** The target's cell and the sight column (0 centre, 1..6 = 0°..300°) first seen. */
      readonly cell: number;
      readonly column: number;
      /** The middle of the longest visible stretch of that column: `[x, y, z]` in pitches. */
      readonly witness: readonly [x: number, y: number, z: number];
    }
  | {
      readonly clear: false;
      /**
       * What cuts the ray from the first eye to the top of the target's first centre column,
       * nearest first.
       */
      readonly cuts: readonly Cut[];
    };

/** Reads one explained viewer → target back: the verdict record and its cuts. */
export function hexSightExplanation(
  scene: HexScene,
  out: Float64Array,
  cuts: Float64Array,
): HexSightExplanation {
  if (out[HEX_EXPLAIN_SEEN] === 1) {
    const cell = out[HEX_EXPLAIN_CELL]!;
    const column = out[HEX_EXPLAIN_COLUMN]!;
    const { width, qOrigin, rOrigin } = scene.board;
    const q = (cell % width) + qOrigin + scene.bodyRadius * columnQ(column);
    const r = Math.floor(cell / width) + rOrigin + scene.bodyRadius * columnR(column);
    const z = (out[HEX_EXPLAIN_LOW]! + out[HEX_EXPLAIN_HIGH]!) / 2;
    return {
      clear: true,
      eye: out[HEX_EXPLAIN_EYE]!,
      cell,
      column,
      witness: [q + r / 2, r * SQRT3_2, z],
    };
  }
  const logged: Cut[] = [];
  for (let k = 0; k < out[HEX_EXPLAIN_CUTS]!; k++) {
    const at = k * CUT_STRIDE;
    logged.push({
      at: cuts[at + CUT_AT]!,
      solid: cuts[at + CUT_SOLID]!,
      figure: cuts[at + CUT_FIGURE]!,
    });
  }
  // Stable: two cuts at the same place keep the walk's order.
  return { clear: false, cuts: logged.sort((a, b) => a.at - b.at) };
}

/** What stops a square-grid line first (docs/rules/arcadia-quest.md#line-of-sight, rules 1–3). */
export type SquareStop = "east-edge" | "south-edge" | "blocking-space" | "corner";

/** Why a viewer's centre sees a target's centre or not. */
export type SquareSightExplanation =
  | { readonly clear: true }
  | {
      readonly clear: false;
      /** The first thing the line meets that stops it, walking from the viewer. */
      readonly stop: SquareStop;
      /**
       * Where: the cell whose east or south edge is closed, the blocking space, or for a corner
       * the cell whose north-west corner it is.
       */
      readonly cell: number;
    };

const SQUARE_STOPS: Readonly<Record<number, SquareStop>> = {
  [SQUARE_EAST_EDGE]: "east-edge",
  [SQUARE_SOUTH_EDGE]: "south-edge",
  [SQUARE_BLOCKING_SPACE]: "blocking-space",
  [SQUARE_CORNER]: "corner",
};

/** Reads explained square lines back: `SQUARE_EXPLAIN_STRIDE` numbers each. */
export function squareSightExplanations(raw: Int32Array): SquareSightExplanation[] {
  const answers: SquareSightExplanation[] = [];
  for (let at = 0; at < raw.length; at += SQUARE_EXPLAIN_STRIDE) {
    const what = raw[at + SQUARE_EXPLAIN_WHAT]!;
    answers.push(
      what === SQUARE_CLEAR
        ? { clear: true }
        : { clear: false, stop: SQUARE_STOPS[what]!, cell: raw[at + SQUARE_EXPLAIN_WHERE]! },
    );
  }
  return answers;
}
