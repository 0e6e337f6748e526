// Plain-TypeScript twin of assembly/hexRange.ts, line for line: the oracle the WebAssembly
// kernel is tested against (spec/heroscape.md#range). Typed arrays stand in for pointers.

function step(dist: Int32Array, queue: Int32Array, tail: number, cell: number, d: number): number {
  if (dist[cell] !== -1) return tail;
  dist[cell] = d;
  queue[tail] = cell;
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
  const up = 1 - width;
  const down = width - 1;
  let head = 0;
  while (head < tail) {
    const cell = queue[head++]!;
    const d = dist[cell]! + 1;
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
 * For every source group one search, then the least distance to each target group:
 * `out[s * targetCount + t]`, -1 where no path reaches the target.
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
      let best = -1;
      for (let k = targetOffsets[t]!; k < targetOffsets[t + 1]!; k++) {
        const d = dist[targetCells[k]!]!;
        if (d >= 0 && (best < 0 || d < best)) best = d;
      }
      out[s * targetCount + t] = best;
    }
  }
}
