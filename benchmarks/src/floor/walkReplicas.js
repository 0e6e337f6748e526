// Step counts of our sight walks on open boards, by replicas of their crossing order (the
// floor suite's open-board batches): every ray walks its whole length there, so a step count is
// pure geometry, and each replica is checked against another count before it is used.

/** Steps of squareSight.ts's lineOfSight from (x0, y0) to (x1, y1) on an open board. */
export function squareWalkSteps(x0, y0, x1, y1) {
  const dx = 2 * (x1 - x0);
  const dy = 2 * (y1 - y0);
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  let [x, y, nx, ny, steps] = [x0, y0, 1, 1, 0];
  while (x !== x1 || y !== y1) {
    const order = adx === 0 ? 1 : ady === 0 ? -1 : nx * ady - ny * adx;
    if (order <= 0) {
      x += Math.sign(dx);
      nx += 2;
    }
    if (order >= 0) {
      y += Math.sign(dy);
      ny += 2;
    }
    steps++;
  }
  return steps;
}

/**
 * walkRay (packages/geometry/src/reference/hexSight.ts) from the centre of the eye's hex
 * (q, r) by (dq, dr) tenths of a pitch to a point in hex (toQ, toR), step for step:
 * the hexes it hands on (the eye's included), the corners it passes (two families tie) and
 * the edges it runs along (a ray on a lattice line, d_m = 0: each edge hands both its hexes
 * the same stretch, and each counts a step).
 */
export function hexWalk(q, r, dq, dr, toQ, toR) {
  const d1 = 2 * dq + dr;
  const d2 = dq + 2 * dr;
  const d3 = dr - dq;
  let [cells, corners, edges] = [1, 0, 0];
  if (d1 === 0 || d2 === 0 || d3 === 0) {
    // Centre to centre: a hex, then an edge's two hexes; the two other families tie at each
    // corner, with the same a: the edge runs from t = 10·n / a to 10·(n + 1) / a.
    const a = Math.abs(d1 === 0 ? d2 : d1);
    for (let n = 1; 10 * n < a; n += 3) {
      edges++;
      if (10 * (n + 1) >= a) return { cells: cells + 2, corners, edges };
      cells += 3;
    }
    return { cells, corners, edges };
  }
  const [a1, a2, a3] = [Math.abs(d1), Math.abs(d2), Math.abs(d3)];
  const [s1, s2, s3] = [Math.sign(d1), Math.sign(d2), Math.sign(d3)];
  const [u12, u13, u23] = [s1 * s2, -s1 * s3, s2 * s3];
  const [e12, e13, e23] = [u13 > 0 ? 0 : -1, u12 > 0 ? 0 : -1, u12 > 0 ? 0 : -1];
  let [n1, n2, n3] = [1, 1, 1];
  while (q !== toQ || r !== toR) {
    const [c12, c13, c23] = [n1 * a2 - n2 * a1, n1 * a3 - n3 * a1, n2 * a3 - n3 * a2];
    if (c12 <= e12 && c13 <= e13) {
      if (c12 === 0 || c13 === 0) corners++;
      [n1, n2, n3, q] = [n1 + 2, n2 + u12, n3 + u13, q + s1];
    } else if (c23 <= e23) {
      if (c23 === 0) corners++;
      [n1, n2, n3, r] = [n1 + u12, n2 + 2, n3 + u23, r + s2];
    } else {
      [n1, n2, n3, q, r] = [n1 + u13, n2 + u23, n3 + 2, q - s3, r + s3];
    }
    cells++;
  }
  return { cells, corners, edges };
}

/**
 * The hexes whose closed footprint the segment from hex centre (eq, er) to (pq, pr) crosses
 * for longer than EPS (pitches), by plain geometry: every hex near the segment clipped to the
 * three slabs |F_k − F_k(H)| ≤ 1 (F = 2q + r, q + 2r, r − q). An independent count of walkRay.
 */
export function footprintHexes(eq, er, pq, pr) {
  const [dq, dr] = [pq - eq, pr - er];
  const length = Math.hypot(dq + dr / 2, (dr * Math.sqrt(3)) / 2);
  const families = [
    [2, 1],
    [1, 2],
    [-1, 1],
  ];
  let count = 0;
  for (let r = Math.min(er, pr) - 1; r <= Math.max(er, pr) + 1; r++) {
    // Where the segment is within 2/3 of row r (a hex reaches 2/3 in r), and its q there.
    let [t0, t1] = [0, 1];
    if (dr !== 0) {
      const [ta, tb] = [(r - 2 / 3 - er) / dr, (r + 2 / 3 - er) / dr];
      [t0, t1] = [Math.max(0, Math.min(ta, tb)), Math.min(1, Math.max(ta, tb))];
    } else if (Math.abs(r - er) > 2 / 3) continue;
    if (t0 > t1) continue;
    const [qa, qb] = [eq + t0 * dq, eq + t1 * dq];
    for (let q = Math.floor(Math.min(qa, qb)) - 1; q <= Math.ceil(Math.max(qa, qb)) + 1; q++) {
      let [lo, hi] = [0, 1];
      for (const [fq, fr] of families) {
        const f0 = fq * (eq - q) + fr * (er - r);
        const df = fq * dq + fr * dr;
        if (df === 0) {
          if (Math.abs(f0) > 1) hi = -1;
          continue;
        }
        const [ta, tb] = [(-1 - f0) / df, (1 - f0) / df];
        lo = Math.max(lo, Math.min(ta, tb));
        hi = Math.min(hi, Math.max(ta, tb));
      }
      if ((hi - lo) * length > 1e-9) count++;
    }
  }
  return count;
}
