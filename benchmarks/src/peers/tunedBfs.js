// The bar a good JavaScript programmer sets for hex range (docs/rules/heroscape.md#range): a
// breadth-first search over the spaces themselves, with the adjacency prebuilt once as CSR
// (compressed sparse rows) in Int32Arrays, and the queue and distances reused between searches.
// No objects, no strings, no Maps in the search: what idiomatic, tuned JS looks like.

// The axial neighbours (q+1,r) (q+1,r-1) (q,r-1) (q-1,r) (q-1,r+1) (q,r+1): a table, not code
// under test, so the peer takes the geometry package's.
import { HEX_NEIGHBOURS as NEIGHBOURS } from "@sightline/geometry";

/** A board's spaces (`[q, r]` pairs) with their adjacency as CSR: built once per board. */
export class TunedHexBfs {
  /**
   * @param {ReadonlyArray<readonly [number, number]>} spaces the board's hexes, each once
   */
  constructor(spaces) {
    const index = new Map(spaces.map(([q, r], i) => [`${q},${r}`, i]));
    /** Space `s` neighbours `adjacency[adjacencyStart[s] .. adjacencyStart[s + 1])`. */
    this.adjacencyStart = new Int32Array(spaces.length + 1);
    const adjacency = [];
    spaces.forEach(([q, r], s) => {
      for (const [dq, dr] of NEIGHBOURS) {
        const n = index.get(`${q + dq},${r + dr}`);
        if (n !== undefined) adjacency.push(n);
      }
      this.adjacencyStart[s + 1] = adjacency.length;
    });
    this.adjacency = Int32Array.from(adjacency);
    this.dist = new Int32Array(spaces.length);
    this.queue = new Int32Array(spaces.length);
  }

  /**
   * Steps from space `start` to every space (-1 where no path reaches), in space order. The
   * array is reused by the next search: copy it to keep it.
   */
  distancesFrom(start) {
    const { adjacencyStart, adjacency, dist, queue } = this;
    dist.fill(-1);
    dist[start] = 0;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const s = queue[head++];
      const d = dist[s] + 1;
      const end = adjacencyStart[s + 1];
      for (let k = adjacencyStart[s]; k < end; k++) {
        const n = adjacency[k];
        if (dist[n] === -1) {
          dist[n] = d;
          queue[tail++] = n;
        }
      }
    }
    return dist;
  }
}
