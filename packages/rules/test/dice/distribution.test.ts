// Generic distribution helpers (src/dice/distribution.ts, odds.ts, exactCounts.ts, ratio.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  atLeast,
  binomialPmf,
  clampedDifference,
  convolve,
  expectedValue,
  trimZeros,
} from "../../src/dice/distribution.js";
import {
  binomialCounts,
  clampedDifferenceCounts,
  oddsFromCounts,
} from "../../src/dice/exactCounts.js";
import { oddsFromDistribution } from "../../src/dice/odds.js";
import { ratioToNumber } from "../../src/dice/ratio.js";

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe("binomialPmf", () => {
  it("gives exact values for fair dice and small pools", () => {
    expect(binomialPmf(0, 0.5)).toEqual([1]);
    expect(binomialPmf(3, 0.5)).toEqual([1 / 8, 3 / 8, 3 / 8, 1 / 8]);
    const third = binomialPmf(2, 1 / 3);
    [4 / 9, 4 / 9, 1 / 9].forEach((p, k) => expect(third[k]).toBeCloseTo(p, 15));
    expect(binomialPmf(4, 0)).toEqual([1, 0, 0, 0, 0]);
    expect(binomialPmf(4, 1)).toEqual([0, 0, 0, 0, 1]);
  });

  it("sums to 1 and does not overflow for large pools", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, p) => {
          const pmf = binomialPmf(n, p);
          expect(pmf).toHaveLength(n + 1);
          expect(pmf.every((x) => x >= 0 && Number.isFinite(x))).toBe(true);
          expect(Math.abs(sum(pmf) - 1)).toBeLessThan(1e-12);
          expect(expectedValue(pmf)).toBeCloseTo(n * p, 9);
        },
      ),
    );
  });

  it("rejects bad arguments", () => {
    expect(() => binomialPmf(-1, 0.5)).toThrow(RangeError);
    expect(() => binomialPmf(1.5, 0.5)).toThrow(RangeError);
    expect(() => binomialPmf(2, 1.5)).toThrow(RangeError);
    expect(() => binomialPmf(2, Number.NaN)).toThrow(RangeError);
    expect(() => binomialPmf(2, Number.NaN)).toThrow(RangeError);
  });
});

describe("convolve", () => {
  it("adds independent counts", () => {
    expect(convolve([0.5, 0.5], [0.5, 0.5])).toEqual([0.25, 0.5, 0.25]);
    expect(convolve(binomialPmf(2, 0.5), binomialPmf(3, 0.5))).toEqual(binomialPmf(5, 0.5));
    expect(convolve([1], [0.2, 0.8])).toEqual([0.2, 0.8]);
    expect(convolve([], [1])).toEqual([]);
  });
});

describe("clampedDifference", () => {
  it("is max(0, X − Y) with one entry per possible X", () => {
    // X uniform on {0, 1, 2}, Y uniform on {0, 1}: X − Y ∈ {−1, 0, 0, 1, 1, 2}.
    const d = clampedDifference([1 / 3, 1 / 3, 1 / 3], [0.5, 0.5]);
    expect(d).toHaveLength(3);
    [3 / 6, 2 / 6, 1 / 6].forEach((p, k) => expect(d[k]).toBeCloseTo(p, 15));
  });

  it("keeps the structural length even when top values are impossible", () => {
    // A defence that always saves one: 2 hits can give at most 1 wound.
    expect(clampedDifference([0, 0, 1], [0, 1])).toEqual([0, 1, 0]);
    expect(trimZeros(clampedDifference([0, 0, 1], [0, 1]))).toEqual([0, 1]);
  });
});

describe("atLeast, expectedValue, trimZeros, oddsFromDistribution", () => {
  it("sums from the top", () => {
    expect(atLeast([0.25, 0.5, 0.25])).toEqual([1, 0.75, 0.25]);
    expect(atLeast([])).toEqual([]);
    expect(atLeast([0.5, 0.25], 0.25)).toEqual([1, 0.5]);
  });

  it("computes Σ k·P(k)", () => {
    expect(expectedValue([0.25, 0.5, 0.25])).toBe(1);
    expect(expectedValue([1])).toBe(0);
    expect(expectedValue([])).toBe(0);
  });

  it("drops trailing exact zeros but keeps P(0)", () => {
    expect(trimZeros([0.5, 0.5, 0, 0])).toEqual([0.5, 0.5]);
    expect(trimZeros([1, 0])).toEqual([1]);
    expect(trimZeros([0])).toEqual([0]);
    expect(trimZeros([0.5, 0, 0.5])).toEqual([0.5, 0, 0.5]);
    expect(trimZeros([])).toEqual([]);
  });

  it("builds an odds answer", () => {
    expect(oddsFromDistribution([0.25, 0.5, 0.25])).toEqual({
      distribution: [0.25, 0.5, 0.25],
      expected: 1,
      atLeast: [1, 0.75, 0.25],
      tail: 0,
    });
    expect(oddsFromDistribution([0.5], 0.5).atLeast).toEqual([1]);
  });
});

describe("ratioToNumber", () => {
  it("rounds exact fractions once", () => {
    expect(ratioToNumber(1n, 3n)).toBe(1 / 3);
    expect(ratioToNumber(53n, 108n)).toBe(53 / 108);
    expect(ratioToNumber(0n, 7n)).toBe(0);
    expect(ratioToNumber(-2n, 3n)).toBe(-2 / 3);
    expect(ratioToNumber(10n ** 40n, 10n ** 40n)).toBe(1);
    expect(ratioToNumber(3n * 10n ** 30n, 4n * 10n ** 30n)).toBe(0.75);
    expect(ratioToNumber(1n, 6n ** 400n)).toBeCloseTo(0, 300);
    expect(ratioToNumber(1n, 2n ** 1070n)).toBe(2 ** -1070);
    expect(() => ratioToNumber(1n, 0n)).toThrow(RangeError);
  });

  it("agrees with float division whenever both operands are exact doubles", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (a, b) => {
          expect(ratioToNumber(BigInt(a), BigInt(b))).toBe(a / b);
        },
      ),
    );
  });

  it("breaks exact ties to even", () => {
    // 2^53 + 1 lies halfway between 2^53 and 2^53 + 2: rounds to the even 2^53.
    expect(ratioToNumber(2n ** 53n + 1n, 1n)).toBe(2 ** 53);
    // Just above halfway rounds up.
    expect(ratioToNumber(2n ** 54n + 3n, 2n)).toBe(2 ** 53 + 2);
  });
});

describe("exact counts", () => {
  it("counts face sequences", () => {
    // Two dice, 3 skulls of 6 faces: 9 + 18 + 9 sequences of 36.
    expect(binomialCounts(2, 3, 3)).toEqual([9n, 18n, 9n]);
    expect(binomialCounts(0, 2, 4)).toEqual([1n]);
    expect(binomialCounts(3, 2, 4)).toEqual([64n, 96n, 48n, 8n]);
    expect(() => binomialCounts(-1, 1, 1)).toThrow(RangeError);
  });

  it("agree with the float helpers", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (n, m, s, d) => {
          const exact = oddsFromCounts(
            clampedDifferenceCounts(binomialCounts(n, s, 6 - s), binomialCounts(m, d, 6 - d)),
            6n ** BigInt(n + m),
          );
          const float = oddsFromDistribution(
            clampedDifference(binomialPmf(n, s / 6), binomialPmf(m, d / 6)),
          );
          exact.distribution.forEach((p, k) =>
            expect(Math.abs(p - float.distribution[k]!)).toBeLessThan(1e-12),
          );
          expect(Math.abs(exact.expected - float.expected)).toBeLessThan(1e-12);
          expect(exact.atLeast[0]).toBe(1);
        },
      ),
    );
  });
});
