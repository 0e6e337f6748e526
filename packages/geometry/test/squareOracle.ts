// An independent oracle for Arcadia Quest line of sight, written rule by rule from
// docs/rules/arcadia-quest.md#line-of-sight with plain geometry (segment intersections, clipping,
// point-to-segment distances, EPS) — nothing shared with the kernels' integer walk.

const EPS = 1e-9;

export interface OracleBoard {
  readonly width: number;
  readonly height: number;
  /** `board(x, y)`: a space or blocked terrain; false off the grid or on a blank cell. */
  readonly onBoard: (x: number, y: number) => boolean;
  /** Blocking for the attacker: blocked terrain, two enemies, a Huge enemy (not non-board). */
  readonly blocking: (x: number, y: number) => boolean;
  /** Walls and closed doors as segments between grid vertices. */
  readonly walls: readonly (readonly [number, number, number, number])[];
}

type Point = readonly [number, number];

function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}

/** Every closed edge: walls and doors, and every edge between board and non-board. */
function closedEdges(b: OracleBoard): [number, number, number, number][] {
  const edges = b.walls.map((w) => [...w] as [number, number, number, number]);
  for (let y = -1; y <= b.height; y++) {
    for (let x = -1; x <= b.width; x++) {
      if (b.onBoard(x, y) !== b.onBoard(x + 1, y)) edges.push([x + 1, y, x + 1, y + 1]);
      if (b.onBoard(x, y) !== b.onBoard(x, y + 1)) edges.push([x, y + 1, x + 1, y + 1]);
    }
  }
  return edges;
}

/** Length of the segment inside the open unit square at (x, y) (Liang–Barsky). */
function insideSquare(p: Point, q: Point, x: number, y: number): number {
  let t0 = 0;
  let t1 = 1;
  const d = [q[0] - p[0], q[1] - p[1]] as const;
  const checks: [number, number][] = [
    [-d[0], p[0] - x],
    [d[0], x + 1 - p[0]],
    [-d[1], p[1] - y],
    [d[1], y + 1 - p[1]],
  ];
  for (const [den, num] of checks) {
    if (den === 0) {
      if (num <= 0) return 0;
    } else {
      const t = num / den;
      if (den < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  return t1 > t0 ? (t1 - t0) * Math.hypot(d[0], d[1]) : 0;
}

/** Whether `to`'s centre is in sight from `from`'s, by the three rules of the spec. */
export function oracleLineOfSight(b: OracleBoard, from: Point, to: Point): boolean {
  if (from[0] === to[0] && from[1] === to[1]) return true;
  const p: Point = [from[0] + 0.5, from[1] + 0.5];
  const q: Point = [to[0] + 0.5, to[1] + 0.5];
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  const blockingSpace = (x: number, y: number) =>
    !(x === from[0] && y === from[1]) &&
    !(x === to[0] && y === to[1]) &&
    (!b.onBoard(x, y) || b.blocking(x, y));
  const edges = closedEdges(b);
  // Rule 1: a closed edge crossed farther than EPS from both its ends.
  for (const [ax, ay, bx, by] of edges) {
    const ex = bx - ax;
    const ey = by - ay;
    const den = cross(dx, dy, ex, ey);
    if (den === 0) continue;
    const t = cross(ax - p[0], ay - p[1], ex, ey) / den;
    const u = cross(ax - p[0], ay - p[1], dx, dy) / den;
    if (t < 0 || t > 1 || u < 0 || u > 1) continue;
    const length = Math.hypot(ex, ey);
    if (u * length > EPS && (1 - u) * length > EPS) return false;
  }
  // Rule 2: the interior of a blocking space.
  for (let y = -1; y <= b.height; y++) {
    for (let x = -1; x <= b.width; x++) {
      if (blockingSpace(x, y) && insideSquare(p, q, x, y) > EPS) return false;
    }
  }
  // Rule 3: the corner rule, vertex by vertex.
  const length = Math.hypot(dx, dy);
  for (let vy = 0; vy <= b.height; vy++) {
    for (let vx = 0; vx <= b.width; vx++) {
      const t = Math.max(0, Math.min(1, ((vx - p[0]) * dx + (vy - p[1]) * dy) / (length * length)));
      if (Math.hypot(p[0] + t * dx - vx, p[1] + t * dy - vy) > EPS) continue;
      const closed = new Set<number>();
      for (const [ax, ay, bx, by] of edges) {
        let other: Point | undefined;
        if (ax === vx && ay === vy) other = [bx, by];
        else if (bx === vx && by === vy) other = [ax, ay];
        if (other) closed.add(Math.sign(cross(dx, dy, other[0] - vx, other[1] - vy)));
      }
      for (const [x, y] of [
        [vx - 1, vy - 1],
        [vx, vy - 1],
        [vx - 1, vy],
        [vx, vy],
      ] as const) {
        // A space the line runs through is on neither side.
        if (!blockingSpace(x, y) || insideSquare(p, q, x, y) > EPS) continue;
        closed.add(Math.sign(cross(dx, dy, x + 0.5 - vx, y + 0.5 - vy)));
      }
      if (closed.has(1) && closed.has(-1)) return false;
    }
  }
  return true;
}
