// What every game's map gives the element: the SVG of the board under the figures, each figure
// as a shape with an anchor for labels and lines, and the extent of it all. The element adds
// selection, targets, sight lines and the pan and zoom on top, the same way for every game.
import type { SVGTemplateResult } from "lit";

/** A point on the board's drawing, in the game's own units (pitches, spaces or steps). */
export type Point = readonly [x: number, y: number];

/** One figure as drawn. */
export interface FigureMark {
  readonly id: string;
  readonly owner: string;
  /** Where its label and the lines that start or end at it are anchored. */
  readonly at: Point;
  /** Its shape, filled with its owner's colour by the element. */
  readonly shape: SVGTemplateResult;
  /** The outline a selection or target ring follows; a circle round `at` when absent. */
  readonly ring?: readonly Point[];
  /** Text for its tooltip and accessible name beyond the id (wounds, dice). */
  readonly detail: string;
}

/** A game's map: the board, the figures, and the box they span (with a margin). */
export interface BoardView {
  readonly board: SVGTemplateResult;
  readonly figures: readonly FigureMark[];
  readonly box: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /** How big a label is in this game's units (a hex, a space, a step). */
  readonly unit: number;
}

/** The box around `points`, grown by `margin` on every side. */
export function boxAround(points: readonly Point[], margin: number): BoardView["box"] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  if (minX > maxX) [minX, minY, maxX, maxY] = [0, 0, 1, 1];
  return {
    x: minX - margin,
    y: minY - margin,
    width: maxX - minX + 2 * margin,
    height: maxY - minY + 2 * margin,
  };
}

/** Points as an SVG `points` attribute. */
export function pointList(points: readonly Point[]): string {
  return points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");
}

/** A coordinate with no more digits than a drawing needs. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
