// The Arcadia Quest board model (spec/arcadia-quest.md#board): the ASCII rows and the edges
// that are not plain, laid out once as the square grid the sight kernels read; the
// characters, their spaces, and which spaces each side finds Blocked.
import {
  BLOCKED_TERRAIN,
  NOT_BOARD,
  SPACE,
  type SquareBoard,
  encodeSquareBoard,
  squareCell,
} from "@sightline/geometry";
import { canonicalEdge } from "../scenario/arcadiaQuestChecks.js";
import type { ArcadiaQuestFigure, ArcadiaQuestScenario } from "../scenario/index.js";

const KINDS: Readonly<Record<string, number>> = { ".": SPACE, "#": BLOCKED_TERRAIN };

export class ArcadiaQuestBoard {
  readonly width: number;
  readonly height: number;
  /** The grid as the square kernels read it: border, closed edges, blocked terrain. */
  readonly grid: SquareBoard;
  readonly #figures: readonly ArcadiaQuestFigure[];

  constructor(scenario: ArcadiaQuestScenario) {
    const rows = scenario.board.rows;
    this.height = rows.length;
    this.width = rows[0]?.length ?? 0;
    this.#figures = scenario.figures;
    this.grid = encodeSquareBoard({
      width: this.width,
      height: this.height,
      cells: Uint8Array.from(rows.join(""), (c) => KINDS[c] ?? NOT_BOARD),
      closedEdges: (scenario.board.edges ?? [])
        .filter((edge) => edge.kind === "wall" || !edge.open)
        .map(canonicalEdge),
    });
  }

  /** The kernels' cell of a character's space. */
  cellOf(figure: ArcadiaQuestFigure): number {
    return squareCell(this.grid, figure.x, figure.y);
  }

  /**
   * spec/arcadia-quest.md#close-adjacency: the same space, or orthogonal neighbours whose
   * shared edge is open. Diagonal spaces are never Close.
   */
  close(a: ArcadiaQuestFigure, b: ArcadiaQuestFigure): boolean {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (dx === 0 && dy === 0) return true;
    if (Math.abs(dx) + Math.abs(dy) !== 1) return false;
    const from = this.cellOf(a);
    const edge =
      dx !== 0
        ? this.grid.eastClosed[dx > 0 ? from : from - 1]
        : this.grid.southClosed[dy > 0 ? from : from - this.grid.width];
    return edge === 0;
  }

  /**
   * The spaces Blocked for `attacker` (spec/arcadia-quest.md#owners-allies-enemies): blocked
   * terrain and non-board cells, and spaces holding two enemies or a Huge enemy. One byte per
   * grid cell, as the sight kernels take it.
   */
  blockedFor(attacker: ArcadiaQuestFigure): Uint8Array {
    const blocked = this.grid.terrain.slice();
    const enemiesIn = new Map<number, number>();
    for (const figure of this.#figures) {
      if (!enemies(attacker, figure)) continue;
      const cell = this.cellOf(figure);
      enemiesIn.set(cell, (enemiesIn.get(cell) ?? 0) + (figure.huge ? 2 : 1));
    }
    for (const [cell, count] of enemiesIn) if (count >= 2) blocked[cell] = 1;
    return blocked;
  }
}

/** Heroes of one guild are allies, monsters are allies of each other: enemies differ in owner. */
export function enemies(a: ArcadiaQuestFigure, b: ArcadiaQuestFigure): boolean {
  return a.owner !== b.owner;
}
