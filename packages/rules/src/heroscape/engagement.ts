// Adjacency and engagement (docs/rules/heroscape.md#engagement).
import type { Hex } from "@sightline/geometry";
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
  if (!touching(a.hexes, b.hexes)) return false;
  const [lower, higher] = a.level <= b.level ? [a, b] : [b, a];
  return higher.level - lower.level < lower.height;
}

/** Whether a hex of one list neighbours a hex of the other: one step apart (plain loops: a search asks millions). */
function touching(a: readonly Hex[], b: readonly Hex[]): boolean {
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const dq = b[j]![0] - a[i]![0];
      const dr = b[j]![1] - a[i]![1];
      if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) === 2) return true;
    }
  }
  return false;
}

/** Where a figure stands on `board`. */
export function standOf(board: HeroscapeBoard, figure: HeroscapeFigure): Stand {
  return { hexes: figure.hexes, level: board.baseLevel(figure), height: figure.height };
}

/** Whether two figures on `board` are adjacent. */
export function adjacent(board: HeroscapeBoard, a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  // standsAdjacent of the two figures' stands, without making them.
  if (!touching(a.hexes, b.hexes)) return false;
  const la = board.baseLevel(a);
  const lb = board.baseLevel(b);
  return la <= lb ? lb - la < a.height : la - lb < b.height;
}

/** Enemies: figures of different owners. */
export function enemies(a: { readonly owner: string }, b: { readonly owner: string }): boolean {
  return a.owner !== b.owner;
}

/** Adjacent enemies are engaged. */
export function engaged(board: HeroscapeBoard, a: HeroscapeFigure, b: HeroscapeFigure): boolean {
  return enemies(a, b) && adjacent(board, a, b);
}
