// Hex range: breadth-first search over the board's spaces (docs/rules/heroscape.md#range).
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
// reached when the parent was expanded. So the queue is six bins, one per way a hex was reached,
// each bin's loop probes three neighbours instead of six, and a search on Rotten Ice went from
// 1.25 to 0.94 µs (min of repeated runs). A bin holds as many slots as the board has spaces,
// every hex is queued once, so no bin ever overflows: a level is, in every bin, the stretch
// from where the last level ended to the tail, and the search never moves or checks a bin. Two
// banks of six bins sharing a slot a cell, with a six-way search for a level that might overflow
// them, took 3-4% longer on Rotten Ice and the 40 × 25 field for less memory. A level costs
// about 6 ns beside its hexes (six loops entered and left): Rotten Ice has 30 on average, and a
// winding corridor one hex wide (a level a hex) runs at half the padded-grid JS BFS's speed.

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
 * Fills `dist` with the number of steps from the nearest of `startCount` start cells to every
 * cell (-1: a space no path reaches, -2: no space). Start cells must be spaces; `queue` holds
 * six bins of `spaceCount` slots. Returns the number of spaces reached.
 */
export function hexDistancesFrom(
  unvisited: usize,
  width: i32,
  cellCount: i32,
  spaceCount: i32,
  starts: usize,
  startCount: i32,
  dist: usize,
  queue: usize,
): i32 {
  memory.copy(dist, unvisited, (<usize>cellCount) << 2);
  const row = (<usize>width) << 2;
  const slant = row - 4;
  // Bytes a bin holds: a slot for every space.
  const bin = (<usize>spaceCount) << 2;
  // Every start is at distance 0 before any is expanded; then the starts, six ways each, fill
  // the first level.
  let reached: i32 = 0;
  for (let i: i32 = 0; i < startCount; i++) {
    const at = dist + ((<usize>i32At(starts, i)) << 2);
    if (load<i32>(at) == -1) {
      store<i32>(at, 0);
      reached++;
    }
  }
  let d: i32 = 1;
  let next0 = queue;
  let next1 = queue + bin;
  let next2 = queue + 2 * bin;
  let next3 = queue + 3 * bin;
  let next4 = queue + 4 * bin;
  let next5 = queue + 5 * bin;
  for (let i: i32 = 0; i < startCount; i++) {
    const at = dist + ((<usize>i32At(starts, i)) << 2);
    next0 = step(at + 4, next0, d);
    next1 = step(at - slant, next1, d);
    next2 = step(at - row, next2, d);
    next3 = step(at - 4, next3, d);
    next4 = step(at + slant, next4, d);
    next5 = step(at + row, next5, d);
  }
  // Where the level being expanded starts in each bin, and the sum of the bins' tails when it
  // started: the next level is empty when the tails have not moved.
  let from0 = queue;
  let from1 = queue + bin;
  let from2 = queue + 2 * bin;
  let from3 = queue + 3 * bin;
  let from4 = queue + 4 * bin;
  let from5 = queue + 5 * bin;
  let before = from0 + from1 + from2 + from3 + from4 + from5;
  while (true) {
    const after = next0 + next1 + next2 + next3 + next4 + next5;
    if (after == before) break;
    reached += <i32>((after - before) >> 2);
    before = after;
    const end0 = next0;
    const end1 = next1;
    const end2 = next2;
    const end3 = next3;
    const end4 = next4;
    const end5 = next5;
    d++;
    // Bin k's hexes look ways k-1, k and k+1 only.
    for (let head = from0; head < end0; head += 4) {
      const at = load<usize>(head);
      next5 = step(at + row, next5, d);
      next0 = step(at + 4, next0, d);
      next1 = step(at - slant, next1, d);
    }
    for (let head = from1; head < end1; head += 4) {
      const at = load<usize>(head);
      next0 = step(at + 4, next0, d);
      next1 = step(at - slant, next1, d);
      next2 = step(at - row, next2, d);
    }
    for (let head = from2; head < end2; head += 4) {
      const at = load<usize>(head);
      next1 = step(at - slant, next1, d);
      next2 = step(at - row, next2, d);
      next3 = step(at - 4, next3, d);
    }
    for (let head = from3; head < end3; head += 4) {
      const at = load<usize>(head);
      next2 = step(at - row, next2, d);
      next3 = step(at - 4, next3, d);
      next4 = step(at + slant, next4, d);
    }
    for (let head = from4; head < end4; head += 4) {
      const at = load<usize>(head);
      next3 = step(at - 4, next3, d);
      next4 = step(at + slant, next4, d);
      next5 = step(at + row, next5, d);
    }
    for (let head = from5; head < end5; head += 4) {
      const at = load<usize>(head);
      next4 = step(at + slant, next4, d);
      next5 = step(at + row, next5, d);
      next0 = step(at + 4, next0, d);
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
 * One search, then the distances read back in space order: `out` gets, run after run of
 * `spaceRuns` (`runCount` records of SPACE_RUN_STRIDE i32), the distances of that run's cells
 * (-1 where no path reaches), so the host copies one block out. Returns the number of spaces
 * reached.
 */
export function hexDistancesBySpace(
  unvisited: usize,
  width: i32,
  cellCount: i32,
  spaceCount: i32,
  starts: usize,
  startCount: i32,
  dist: usize,
  queue: usize,
  spaceRuns: usize,
  runCount: i32,
  out: usize,
): i32 {
  const reached = hexDistancesFrom(
    unvisited,
    width,
    cellCount,
    spaceCount,
    starts,
    startCount,
    dist,
    queue,
  );
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
  spaceCount: i32,
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
      spaceCount,
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
