// HeroScape movement (docs/rules/heroscape.md#movement): every legal move of one figure from where
// it stands, for the AI's turn search. The search runs over states (space, the enemies provoked so
// far) in order of cost — Dial's buckets, since a step costs a small whole number — and keeps, for
// each destination, one path per least set of leaving-engagement attacks, the cheapest. The
// board's part (levels, water, obstacles by cell of the scene's grid) is laid out once per board;
// a call only marks where the other figures stand and whom each space engages.
import { HEX_NEIGHBOURS, type Hex, hexCell } from "@sightline/geometry";
import type { HeroscapeMove } from "./heroscapeAnswers.js";
import type { HeroscapeFigure } from "./heroscapeSchema.js";
import { enemies } from "./engagement.js";
import type { HeroscapeBoard } from "./heroscapeBoard.js";
import { MovementStates } from "./movementStates.js";

/** A cell a step may enter: a space with no obstacle in its hex. */
const OPEN = 1;
/** A water space: stepping into it ends the move. */
const WATER = 2;
/** Figures marked in `occupant`: a friend is `i + 1`, an enemy `-(i + 1)`, `i` its index in `others`. */
const EMPTY = 0;

/** The board as movement reads it, one laid out per board (moves are asked for again and again). */
const grounds = new WeakMap<HeroscapeBoard, Ground>();

/**
 * Every legal move of `figure` among `others` (every other figure on the board, friend or enemy),
 * staying put first among its destination's moves. For each destination there is one move per
 * least set of provoked enemies (no other path there provokes a strict subset of it), the
 * cheapest path with that set; moves come sorted by `to` (r, then q), then by `provokes`.
 *
 * @example legalMoves(board, knight, [orc, archer]) // [{ to: [1, 1], path: [[1, 1]], cost: 0, provokes: [] }, …]
 */
export function legalMoves(
  board: HeroscapeBoard,
  figure: HeroscapeFigure,
  others: readonly HeroscapeFigure[],
): HeroscapeMove[] {
  const start = figure.hexes[0]!;
  const move = figure.move ?? 0;
  // A double-space figure does not move in this version: it stays, and still attacks.
  if (move === 0 || figure.hexes.length > 1) {
    return [{ to: start, path: [start], cost: 0, provokes: [] }];
  }
  let ground = grounds.get(board);
  if (!ground) grounds.set(board, (ground = new Ground(board)));
  return ground.moves(figure, move, others);
}

/** Steps between two hexes on an endless board. */
function hexDistance([q1, r1]: Hex, [q2, r2]: Hex): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Code-unit order, as `targets` lists ids (docs/rules/heroscape.md#scenario-fields). */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Lexicographic order of two sorted id lists, a prefix first. */
function compareIds(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = byCodeUnits(a[i]!, b[i]!);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/**
 * A board's cells as movement reads them, and the scratch a search reuses: searches run one at a
 * time (the rules are synchronous), and each leaves the scratch as it found it.
 */
class Ground {
  readonly #board: HeroscapeBoard;
  /** The level of the space at each cell, -1 where there is none. */
  readonly #level: Int32Array;
  /** OPEN and WATER flags by cell. */
  readonly #kind: Uint8Array;
  /** The cell offset of each neighbour, in HEX_NEIGHBOURS order (the grid's border is never a space). */
  readonly #steps: Int32Array;
  /** Who stands on each cell now (see EMPTY). */
  readonly #occupant: Int32Array;
  /** The first search state at each cell, -1 for none. */
  readonly #head: Int32Array;
  /** Per cell, `words` words of bits: the enemies a figure standing there is engaged with. */
  #engaged = new Uint32Array(0);
  readonly #states = new MovementStates();

  constructor(board: HeroscapeBoard) {
    this.#board = board;
    const grid = board.scene.board;
    const cells = grid.unvisited.length;
    this.#level = new Int32Array(cells).fill(-1);
    this.#kind = new Uint8Array(cells);
    for (const space of board.placement.spaces.values()) {
      const cell = hexCell(grid, space.q, space.r);
      this.#level[cell] = space.level;
      this.#kind[cell] = OPEN | (space.terrain === "water" ? WATER : 0);
    }
    // "A step may not enter a hex that holds an obstacle", whatever its height.
    for (const obstacle of new Set([...board.placement.obstacles.values()].flat())) {
      for (const [q, r] of obstacle.hexes) {
        const cell = hexCell(grid, q, r);
        if (cell >= 0) this.#kind[cell]! &= ~OPEN;
      }
    }
    this.#steps = Int32Array.from(HEX_NEIGHBOURS, ([dq, dr]) => dq + dr * grid.width);
    this.#occupant = new Int32Array(cells);
    this.#head = new Int32Array(cells).fill(-1);
  }

  moves(
    figure: HeroscapeFigure,
    move: number,
    others: readonly HeroscapeFigure[],
  ): HeroscapeMove[] {
    const start = figure.hexes[0]!;
    // Only an enemy within one step of a space the figure can reach can ever be left.
    const foes = others
      .filter(
        (f) => enemies(f, figure) && f.hexes.some((hex) => hexDistance(hex, start) <= move + 1),
      )
      .sort((a, b) => byCodeUnits(a.id, b.id));
    const words = Math.max(1, Math.ceil(foes.length / 32));
    if (this.#engaged.length < this.#level.length * words) {
      this.#engaged = new Uint32Array(this.#level.length * words);
    }
    this.#mark(figure, others, foes, words, true);
    try {
      this.#search(figure, move, words);
      return this.#collect(figure, others, foes, words);
    } finally {
      this.#mark(figure, others, foes, words, false);
      this.#forget();
    }
  }

  /**
   * Marks (or, with `on` false, unmarks) who stands where, and on each space beside an enemy
   * whether a figure standing there would be engaged with it: adjacency as `standsAdjacent`
   * judges it (docs/rules/heroscape.md#engagement), with the figure's height and the space's level.
   */
  #mark(
    figure: HeroscapeFigure,
    others: readonly HeroscapeFigure[],
    foes: readonly HeroscapeFigure[],
    words: number,
    on: boolean,
  ): void {
    const grid = this.#board.scene.board;
    others.forEach((other, i) => {
      const mark = on ? (enemies(other, figure) ? -(i + 1) : i + 1) : EMPTY;
      for (const [q, r] of other.hexes) this.#occupant[hexCell(grid, q, r)] = mark;
    });
    foes.forEach((foe, bit) => {
      const foeLevel = this.#board.baseLevel(foe);
      for (const [q, r] of foe.hexes) {
        const foeCell = hexCell(grid, q, r);
        for (const step of this.#steps) {
          const cell = foeCell + step;
          const level = this.#level[cell]!;
          if (level < 0) continue;
          const at = cell * words + (bit >>> 5);
          if (!on) {
            this.#engaged[at] = 0;
            continue;
          }
          const isAdjacent =
            level <= foeLevel ? foeLevel - level < figure.height : level - foeLevel < foe.height;
          if (isAdjacent) this.#engaged[at]! |= 1 << (bit & 31);
        }
      }
    });
  }

  /** Dijkstra over (space, enemies provoked) on Dial's buckets, every state costing ≤ `move`. */
  #search(figure: HeroscapeFigure, move: number, words: number): void {
    const states = this.#states;
    states.reset(words);
    const grid = this.#board.scene.board;
    const startCell = hexCell(grid, figure.hexes[0]![0], figure.hexes[0]![1]);
    const height = figure.height;
    const level = this.#level;
    const kind = this.#kind;
    const occupant = this.#occupant;
    const head = this.#head;
    const steps = this.#steps;
    const engaged = this.#engaged;
    // A step costs at most 1 + height (and at most `move`): that many buckets plus one never
    // put a state pushed now into the bucket being emptied.
    const buckets = Math.min(height + 1, move) + 1;
    const bucketHead = new Int32Array(buckets).fill(-1);
    const bucketTail = new Int32Array(buckets).fill(-1);
    const provoked = new Uint32Array(words);
    const push = (state: number, cost: number): void => {
      const b = cost % buckets;
      const entry = states.enqueue(state);
      if (bucketTail[b]! < 0) bucketHead[b] = entry;
      else states.entryNext[bucketTail[b]!] = entry;
      bucketTail[b] = entry;
    };

    head[startCell] = states.add(startCell, 0, -1, provoked, -1);
    push(0, 0);
    for (let cost = 0; cost <= move && states.pending > 0; cost++) {
      const b = cost % buckets;
      let entry = bucketHead[b]!;
      bucketHead[b] = bucketTail[b] = -1;
      for (; entry >= 0; entry = states.entryNext[entry]!) {
        states.pending--;
        const state = states.entryState[entry]!;
        if (states.cost[state] !== cost) continue; // a cheaper way here was found after this entry
        const from = states.cell[state]!;
        // Stepping into water ends the move; a figure that starts in water may leave it.
        if (state !== 0 && kind[from]! & WATER) continue;
        const fromLevel = level[from]!;
        for (let k = 0; k < 6; k++) {
          const to = from + steps[k]!;
          if (!(kind[to]! & OPEN) || occupant[to]! < 0) continue;
          const climb = level[to]! - fromLevel;
          if (climb > height || -climb > height) continue;
          const next = cost + 1 + (climb > 0 ? climb : 0);
          if (next > move) continue;
          // Leaving engagement: engaged with E where it stands, not where it steps.
          const mask = states.mask; // read again each step: adding a state may grow it
          const base = state * words;
          for (let w = 0; w < words; w++) {
            provoked[w] =
              mask[base + w]! | (engaged[from * words + w]! & ~engaged[to * words + w]!);
          }
          // Known at `to` with fewer or the same attacks for no more: nothing new this way.
          let same = -1;
          let dominated = false;
          for (let other = head[to]!; other >= 0; other = states.next[other]!) {
            let subset = true;
            let equal = true;
            for (let w = 0; w < words; w++) {
              const m = mask[other * words + w]!;
              if ((m & ~provoked[w]!) !== 0) subset = false;
              if (m !== provoked[w]) equal = false;
            }
            if (subset && states.cost[other]! <= next) {
              dominated = true;
              break;
            }
            if (equal) same = other;
          }
          if (dominated) continue;
          if (same >= 0) {
            states.cost[same] = next;
            states.parent[same] = state;
            push(same, next);
          } else {
            head[to] = states.add(to, next, state, provoked, head[to]!);
            push(head[to]!, next);
          }
        }
      }
    }
  }

  /** The moves the search found: per destination, each least set of attacks, sorted. */
  #collect(
    figure: HeroscapeFigure,
    others: readonly HeroscapeFigure[],
    foes: readonly HeroscapeFigure[],
    words: number,
  ): HeroscapeMove[] {
    const states = this.#states;
    const { cell, cost, parent, next, mask } = states;
    const destinations = new Int32Array(states.count);
    let count = 0;
    for (let s = 0; s < states.count; s++) {
      if (this.#head[cell[s]!] === s) destinations[count++] = cell[s]!;
    }
    // Cells in grid order are (r, q) order: rows are r.
    destinations.subarray(0, count).sort();
    const moves: HeroscapeMove[] = [];
    for (const at of destinations.subarray(0, count)) {
      const here: HeroscapeMove[] = [];
      const friend = this.#occupant[at]!;
      for (let s = this.#head[at]!; s >= 0; s = next[s]!) {
        if (!this.#least(s, words)) continue;
        const provokes: string[] = [];
        for (let bit = 0; bit < foes.length; bit++) {
          if ((mask[s * words + (bit >>> 5)]! >>> (bit & 31)) & 1) provokes.push(foes[bit]!.id);
        }
        const path: Hex[] = [];
        for (let t = s; t >= 0; t = parent[t]!) {
          path.push(t === 0 ? figure.hexes[0]! : this.#board.hexOfCell(cell[t]!));
        }
        path.reverse();
        const found: HeroscapeMove = { to: path[path.length - 1]!, path, cost: cost[s]!, provokes };
        here.push(friend > 0 ? { ...found, occupiedBy: others[friend - 1]!.id } : found);
      }
      here.sort((a, b) => compareIds(a.provokes, b.provokes));
      for (const move of here) moves.push(move);
    }
    return moves;
  }

  /** Whether no other state at the same cell provoked a strict subset of state `s`'s attacks. */
  #least(s: number, words: number): boolean {
    const { next, mask } = this.#states;
    for (let other = this.#head[this.#states.cell[s]!]!; other >= 0; other = next[other]!) {
      if (other === s) continue;
      let subset = true;
      for (let w = 0; w < words; w++) {
        if ((mask[other * words + w]! & ~mask[s * words + w]!) !== 0) subset = false;
      }
      // Equal sets share one state, so a subset here is a strict one.
      if (subset) return false;
    }
    return true;
  }

  /** Clears the heads the search set, leaving the scratch as the next search expects it. */
  #forget(): void {
    const { cell } = this.#states;
    for (let s = 0; s < this.#states.count; s++) this.#head[cell[s]!] = -1;
  }
}
