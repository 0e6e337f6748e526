// Steps between figures (docs/rules/heroscape.md#range) from a table kept for the whole battle:
// range ignores figures and the board never changes, so the steps from a figure's hexes depend on
// those hexes alone. One BFS per distinct stand, then every question about it is a look-up — a
// search asks the same few hundred stands hundreds of thousands of times.
import { type GeometryEngine, type Hex, type HexBoard, hexCell } from "@sightline/geometry";

/** The most steps the table keeps in all (about 8 MiB): rows are one entry per space. */
const TABLE_ENTRIES = 1 << 21;

/** How often the table answered from a row it had, and how many BFS it ran. */
export interface TableCounts {
  hits: number;
  misses: number;
}

/**
 * The steps from a stand (one hex, or two) to every space, one BFS per distinct stand,
 * answering as the engine's `hexDistanceMatrix` does: the least steps between any hex of one
 * and any hex of the other, -1 where no path reaches. Bounded: past `TABLE_ENTRIES` steps it
 * forgets its oldest row first. A stand of three hexes or more is searched every time.
 */
export class StepsTable {
  readonly #geometry: GeometryEngine;
  readonly #board: HexBoard;
  /** Per cell of the grid, its space's place in the board's space order (-1: no space). */
  readonly #spaceOf: Int32Array;
  readonly #rows = new Map<number, Int32Array>();
  readonly #maxRows: number;
  readonly counts: TableCounts = { hits: 0, misses: 0 };

  constructor(geometry: GeometryEngine, board: HexBoard) {
    this.#geometry = geometry;
    this.#board = board;
    this.#spaceOf = new Int32Array(board.unvisited.length).fill(-1);
    board.spaceCells.forEach((cell, i) => (this.#spaceOf[cell] = i));
    this.#maxRows = Math.max(64, Math.floor(TABLE_ENTRIES / Math.max(1, board.spaceCells.length)));
  }

  /** The steps from `hexes` (spaces of the board) to every space, in the board's space order. */
  from(hexes: readonly Hex[]): Int32Array {
    const key = this.#key(hexes);
    const known = key < 0 ? undefined : this.#rows.get(key);
    if (known) {
      this.counts.hits++;
      return known;
    }
    this.counts.misses++;
    const starts = Int32Array.from(hexes, ([q, r]) => hexCell(this.#board, q, r));
    const row = this.#geometry.hexDistancesFrom(starts);
    if (key >= 0) {
      if (this.#rows.size >= this.#maxRows) this.#rows.delete(this.#rows.keys().next().value!);
      this.#rows.set(key, row);
    }
    return row;
  }

  /** The least steps from the stand whose row is `row` to any of `hexes`; -1 when none is reached. */
  to(row: Int32Array, hexes: readonly Hex[]): number {
    // As u32, -1 (unreached) is the largest: the least over the hexes is the answer.
    let best = 0xffffffff;
    for (let i = 0; i < hexes.length; i++) {
      const [q, r] = hexes[i]!;
      best = Math.min(best, row[this.#spaceOf[hexCell(this.#board, q, r)]!]! >>> 0);
    }
    return best | 0;
  }

  /** Steps from `from` to `to` (see {@link to}). */
  between(from: readonly Hex[], to: readonly Hex[]): number {
    return this.to(this.from(from), to);
  }

  /** A stand's key: its cell, or its two cells in order past every single cell; -1 for more. */
  #key(hexes: readonly Hex[]): number {
    const board = this.#board;
    if (hexes.length === 1) return hexCell(board, hexes[0]![0], hexes[0]![1]);
    if (hexes.length !== 2) return -1;
    const a = hexCell(board, hexes[0]![0], hexes[0]![1]);
    const b = hexCell(board, hexes[1]![0], hexes[1]![1]);
    const cells = board.unvisited.length;
    return a < 0 || b < 0 ? -1 : cells + Math.min(a, b) * cells + Math.max(a, b);
  }
}
