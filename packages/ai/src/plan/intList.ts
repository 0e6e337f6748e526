// A growable list of 32-bit integers over one typed array: the plan's flat tables (the attack
// graph's options, the memo's trie) grow by doubling and hold no object per entry.

/** A list of 32-bit integers; `data[0 … length)` holds them. */
export class IntList {
  data = new Int32Array(64);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) this.#grow(this.length + 1);
    this.data[this.length++] = value;
  }

  /** Makes room for `count` more and returns where they start; the caller writes them. */
  reserve(count: number): number {
    if (this.length + count > this.data.length) this.#grow(this.length + count);
    const at = this.length;
    this.length += count;
    return at;
  }

  clear(): void {
    this.length = 0;
  }

  #grow(needed: number): void {
    let size = this.data.length * 2;
    while (size < needed) size *= 2;
    const data = new Int32Array(size);
    data.set(this.data.subarray(0, this.length));
    this.data = data;
  }
}
