// Plain-TypeScript twin of assembly/hexRange.ts, line for line: the oracle the WebAssembly
// kernel is tested against (docs/rules/heroscape.md#range). Typed arrays stand in for pointers: the
// queue holds each reached cell's index into `dist`, where the kernel holds its address.
import { SPACE_RUN_CELL, SPACE_RUN_LENGTH, SPACE_RUN_STRIDE } from "./layout.js";

function step(dist: Int32Array, queue: Int32Array, tail: number, at: number, d: number): number {
  if (dist[at] !== -1) return tail;
  dist[at] = d;
  queue[tail] = at;
  return tail + 1;
}

/**
 * Fills `dist` with the number of steps from the nearest start cell to every cell
 * (-1: a space no path reaches, -2: no space). Returns the number of spaces reached.
 *
 * As the kernel: a hex first reached going way k looks ways k-1, k and k+1 only, kept in one of
 * six bins by that way; `queue` is the six bins, a slot for every space each, so none overflows
 * and a level is, in every bin, the stretch from where the last level ended to the tail.
 */
export function hexDistancesFrom(
  unvisited: Int32Array,
  width: number,
  starts: Int32Array,
  dist: Int32Array,
  queue: Int32Array,
): number {
  dist.set(unvisited);
  const row = width;
  const slant = row - 1;
  const bin = queue.length / 6;
  let reached = 0;
  for (const at of starts) {
    if (dist[at] === -1) {
      dist[at] = 0;
      reached++;
    }
  }
  let d = 1;
  let next0 = 0;
  let next1 = bin;
  let next2 = 2 * bin;
  let next3 = 3 * bin;
  let next4 = 4 * bin;
  let next5 = 5 * bin;
  for (const at of starts) {
    next0 = step(dist, queue, next0, at + 1, d);
    next1 = step(dist, queue, next1, at - slant, d);
    next2 = step(dist, queue, next2, at - row, d);
    next3 = step(dist, queue, next3, at - 1, d);
    next4 = step(dist, queue, next4, at + slant, d);
    next5 = step(dist, queue, next5, at + row, d);
  }
  let from0 = 0;
  let from1 = bin;
  let from2 = 2 * bin;
  let from3 = 3 * bin;
  let from4 = 4 * bin;
  let from5 = 5 * bin;
  let before = from0 + from1 + from2 + from3 + from4 + from5;
  while (true) {
    const after = next0 + next1 + next2 + next3 + next4 + next5;
    if (after === before) break;
    reached += after - before;
    before = after;
    const end0 = next0;
    const end1 = next1;
    const end2 = next2;
    const end3 = next3;
    const end4 = next4;
    const end5 = next5;
    d++;
    for (let head = from0; head < end0; head++) {
      const at = queue[head]!;
      next5 = step(dist, queue, next5, at + row, d);
      next0 = step(dist, queue, next0, at + 1, d);
      next1 = step(dist, queue, next1, at - slant, d);
    }
    for (let head = from1; head < end1; head++) {
      const at = queue[head]!;
      next0 = step(dist, queue, next0, at + 1, d);
      next1 = step(dist, queue, next1, at - slant, d);
      next2 = step(dist, queue, next2, at - row, d);
    }
    for (let head = from2; head < end2; head++) {
      const at = queue[head]!;
      next1 = step(dist, queue, next1, at - slant, d);
      next2 = step(dist, queue, next2, at - row, d);
      next3 = step(dist, queue, next3, at - 1, d);
    }
    for (let head = from3; head < end3; head++) {
      const at = queue[head]!;
      next2 = step(dist, queue, next2, at - row, d);
      next3 = step(dist, queue, next3, at - 1, d);
      next4 = step(dist, queue, next4, at + slant, d);
    }
    for (let head = from4; head < end4; head++) {
      const at = queue[head]!;
      next3 = step(dist, queue, next3, at - 1, d);
      next4 = step(dist, queue, next4, at + slant, d);
      next5 = step(dist, queue, next5, at + row, d);
    }
    for (let head = from5; head < end5; head++) {
      const at = queue[head]!;
      next4 = step(dist, queue, next4, at + slant, d);
      next5 = step(dist, queue, next5, at + row, d);
      next0 = step(dist, queue, next0, at + 1, d);
    }
    from0 = end0;
    from1 = end1;
    from2 = end2;
    from3 = end3;
    from4 = end4;
    from5 = end5;
  }
  return reached;
}

/**
 * One search, then the distances in space order: `out` gets, run after run of `spaceRuns`
 * (SPACE_RUN_STRIDE a run), the distances of that run's cells (-1 where no path reaches).
 * Returns the number of spaces reached.
 */
export function hexDistancesBySpace(
  unvisited: Int32Array,
  width: number,
  starts: Int32Array,
  dist: Int32Array,
  queue: Int32Array,
  spaceRuns: Int32Array,
  out: Int32Array,
): number {
  const reached = hexDistancesFrom(unvisited, width, starts, dist, queue);
  // Four spaces a round, then the rest one by one, as the kernel copies 16 bytes a round.
  const runCount = spaceRuns.length / SPACE_RUN_STRIDE;
  let to = 0;
  for (let run = 0; run < runCount; run++) {
    const first = spaceRuns[run * SPACE_RUN_STRIDE + SPACE_RUN_CELL]!;
    const length = spaceRuns[run * SPACE_RUN_STRIDE + SPACE_RUN_LENGTH]!;
    let from = first;
    const end = from + length;
    for (; from + 4 <= end; from += 4, to += 4) {
      out[to] = dist[from]!;
      out[to + 1] = dist[from + 1]!;
      out[to + 2] = dist[from + 2]!;
      out[to + 3] = dist[from + 3]!;
    }
    for (; from < end; from++, to++) out[to] = dist[from]!;
  }
  return reached;
}

/**
 * For every source group one search, then the least distance to each target group:
 * `out[s * targetCount + t]`, -1 where no path reaches the target. Cells must be spaces.
 */
export function hexDistanceMatrix(
  unvisited: Int32Array,
  width: number,
  dist: Int32Array,
  queue: Int32Array,
  sourceOffsets: Int32Array,
  sourceCells: Int32Array,
  targetOffsets: Int32Array,
  targetCells: Int32Array,
  out: Int32Array,
): void {
  const sourceCount = sourceOffsets.length - 1;
  const targetCount = targetOffsets.length - 1;
  for (let s = 0; s < sourceCount; s++) {
    const starts = sourceCells.subarray(sourceOffsets[s], sourceOffsets[s + 1]);
    hexDistancesFrom(unvisited, width, starts, dist, queue);
    for (let t = 0; t < targetCount; t++) {
      // A target cell reads -1 (unreached) or its distance: as u32, -1 is the largest, so the
      // least over the group is the answer, -1 when none is reached.
      let best = 0xffffffff;
      for (let k = targetOffsets[t]!; k < targetOffsets[t + 1]!; k++) {
        best = Math.min(best, dist[targetCells[k]!]! >>> 0);
      }
      out[s * targetCount + t] = best;
    }
  }
}
