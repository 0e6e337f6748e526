// Exact fractions to numbers, rounded once (docs/rules/heroscape.md#attack: "Odds are exact"). Used
// for probabilities counted as whole numbers of outcomes, so an answer is the nearest double to
// the true value (3 vs 3 expected wounds is 0.75, not 0.7500000000000002) on every platform.

/** Number of binary digits of a positive bigint. */
function bitLength(value: bigint): number {
  return value.toString(2).length;
}

/**
 * `numerator / denominator` rounded once to the nearest double (ties to even), for any size of
 * bigint. The quotient is taken to at least 64 significant bits plus a sticky bit for a
 * non-zero remainder, and `Number()` of a bigint rounds to nearest (ECMA-262 §7.1.4), so the
 * result is correctly rounded unless it falls below the normal range (< 2^−1022), where it may
 * be off by one subnormal step.
 *
 * @throws RangeError when the denominator is not positive.
 */
export function ratioToNumber(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError("the denominator of a ratio must be positive");
  if (numerator < 0n) return -ratioToNumber(-numerator, denominator);
  if (numerator === 0n) return 0;
  const shift = Math.max(0, 64 + bitLength(denominator) - bitLength(numerator));
  const scaled = numerator << BigInt(shift);
  const quotient = scaled / denominator;
  const sticky = scaled % denominator === 0n ? 0n : 1n;
  // (2q + sticky) / 2^(shift + 1): the power-of-two scaling is exact while the result is
  // normal; split it so 2^exponent itself never overflows.
  let result = Number((quotient << 1n) | sticky);
  for (let exponent = shift + 1; exponent > 0; exponent -= 1000) {
    result /= 2 ** Math.min(exponent, 1000);
  }
  return result;
}
