// Adjacency and engagement (docs/rules/heroscape.md#engagement).
import { type Hex, areNeighbours } from "@sightline/geometry";
import type { HeroscapeFigure } from "./heroscapeSchema.js";
import type { HeroscapeBoard } from "./heroscapeBoard.js";

/** Where a figure stands, or would stand: its hexes, the level of its base and its height. */
export interface Stand {
  readonly hexes: readonly Hex[];
  readonly level: number;
  readonly height: number;
}

/**
 * Two figures are adjacent when a hex of one neighbours a hex of the other, unless the higher
 * base is at least the lower figure's `height` levels above the lower base.
 */
export function standsAdjacent(a: Stand, b: Stand): boolean {
  const touching = a.hexes.some((hex) => b.hexes.some((other) => areNeighbours(hex, other)));
  if (!touching) return false;
  const [lower, higher] = a.level <= b.level ? [a, b] : [b, a];
  return higher.level - lower.level < lower.height;
}

/** Where a figure stands on `board`. */
export function standOf(board: HeroscapeBoard, figure: HeroscapeFigure): Stand {
  return { hexes: figure.hexes, level: board.baseLevel(figure), height: figure.height };
}

/** Whether two figures on `board` are adjacent. */
export function adjacent(board: HeroscapeBoard, a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  return standsAdjacent(standOf(board, a), standOf(board, b));
}

/** Enemies: figures of different owners. */
export function enemies(a: { readonly owner: string }, b: { readonly owner: string }): boolean {
  return a.owner !== b.owner;
}

/** Adjacent enemies are engaged. */
export function engaged(board: HeroscapeBoard, a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  return enemies(a, b) && adjacent(board, a, b);
}
