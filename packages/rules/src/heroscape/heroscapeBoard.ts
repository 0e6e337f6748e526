// The HeroScape board (docs/rules/heroscape.md#board): the scenario's spaces and obstacles with
// their defaults applied, laid out once as the 3D scene the geometry kernels walk. Figures move,
// the board does not: a placement of figures is encoded on its own (encodeFigures).
import {
  type CellGroups,
  type Hex,
  type HexFigures,
  type HexScene,
  type HexSolid,
  type SightViewers,
  encodeHexScene,
  hexCell,
  hexGroups,
  placeHexFigures,
} from "@sightline/geometry";
import { type PlacementContext, placementContext } from "./heroscapeChecks.js";
import type { HeroscapeFigure, HeroscapeScenario } from "./heroscapeSchema.js";
import {
  BODY_RADIUS,
  DEFAULT_CYLINDER_RADIUS,
  VISIBLE_LEVELS,
  levelHeightOf,
} from "./heroscapeFacts.js";

/** What names a blocker in an explanation (docs/rules/heroscape.md#line-of-sight). */
export type Blocker = { space: Hex } | { obstacle: string } | { figure: string };

/** A figure taken off the board: no hexes, no body. */
const ABSENT = { hexes: [], base: 0, top: 0 } as const;

export class HeroscapeBoard {
  readonly levelHeight: number;
  /** The board's solids laid out for the sight and range kernels, once. */
  readonly scene: HexScene;
  /** Where a figure may stand: the board's spaces and the obstacles in each hex. */
  readonly placement: PlacementContext;
  readonly #scenario: HeroscapeScenario;
  /** Each figure id's place in the scenario: its index in the kernels' figure arrays. */
  readonly #index: ReadonlyMap<string, number>;
  /** Per cell of the scene's grid, the level of the space there (NaN where there is none). */
  readonly #levels: Float64Array;

  constructor(scenario: HeroscapeScenario) {
    this.#scenario = scenario;
    this.levelHeight = levelHeightOf(scenario);
    this.#index = new Map(scenario.figures.map((f, i) => [f.id, i]));
    this.placement = placementContext(scenario.board.spaces, scenario.board.obstacles ?? []);
    this.scene = encodeHexScene(
      scenario.board.spaces.map((s): Hex => [s.q, s.r]),
      this.#solids(),
      { bodyRadius: BODY_RADIUS, visibleLength: VISIBLE_LEVELS * this.levelHeight },
    );
    // Levels by cell, not by a "q,r" key: a search asks them for every figure of every move.
    this.#levels = new Float64Array(this.scene.board.unvisited.length).fill(NaN);
    scenario.board.spaces.forEach((s, i) => {
      this.#levels[this.scene.board.spaceCells[i]!] = s.level;
    });
  }

  /** Every solid: each space's ground (owner −1 − space index), each obstacle hex (its index). */
  #solids(): HexSolid[] {
    const lh = this.levelHeight;
    const { spaces, obstacles = [] } = this.#scenario.board;
    // A level-0 space (water on the table) has no ground to block anything.
    const ground = spaces.flatMap((space, i) =>
      (space.solid ?? (space.level > 0 ? [[0, space.level]] : [])).map(([from, to]): HexSolid => ({
        hex: [space.q, space.r],
        shape: "prism",
        from: from * lh,
        to: to * lh,
        owner: -1 - i,
      })),
    );
    const pieces = obstacles.flatMap((obstacle, i) =>
      obstacle.hexes.map((hex): HexSolid => ({
        hex,
        shape: obstacle.shape,
        radius:
          obstacle.shape === "cylinder" ? (obstacle.radius ?? DEFAULT_CYLINDER_RADIUS) : undefined,
        from: obstacle.from * lh,
        to: obstacle.to * lh,
        owner: i,
      })),
    );
    return [...ground, ...pieces];
  }

  /** The figure's place in the scenario (its index in the kernels' figure arrays). */
  indexOf(figure: HeroscapeFigure): number {
    return this.#index.get(figure.id)!;
  }

  /** The level of the space at `hex`, or undefined when the board has no space there. */
  levelAt([q, r]: Hex): number | undefined {
    const cell = hexCell(this.scene.board, q, r);
    return cell < 0 ? undefined : this.#levels[cell];
  }

  /** The level of the space a figure stands on (both spaces of a double-space figure agree). */
  baseLevel(figure: HeroscapeFigure): number {
    return this.levelAt(figure.hexes[0]!)!;
  }

  /** The eye's height above the base in levels: `eye`, by default `height − 0.5`. */
  eyeLevels(figure: HeroscapeFigure): number {
    return figure.eye ?? figure.height - 0.5;
  }

  /** A figure's body: from its base to its top, in pitches (docs/rules/heroscape.md#board). */
  body(figure: HeroscapeFigure): { base: number; top: number } {
    const base = this.baseLevel(figure) * this.levelHeight;
    return { base, top: base + figure.height * this.levelHeight };
  }

  /**
   * The figures as the sight kernels see them, each in its place in the scenario; a place
   * left empty (a destroyed figure) has no hexes and no body.
   */
  encodeFigures(slots: readonly (HeroscapeFigure | undefined)[]): HexFigures {
    return placeHexFigures(
      this.scene,
      slots.map((f) => (f ? { hexes: f.hexes, ...this.body(f) } : ABSENT)),
    );
  }

  /** The height (pitches) of the figure's eye standing on `hexes` (by default where it stands). */
  eyeHeight(figure: HeroscapeFigure, hexes: readonly Hex[] = figure.hexes): number {
    return (this.levelAt(hexes[0]!)! + this.eyeLevels(figure)) * this.levelHeight;
  }

  /** Figures as viewers: each looks from all its hexes, its own body not in the way. */
  viewers(figures: readonly HeroscapeFigure[]): SightViewers {
    return {
      eyes: this.cells(figures),
      eyeHeight: Float64Array.from(figures, (f) => this.eyeHeight(f)),
      ignore: Int32Array.from(figures, (f) => this.indexOf(f)),
    };
  }

  /**
   * Figures standing elsewhere as viewers — the AI's "what would it see from there?": each
   * stand is a figure and the hexes it would stand on (all of one level), its eye that many
   * levels above that level, its own body (where it stands now) out of the way.
   */
  standViewers(
    stands: readonly { readonly figure: HeroscapeFigure; readonly hexes: readonly Hex[] }[],
  ): SightViewers {
    return {
      eyes: this.cells(stands),
      eyeHeight: Float64Array.from(stands, ({ figure, hexes }) => this.eyeHeight(figure, hexes)),
      ignore: Int32Array.from(stands, ({ figure }) => this.indexOf(figure)),
    };
  }

  /** Figures' hexes as cell groups, in the order given: one batch for the kernels. */
  cells(figures: readonly { readonly hexes: readonly Hex[] }[]): CellGroups {
    return hexGroups(
      this.scene.board,
      figures.map((f) => f.hexes),
    );
  }

  /** The hex of a cell of the scene's grid. */
  hexOfCell(cell: number): Hex {
    const { width, qOrigin, rOrigin } = this.scene.board;
    return [(cell % width) + qOrigin, Math.floor(cell / width) + rOrigin];
  }

  /** What a solid of the scene is, for explanations. */
  solidOwner(solid: number): Blocker {
    const owner = this.scene.solidOwner[solid]!;
    if (owner < 0) {
      const space = this.#scenario.board.spaces[-1 - owner]!;
      return { space: [space.q, space.r] };
    }
    return { obstacle: this.#scenario.board.obstacles![owner]!.id };
  }
}
