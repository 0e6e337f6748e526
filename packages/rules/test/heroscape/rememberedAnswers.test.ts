// The answers a HeroScape battle remembers (src/heroscape/stepsTable.ts, sightVerdicts.ts) and
// the figures it changes in place in the engine: on random height maps, after every step of a
// random sequence of moves, removals, wounds and undos, a position's distances and sight — its
// figures' matrix and a figure's viewpoints — must equal an engine asked afresh, with the
// position's figures laid out anew and nothing remembered.
import { type Hex, ReferenceGeometry } from "@sightline/geometry";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HeroscapeBoard,
  type HeroscapeFigure,
  type HeroscapeScenario,
  type Position,
  openBattle,
  parseScenario,
} from "../../src/index.js";
import { arbitraryBoard, step, takeStep } from "./arbitraryBattle.js";

/** The position's matrix and one figure's viewpoints, from an engine that remembers nothing. */
function afresh(scenario: HeroscapeScenario, position: Position<"heroscape">, viewer: number) {
  const board = new HeroscapeBoard(scenario);
  const engine = new ReferenceGeometry({ boards: ["hex"] });
  engine.loadHexScene(board.scene);
  const slots = scenario.figures.map((f) => position.figure(f.id));
  engine.placeHexFigures(board.encodeFigures(slots));
  const figures = position.figures();
  const n = figures.length;
  const cells = board.cells(figures);
  const distances = engine.hexDistanceMatrix(cells, cells);
  const sight = engine.hexSightMatrix(
    board.viewers(figures),
    Int32Array.from(figures, (f) => board.indexOf(f)),
  );
  const matrix = {
    ids: figures.map((f) => f.id),
    los: figures.map((_, i) => figures.map((_, j) => i !== j && sight[i * n + j] === 1)),
    distance: figures.map((_, i) =>
      figures.map((_, j) =>
        i === j ? 0 : distances[i * n + j]! < 0 ? null : distances[i * n + j]!,
      ),
    ),
  };
  const figure = figures[viewer % n]!;
  const stands = standsOf(scenario, figure);
  const targets = figures.filter((f) => f.owner !== figure.owner);
  const seen = engine.hexSightMatrix(
    board.standViewers(stands.map((hexes) => ({ figure, hexes }))),
    Int32Array.from(targets, (t) => board.indexOf(t)),
  );
  const distance = engine.hexDistanceMatrix(
    board.cells(stands.map((hexes) => ({ hexes }))),
    board.cells(targets),
  );
  return { matrix, figure, stands, targets, seen: [...seen], distance: [...distance] };
}

/** Every space of the board a one-hex figure could look from; a double-space figure's own hexes. */
function standsOf(scenario: HeroscapeScenario, figure: HeroscapeFigure): Hex[][] {
  if (figure.hexes.length !== 1) return [figure.hexes.map(([q, r]): Hex => [q, r])];
  return scenario.board.spaces.map((s): Hex[] => [[s.q, s.r]]);
}

describe("remembered steps and sight verdicts", () => {
  it.each(["wasm", "reference"] as const)(
    "answer as the engine asked afresh, over random moves, removals and undos (%s)",
    async (engine) => {
      await fc.assert(
        fc.asyncProperty(
          arbitraryBoard,
          fc.array(step, { minLength: 1, maxLength: 14 }),
          async (input, steps) => {
            const scenario = parseScenario(input) as HeroscapeScenario;
            const battle = await openBattle(scenario, { engine });
            const position = battle.position() as Position<"heroscape">;
            const spaces = scenario.board.spaces;
            for (const taken of [...steps, { kind: "none", figure: 0, space: 0 }]) {
              takeStep(position, taken, spaces);
              if (position.figures().length === 0) continue;
              const expected = afresh(scenario, position, taken.figure);
              expect(position.answer({ q: "matrix" })).toEqual(expected.matrix);
              const views = position.rules.viewpoints(
                expected.figure.id,
                expected.stands,
                expected.targets.map((t) => t.id),
              );
              if ("error" in views) throw new Error(views.reason);
              expect([...views.seen]).toEqual(expected.seen);
              expect([...views.distance]).toEqual(expected.distance);
            }
          },
        ),
        { numRuns: engine === "wasm" ? 120 : 60 },
      );
    },
    120_000,
  );
});
