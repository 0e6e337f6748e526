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
  let tail = queue;
  for (let i: i32 = 0; i < startCount; i++) {
    tail = step(dist + ((<usize>i32At(starts, i)) << 2), tail, 0);
  }
  // Axial neighbours (q+1,r) (q+1,r-1) (q,r-1) (q-1,r) (q-1,r+1) (q,r+1) as byte offsets.
  const row = (<usize>width) << 2;
  const slant = row - 4;
  let head = queue;
  let d: i32 = 0;
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
  return <i32>((tail - queue) >> 2);
}

/**
 * One search, then the distances read back in space order: `out[i]` is the distance to the
 * space at cell `spaceCells[i]` (-1 where no path reaches), so the host copies one block out.
 * Returns the number of spaces reached.
 */
export function hexDistancesBySpace(
  unvisited: usize,
  width: i32,
  cellCount: i32,
  starts: usize,
  startCount: i32,
  dist: usize,
  queue: usize,
  spaceCells: usize,
  spaceCount: i32,
  out: usize,
): i32 {
  const reached = hexDistancesFrom(unvisited, width, cellCount, starts, startCount, dist, queue);
  for (let i: i32 = 0; i < spaceCount; i++) {
    store<i32>(out + ((<usize>i) << 2), i32At(dist, i32At(spaceCells, i)));
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
