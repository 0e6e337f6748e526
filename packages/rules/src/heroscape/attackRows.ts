// The flat rows of the legal attacks (heroscapeAnswers.ts, AttackRows): made empty once by the
// asker and grown, never shrunk, so a search that asks again and again allocates nothing.
import type { AttackRows } from "./heroscapeAnswers.js";

/** Rows with room for `capacity` attacks and none filled. */
export function emptyAttackRows(capacity = 16): AttackRows {
  return {
    count: 0,
    attacker: new Int32Array(capacity),
    target: new Int32Array(capacity),
    attackDice: new Int32Array(capacity),
    defenseDice: new Int32Array(capacity),
    distance: new Int32Array(capacity),
    adjacent: new Uint8Array(capacity),
    lineOfSight: new Uint8Array(capacity),
  };
}

/** Makes room in `rows` for `length` rows, keeping the filled ones (doubling, as a list does). */
export function reserveAttackRows(rows: AttackRows, length: number): void {
  if (rows.attacker.length >= length) return;
  const size = Math.max(length, 2 * rows.attacker.length);
  const grow = <A extends Int32Array | Uint8Array>(old: A, made: A): A => {
    made.set(old.subarray(0, rows.count));
    return made;
  };
  rows.attacker = grow(rows.attacker, new Int32Array(size));
  rows.target = grow(rows.target, new Int32Array(size));
  rows.attackDice = grow(rows.attackDice, new Int32Array(size));
  rows.defenseDice = grow(rows.defenseDice, new Int32Array(size));
  rows.distance = grow(rows.distance, new Int32Array(size));
  rows.adjacent = grow(rows.adjacent, new Uint8Array(size));
  rows.lineOfSight = grow(rows.lineOfSight, new Uint8Array(size));
}
