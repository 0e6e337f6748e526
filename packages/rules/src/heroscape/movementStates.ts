// The movement search's scratch (docs/rules/heroscape.md#movement): its states and its queue
// entries in growable typed arrays, kept from one search to the next so that a search allocates
// only when it outgrows every search before it.

/**
 * The search's states and its queue entries in growable typed arrays: state `s` is at `cell[s]`,
 * reached for `cost[s]` from `parent[s]` (-1 for the start), with the enemies it provoked in
 * `mask[s * words ..]`, and `next[s]` the next state at the same cell.
 */
export class MovementStates {
  cell = new Int32Array(256);
  cost = new Int32Array(256);
  parent = new Int32Array(256);
  next = new Int32Array(256);
  mask = new Uint32Array(256);
  count = 0;
  words = 1;
  entryState = new Int32Array(256);
  entryNext = new Int32Array(256);
  entries = 0;
  /** Queue entries not yet taken out. */
  pending = 0;

  /** Empties the table for a search whose sets of provoked enemies take `words` words each. */
  reset(words: number): void {
    this.count = this.entries = this.pending = 0;
    this.words = words;
    if (this.mask.length < this.cell.length * words) {
      this.mask = new Uint32Array(this.cell.length * words);
    }
  }

  /** A new state; returns its number. */
  add(cell: number, cost: number, parent: number, mask: Uint32Array, next: number): number {
    if (this.count === this.cell.length) {
      this.cell = grow(this.cell);
      this.cost = grow(this.cost);
      this.parent = grow(this.parent);
      this.next = grow(this.next);
      const wider = new Uint32Array(this.cell.length * this.words);
      wider.set(this.mask);
      this.mask = wider;
    }
    const s = this.count++;
    this.cell[s] = cell;
    this.cost[s] = cost;
    this.parent[s] = parent;
    this.next[s] = next;
    this.mask.set(mask, s * this.words);
    return s;
  }

  /** A new queue entry for `state`, not yet linked; returns its number. */
  enqueue(state: number): number {
    if (this.entries === this.entryState.length) {
      this.entryState = grow(this.entryState);
      this.entryNext = grow(this.entryNext);
    }
    const e = this.entries++;
    this.entryState[e] = state;
    this.entryNext[e] = -1;
    this.pending++;
    return e;
  }
}

/** The array twice as long, its values kept. */
function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
