// The exact hex walk (src/reference/hexSight.ts's walkRay, docs/decisions/003-hex-sight.md)
// against the f64 lattice walk it replaced (test/hexLatticeWalk.ts): the same hexes handed to
// blockCell, in the same order, with the same stretches, on random rays and on the rays where
// exactness matters — along shared edges, through corners, off the grid and back.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Hex,
  type HexSolid,
  ReferenceGeometry,
  WasmGeometry,
  encodeHexScene,
  placeHexFigures,
} from "../src/index.js";
import {
  type CutLog,
  type HexVisit,
  type Ray,
  type SightPieces,
  type SightWorld,
  aimRay,
  blockCell,
  columnSeen,
  exitAt,
  walkRay,
} from "../src/reference/hexSight.js";
import { CUT_STRIDE } from "../src/reference/layout.js";
import { sightPiecesFor, sightWorld } from "../src/twin/hexKernels.js";
import { type Handed, type WalkGrid, latticeWalk } from "./hexLatticeWalk.js";
import { LEVEL, type RandomScene, allPairsSight, arbitraryScene } from "./randomScenes.js";

const RHO = 0.3;
const TENTHS = 3;
const COLUMN_Q = [0, 1, 0, -1, -1, 0, 1];
const COLUMN_R = [0, 0, 1, 1, 0, -1, -1];
/** Stretches agree within this (fractions of the ray); shorter ones are touches. */
const TOLERANCE = 1e-9;

/** What the exact walk hands on for the ray from `eyeCell`'s centre to a sight column. */
function exactWalk(grid: WalkGrid, eyeCell: number, targetCell: number, column: number): Handed[] {
  const handed: Handed[] = [];
  const record: HexVisit = (_w, _ray, cell, na, aa, nb, ab) => {
    handed.push({ cell, ta: exitAt(na, aa), tb: exitAt(nb, ab) });
    return true;
  };
  const dq = 10 * ((targetCell % grid.width) - (eyeCell % grid.width)) + TENTHS * COLUMN_Q[column]!;
  const dr =
    10 * (Math.floor(targetCell / grid.width) - Math.floor(eyeCell / grid.width)) +
    TENTHS * COLUMN_R[column]!;
  const world = grid as unknown as SightWorld;
  walkRay(world, {} as Ray, eyeCell, targetCell, dq, dr, {} as SightPieces, record);
  return handed;
}

/** What the lattice walk handed on for the same ray (column points in f64, as it had them). */
function oldWalk(grid: WalkGrid, eyeCell: number, targetCell: number, column: number): Handed[] {
  const eq = (eyeCell % grid.width) + grid.qOrigin;
  const er = Math.floor(eyeCell / grid.width) + grid.rOrigin;
  const pq = (targetCell % grid.width) + grid.qOrigin + RHO * COLUMN_Q[column]!;
  const pr = Math.floor(targetCell / grid.width) + grid.rOrigin + RHO * COLUMN_R[column]!;
  return latticeWalk(grid, eq, er, pq, pr);
}

function agree(a: readonly Handed[], b: readonly Handed[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (h, i) =>
        h.cell === b[i]!.cell &&
        Math.abs(h.ta - b[i]!.ta) <= TOLERANCE &&
        Math.abs(h.tb - b[i]!.tb) <= TOLERANCE,
    )
  );
}

/** Without the touches (stretches no longer than TOLERANCE), a hex's pieces joined. */
function withoutTouches(handed: readonly Handed[]): Handed[] {
  const out: Handed[] = [];
  for (const h of handed) {
    if (h.tb - h.ta <= TOLERANCE) continue;
    const last = out[out.length - 1];
    if (last && last.cell === h.cell && Math.abs(last.tb - h.ta) <= TOLERANCE) {
      out[out.length - 1] = { cell: h.cell, ta: last.ta, tb: h.tb };
    } else out.push(h);
  }
  return out;
}

/** How the ray meets the lattice: along a lattice line, through hex corners, or neither. */
function kind(dq: number, dr: number): "edge" | "corner" | "plain" {
  const d1 = 2 * dq + dr;
  const d2 = dq + 2 * dr;
  if (d1 === 0 || d2 === 0 || d2 === d1) return "edge";
  // Lattice points (F1, F2 integers) on the open ray: t = 10·i / d1; a corner unless a centre.
  for (let i = 1; 10 * i < Math.abs(d1); i++) {
    const f1 = Math.sign(d1) * i;
    if ((f1 * d2) % d1 !== 0) continue;
    const f2 = (f1 * d2) / d1;
    if ((((2 * f1 - f2) % 3) + 3) % 3 !== 0) return "corner";
  }
  return "plain";
}

interface Tally {
  rays: number;
  edge: number;
  corner: number;
  offGrid: number;
  touchesOnly: number;
  failures: string[];
}

function tally(): Tally {
  return { rays: 0, edge: 0, corner: 0, offGrid: 0, touchesOnly: 0, failures: [] };
}

/** Walks one ray both ways and records how it went. */
function check(t: Tally, grid: WalkGrid, eyeCell: number, targetCell: number, column: number) {
  const exact = exactWalk(grid, eyeCell, targetCell, column);
  const old = oldWalk(grid, eyeCell, targetCell, column);
  t.rays++;
  const w = grid.width;
  const dq = 10 * ((targetCell % w) - (eyeCell % w)) + TENTHS * COLUMN_Q[column]!;
  const dr =
    10 * (Math.floor(targetCell / w) - Math.floor(eyeCell / w)) + TENTHS * COLUMN_R[column]!;
  const k = kind(dq, dr);
  if (k !== "plain") t[k]++;
  // Off the grid somewhere? The same ray on the grid grown by two cells all round says.
  const big = { ...grid, qOrigin: grid.qOrigin - 2, rOrigin: grid.rOrigin - 2 };
  const grown = { ...big, width: w + 4, height: grid.height + 4 };
  const shift = (cell: number) => (Math.floor(cell / w) + 2) * (w + 4) + (cell % w) + 2;
  const all = exactWalk(grown, shift(eyeCell), shift(targetCell), column);
  if (all.length > exact.length) t.offGrid++;
  if (agree(exact, old)) return;
  // The lattice walk's f64 crossings at a corner may leave a sliver (a touch) behind.
  if (agree(withoutTouches(exact), withoutTouches(old)) && exact.every((h) => h.tb > h.ta)) {
    t.touchesOnly++;
    return;
  }
  if (t.failures.length < 5) {
    t.failures.push(
      `${JSON.stringify({ grid, eyeCell, targetCell, column, dq, dr })}\n exact ${JSON.stringify(exact)}\n old   ${JSON.stringify(old)}`,
    );
  }
}

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe("the exact hex walk hands on what the lattice walk did", () => {
  it("on every ray of a small board (all eyes, targets and columns)", () => {
    const t = tally();
    const grid = { qOrigin: -3, rOrigin: -1, width: 9, height: 9 };
    for (let e = 0; e < 81; e++) {
      for (let c = 0; c < 81; c++) for (let col = 0; col < 7; col++) check(t, grid, e, c, col);
    }
    expect(t.failures).toEqual([]);
    expect(t.rays).toBe(81 * 81 * 7);
    expect(t.edge).toBeGreaterThan(500);
    expect(t.corner).toBeGreaterThan(500);
  });

  it("on 100,000 random rays of random boards, some of them long and thin", () => {
    const t = tally();
    const next = random(31);
    const pick = (n: number) => Math.floor(next() * n);
    while (t.rays < 100_000) {
      const thin = next() < 0.1;
      const grid = {
        qOrigin: pick(41) - 20,
        rOrigin: pick(41) - 20,
        width: thin ? 3 + pick(3) : 3 + pick(40),
        height: thin ? 200 + pick(300) : 3 + pick(40),
      };
      const cells = grid.width * grid.height;
      for (let i = 0; i < 50; i++) check(t, grid, pick(cells), pick(cells), pick(7));
    }
    expect(t.failures).toEqual([]);
    expect(t.offGrid).toBe(0);
  });

  it("on rays forced along edges, spokes and neighbour lines, and through corners", () => {
    const t = tally();
    const grid = { qOrigin: -30, rOrigin: -30, width: 61, height: 61 };
    const centre = 30 * 61 + 30;
    // Straight up and down (90°), ±30°, ±150°, and along the neighbour directions (0°, 60°…).
    const directions: Hex[] = [
      [-1, 2],
      [1, -2],
      [1, 1],
      [-1, -1],
      [2, -1],
      [-2, 1],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [1, -1],
      [-1, 1],
    ];
    for (const [dq, dr] of directions) {
      for (let m = 1; m * Math.max(Math.abs(dq), Math.abs(dr)) <= 29; m++) {
        for (let col = 0; col < 7; col++) check(t, grid, centre, centre + m * (dr * 61 + dq), col);
      }
    }
    expect(t.edge).toBeGreaterThanOrEqual(6 * 14);
    // Column points lined up with corners: every ray from the centre through a corner of the
    // grid's hexes to a column point within reach.
    const next = random(7);
    let corners = 0;
    while (corners < 20_000) {
      const target = Math.floor(next() * 61 * 61);
      const col = Math.floor(next() * 7);
      const dq = 10 * ((target % 61) - 30) + TENTHS * COLUMN_Q[col]!;
      const dr = 10 * (Math.floor(target / 61) - 30) + TENTHS * COLUMN_R[col]!;
      if (kind(dq, dr) !== "corner") continue;
      corners++;
      check(t, grid, centre, target, col);
    }
    expect(t.failures).toEqual([]);
    expect(t.corner).toBeGreaterThanOrEqual(20_000);
  });
});

/** A field with tall walls on a random third of its hexes and figures on the rest. */
function walledField(seed: number): RandomScene {
  const next = random(seed);
  const spaces: Hex[] = [];
  const solids: HexSolid[] = [];
  const free: Hex[] = [];
  for (let r = 0; r < 9; r++) {
    for (let x = 0; x < 9; x++) {
      const hex: Hex = [x - (r >> 1), r];
      spaces.push(hex);
      solids.push({ hex, shape: "prism", from: 0, to: LEVEL, owner: -spaces.length });
      if (next() < 0.3) {
        const top = (2 + Math.floor(next() * 8)) * LEVEL;
        solids.push({ hex, shape: "prism", from: LEVEL, to: top, owner: spaces.length });
      } else free.push(hex);
    }
  }
  const scene = encodeHexScene(spaces, solids, { bodyRadius: RHO, visibleLength: 0.05 * LEVEL });
  const figures = free
    .filter(() => next() < 0.6)
    .map((hex) => ({ hexes: [hex], base: LEVEL, top: (2 + Math.floor(next() * 6)) * LEVEL }));
  const eyes = figures.map((f) => f.top - 0.5 * LEVEL);
  return { scene, figures: placeHexFigures(scene, figures), eyes };
}

describe("wasm and the twin walk alike where ties decide", () => {
  let wasm: WasmGeometry;
  beforeAll(async () => {
    wasm = await WasmGeometry.load();
  });

  it("on walled fields full of rays along edges and through corners", () => {
    const reference = new ReferenceGeometry();
    let pairs = 0;
    let seen = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const both = allPairsSight([wasm, reference], walledField(seed));
        expect(both.answers[0]).toEqual(both.answers[1]);
        pairs += both.pairs;
        seen += both.seen;
      }),
      { numRuns: 100 },
    );
    expect(pairs).toBeGreaterThan(50_000);
    expect(seen / pairs).toBeGreaterThan(0.2);
    expect(seen / pairs).toBeLessThan(0.9);
  });
});

describe("passing over the prisms that cannot cut changes nothing", () => {
  it("leaves the same visible pieces, and logs the same cuts, as applying every solid", () => {
    // The walk without handHex's passing over: every hex's solids go to blockCell.
    const everySolid: HexVisit = (w, ray, cell, na, aa, nb, ab, p) =>
      blockCell(w, ray, cell, w.solidStart[cell]!, exitAt(na, aa), exitAt(nb, ab), p);
    let columns = 0;
    let cut = 0;
    let cuts = 0;
    fc.assert(
      fc.property(arbitraryScene(), ({ scene, figures, eyes }) => {
        const world = sightWorld(scene, figures);
        const [p, q] = [sightPiecesFor(scene, figures), sightPiecesFor(scene, figures)];
        const room = (scene.solidOwner.length + figures.base.length) * CUT_STRIDE;
        const logs: CutLog[] = [0, 1].map(() => ({ z: 0, cuts: new Float64Array(room), count: 0 }));
        const cells = figures.hexes;
        for (let v = 0; v < eyes.length; v++) {
          for (let f = 0; f < eyes.length; f++) {
            if (f === v) continue;
            const eyeCell = cells.cells[cells.offsets[v]!]!;
            for (let h = cells.offsets[f]!; h < cells.offsets[f + 1]!; h++) {
              aimRay(world, eyeCell, cells.cells[h]!);
              for (let column = 0; column < 7; column++) {
                const look = (pieces: SightPieces, log: CutLog | null = null, solids?: HexVisit) =>
                  columnSeen(world, eyes[v]!, v, f, column, pieces, log, solids);
                const seen = look(p);
                expect(look(q, null, everySolid)).toBe(seen);
                expect(p.pieces.subarray(0, 2 * p.count)).toEqual(
                  q.pieces.subarray(0, 2 * q.count),
                );
                const whole = world.top[f]! - world.base[f]!;
                if (p.count !== 1 || p.pieces[1]! - p.pieces[0]! < whole) cut++;
                const [fast, slow] = logs.map((log) => ({ ...log, z: world.top[f]!, count: 0 }));
                look(p, fast!);
                look(q, slow!, everySolid);
                expect(fast!.count).toBe(slow!.count);
                const logged = (log: CutLog) => [...log.cuts.subarray(0, log.count * CUT_STRIDE)];
                expect(logged(fast!)).toEqual(logged(slow!));
                cuts += fast!.count;
                columns++;
              }
            }
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(columns).toBeGreaterThan(50_000);
    expect(cut / columns).toBeGreaterThan(0.3);
    // The logs compared are not all empty: explained rays do meet what they log.
    expect(cuts).toBeGreaterThan(columns / 10);
  });
});
