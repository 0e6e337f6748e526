// One hex column of an imported map (docs/rules/heroscape.md#maps and #board): the ground the tiles
// stacked in it and the thin surfaces lying in it, folded into one space — its level is the
// highest top, and its `solid` lists the ground intervals when they are not just `[0, level]`.
import type { HeroscapeSpace } from "../heroscapeSchema.js";

/** A closed interval of levels `[from, to]`. */
export type Interval = readonly [from: number, to: number];

/** What the tiles put in one hex; `order` is the tile's index in the file (later is on top). */
export interface HexColumn {
  readonly ground: {
    readonly from: number;
    readonly to: number;
    readonly terrain: string;
    readonly order: number;
  }[];
  readonly surfaces: { readonly z: number; readonly terrain: string; readonly order: number }[];
}

/** An empty column. */
export function emptyColumn(): HexColumn {
  return { ground: [], surfaces: [] };
}

/**
 * Sorted, disjoint intervals covering the same levels. Touching intervals merge: a tile at `z`
 * on a tile ending at `z` is one solid, with no seam for a sight line to pass through.
 */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/**
 * The level a thin tile at `z` lies at, or `undefined` when ground covers it. Thin tiles add no
 * height (docs/rules/heroscape.md#board), but VirtualScape stacks every tile one level above the
 * one it rests on — a glyph on water at 0 is stored at 1, a stack of water tiles climbs a level per
 * tile. So a thin tile settles onto the highest ground top at or below it, or the table (0).
 */
export function settledLevel(z: number, ground: readonly Interval[]): number | undefined {
  let support: number | undefined;
  for (const [from, to] of ground) {
    if (from <= z && z < to) return undefined;
    if (to <= z && (support === undefined || to > support)) support = to;
  }
  return support ?? Math.min(z, 0);
}

/** The space of a column at `(q, r)`, or `undefined` when nothing in it can be stood on. */
export function columnSpace(q: number, r: number, column: HexColumn): HeroscapeSpace | undefined {
  const solid = mergeIntervals(column.ground.map((g): Interval => [g.from, g.to]));
  const surfaces = column.surfaces.flatMap((s) => {
    const level = settledLevel(s.z, solid);
    return level === undefined ? [] : [{ ...s, level }];
  });
  if (solid.length === 0 && surfaces.length === 0) return undefined;
  // A loop, not Math.max(...tops): a column may stack a hundred thousand tiles, and a spread
  // puts every one of them on the stack.
  let level = -Infinity;
  for (const [, to] of solid) level = Math.max(level, to);
  for (const surface of surfaces) level = Math.max(level, surface.level);
  // The terrain is the top tile's: a thin tile lying on the top covers the ground under it;
  // among several, the highest stored, then the last placed.
  const onTop = surfaces
    .filter((s) => s.level === level)
    .sort((a, b) => a.z - b.z || a.order - b.order)
    .pop();
  const groundTop = column.ground
    .filter((g) => g.to === level)
    .sort((a, b) => a.order - b.order)
    .pop();
  const terrain = onTop?.terrain ?? groundTop?.terrain;
  const first = solid[0];
  const plain =
    solid.length === 0 || (solid.length === 1 && first?.[0] === 0 && first[1] === level);
  return {
    q,
    r,
    level,
    ...(terrain !== undefined && { terrain }),
    ...(!plain && { solid }),
  };
}
