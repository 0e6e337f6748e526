// Hex range: breadth-first search over the board's spaces (spec/heroscape.md#range).
//
// The board is a padded row-major grid of cells, `cell = (r - rMin + 1) * width + (q - qMin + 1)`,
// laid out once by the host (docs/decisions/001-wasm-memory-layout.md). `unvisited` holds one
// i32 per cell: -1 for a space, -2 for a cell with no space. A search copies it into `dist`
// and then needs a single load per neighbour: a cell is worth visiting exactly when it reads -1.
// The one-cell border of non-spaces means a neighbour index never leaves the grid.
//
// The queue holds the address of each reached cell's `dist` slot, so a neighbour is a fixed
// byte offset from it, and the search runs level by level, so the distance being written is
// the loop's `d`, never read back: together a search on Rotten Ice went from 1.6 to 1.1 µs
// (benchmarks/src/suites/rangePeers.js times it beside its peers).
//
// The six ways, numbered as neighbours are probed: 0 (q+1,r), 1 (q+1,r-1), 2 (q,r-1),
// 3 (q-1,r), 4 (q-1,r+1), 5 (q,r+1). A hex first reached going way k from its parent need only
// look ways k-1, k and k+1: its parent and the two hexes it shares with the parent were all
// reached when the parent was expanded. So each level is kept in six bins by the way its hexes
// were reached, each bin's loop probes three neighbours instead of six, and a search on Rotten
// Ice went from 1.25 to 0.94 µs (min of repeated runs). The bins are two banks of six in the
// queue region, a twelfth of it each. Bin j of the next level gets at most the hexes of bins
// j-1, j and j+1: a level whose next bins might overflow hands its hexes to the plain six-way
// search, as do more starts than a bin holds (no start of any real map of ../shared/maps does).

import { SPACE_RUN_CELL, SPACE_RUN_LENGTH, SPACE_RUN_STRIDE } from "./layout";
import { i32At } from "./memory";

// @ts-expect-error: decorator
@inline
function step(at: usize, tail: usize, d: i32): usize {
  if (load<i32>(at) != -1) return tail;
  store<i32>(at, d);
  store<usize>(tail, at);
  return tail + 4;
}

/**
 * The plain search, six ways from every hex: expands the level of distance `d` held in
 * `[head, tail)` and every level after it, appending to the queue. Returns the final tail.
 */
// @ts-expect-error: decorator
@inline
function searchLevels(head: usize, tail: usize, d: i32, row: usize): usize {
  // Axial neighbours (q+1,r) (q+1,r-1) (q,r-1) (q-1,r) (q-1,r+1) (q,r+1) as byte offsets.
  const slant = row - 4;
  while (head < tail) {
    const levelEnd = tail;
    d++;
    while (head < levelEnd) {
      const at = load<usize>(head);
      head += 4;
      tail = step(at + 4, tail, d);
      tail = step(at - slant, tail, d);
      tail = step(at - row, tail, d);
      tail = step(at - 4, tail, d);
      tail = step(at + slant, tail, d);
      tail = step(at + row, tail, d);
    }
  }
  return tail;
}

/**
 * Fills `dist` with the number of steps from the nearest of `startCount` start cells to every
 * cell (-1: a space no path reaches, -2: no space). Start cells must be spaces.
 * Returns the number of spaces reached.
 */
export function hexDistancesFrom(
  unvisited: usize,
  width: i32,
  cellCount: i32,
  starts: usize,
  startCount: i32,
  dist: usize,
  queue: usize,
): i32 {
  memory.copy(dist, unvisited, (<usize>cellCount) << 2);
  const row = (<usize>width) << 2;
  const slant = row - 4;
  // Bytes a bin holds: the queue region has one slot per cell.
  const bin = (<usize>cellCount / 12) << 2;
  if ((<usize>startCount) << 2 > bin) {
    let tail = queue;
    for (let i: i32 = 0; i < startCount; i++) {
      tail = step(dist + ((<usize>i32At(starts, i)) << 2), tail, 0);
    }
    return <i32>((searchLevels(queue, tail, 0, row) - queue) >> 2);
  }
  // Every start is at distance 0 before any is expanded; then the starts, six ways each, fill
  // the first level's bins (bin k gets at most one hex per start).
  let reached: i32 = 0;
  for (let i: i32 = 0; i < startCount; i++) {
    const at = dist + ((<usize>i32At(starts, i)) << 2);
    if (load<i32>(at) == -1) {
      store<i32>(at, 0);
      reached++;
    }
  }
  let d: i32 = 1;
  let here = queue;
  let next0 = here;
  let next1 = here + bin;
  let next2 = here + 2 * bin;
  let next3 = here + 3 * bin;
  let next4 = here + 4 * bin;
  let next5 = here + 5 * bin;
  for (let i: i32 = 0; i < startCount; i++) {
    const at = dist + ((<usize>i32At(starts, i)) << 2);
    next0 = step(at + 4, next0, d);
    next1 = step(at - slant, next1, d);
    next2 = step(at - row, next2, d);
    next3 = step(at - 4, next3, d);
    next4 = step(at + slant, next4, d);
    next5 = step(at + row, next5, d);
  }
  const other = queue + 6 * bin;
  // While the level held in the bins is not empty: bin k starts at `here + k * bin`.
  while (next0 + next1 + next2 + next3 + next4 + next5 != 6 * here + 15 * bin) {
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
    reached += <i32>(level >> 2);
    const fullest = max(
      max(max(n5 + n0 + n1, n0 + n1 + n2), max(n1 + n2 + n3, n2 + n3 + n4)),
      max(n3 + n4 + n5, n4 + n5 + n0),
    );
    if (fullest > bin) {
      // Gather the level at the front of the queue (memory.copy moves overlapping bytes
      // safely, and a bin never holds more than `bin` bytes) and finish six ways.
      let tail = queue;
      memory.copy(tail, here, n0);
      tail += n0;
      memory.copy(tail, here + bin, n1);
      tail += n1;
      memory.copy(tail, here + 2 * bin, n2);
      tail += n2;
      memory.copy(tail, here + 3 * bin, n3);
      tail += n3;
      memory.copy(tail, here + 4 * bin, n4);
      tail += n4;
      memory.copy(tail, here + 5 * bin, n5);
      tail += n5;
      return reached + <i32>((searchLevels(queue, tail, d, row) - tail) >> 2);
    }
    const there = here == queue ? other : queue;
    next0 = there;
    next1 = there + bin;
    next2 = there + 2 * bin;
    next3 = there + 3 * bin;
    next4 = there + 4 * bin;
    next5 = there + 5 * bin;
    d++;
    // Bin k's hexes look ways k-1, k and k+1 only.
    for (let head = here; head < end0; head += 4) {
      const at = load<usize>(head);
      next5 = step(at + row, next5, d);
      next0 = step(at + 4, next0, d);
      next1 = step(at - slant, next1, d);
    }
    for (let head = here + 1 * bin; head < end1; head += 4) {
      const at = load<usize>(head);
      next0 = step(at + 4, next0, d);
      next1 = step(at - slant, next1, d);
      next2 = step(at - row, next2, d);
    }
    for (let head = here + 2 * bin; head < end2; head += 4) {
      const at = load<usize>(head);
      next1 = step(at - slant, next1, d);
      next2 = step(at - row, next2, d);
      next3 = step(at - 4, next3, d);
    }
    for (let head = here + 3 * bin; head < end3; head += 4) {
      const at = load<usize>(head);
      next2 = step(at - row, next2, d);
      next3 = step(at - 4, next3, d);
      next4 = step(at + slant, next4, d);
    }
    for (let head = here + 4 * bin; head < end4; head += 4) {
      const at = load<usize>(head);
      next3 = step(at - 4, next3, d);
      next4 = step(at + slant, next4, d);
      next5 = step(at + row, next5, d);
    }
    for (let head = here + 5 * bin; head < end5; head += 4) {
      const at = load<usize>(head);
      next4 = step(at + slant, next4, d);
      next5 = step(at + row, next5, d);
      next0 = step(at + 4, next0, d);
    }
    here = there;
  }
  return reached;
}

/**
 * One search, then the distances read back in space order: `out` gets, run after run of
 * `spaceRuns` (`runCount` records of SPACE_RUN_STRIDE i32), the distances of that run's cells
 * (-1 where no path reaches), so the host copies one block out. Returns the number of spaces
 * reached.
 */
export function hexDistancesBySpace(
  unvisited: usize,
  width: i32,
  cellCount: i32,
  starts: usize,
  startCount: i32,
  dist: usize,
  queue: usize,
  spaceRuns: usize,
  runCount: i32,
  out: usize,
): i32 {
  const reached = hexDistancesFrom(unvisited, width, cellCount, starts, startCount, dist, queue);
  // A run's distances lie side by side in `dist` as in `out`: 16 bytes (four spaces) a round as
  // two i64, then the rest one by one. Space by space (a load of its cell, then of its distance)
  // the gather took 0.19 µs of a search on Rotten Ice (18 runs) and 0.34 µs on the 40 × 25 field
  // (25 runs, a row each); by runs 0.08 and 0.15 µs (min of interleaved runs; memory.copy a run
  // was slower, i32 a round slower still).
  let to = out;
  for (let run: i32 = 0; run < runCount; run++) {
    const first = i32At(spaceRuns, run * SPACE_RUN_STRIDE + SPACE_RUN_CELL);
    const length = i32At(spaceRuns, run * SPACE_RUN_STRIDE + SPACE_RUN_LENGTH);
    let from = dist + ((<usize>first) << 2);
    const end = from + ((<usize>length) << 2);
    for (; from + 16 <= end; from += 16, to += 16) {
      const low = load<i64>(from);
      const high = load<i64>(from, 8);
      store<i64>(to, low);
      store<i64>(to, high, 8);
    }
    for (; from < end; from += 4, to += 4) store<i32>(to, load<i32>(from));
  }
  return reached;
}

/**
 * The batch "distance from each of these figures to each of those": for every source group
 * (cells `sourceCells[sourceOffsets[s] .. sourceOffsets[s+1])`) one search, then for every
 * target group the least distance to any of its cells, written to `out[s * targetCount + t]`
 * (-1 where no path reaches the target). Source and target cells must be spaces.
 */
export function hexDistanceMatrix(
  unvisited: usize,
  width: i32,
  cellCount: i32,
  dist: usize,
  queue: usize,
  sourceOffsets: usize,
  sourceCells: usize,
  sourceCount: i32,
  targetOffsets: usize,
  targetCells: usize,
  targetCount: i32,
  out: usize,
): void {
  for (let s: i32 = 0; s < sourceCount; s++) {
    const first = i32At(sourceOffsets, s);
    const end = i32At(sourceOffsets, s + 1);
    hexDistancesFrom(
      unvisited,
      width,
      cellCount,
      sourceCells + ((<usize>first) << 2),
      end - first,
      dist,
      queue,
    );
    const row = out + ((<usize>(s * targetCount)) << 2);
    for (let t: i32 = 0; t < targetCount; t++) {
      const tFirst = i32At(targetOffsets, t);
      const tEnd = i32At(targetOffsets, t + 1);
      // A target cell reads -1 (unreached) or its distance: as u32, -1 is the largest, so the
      // least over the group is the answer, -1 when none is reached.
      let best: u32 = -1;
      for (let k = tFirst; k < tEnd; k++) {
        best = min(best, <u32>i32At(dist, i32At(targetCells, k)));
      }
      store<u32>(row + ((<usize>t) << 2), best);
    }
  }
}
