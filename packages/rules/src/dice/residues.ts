// Exact whole numbers counted in float arithmetic, for the line-up odds
// (docs/rules/arcane-legions.md#lineup: "Exact odds are computed"). 12 vs 12 dice count up to
// 6^24 ≈ 2^62 rolls, past the 2^53 a double holds exactly, and bigint arithmetic in the inner loop
// is about 20 times slower than floats. So the counter works modulo two primes below 2^32,
// where every product and sum stays an exact double, and the Chinese remainder theorem turns
// the two residues back into the one bigint below their product (≈ 2^64).

/** The largest prime below 2^32. */
export const PRIME_A = 4_294_967_291;
/** The next prime down. */
export const PRIME_B = 4_294_967_279;

const A = BigInt(PRIME_A);
const B = BigInt(PRIME_B);

/** x mod m in 0..m − 1 for any sign of x. */
function mod(x: bigint, m: bigint): bigint {
  const r = x % m;
  return r < 0n ? r + m : r;
}

/** The inverse of `value` modulo the prime `modulus`, by Fermat: value^(modulus − 2). */
function inverseModPrime(value: bigint, modulus: bigint): bigint {
  let result = 1n;
  let base = mod(value, modulus);
  for (let e = modulus - 2n; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
  }
  return result;
}

/** PRIME_A⁻¹ mod PRIME_B, once. */
const A_INVERSE_MOD_B = inverseModPrime(A, B);

/** Every value {@link fromResidues} can return is below this: PRIME_A · PRIME_B. */
export const RESIDUE_CAPACITY = A * B;

/**
 * The unique x in [0, PRIME_A · PRIME_B) with x ≡ `residueA` (mod PRIME_A) and x ≡ `residueB`
 * (mod PRIME_B) (Garner's form of the Chinese remainder theorem). Exact when the true count is
 * known to lie in that range.
 *
 * @param residueA - an integer in 0..PRIME_A − 1
 * @param residueB - an integer in 0..PRIME_B − 1
 */
export function fromResidues(residueA: number, residueB: number): bigint {
  const ra = BigInt(residueA);
  const k = mod((BigInt(residueB) - ra) * A_INVERSE_MOD_B, B);
  return ra + A * k;
}
