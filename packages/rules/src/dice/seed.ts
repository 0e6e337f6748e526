// Seeds for the `roll` query (docs/rules/scenario.md#queries: "The same seed gives the same roll on
// every platform"). A seed is a JSON integer or string; both become one 32-bit integer here with
// integer-only arithmetic (Math.imul, shifts, exact division by 2^32), so no platform's floating
// point or string encoding can change the result. Part of the seeded-dice contract: never change.

/** What a `roll` query may carry as its seed: a safe integer or any string. */
export type DiceSeed = number | string;

const TWO_POW_32 = 0x1_0000_0000;

/**
 * 32-bit FNV-1a over the UTF-16 code units of `text` (not its UTF-8 bytes): start from the
 * offset basis 0x811c9dc5; for each code unit `c`, `h = (h XOR c) * 0x01000193 mod 2^32`.
 * For ASCII text this equals byte-wise FNV-1a, so the published test vectors apply
 * ("" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968).
 *
 * @returns the hash as an unsigned 32-bit integer.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * MurmurHash3's 32-bit finalizer (fmix32): a bijection on 32-bit integers with full avalanche.
 * Nearby seeds (1, 2, 3…) or strings differing in the last character become unrelated seeds,
 * which xoroshiro128+'s own seeding does not provide (its first output is `~seed`).
 *
 * @returns the mixed value as a signed 32-bit integer.
 */
export function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * The 32-bit integer a seed stands for, before mixing:
 * - a string: `fnv1a32(seed)` (so `"42"` and `42` are different seeds);
 * - a safe integer: split into `hi = floor(seed / 2^32)` and `lo = seed − hi·2^32` (both exact),
 *   then `lo XOR (hi · 0x9e3779b1 mod 2^32)`. Seeds in [0, 2^32) are just themselves; larger or
 *   negative seeds keep their high bits instead of wrapping onto a small seed (−1 ≠ 2^32 − 1).
 *
 * @returns a signed 32-bit integer.
 * @throws RangeError naming the seed when it is a number but not a safe integer (1.5, NaN,
 *   Infinity, 2^53): such a seed has no exact JSON meaning on every platform.
 */
export function seedToInt32(seed: DiceSeed): number {
  if (typeof seed === "string") return fnv1a32(seed) | 0;
  if (!Number.isSafeInteger(seed)) {
    throw new RangeError(`dice seed ${String(seed)} is not a safe integer (or a string)`);
  }
  const hi = Math.floor(seed / TWO_POW_32);
  const lo = seed - hi * TWO_POW_32;
  return (lo ^ Math.imul(hi, 0x9e3779b1)) | 0;
}
