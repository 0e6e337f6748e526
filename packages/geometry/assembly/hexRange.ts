// Hex range: breadth-first search over the board's spaces (spec/heroscape.md#range).
//
// The board is a padded row-major grid of cells, `cell = (r - rMin + 1) * width + (q - qMin + 1)`,
// laid out once by the host (docs/decisions/001-wasm-memory-layout.md). `unvisited` holds one
// i32 per cell: -1 for a space, -2 for a cell with no space. A search copies it into `dist`
// and then needs a single load per neighbour: a cell is worth visiting exactly when it reads -1.
// The one-cell border of non-spaces means a neighbour index never leaves the grid.

// @ts-ignore: decorator
@inline
function step(dist: usize, queue: usize, tail: i32, cell: i32, d: i32): i32 {
  const at = dist + (<usize>cell << 2);
  if (load<i32>(at) != -1) return tail;
  store<i32>(at, d);
  store<i32>(queue + (<usize>tail << 2), cell);
  return tail + 1;
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
  memory.copy(dist, unvisited, <usize>cellCount << 2);
  let tail: i32 = 0;
  for (let i: i32 = 0; i < startCount; i++) {
    tail = step(dist, queue, tail, load<i32>(starts + (<usize>i << 2)), 0);
  }
  // Axial neighbours (q+1,r) (q+1,r-1) (q,r-1) (q-1,r) (q-1,r+1) (q,r+1) as cell offsets.
  const up = 1 - width;
  const down = width - 1;
  let head: i32 = 0;
  while (head < tail) {
    const cell = load<i32>(queue + (<usize>head << 2));
    head++;
    const d = load<i32>(dist + (<usize>cell << 2)) + 1;
    tail = step(dist, queue, tail, cell + 1, d);
    tail = step(dist, queue, tail, cell + up, d);
    tail = step(dist, queue, tail, cell - width, d);
    tail = step(dist, queue, tail, cell - 1, d);
    tail = step(dist, queue, tail, cell + down, d);
    tail = step(dist, queue, tail, cell + width, d);
  }
  return tail;
}

/**
 * The batch "distance from each of these figures to each of those": for every source group
 * (cells `sourceCells[sourceOffsets[s] .. sourceOffsets[s+1])`) one search, then for every
 * target group the least distance to any of its cells, written to `out[s * targetCount + t]`
 * (-1 where no path reaches the target).
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
    const first = load<i32>(sourceOffsets + (<usize>s << 2));
    const end = load<i32>(sourceOffsets + (<usize>(s + 1) << 2));
    hexDistancesFrom(
      unvisited,
      width,
      cellCount,
      sourceCells + (<usize>first << 2),
      end - first,
      dist,
      queue,
    );
    const row = out + (<usize>(s * targetCount) << 2);
    for (let t: i32 = 0; t < targetCount; t++) {
      const tFirst = load<i32>(targetOffsets + (<usize>t << 2));
      const tEnd = load<i32>(targetOffsets + (<usize>(t + 1) << 2));
      let best: i32 = -1;
      for (let k = tFirst; k < tEnd; k++) {
        const d = load<i32>(dist + (<usize>load<i32>(targetCells + (<usize>k << 2)) << 2));
        if (d >= 0 && (best < 0 || d < best)) best = d;
      }
      store<i32>(row + (<usize>t << 2), best);
    }
  }
}
