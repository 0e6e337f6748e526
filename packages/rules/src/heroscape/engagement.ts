// Adjacency and engagement (spec/heroscape.md#engagement).
import type { HeroscapeFigure } from "../scenario/index.js";
import type { HeroscapeBoard } from "./heroscapeBoard.js";

const NEIGHBOURS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
] as const;

/**
 * Two figures are adjacent when a hex of one neighbours a hex of the other, unless the higher
 * base is at least the lower figure's `height` levels above the lower base.
 */
export function adjacent(board: HeroscapeBoard, a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  const touching = a.hexes.some(([q, r]) =>
    NEIGHBOURS.some(([dq, dr]) => b.hexes.some(([bq, br]) => bq === q + dq && br === r + dr)),
  );
  if (!touching) return false;
  const [lower, higher] = board.baseLevel(a) <= board.baseLevel(b) ? [a, b] : [b, a];
  return board.baseLevel(higher) - board.baseLevel(lower) < lower.height;
}

/** Enemies: figures of different owners. */
export function enemies(a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  return a.owner !== b.owner;
}

/** Adjacent enemies are engaged. */
export function engaged(board: HeroscapeBoard, a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  return enemies(a, b) && adjacent(board, a, b);
}
