// Plain-TypeScript twin of assembly/hexRange.ts, line for line: the oracle the WebAssembly
// kernel is tested against (spec/heroscape.md#range). Typed arrays stand in for pointers: the
// queue holds each reached cell's index into `dist`, where the kernel holds its address.
import { SPACE_RUN_CELL, SPACE_RUN_LENGTH, SPACE_RUN_STRIDE } from "./layout.js";

function step(dist: Int32Array, queue: Int32Array, tail: number, at: number, d: number): number {
  if (dist[at] !== -1) return tail;
  dist[at] = d;
  queue[tail] = at;
  return tail + 1;
}

/**
 * The plain search, six ways from every hex: expands the level of distance `d` held in
 * `queue[head .. tail)` and every level after it, appending to the queue. Returns the final tail.
 */
function searchLevels(
  dist: Int32Array,
  queue: Int32Array,
  head: number,
  tail: number,
  d: number,
  row: number,
): number {
  const slant = row - 1;
  while (head < tail) {
    const levelEnd = tail;
    d++;
    while (head < levelEnd) {
      const at = queue[head++]!;
      tail = step(dist, queue, tail, at + 1, d);
      tail = step(dist, queue, tail, at - slant, d);
      tail = step(dist, queue, tail, at - row, d);
      tail = step(dist, queue, tail, at - 1, d);
      tail = step(dist, queue, tail, at + slant, d);
      tail = step(dist, queue, tail, at + row, d);
    }
  }
  return tail;
}

/**
 * Fills `dist` with the number of steps from the nearest start cell to every cell
 * (-1: a space no path reaches, -2: no space). Returns the number of spaces reached.
 *
 * As the kernel: a hex first reached going way k looks ways k-1, k and k+1 only, each level
 * kept in six bins by that way, two banks of six bins of a twelfth of the queue each; a level
 * whose next bins might overflow, or more starts than a bin holds, goes the plain six ways.
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
  // Slots a bin holds: the queue has one slot per cell.
  const bin = Math.floor(unvisited.length / 12);
  if (starts.length > bin) {
    let tail = 0;
    for (const start of starts) tail = step(dist, queue, tail, start, 0);
    return searchLevels(dist, queue, 0, tail, 0, row);
  }
  let reached = 0;
  for (const at of starts) {
    if (dist[at] === -1) {
      dist[at] = 0;
      reached++;
    }
  }
  let d = 1;
  let here = 0;
  let next0 = here;
  let next1 = here + bin;
  let next2 = here + 2 * bin;
  let next3 = here + 3 * bin;
  let next4 = here + 4 * bin;
  let next5 = here + 5 * bin;
  for (const at of starts) {
    next0 = step(dist, queue, next0, at + 1, d);
    next1 = step(dist, queue, next1, at - slant, d);
    next2 = step(dist, queue, next2, at - row, d);
    next3 = step(dist, queue, next3, at - 1, d);
    next4 = step(dist, queue, next4, at + slant, d);
    next5 = step(dist, queue, next5, at + row, d);
  }
  const other = 6 * bin;
  while (next0 + next1 + next2 + next3 + next4 + next5 !== 6 * here + 15 * bin) {
    const end0 = next0;
    const end1 = next1;
    const end2 = next2;
    const end3 = next3;
    const end4 = next4;
    const end5 = next5;
    const n0 = end0 - here;
    const n1 = end1 - (here + bin);
    const n2 = end2 - (here + 2 * bin);
    const n3 = end3 - (here + 3 * bin);
    const n4 = end4 - (here + 4 * bin);
    const n5 = end5 - (here + 5 * bin);
    const level = n0 + n1 + n2 + n3 + n4 + n5;
    reached += level;
    const fullest = Math.max(
      Math.max(Math.max(n5 + n0 + n1, n0 + n1 + n2), Math.max(n1 + n2 + n3, n2 + n3 + n4)),
      Math.max(n3 + n4 + n5, n4 + n5 + n0),
    );
    if (fullest > bin) {
      // copyWithin moves overlapping slots safely, as memory.copy does.
      let tail = 0;
      queue.copyWithin(tail, here, end0);
      tail += n0;
      queue.copyWithin(tail, here + bin, end1);
      tail += n1;
      queue.copyWithin(tail, here + 2 * bin, end2);
      tail += n2;
      queue.copyWithin(tail, here + 3 * bin, end3);
      tail += n3;
      queue.copyWithin(tail, here + 4 * bin, end4);
      tail += n4;
      queue.copyWithin(tail, here + 5 * bin, end5);
      tail += n5;
      return reached + searchLevels(dist, queue, 0, tail, d, row) - tail;
    }
    const there = here === 0 ? other : 0;
    next0 = there;
    next1 = there + bin;
    next2 = there + 2 * bin;
    next3 = there + 3 * bin;
    next4 = there + 4 * bin;
    next5 = there + 5 * bin;
    d++;
    for (let head = here; head < end0; head++) {
      const at = queue[head]!;
      next5 = step(dist, queue, next5, at + row, d);
      next0 = step(dist, queue, next0, at + 1, d);
      next1 = step(dist, queue, next1, at - slant, d);
    }
    for (let head = here + 1 * bin; head < end1; head++) {
      const at = queue[head]!;
      next0 = step(dist, queue, next0, at + 1, d);
      next1 = step(dist, queue, next1, at - slant, d);
      next2 = step(dist, queue, next2, at - row, d);
    }
    for (let head = here + 2 * bin; head < end2; head++) {
      const at = queue[head]!;
      next1 = step(dist, queue, next1, at - slant, d);
      next2 = step(dist, queue, next2, at - row, d);
      next3 = step(dist, queue, next3, at - 1, d);
    }
    for (let head = here + 3 * bin; head < end3; head++) {
      const at = queue[head]!;
      next2 = step(dist, queue, next2, at - row, d);
      next3 = step(dist, queue, next3, at - 1, d);
      next4 = step(dist, queue, next4, at + slant, d);
    }
    for (let head = here + 4 * bin; head < end4; head++) {
      const at = queue[head]!;
      next3 = step(dist, queue, next3, at - 1, d);
      next4 = step(dist, queue, next4, at + slant, d);
      next5 = step(dist, queue, next5, at + row, d);
    }
    for (let head = here + 5 * bin; head < end5; head++) {
      const at = queue[head]!;
      next4 = step(dist, queue, next4, at + slant, d);
      next5 = step(dist, queue, next5, at + row, d);
      next0 = step(dist, queue, next0, at + 1, d);
    }
    here = there;
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
