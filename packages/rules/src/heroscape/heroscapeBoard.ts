// The HeroScape board model (spec/heroscape.md#board): the scenario's spaces and figures with
// their defaults applied, and the hex layout the geometry kernels read, made once per scenario.
import {
  type Hex,
  type HexBoard,
  encodeHexBoard,
  hexGroups,
  type CellGroups,
} from "@sightline/geometry";
import type { HeroscapeFigure, HeroscapeScenario } from "../scenario/index.js";

/** The proportions of the VirtualScape editor: hex circumradius 1, level 0.4 (in pitches). */
export const DEFAULT_LEVEL_HEIGHT = 0.4 / Math.sqrt(3);

export class HeroscapeBoard {
  readonly scenario: HeroscapeScenario;
  /** The spaces laid out for the hex kernels, in scenario order. */
  readonly hexBoard: HexBoard;
  readonly levelHeight: number;
  readonly #figures: ReadonlyMap<string, HeroscapeFigure>;

  constructor(scenario: HeroscapeScenario) {
    this.scenario = scenario;
    this.hexBoard = encodeHexBoard(scenario.board.spaces.map((s): Hex => [s.q, s.r]));
    this.levelHeight = scenario.board.levelHeight ?? DEFAULT_LEVEL_HEIGHT;
    this.#figures = new Map(scenario.figures.map((f) => [f.id, f]));
  }

  /** The figure with this id, or undefined. */
  figure(id: string): HeroscapeFigure | undefined {
    return this.#figures.get(id);
  }

  /** Every figure's hexes as cell groups, in the order given: one batch for the kernels. */
  figureCells(figures: readonly HeroscapeFigure[]): CellGroups {
    return hexGroups(
      this.hexBoard,
      figures.map((f) => f.hexes),
    );
  }
}
