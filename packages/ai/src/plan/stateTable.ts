// A hash set of whole numbers below 2^53, numbered in the order they were added: the plan's
// states packed into one number each (who has acted, every enemy's life left), so a look-up
// hashes and compares one double instead of a row. Open addressing over typed arrays; emptying
// it clears only the slots the last plan used, so a small plan after a large one costs little.

/** The slots a table starts a plan with: a power of two (small plans weigh tens of states). */
const FIRST_SLOTS = 64;

/** The layouts a hint tells apart, less one: with a slot below 2^32, a hint stays below 2^53. */
const LAYOUTS = 0xfffff;

/** Whole numbers in [0, 2^53), each numbered 0, 1, 2, … in the order added. */
export class StateTable {
  /** Number `i`'s key is `keys[i]`. */
  #keys = new Float64Array(FIRST_SLOTS >> 1);
  /** Each slot holds a number + 1, or 0 when empty; only `[0, mask]` is in use, the rest is 0. */
  #slots = new Int32Array(FIRST_SLOTS);
  #mask = FIRST_SLOTS - 1;
  #size = 0;
  /** The empty slot the last miss of `find` ended on. */
  #missed = 0;
  /**
   * Times the slots were laid out anew, modulo LAYOUTS + 1: a slot's number holds only within
   * one layout (a hint is used within one plan, which lays them out some tens of times).
   */
  #layouts = 0;

  /** How many keys there are. */
  get size(): number {
    return this.#size;
  }

  /** Forgets every key, keeping the arrays. */
  reset(): void {
    this.#layouts = (this.#layouts + 1) & LAYOUTS;
    this.#slots.fill(0, 0, this.#mask + 1);
    this.#mask = FIRST_SLOTS - 1;
    this.#size = 0;
  }

  /** The number of `key`, or −1 when it is not here. */
  find(key: number): number {
    const slots = this.#slots;
    const keys = this.#keys;
    const mask = this.#mask;
    for (let slot = hashKey(key) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot]! - 1;
      if (entry < 0) {
        this.#missed = slot;
        return -1;
      }
      if (keys[entry] === key) return entry;
    }
  }

  /** Where the last miss of {@link find} ended, for {@link add} of that key. */
  get missed(): number {
    return this.#layouts * 4294967296 + this.#missed;
  }

  /**
   * Adds `key`, which must not be here yet, and returns its number. With `missed`, what
   * {@link missed} said after `find(key)` missed: while that slot is still free in the same
   * layout the probe is not walked again (keys are never removed, so the slots it passed are
   * still full, and that slot is the first free one).
   */
  add(key: number, missed = -1): number {
    if (2 * (this.#size + 1) > this.#mask + 1) this.#grow();
    const entry = this.#size++;
    this.#keys[entry] = key;
    const slot = missed - this.#layouts * 4294967296;
    if (slot >= 0 && slot <= this.#mask && this.#slots[slot] === 0) {
      this.#slots[slot] = entry + 1;
    } else {
      this.#place(entry, hashKey(key));
    }
    return entry;
  }

  #place(entry: number, hash: number): void {
    const slots = this.#slots;
    const mask = this.#mask;
    let slot = hash & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }

  #grow(): void {
    this.#layouts = (this.#layouts + 1) & LAYOUTS;
    const length = 2 * (this.#mask + 1);
    if (this.#slots.length < length) this.#slots = new Int32Array(length);
    else this.#slots.fill(0, 0, this.#mask + 1);
    this.#mask = length - 1;
    if (this.#keys.length < length >> 1) {
      const keys = new Float64Array(length >> 1);
      keys.set(this.#keys.subarray(0, this.#size));
      this.#keys = keys;
    }
    for (let entry = 0; entry < this.#size; entry++)
      this.#place(entry, hashKey(this.#keys[entry]!));
  }
}

/** A mix of the low and high 32 bits of `key` (a whole number below 2^53). */
function hashKey(key: number): number {
  const low = key | 0;
  const high = (key / 4294967296) | 0;
  let hash = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 13)) >>> 0;
}
