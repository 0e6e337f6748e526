// A stronger bar for hex range (docs/rules/heroscape.md#range): plain JS over the layout our own
// kernel uses. The board is a padded axial grid, row-major, one typed-array slot per cell and a
// one-cell border of non-spaces, so the six neighbours of a cell are fixed offsets (+1, -1,
// ±width, ±(width − 1)) and a neighbour index never leaves the grid; distances and queue are
// reused between searches. What a good JS programmer writes once the CSR version is too slow.
//
// Choices measured in a fresh isolate (min of repeated runs, Rotten Ice): one loop reading the
// distance of the cell it pops (`dist[c] + 1`) beat a level-by-level loop (1.8 vs 2.1 µs), and
// Int8Array distances with an Int16Array queue beat Int32Array by 5–8%, so the narrowest type
// the board allows is used: a distance within a connected piece of the board is at most twice
// the eccentricity of any of its spaces (one search from each piece, at build time).

/** Marks in the template: a space not yet reached, and a cell with no space. */
const UNREACHED = -1;
const NO_SPACE = -2;

/** The smallest signed typed array holding every value in [-2, max]. */
function narrowest(max) {
  if (max <= 127) return Int8Array;
  return max <= 32767 ? Int16Array : Int32Array;
}

/**
 * An upper bound of every distance on the board: twice the eccentricity of one space of each
 * connected piece (d(a, b) ≤ d(a, s) + d(s, b)). Its own search, once at build time, so the
 * timed one only ever sees one array type.
 */
function longestDistance(template, width, spaceCells) {
  const dist = Int32Array.from(template);
  const queue = new Int32Array(spaceCells.length);
  const offsets = [1, 1 - width, -width, -1, width - 1, width];
  let longest = 0;
  for (const start of spaceCells) {
    if (dist[start] !== UNREACHED) continue;
    dist[start] = 0;
    queue[0] = start;
    let [head, tail, eccentricity] = [0, 1, 0];
    while (head < tail) {
      const c = queue[head++];
      eccentricity = dist[c];
      for (const offset of offsets) {
        if (dist[c + offset] === UNREACHED) {
          dist[c + offset] = eccentricity + 1;
          queue[tail++] = c + offset;
        }
      }
    }
    longest = Math.max(longest, 2 * eccentricity);
  }
  return longest;
}

/** A board's spaces (`[q, r]` pairs) laid out as a padded grid: built once per board. */
export class PaddedGridBfs {
  /**
   * @param {ReadonlyArray<readonly [number, number]>} spaces the board's hexes, each once
   */
  constructor(spaces) {
    let [qMin, qMax, rMin, rMax] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [q, r] of spaces) {
      [qMin, qMax] = [Math.min(qMin, q), Math.max(qMax, q)];
      [rMin, rMax] = [Math.min(rMin, r), Math.max(rMax, r)];
    }
    this.qOrigin = qMin - 1;
    this.rOrigin = rMin - 1;
    this.width = qMax - qMin + 3;
    const cells = this.width * (rMax - rMin + 3);
    /** The cell of each space, in the order given (to read the answer back by space). */
    this.spaceCells = Int32Array.from(spaces, ([q, r]) => this.cellOf(q, r));
    const template = new Int32Array(cells).fill(NO_SPACE);
    for (const cell of this.spaceCells) template[cell] = UNREACHED;
    const Dist = narrowest(longestDistance(template, this.width, this.spaceCells));
    /** The search's starting state, copied in by every search: -1 a space, -2 none. */
    this.template = Dist.from(template);
    this.dist = new Dist(cells);
    this.queue = new (narrowest(cells - 1))(spaces.length);
  }

  /** The cell of hex (q, r) in this grid. */
  cellOf(q, r) {
    return (r - this.rOrigin) * this.width + (q - this.qOrigin);
  }

  /**
   * Steps from cell `start` (a space) to every cell: the distance, -1 for a space no path
   * reaches, -2 for a cell with no space. Indexed by cell, as the grid is; the array is reused
   * by the next search: copy it to keep it.
   */
  distancesFrom(start) {
    const { dist, queue, width } = this;
    const slant = width - 1;
    dist.set(this.template);
    dist[start] = 0;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const c = queue[head++];
      const d = dist[c] + 1;
      // Unrolled, in the kernel's order: (q+1,r) (q+1,r-1) (q,r-1) (q-1,r) (q-1,r+1) (q,r+1).
      let n = c + 1;
      if (dist[n] === UNREACHED) {
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c - slant;
      if (dist[n] === UNREACHED) {
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c - width;
      if (dist[n] === UNREACHED) {
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c - 1;
      if (dist[n] === UNREACHED) {
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c + slant;
      if (dist[n] === UNREACHED) {
        dist[n] = d;
        queue[tail++] = n;
      }
      n = c + width;
      if (dist[n] === UNREACHED) {
        dist[n] = d;
        queue[tail++] = n;
      }
    }
    return dist;
  }

  /**
   * The same search read back in space order (as ours and the CSR BFS answer): `out[i]` is the
   * distance to the i-th space given, -1 where no path reaches.
   *
   * @param {number} start
   * @param {Int32Array} out
   */
  distancesBySpace(start, out) {
    const dist = this.distancesFrom(start);
    const { spaceCells } = this;
    for (let i = 0; i < spaceCells.length; i++) out[i] = dist[spaceCells[i]];
    return out;
  }
}
