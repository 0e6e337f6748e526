// Seeds become one 32-bit integer (src/dice/seed.ts); part of the seeded-dice contract
// (docs/rules/scenario.md#queries: the same seed gives the same roll on every platform).
import { describe, expect, it } from "vitest";
import { fmix32, fnv1a32, seedToInt32 } from "../../src/dice/seed.js";

describe("fnv1a32", () => {
  it("matches the published 32-bit FNV-1a test vectors for ASCII", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("hashes UTF-16 code units, not UTF-8 bytes", () => {
    // "é" is one code unit (0xe9), two UTF-8 bytes; "⚔" is one code unit (0x2694).
    const manual = [..."héros ⚔"].reduce(
      (h, ch) => Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0,
      0x811c9dc5,
    );
    expect(fnv1a32("héros ⚔")).toBe(manual);
    expect(fnv1a32("héros ⚔")).toBe(2263259046);
  });
});

describe("fmix32", () => {
  it("is MurmurHash3's finalizer", () => {
    expect(fmix32(0)).toBe(0);
    expect(fmix32(1) >>> 0).toBe(0x514e28b7);
  });

  it("scatters neighbouring seeds", () => {
    const mixed = new Set(Array.from({ length: 1000 }, (_, i) => fmix32(i) >>> 24));
    // 1000 seeds over 256 top bytes: a plain increment would hit only one or two.
    expect(mixed.size).toBeGreaterThan(200);
  });
});

describe("seedToInt32", () => {
  it("keeps seeds in [0, 2^32) as they are (as a signed 32-bit integer)", () => {
    expect(seedToInt32(0)).toBe(0);
    expect(seedToInt32(42)).toBe(42);
    expect(seedToInt32(2 ** 31)).toBe(-(2 ** 31));
    expect(seedToInt32(2 ** 32 - 1)).toBe(-1);
  });

  it("folds the high bits of large and negative seeds instead of wrapping", () => {
    expect(seedToInt32(2 ** 32)).not.toBe(seedToInt32(0));
    expect(seedToInt32(-1)).not.toBe(seedToInt32(2 ** 32 - 1));
    expect(seedToInt32(2 ** 32)).toBe(-1640531535);
    expect(seedToInt32(-1)).toBe(-1640531536);
    expect(seedToInt32(Number.MAX_SAFE_INTEGER)).toBe(1746368944);
    expect(seedToInt32(Number.MIN_SAFE_INTEGER)).toBe(-908066815);
  });

  it("hashes strings, so '42' is not the seed 42", () => {
    expect(seedToInt32("42")).toBe(fnv1a32("42") | 0);
    expect(seedToInt32("42")).not.toBe(seedToInt32(42));
  });

  it.each([1.5, -0.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 53)])(
    "rejects the number %s with a RangeError naming it",
    (seed) => {
      expect(() => seedToInt32(seed)).toThrow(RangeError);
      expect(() => seedToInt32(seed)).toThrow(String(seed));
    },
  );
});
