// Figures changed in place on the resident placement (src/hexScene.ts takeOffHexFigures and
// moveHexFigures, then placeHexFigures(figures, changed)): on random scenes, after every step
// of a random sequence of take-offs, put-backs and moves, both engines must answer sight —
// verdicts and explanations — exactly as an engine given the placement laid out afresh, with
// the figures taken off on no hexes.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type GeometryEngine,
  type Hex,
  type HexFigures,
  ReferenceGeometry,
  WasmGeometry,
  isStanding,
  moveHexFigures,
  placeHexFigures,
  takeOffHexFigures,
} from "../src/index.js";
import { arbitraryScene } from "./randomScenes.js";

let wasm: WasmGeometry;
let freshWasm: WasmGeometry;
beforeAll(async () => {
  wasm = await WasmGeometry.load(undefined, { boards: ["hex"] });
  freshWasm = await WasmGeometry.load(undefined, { boards: ["hex"] });
});

/** One step of a search: a figure off, one back where it stood, or one moved to a free space. */
const step = fc.record({
  kind: fc.constantFrom("off", "back", "move"),
  figure: fc.nat(99),
  space: fc.nat(999),
});

/** The hexes of a cell of the scene's grid. */
function hexOf(width: number, qOrigin: number, rOrigin: number, cell: number): Hex {
  return [(cell % width) + qOrigin, Math.floor(cell / width) + rOrigin];
}

/** Every standing figure's sight of every standing figure, with the explanations. */
function sightOf(engine: GeometryEngine, figures: HexFigures, eyes: readonly number[]) {
  const standing = eyes.map((_, f) => f).filter((f) => isStanding(figures, f));
  const { offsets, cells } = figures.hexes;
  const viewers = {
    eyes: {
      offsets: Int32Array.from([0, ...standing.map((f) => offsets[f + 1]! - offsets[f]!)]).map(
        (_, i, all) => all.slice(0, i + 1).reduce((a, b) => a + b, 0),
      ),
      cells: Int32Array.from(
        standing.flatMap((f) => [...cells.subarray(offsets[f], offsets[f + 1])]),
      ),
    },
    eyeHeight: Float64Array.from(standing, (f) => eyes[f]!),
    ignore: Int32Array.from(standing),
  };
  const targets = Int32Array.from(standing);
  return {
    matrix: [...engine.hexSightMatrix(viewers, targets)],
    explained: engine.hexSightExplain(viewers, targets),
  };
}

describe("figures taken off, put back and moved in place", () => {
  it("answer sight as the placement laid out afresh, on both engines", () => {
    fc.assert(
      fc.property(
        arbitraryScene(),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        (world, steps) => {
          const { scene, eyes } = world;
          const { width, qOrigin, rOrigin, spaceCells } = scene.board;
          // The host's placement, changed in place as a search changes it.
          const figures = placeHexFigures(
            scene,
            eyes.map((_, f) => ({
              hexes: [
                ...world.figures.hexes.cells.subarray(
                  world.figures.hexes.offsets[f],
                  world.figures.hexes.offsets[f + 1],
                ),
              ].map((c) => hexOf(width, qOrigin, rOrigin, c)),
              base: world.figures.base[f]!,
              top: world.figures.top[f]!,
            })),
          );
          const engines = [wasm, new ReferenceGeometry({ boards: ["hex"] })];
          for (const engine of engines) {
            engine.loadHexScene(scene);
            engine.placeHexFigures(figures);
          }
          const n = eyes.length;
          for (const { kind, figure, space } of steps) {
            const f = figure % n;
            const { offsets, cells } = figures.hexes;
            const own = [...cells.subarray(offsets[f], offsets[f + 1])];
            if (kind === "off") {
              if (!isStanding(figures, f)) continue;
              takeOffHexFigures(scene, figures, [f]);
            } else {
              const standing = isStanding(figures, f);
              if (kind === "back" && standing) continue;
              // Back where it stood, or (one hex figures) to another space when it moves.
              const to =
                kind === "move" && own.length === 1
                  ? [spaceCells[space % spaceCells.length]!]
                  : own;
              if (to.some((c) => figures.figureAt[c]! >= 0 && figures.figureAt[c] !== f)) continue;
              moveHexFigures(scene, figures, [
                {
                  figure: f,
                  hexes: to.map((c) => hexOf(width, qOrigin, rOrigin, c)),
                  base: figures.base[f]!,
                  top: figures.top[f]!,
                },
              ]);
            }
            for (const engine of engines) engine.placeHexFigures(figures, [f]);
            // Afresh: the standing figures where they stand, the others on no hexes.
            const fresh = placeHexFigures(
              scene,
              eyes.map((_, g) => ({
                hexes: isStanding(figures, g)
                  ? [...cells.subarray(offsets[g], offsets[g + 1])].map((c) =>
                      hexOf(width, qOrigin, rOrigin, c),
                    )
                  : [],
                base: isStanding(figures, g) ? figures.base[g]! : 0,
                top: isStanding(figures, g) ? figures.top[g]! : 0,
              })),
            );
            freshWasm.loadHexScene(scene);
            freshWasm.placeHexFigures(fresh);
            // Fresh indices are the same figures: only the taken-off ones lost their hexes.
            const expected = sightOf(freshWasm, fresh, eyes);
            for (const engine of engines) expect(sightOf(engine, figures, eyes)).toEqual(expected);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses a figure that does not exist, and checks only the figures named", () => {
    const world = fc.sample(arbitraryScene(), { numRuns: 1, seed: 7 })[0]!;
    const engine = new ReferenceGeometry({ boards: ["hex"] });
    engine.loadHexScene(world.scene);
    engine.placeHexFigures(world.figures);
    expect(() => engine.placeHexFigures(world.figures, [world.eyes.length])).toThrow(
      `changed[0]: there is no figure ${world.eyes.length}`,
    );
    expect(() => takeOffHexFigures(world.scene, world.figures, [-1])).toThrow(
      "off[0]: there is no figure -1",
    );
  });
});
