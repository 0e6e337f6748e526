// Plain-TypeScript twin of assembly/hexRange.ts, line for line: the oracle the WebAssembly
// kernel is tested against (spec/heroscape.md#range). Typed arrays stand in for pointers: the
// queue holds each reached cell's index into `dist`, where the kernel holds its address.

function step(dist: Int32Array, queue: Int32Array, tail: number, at: number, d: number): number {
  if (dist[at] !== -1) return tail;
  dist[at] = d;
  queue[tail] = at;
  return tail + 1;
}

/**
 * Fills `dist` with the number of steps from the nearest start cell to every cell
 * (-1: a space no path reaches, -2: no space). Returns the number of spaces reached.
 */
export function hexDistancesFrom(
  unvisited: Int32Array,
  width: number,
  starts: Int32Array,
  dist: Int32Array,
  queue: Int32Array,
): number {
  dist.set(unvisited);
  let tail = 0;
  for (const start of starts) tail = step(dist, queue, tail, start, 0);
  const row = width;
  const slant = row - 1;
  let head = 0;
  let d = 0;
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
 * One search, then the distances in space order: `out[i]` for the space at `spaceCells[i]`
 * (-1 where no path reaches). Returns the number of spaces reached.
 */
export function hexDistancesBySpace(
  unvisited: Int32Array,
  width: number,
  starts: Int32Array,
  dist: Int32Array,
  queue: Int32Array,
  spaceCells: Int32Array,
  out: Int32Array,
): number {
  const reached = hexDistancesFrom(unvisited, width, starts, dist, queue);
  for (let i = 0; i < spaceCells.length; i++) out[i] = dist[spaceCells[i]!]!;
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
