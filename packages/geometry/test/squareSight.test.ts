// Arcadia Quest line of sight (docs/rules/arcadia-quest.md#line-of-sight) in the square kernels:
// a field of view drawn as ASCII, the wasm kernel against its TypeScript twin, and both
// against an oracle written rule by rule with plain geometry.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BLOCKED_TERRAIN,
  NOT_BOARD,
  ReferenceGeometry,
  SPACE,
  type SquareBoard,
  type SquareSightExplanation,
  WasmGeometry,
  encodeSquareBoard,
  squareCell,
} from "../src/index.js";
import { type OracleBoard, oracleLineOfSight } from "./squareOracle.js";

let wasm: WasmGeometry;
const reference = new ReferenceGeometry();
beforeAll(async () => {
  wasm = await WasmGeometry.load();
});

const KINDS: Record<string, number> = { ".": SPACE, "#": BLOCKED_TERRAIN, " ": NOT_BOARD };

/** A board from ASCII rows (`.` space, `#` blocked terrain, blank not board) and walls. */
function squareBoard(rows: string[], walls: { x: number; y: number; side: "E" | "S" }[] = []) {
  const width = rows[0]!.length;
  const cells = Uint8Array.from(rows.join(""), (c) => KINDS[c]!);
  return encodeSquareBoard({ width, height: rows.length, cells, closedEdges: walls });
}

/** The field of view of `viewer` as rows: `*` seen, `.` not seen, blank off the board. */
function fieldOfView(rows: string[], viewer: [number, number]): string[] {
  const board = squareBoard(rows);
  const answers = [wasm, reference].map((engine) => {
    engine.loadSquareBoard(board);
    return engine.squareFieldOfView(board.terrain, squareCell(board, viewer[0], viewer[1]));
  });
  expect(answers[0]).toEqual(answers[1]);
  return rows.map((row, y) =>
    [...row]
      .map((c, x) => (c === " " ? " " : answers[0]![squareCell(board, x, y)] ? "*" : "."))
      .join(""),
  );
}

describe("square field of view", () => {
  it("a pillar casts a shadow; the corner it only skims stays open", () => {
    expect(fieldOfView([".....", "..#..", "....."], [2, 2])).toEqual(["*...*", "*****", "*****"]);
  });

  it("walls and the board's edge close lines; the viewer sees its own space", () => {
    const board = squareBoard(["...", "...", ". ."], [{ x: 0, y: 0, side: "E" }]);
    for (const engine of [wasm, reference]) {
      engine.loadSquareBoard(board);
      const seen = engine.squareFieldOfView(board.terrain, squareCell(board, 0, 0));
      const at = (x: number, y: number) => seen[squareCell(board, x, y)];
      // Behind the wall east of (0,0); (0,0) itself; straight down past the blank (1,2).
      expect([at(1, 0), at(0, 0), at(0, 2), at(2, 2)]).toEqual([0, 1, 1, 1]);
      // Not a board cell: never in the field of view.
      expect(at(1, 2)).toBe(0);
    }
  });
});

interface RandomBoard {
  rows: string[];
  walls: { x: number; y: number; side: "E" | "S" }[];
  /** Spaces blocked for the attacker (two enemies, a Huge enemy). */
  crowded: boolean[];
}

function arbitraryBoard(): fc.Arbitrary<RandomBoard> {
  return fc
    .record({ width: fc.integer({ min: 2, max: 9 }), height: fc.integer({ min: 2, max: 9 }) })
    .chain(({ width, height }) =>
      fc.record({
        rows: fc.array(
          fc.array(fc.constantFrom(".", ".", ".", ".", ".", ".", "#", " "), {
            minLength: width,
            maxLength: width,
          }),
          { minLength: height, maxLength: height },
        ),
        walls: fc.array(
          fc.record({
            x: fc.integer({ min: 0, max: width - 1 }),
            y: fc.integer({ min: 0, max: height - 1 }),
            side: fc.constantFrom("E" as const, "S" as const),
          }),
          { maxLength: Math.floor((width * height) / 3) },
        ),
        crowded: fc.array(
          fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
          {
            minLength: width * height,
            maxLength: width * height,
          },
        ),
      }),
    )
    .map(({ rows, walls, crowded }) => ({ rows: rows.map((r) => r.join("")), walls, crowded }));
}

function oracleOf(b: RandomBoard): OracleBoard {
  const width = b.rows[0]!.length;
  const kind = (x: number, y: number) => b.rows[y]?.[x] ?? " ";
  return {
    width,
    height: b.rows.length,
    onBoard: (x, y) => x >= 0 && x < width && kind(x, y) !== " ",
    blocking: (x, y) => kind(x, y) === "#" || (kind(x, y) === "." && b.crowded[y * width + x]!),
    walls: b.walls.map(({ x, y, side }) =>
      side === "E" ? [x + 1, y, x + 1, y + 1] : [x, y + 1, x + 1, y + 1],
    ),
  };
}

function blockedOf(board: SquareBoard, b: RandomBoard): Uint8Array {
  const blocked = board.terrain.slice();
  b.crowded.forEach((crowded, i) => {
    const width = b.rows[0]!.length;
    const [x, y] = [i % width, Math.floor(i / width)];
    if (crowded) blocked[squareCell(board, x, y)] = 1;
  });
  return blocked;
}

describe("square sight: wasm, twin and the rule-by-rule oracle agree", () => {
  it("on at least 100,000 random lines, many through grid vertices", () => {
    let lines = 0;
    let throughVertices = 0;
    let clear = 0;
    fc.assert(
      fc.property(arbitraryBoard(), (b) => {
        const board = squareBoard(b.rows, b.walls);
        const blocked = blockedOf(board, b);
        const oracle = oracleOf(b);
        const spaces: [number, number][] = [];
        b.rows.forEach((row, y) => [...row].forEach((c, x) => c === "." && spaces.push([x, y])));
        const cells = Int32Array.from(spaces, ([x, y]) => squareCell(board, x, y));
        const answers = [wasm, reference].map((engine) => {
          engine.loadSquareBoard(board);
          return engine.squareSightMatrix(blocked, cells, cells);
        });
        expect(answers[0]).toEqual(answers[1]);
        spaces.forEach((a, i) =>
          spaces.forEach((t, j) => {
            const seen = answers[0]![i * spaces.length + j] === 1;
            expect(seen, `${b.rows.join("|")} ${a} → ${t}`).toBe(oracleLineOfSight(oracle, a, t));
            lines++;
            if (seen) clear++;
            const [dx, dy] = [t[0] - a[0], t[1] - a[1]];
            const g = gcd(Math.abs(dx), Math.abs(dy));
            if (dx !== 0 && dy !== 0 && (dx / g) % 2 !== 0 && (dy / g) % 2 !== 0) throughVertices++;
          }),
        );
      }),
      { numRuns: 300 },
    );
    expect(lines).toBeGreaterThanOrEqual(100_000);
    expect(throughVertices).toBeGreaterThan(lines / 10);
    expect(clear / lines).toBeGreaterThan(0.2);
    expect(clear / lines).toBeLessThan(0.9);
  }, 120_000);
});

/** Whether the centre-to-centre line from cell `a` to cell `t` meets what `why` names. */
function stopOnLine(
  board: SquareBoard,
  a: number,
  t: number,
  why: SquareSightExplanation,
): boolean {
  if (why.clear) return true;
  const w = board.width;
  const [ax, ay, tx, ty] = [
    (a % w) + 0.5,
    Math.floor(a / w) + 0.5,
    (t % w) + 0.5,
    Math.floor(t / w) + 0.5,
  ];
  const [cx, cy] = [why.cell % w, Math.floor(why.cell / w)];
  const along = (s: number) => s > 0 && s < 1;
  switch (why.stop) {
    case "east-edge": {
      // Crosses x = cx + 1 strictly inside the edge's span cy..cy+1.
      const s = (cx + 1 - ax) / (tx - ax);
      const y = ay + s * (ty - ay);
      return board.eastClosed[why.cell] === 1 && along(s) && y > cy && y < cy + 1;
    }
    case "south-edge": {
      const s = (cy + 1 - ay) / (ty - ay);
      const x = ax + s * (tx - ax);
      return board.southClosed[why.cell] === 1 && along(s) && x > cx && x < cx + 1;
    }
    case "corner": {
      // Passes exactly through the corner (cx, cy).
      const s = (cx - ax) / (tx - ax);
      return along(s) && ay + s * (ty - ay) === cy;
    }
    case "blocking-space": {
      // Its middle, sampled finely, lies in the open square of the space.
      for (let k = 1; k < 1000; k++) {
        const [x, y] = [ax + (k / 1000) * (tx - ax), ay + (k / 1000) * (ty - ay)];
        if (x > cx && x < cx + 1 && y > cy && y < cy + 1) return why.cell !== a && why.cell !== t;
      }
      return false;
    }
  }
}

describe("square sight explained", () => {
  it("the same on both engines, clear exactly where the matrix sees, the stop on the line", () => {
    const stops = new Map<string, number>();
    fc.assert(
      fc.property(arbitraryBoard(), (b) => {
        const board = squareBoard(b.rows, b.walls);
        const blocked = blockedOf(board, b);
        const cells: number[] = [];
        b.rows.forEach((row, y) =>
          [...row].forEach((c, x) => c === "." && cells.push(squareCell(board, x, y))),
        );
        const spaces = Int32Array.from(cells);
        const [fast, slow] = [wasm, reference].map((engine) => {
          engine.loadSquareBoard(board);
          return engine.squareSightExplain(blocked, spaces, spaces);
        });
        expect(fast).toEqual(slow);
        const seen = reference.squareSightMatrix(blocked, spaces, spaces);
        slow!.forEach((why, k) => {
          expect(why.clear).toBe(seen[k] === 1);
          const [a, t] = [spaces[Math.floor(k / spaces.length)]!, spaces[k % spaces.length]!];
          expect(stopOnLine(board, a, t, why), JSON.stringify({ a, t, why })).toBe(true);
          if (!why.clear) stops.set(why.stop, (stops.get(why.stop) ?? 0) + 1);
        });
      }),
      { numRuns: 150 },
    );
    // Every kind of stop is met, so agreement is not agreement on one kind.
    expect([...stops.keys()].sort()).toEqual([
      "blocking-space",
      "corner",
      "east-edge",
      "south-edge",
    ]);
  }, 60_000);
});

describe("square sight properties", () => {
  /** Every pair of spaces' sight on a board, through the reference engine. */
  function allSight(b: RandomBoard): { cells: Int32Array; seen: Uint8Array } {
    const board = squareBoard(b.rows, b.walls);
    const cells = Int32Array.from(
      b.rows.flatMap((row, y) =>
        [...row].flatMap((c, x) => (c === "." ? [squareCell(board, x, y)] : [])),
      ),
    );
    reference.loadSquareBoard(board);
    return { cells, seen: reference.squareSightMatrix(blockedOf(board, b), cells, cells) };
  }

  it("adding a wall or a Blocked space never turns a blocked line clear", () => {
    fc.assert(
      fc.property(
        arbitraryBoard(),
        fc.nat(),
        fc.constantFrom("E" as const, "S" as const),
        fc.nat(),
        (b, wallAt, side, crowdAt) => {
          const width = b.rows[0]!.length;
          const cell = wallAt % (width * b.rows.length);
          const more: RandomBoard = {
            ...b,
            walls: [...b.walls, { x: cell % width, y: Math.floor(cell / width), side }],
            crowded: b.crowded.map((c, i) => c || i === crowdAt % b.crowded.length),
          };
          const before = allSight(b).seen;
          const after = allSight(more).seen;
          // Seen is 0 or 1: nothing seen after may be unseen before.
          after.forEach((seen, i) => expect(seen, `line ${i}`).toBeLessThanOrEqual(before[i]!));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("sight is mutual when both ends find the same spaces Blocked", () => {
    fc.assert(
      fc.property(arbitraryBoard(), (b) => {
        const { cells, seen } = allSight(b);
        const n = cells.length;
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) expect(seen[i * n + j]).toBe(seen[j * n + i]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
