// A hash set of fixed-width rows of integers, numbered in the order they were added: the plan's
// states (who has acted, every enemy's life left) and its sets of enemies gone are such rows.
// Open addressing over typed arrays, so a look-up allocates nothing and a key never becomes a
// string; the arrays double when full (the only allocation, amortised).

/** Rows of `width` 32-bit integers, each numbered 0, 1, 2, … in the order added. */
export class RowTable {
  #width = 0;
  /** Row `i` is `rows[i × width …]`. */
  #rows = new Int32Array(0);
  /** Each slot holds a row's number + 1, or 0 when empty; a power of two long. */
  #slots = new Int32Array(0);
  #size = 0;

  constructor(width: number, capacity = 256) {
    this.reset(width, capacity);
  }

  /** How many rows there are. */
  get size(): number {
    return this.#size;
  }

  /** Forgets every row and takes rows of `width`, keeping the arrays when they are big enough. */
  reset(width: number, capacity = 256): void {
    this.#width = width;
    this.#size = 0;
    if (this.#slots.length < 2 * capacity) {
      let slots = 16;
      while (slots < 2 * capacity) slots *= 2;
      this.#slots = new Int32Array(slots);
    } else {
      this.#slots.fill(0);
    }
    if (this.#rows.length < (this.#slots.length >> 1) * width) {
      this.#rows = new Int32Array((this.#slots.length >> 1) * width);
    }
  }

  /** The number of `row` (its first `width` integers), or −1 when it is not here. */
  find(row: Int32Array): number {
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let slot = hashRow(row, 0, this.#width) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot]! - 1;
      if (entry < 0) return -1;
      if (this.#equals(entry, row)) return entry;
    }
  }

  /** Adds `row`, which must not be here yet, and returns its number. */
  add(row: Int32Array): number {
    if (2 * (this.#size + 1) > this.#slots.length) this.#grow();
    const entry = this.#size++;
    const width = this.#width;
    const rows = this.#rows;
    for (let k = 0, at = entry * width; k < width; k++) rows[at + k] = row[k]!;
    this.#place(entry, hashRow(row, 0, width));
    return entry;
  }

  /** The integer `k` of row `entry`. */
  at(entry: number, k: number): number {
    return this.#rows[entry * this.#width + k]!;
  }

  /** Copies row `entry` into `into`. */
  copyRow(entry: number, into: Int32Array): void {
    const width = this.#width;
    for (let k = 0, at = entry * width; k < width; k++) into[k] = this.#rows[at + k]!;
  }

  #equals(entry: number, row: Int32Array): boolean {
    const rows = this.#rows;
    const width = this.#width;
    const at = entry * width;
    for (let k = 0; k < width; k++) if (rows[at + k] !== row[k]) return false;
    return true;
  }

  #place(entry: number, hash: number): void {
    const slots = this.#slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }

  #grow(): void {
    const width = this.#width;
    const rows = new Int32Array(this.#slots.length * width);
    rows.set(this.#rows.subarray(0, this.#size * width));
    this.#rows = rows;
    this.#slots = new Int32Array(this.#slots.length * 2);
    for (let entry = 0; entry < this.#size; entry++) {
      this.#place(entry, hashRow(rows, entry * width, width));
    }
  }
}

/** FNV-1a over the integers of the row at `at`, mixed at the end so that nearby rows spread over the slots. */
export function hashRow(rows: Int32Array, at: number, width: number): number {
  let hash = 0x811c9dc5;
  for (let k = at; k < at + width; k++) hash = Math.imul(hash ^ rows[k]!, 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  return (hash ^ (hash >>> 12)) >>> 0;
}
