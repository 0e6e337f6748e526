// The Arcadia Quest board model (spec/arcadia-quest.md#board): spaces from the ASCII rows and
// the edges that are not plain, each stored once under its east/south name.
import type { ArcadiaQuestEdge, ArcadiaQuestScenario } from "../scenario/index.js";

/** What a cell of `board.rows` is: a space, blocked terrain, or not part of the board. */
export type Cell = "space" | "blocked" | "none";

export class ArcadiaQuestBoard {
  readonly width: number;
  readonly height: number;
  readonly #rows: readonly string[];
  /** Closed edges (walls and closed doors) keyed `x,y,E` or `x,y,S`. */
  readonly #closed = new Set<string>();

  constructor(scenario: ArcadiaQuestScenario) {
    this.#rows = scenario.board.rows;
    this.height = this.#rows.length;
    this.width = this.#rows[0]?.length ?? 0;
    for (const edge of scenario.board.edges ?? []) {
      if (edge.kind === "wall" || !edge.open) this.#closed.add(edgeKey(edge));
    }
  }

  cell(x: number, y: number): Cell {
    const c = this.#rows[y]?.[x];
    return c === "." ? "space" : c === "#" ? "blocked" : "none";
  }

  /** The board's own cells (space or blocked terrain) make the board; the rest is outside. */
  onBoard(x: number, y: number): boolean {
    return this.cell(x, y) !== "none";
  }

  /**
   * Whether the edge between orthogonal neighbours `(x, y)` and `(x + dx, y + dy)` is closed:
   * a wall, a closed door, or an edge to a cell that is not part of the board.
   */
  closedBetween(x: number, y: number, dx: number, dy: number): boolean {
    if (!this.onBoard(x, y) || !this.onBoard(x + dx, y + dy)) return true;
    const key =
      dx !== 0
        ? edgeKey({ x: Math.min(x, x + dx), y, side: "E" })
        : edgeKey({ x, y: Math.min(y, y + dy), side: "S" });
    return this.#closed.has(key);
  }

  /**
   * spec/arcadia-quest.md#close-adjacency: the same space, or orthogonal neighbours whose
   * shared edge is open. Diagonal spaces are never Close.
   */
  close(ax: number, ay: number, bx: number, by: number): boolean {
    const dx = bx - ax;
    const dy = by - ay;
    if (dx === 0 && dy === 0) return true;
    if (Math.abs(dx) + Math.abs(dy) !== 1) return false;
    return !this.closedBetween(ax, ay, dx, dy);
  }
}

/** `W` and `N` name the same edge as the neighbour's `E` and `S`. */
function edgeKey(edge: Pick<ArcadiaQuestEdge, "x" | "y" | "side">): string {
  switch (edge.side) {
    case "W":
      return `${edge.x - 1},${edge.y},E`;
    case "N":
      return `${edge.x},${edge.y - 1},S`;
    default:
      return `${edge.x},${edge.y},${edge.side}`;
  }
}
