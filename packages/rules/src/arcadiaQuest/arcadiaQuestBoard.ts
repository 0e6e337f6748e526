// The Arcadia Quest board (docs/rules/arcadia-quest.md#board): the ASCII rows and the edges that
// are not plain, laid out once as the square grid the sight kernels read; which spaces a side finds
// Blocked, for the characters of a position; and the kernels' cells named back in the board's
// own words for explanations.
import {
  BLOCKED_TERRAIN,
  NOT_BOARD,
  SPACE,
  type SquareBoard,
  type SquareSightExplanation,
  encodeSquareBoard,
  squareCell,
} from "@sightline/geometry";
import { canonicalEdge } from "./arcadiaQuestChecks.js";
import type { ArcadiaQuestFigure, ArcadiaQuestScenario } from "./arcadiaQuestSchema.js";

const KINDS: Readonly<Record<string, number>> = { ".": SPACE, "#": BLOCKED_TERRAIN };

/** What stops a line of sight first (docs/rules/arcadia-quest.md#line-of-sight, rules 1–3). */
export type ArcadiaQuestBlock =
  | {
      /** A closed edge the line crosses away from its ends (rule 1). */
      readonly edge: { readonly x: number; readonly y: number; readonly side: "E" | "S" };
      readonly kind: "wall" | "door" | "board edge";
    }
  | {
      /** A blocking space the line runs through (rule 2). */
      readonly space: readonly [x: number, y: number];
      readonly kind: "blocked terrain" | "not on the board" | "enemies";
    }
  | {
      /** A grid vertex closed on both sides of the line (rule 3, the corner rule). */
      readonly corner: readonly [x: number, y: number];
    };

export class ArcadiaQuestBoard {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  /** The grid as the square kernels read it: border, closed edges, blocked terrain. */
  readonly grid: SquareBoard;
  /** Walls and doors by their east or south name, `x,y,side`. */
  readonly #edges: ReadonlyMap<string, "wall" | "door">;
  /** Each door, by its east or south name, and whether the scenario has it open. */
  readonly doors: ReadonlyMap<string, boolean>;

  constructor(scenario: ArcadiaQuestScenario) {
    this.rows = scenario.board.rows;
    this.height = this.rows.length;
    this.width = this.rows[0]?.length ?? 0;
    const edges = scenario.board.edges ?? [];
    this.#edges = new Map(
      edges.map((edge) => {
        const { x, y, side } = canonicalEdge(edge);
        return [`${x},${y},${side}`, edge.kind];
      }),
    );
    this.doors = new Map(
      edges
        .filter((edge) => edge.kind === "door")
        .map((edge) => {
          const { x, y, side } = canonicalEdge(edge);
          return [`${x},${y},${side}`, edge.open === true];
        }),
    );
    this.grid = encodeSquareBoard({
      width: this.width,
      height: this.height,
      cells: Uint8Array.from(this.rows.join(""), (c) => KINDS[c] ?? NOT_BOARD),
      closedEdges: edges.filter((edge) => edge.kind === "wall" || !edge.open).map(canonicalEdge),
    });
  }

  /** The wall or door on the edge `x,y,side` (its east or south name), if any. */
  edgeKind(key: string): "wall" | "door" | undefined {
    return this.#edges.get(key);
  }

  /**
   * The grid with some doors set otherwise than the scenario has them (`x,y,side` keys): a door
   * on the board's rim stays closed when opened, as the rim closes it anyway. Only the two edge
   * layers are copied; the rest is shared with `grid`.
   */
  gridWith(doors: ReadonlyMap<string, boolean>): SquareBoard {
    const eastClosed = this.grid.eastClosed.slice();
    const southClosed = this.grid.southClosed.slice();
    for (const [key, open] of doors) {
      const [x, y, side] = key.split(",");
      const cell = squareCell(this.grid, +x!, +y!);
      const beyond = side === "E" ? cell + 1 : cell + this.grid.width;
      const rim = this.grid.onBoard[cell] === 0 || this.grid.onBoard[beyond] === 0;
      (side === "E" ? eastClosed : southClosed)[cell] = open && !rim ? 0 : 1;
    }
    return { ...this.grid, eastClosed, southClosed };
  }

  /** The kernels' cell of a character's space. */
  cellOf(figure: ArcadiaQuestFigure): number {
    return squareCell(this.grid, figure.x, figure.y);
  }

  /** The board's `(x, y)` of a kernel cell (the grid has a one-cell border). */
  #place(cell: number): [x: number, y: number] {
    return [(cell % this.grid.width) - 1, Math.floor(cell / this.grid.width) - 1];
  }

  /**
   * docs/rules/arcadia-quest.md#close-adjacency: the same space, or orthogonal neighbours whose
   * shared edge is open. Diagonal spaces are never Close.
   */
  close(a: ArcadiaQuestFigure, b: ArcadiaQuestFigure, grid: SquareBoard = this.grid): boolean {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (dx === 0 && dy === 0) return true;
    if (Math.abs(dx) + Math.abs(dy) !== 1) return false;
    const from = this.cellOf(a);
    const edge =
      dx !== 0
        ? grid.eastClosed[dx > 0 ? from : from - 1]
        : grid.southClosed[dy > 0 ? from : from - grid.width];
    return edge === 0;
  }

  /**
   * The spaces Blocked for `attacker` among `figures`
   * (docs/rules/arcadia-quest.md#owners-allies-enemies): blocked terrain and non-board cells,
   * and spaces holding two enemies or a Huge enemy. One byte per grid cell, as the sight kernels
   * take it.
   */
  blockedFor(attacker: ArcadiaQuestFigure, figures: readonly ArcadiaQuestFigure[]): Uint8Array {
    const blocked = this.grid.terrain.slice();
    const enemiesIn = new Map<number, number>();
    for (const figure of figures) {
      if (!enemies(attacker, figure)) continue;
      const cell = this.cellOf(figure);
      enemiesIn.set(cell, (enemiesIn.get(cell) ?? 0) + (figure.huge ? 2 : 1));
    }
    for (const [cell, count] of enemiesIn) if (count >= 2) blocked[cell] = 1;
    return blocked;
  }

  /** What the kernel found stopping a line, in the board's words. */
  block(why: Extract<SquareSightExplanation, { clear: false }>): ArcadiaQuestBlock {
    const [x, y] = this.#place(why.cell);
    switch (why.stop) {
      case "east-edge":
      case "south-edge": {
        const side = why.stop === "east-edge" ? "E" : "S";
        return { edge: { x, y, side }, kind: this.#edges.get(`${x},${y},${side}`) ?? "board edge" };
      }
      case "blocking-space": {
        const c = this.rows[y]?.[x];
        const kind = c === "." ? "enemies" : c === "#" ? "blocked terrain" : "not on the board";
        return { space: [x, y], kind };
      }
      case "corner":
        return { corner: [x, y] };
    }
  }
}

/** Heroes of one guild are allies, monsters are allies of each other: enemies differ in owner. */
export function enemies(a: ArcadiaQuestFigure, b: ArcadiaQuestFigure): boolean {
  return a.owner !== b.owner;
}
