// The oracle of the hex walk: src/reference/hexSight.ts's walkRay as it was before the exact
// integer traversal (docs/decisions/003-hex-sight.md) — the f64 triangular-lattice walk with a
// cube-rounding cellAt per lattice segment and probes 1e-6 to either side of a ray that runs
// along a lattice line — kept verbatim, but listing what it hands to blockCell instead of
// blocking anything.

const EDGE_PROBE = 1e-6;

/** The part of a scene the walk reads: its padded grid of cells. */
export interface WalkGrid {
  readonly qOrigin: number;
  readonly rOrigin: number;
  readonly width: number;
  readonly height: number;
}

/** One hex handed to blockCell: its cell and its stretch `(ta, tb)` of the ray. */
export interface Handed {
  readonly cell: number;
  readonly ta: number;
  readonly tb: number;
}

/** The cell of the hex containing the axial point (q, r) (cube rounding), or -1 off the grid. */
function cellAt(w: WalkGrid, q: number, r: number): number {
  const s = -q - r;
  let rq = Math.floor(q + 0.5);
  let rr = Math.floor(r + 0.5);
  const rs = Math.floor(s + 0.5);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  const col = rq - w.qOrigin;
  const row = rr - w.rOrigin;
  if (col < 0 || row < 0 || col >= w.width || row >= w.height) return -1;
  return row * w.width + col;
}

/**
 * The hexes the lattice walk hands to blockCell, in order, for the ray from the eye's hex
 * centre `(eq, er)` to the column point `(pq, pr)` (axial): on an open board, where no hex
 * hides the column, so the walk runs to the end.
 */
export function latticeWalk(w: WalkGrid, eq: number, er: number, pq: number, pr: number): Handed[] {
  const handed: Handed[] = [];
  const flush = (c1: number, c2: number, ta: number, tb: number): void => {
    if (c1 >= 0) handed.push({ cell: c1, ta, tb });
    if (c2 !== c1 && c2 >= 0) handed.push({ cell: c2, ta, tb });
  };
  const dq = pq - eq;
  const dr = pr - er;
  const a1 = Math.abs(2 * dq + dr);
  const a2 = Math.abs(dr - dq);
  const a3 = Math.abs(dq + 2 * dr);
  // A probe off the lattice line the ray lies on, when it lies on one.
  let oq = 0;
  let or = 0;
  if (a1 === 0) {
    oq = 2 * EDGE_PROBE;
    or = EDGE_PROBE;
  } else if (a2 === 0) {
    oq = -EDGE_PROBE;
    or = EDGE_PROBE;
  } else if (a3 === 0) {
    oq = EDGE_PROBE;
    or = 2 * EDGE_PROBE;
  }
  // The next crossing of each family, t = j / |Δf|; only the families crossed are recomputed.
  let j1 = 1;
  let j2 = 1;
  let j3 = 1;
  let n1 = a1 > 0 ? 1 / a1 : Infinity;
  let n2 = a2 > 0 ? 1 / a2 : Infinity;
  let n3 = a3 > 0 ? 1 / a3 : Infinity;
  let t = 0;
  let cur1 = -2;
  let cur2 = -2;
  let curA = 0;
  let curB = 0;
  for (;;) {
    const next = Math.min(n1, n2, n3, 1);
    if (next > t) {
      const tm = 0.5 * (t + next);
      const mq = eq + tm * dq;
      const mr = er + tm * dr;
      const c1 = cellAt(w, mq + oq, mr + or);
      const c2 = oq === 0 && or === 0 ? c1 : cellAt(w, mq - oq, mr - or);
      if (c1 === cur1 && c2 === cur2) {
        curB = next;
      } else {
        flush(cur1, cur2, curA, curB);
        cur1 = c1;
        cur2 = c2;
        curA = t;
        curB = next;
      }
      t = next;
    }
    if (next >= 1) break;
    if (n1 <= next) n1 = ++j1 / a1;
    if (n2 <= next) n2 = ++j2 / a2;
    if (n3 <= next) n3 = ++j3 / a3;
  }
  flush(cur1, cur2, curA, curB);
  return handed;
}
