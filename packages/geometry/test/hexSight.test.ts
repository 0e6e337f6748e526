// The 3D hex sight kernel (docs/rules/heroscape.md#line-of-sight): exact ties on the lattice (a ray
// along a shared edge is cut, a ray through a corner is not), and the wasm kernel against its
// TypeScript twin on random scenes.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Hex,
  type HexSolid,
  ReferenceGeometry,
  WasmGeometry,
  encodeHexScene,
  figureViewers,
  placeHexFigures,
} from "../src/index.js";
import { aimRay, columnSeen } from "../src/reference/hexSight.js";
import { sightPiecesFor, sightWorld } from "../src/twin/hexKernels.js";
import { LEVEL, allPairsSight, arbitraryScene } from "./randomScenes.js";

let wasm: WasmGeometry;
const reference = new ReferenceGeometry();
beforeAll(async () => {
  wasm = await WasmGeometry.load();
});

/**
 * A flat level-1 field of 9 × 6 hexes, a tall wall (levels 1..20) on each hex of `walls`, and
 * two figures 5 levels tall: the viewer on (0,0) and the target on `target`.
 */
function field(walls: Hex[], target: Hex) {
  const spaces: Hex[] = [];
  for (let r = -1; r < 6; r++) for (let q = -4; q < 6; q++) spaces.push([q, r]);
  const solids: HexSolid[] = [
    ...spaces.map((hex, i): HexSolid => ({
      hex,
      shape: "prism",
      from: 0,
      to: LEVEL,
      owner: -1 - i,
    })),
    ...walls.map((hex, i): HexSolid => ({
      hex,
      shape: "prism",
      from: LEVEL,
      to: 20 * LEVEL,
      owner: i,
    })),
  ];
  const scene = encodeHexScene(spaces, solids, { bodyRadius: 0.3, visibleLength: 0.05 * LEVEL });
  const figures = placeHexFigures(scene, [
    { hexes: [[0, 0]], base: LEVEL, top: 6 * LEVEL },
    { hexes: [target], base: LEVEL, top: 6 * LEVEL },
  ]);
  return { scene, figures, eyes: [5.5 * LEVEL, 5.5 * LEVEL] };
}

/** Whether the viewer sees the target's centre column, and how many levels of it. */
function centreColumn(walls: Hex[], target: Hex): { seen: boolean; visible: number } {
  const { scene, figures } = field(walls, target);
  const world = sightWorld(scene, figures);
  const pieces = sightPiecesFor(scene, figures);
  aimRay(world, figures.hexes.cells[0]!, figures.hexes.cells[1]!);
  const seen = columnSeen(world, 5.5 * LEVEL, 0, 1, 0, pieces);
  let visible = 0;
  for (let i = 0; i < pieces.count; i++)
    visible += pieces.pieces[2 * i + 1]! - pieces.pieces[2 * i]!;
  return { seen, visible: Math.round((visible / LEVEL) * 1e9) / 1e9 };
}

describe("exact ties of the hex walk", () => {
  it("cuts a ray running along the shared edge of two hexes with a solid on either side", () => {
    // (0,0) → (−1,2) runs straight down x = 0, along the edge between (0,1) and (−1,1).
    expect(centreColumn([], [-1, 2])).toEqual({ seen: true, visible: 5 });
    expect(centreColumn([[0, 1]], [-1, 2]).seen).toBe(false);
    expect(centreColumn([[-1, 1]], [-1, 2]).seen).toBe(false);
    // (0,0) → (1,1) runs at 30° along the edge between (1,0) and (0,1).
    expect(centreColumn([[1, 0]], [1, 1]).seen).toBe(false);
    expect(centreColumn([[0, 1]], [1, 1]).seen).toBe(false);
    expect(centreColumn([[1, -1]], [1, 1])).toEqual({ seen: true, visible: 5 });
  });

  it("does not cut a ray that only passes through a hex corner", () => {
    // (0,0) → (4,1) passes exactly through the corner shared by (1,0), (2,0) and (1,1):
    // it goes from (1,0) into (2,0) and only touches (1,1).
    expect(centreColumn([[1, 1]], [4, 1])).toEqual({ seen: true, visible: 5 });
    expect(centreColumn([[1, 0]], [4, 1]).seen).toBe(false);
    expect(centreColumn([[2, 0]], [4, 1]).seen).toBe(false);
  });

  it("sees round a wall through the outer columns, and the engines agree", () => {
    for (const walls of [
      [[0, 1]],
      [[-1, 1]],
      [
        [0, 1],
        [-1, 1],
      ],
      [[1, 1]],
      [],
    ] as Hex[][]) {
      const { scene, figures, eyes } = field(walls, [-1, 2]);
      const answers = [wasm, reference].map((engine) => {
        engine.loadHexScene(scene);
        engine.placeHexFigures(figures);
        return [...engine.hexSightMatrix(figureViewers(figures, eyes), Int32Array.of(1))];
      });
      expect(answers[0]).toEqual(answers[1]);
      // One wall leaves the columns on the other side in view; two walls hide everything.
      // (The second row is the target looking at itself: its eye is above its own column, a
      // ray with no length on the ground that nothing can cut.)
      expect(answers[0]).toEqual([walls.length === 2 ? 0 : 1, 1]);
    }
  });
});

describe("wasm and reference agree on random scenes", () => {
  it("on at least 100,000 line-of-sight queries (hills, holes, bridges, trees, ruins, double spaces)", () => {
    let queries = 0;
    let seen = 0;
    fc.assert(
      fc.property(arbitraryScene(), (random) => {
        const { answers, pairs, seen: clear } = allPairsSight([wasm, reference], random);
        expect(answers[0]).toEqual(answers[1]);
        queries += pairs;
        seen += clear;
      }),
      { numRuns: 2400 },
    );
    expect(queries).toBeGreaterThanOrEqual(100_000);
    // Both outcomes are well represented, so agreement is not agreement on "always clear".
    expect(seen / queries).toBeGreaterThan(0.2);
    expect(seen / queries).toBeLessThan(0.9);
  }, 120_000);
});

describe("explanations come from the walk that judges", () => {
  it("the same on both engines, and clear exactly where the matrix sees", () => {
    let explained = 0;
    let withCuts = 0;
    fc.assert(
      fc.property(arbitraryScene(), ({ scene, figures, eyes }) => {
        const viewers = figureViewers(figures, eyes);
        const targets = Int32Array.from(eyes, (_, i) => i);
        const [fast, slow] = [wasm, reference].map((engine) => {
          engine.loadHexScene(scene);
          engine.placeHexFigures(figures);
          return engine.hexSightExplain(viewers, targets);
        });
        expect(fast).toEqual(slow);
        const seen = reference.hexSightMatrix(viewers, targets);
        slow!.forEach((why, k) => {
          expect(why.clear).toBe(seen[k] === 1);
          const target = k % eyes.length;
          if (why.clear) {
            // The witness stands on the target: in one of its cells, within its body's heights.
            const cells = figures.hexes.cells.subarray(
              figures.hexes.offsets[target],
              figures.hexes.offsets[target + 1],
            );
            expect([...cells]).toContain(why.cell);
            expect(why.witness[2]).toBeGreaterThanOrEqual(figures.base[target]!);
            expect(why.witness[2]).toBeLessThanOrEqual(figures.top[target]!);
          } else {
            const at = why.cuts.map((cut) => cut.at);
            expect(at).toEqual([...at].sort((a, b) => a - b));
            for (const cut of why.cuts) {
              // Each cut names a solid or a body other than the viewer's and the target's.
              expect(cut.solid >= 0 !== cut.figure >= 0).toBe(true);
              expect([Math.floor(k / eyes.length), target]).not.toContain(cut.figure);
            }
            if (why.cuts.length > 0) withCuts++;
          }
          explained++;
        });
      }),
      { numRuns: 300 },
    );
    expect(explained).toBeGreaterThan(10_000);
    expect(withCuts).toBeGreaterThan(explained / 20);
  }, 60_000);

  it("a figure sees itself: its eye above its own centre column, the whole body in view", () => {
    const { scene, figures, eyes } = field([], [3, 0]);
    for (const engine of [wasm, reference]) {
      engine.loadHexScene(scene);
      engine.placeHexFigures(figures);
      const [why] = engine.hexSightExplain(figureViewers(figures, eyes), Int32Array.of(0));
      // Figure 0 stands on (0,0) from level 1 to 6: its centre column's middle is level 3.5.
      expect(why).toEqual({
        clear: true,
        eye: 0,
        cell: figures.hexes.cells[0],
        column: 0,
        witness: [0, 0, 3.5 * LEVEL],
      });
    }
  });

  it("names a wall nearer than the figure behind it", () => {
    // Viewer (0,0), a wall on (1,0), the target (3,0): the centre ray from the eye crosses the
    // wall's hex only.
    const { scene, figures, eyes } = field([[1, 0]], [3, 0]);
    for (const engine of [wasm, reference]) {
      engine.loadHexScene(scene);
      engine.placeHexFigures(figures);
      const [why] = engine.hexSightExplain(figureViewers(figures, eyes), Int32Array.of(1));
      expect(why!.clear).toBe(false);
      const owners = why!.clear ? [] : why!.cuts.map((cut) => scene.solidOwner[cut.solid]);
      // The wall is obstacle 0; the ground under it (levels 0..1) is below the ray.
      expect(owners).toEqual([0]);
    }
  });
});
