// Exact HeroScape odds (docs/rules/heroscape.md#attack; docs/rules/scenario.md#queries `odds` and
// the `odds` of `targets` entries), checked against brute force, the spec and the public cases.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMBAT_DIE,
  destroyProbability,
  heroscapeOdds,
  targetOdds,
} from "../../src/heroscape/heroscapeDice.js";

// The combat die as docs/rules/heroscape.md#attack words it ("six faces, three skulls, two shields,
// one blank"), written here and not imported, so a wrong die in src cannot agree with itself.
const SPEC_DIE = ["skull", "skull", "skull", "shield", "shield", "blank"] as const;

const casesDir = new URL("../cases/heroscape/", import.meta.url);

interface CaseFile {
  readonly scenario: {
    readonly figures: readonly { id: string; life: number; wounds?: number }[];
  };
  readonly queries: readonly ({ q: string } & Record<string, unknown>)[];
  readonly expected: readonly unknown[];
}

function readCase(file: string): CaseFile {
  return JSON.parse(readFileSync(new URL(file, casesDir), "utf8")) as CaseFile;
}

/** Wound counts over every one of the 6^(n+m) rolls, face by face. */
function bruteForceCounts(attackDice: number, defenseDice: number): number[] {
  const counts = new Array<number>(attackDice + 1).fill(0);
  const dice = attackDice + defenseDice;
  const roll = (die: number, skulls: number, shields: number): void => {
    if (die === dice) {
      const wounds = Math.max(0, skulls - shields);
      counts[wounds]!++;
      return;
    }
    const attacking = die < attackDice;
    for (const face of SPEC_DIE) {
      roll(
        die + 1,
        skulls + (attacking && face === "skull" ? 1 : 0),
        shields + (!attacking && face === "shield" ? 1 : 0),
      );
    }
  };
  roll(0, 0, 0);
  return counts;
}

/** P(wounds ≥ k) of `attackDice` vs `defenseDice` by enumerating every roll. */
function bruteForceAtLeast(attackDice: number, defenseDice: number, k: number): number {
  const counts = bruteForceCounts(attackDice, defenseDice);
  return counts.slice(k).reduce((a, b) => a + b, 0) / 6 ** (attackDice + defenseDice);
}

/**
 * Wound counts for pools too big to enumerate: a walk on d = skulls − shields, one die at a
 * time (an attack die moves d up by one on its 3 skull faces and keeps it on the other 3; a
 * defence die moves it down by one on its 2 shield faces and keeps it on the other 4), in
 * whole numbers, then wounds = max(0, d). No binomials, no clamping of two pools.
 */
function differenceWalkCounts(attackDice: number, defenseDice: number): bigint[] {
  // walk[i] counts the rolls so far with d = i − defenseDice.
  let walk = new Array<bigint>(attackDice + defenseDice + 1).fill(0n);
  walk[defenseDice] = 1n;
  const step = (up: bigint, stay: bigint, down: bigint): void => {
    walk = walk.map(
      (here, i) => here * stay + (walk[i - 1] ?? 0n) * up + (walk[i + 1] ?? 0n) * down,
    );
  };
  for (let die = 0; die < attackDice; die++) step(3n, 3n, 0n);
  for (let die = 0; die < defenseDice; die++) step(0n, 4n, 2n);
  const wounds = new Array<bigint>(attackDice + 1).fill(0n);
  walk.forEach((count, i) => {
    const k = Math.max(0, i - defenseDice);
    wounds[k] = wounds[k]! + count;
  });
  return wounds;
}

/** |a − b| within `relative` of b (for probabilities that may be tiny). */
function expectClose(a: number, b: number, relative: number, where: string): void {
  expect(Math.abs(a - b), `${where}: ${a} vs ${b}`).toBeLessThanOrEqual(relative * Math.abs(b));
}

describe("heroscapeOdds", () => {
  const pools = [0, 1, 2, 3, 4].flatMap((n) => [0, 1, 2, 3, 4].map((m) => [n, m] as const));

  // counts / 6^(n+m) is one correctly rounded division (both exact doubles), and heroscapeOdds
  // is correctly rounded too, so they must be equal to the last bit.
  it.each(pools)("%i vs %i matches enumerating every roll exactly", (n, m) => {
    const counts = bruteForceCounts(n, m);
    const total = 6 ** (n + m);
    const odds = heroscapeOdds(n, m);
    expect(odds.distribution).toEqual(counts.map((c) => c / total));
    expect(odds.expected).toBe(counts.reduce((acc, c, k) => acc + k * c, 0) / total);
    expect(odds.atLeast).toEqual(
      counts.map((_, k) => counts.slice(k).reduce((a, b) => a + b, 0) / total),
    );
    expect(odds.tail).toBe(0);
  });

  it("uses the spec's die: three skulls, two shields, one blank", () => {
    expect([...COMBAT_DIE].sort()).toEqual([...SPEC_DIE].sort());
  });

  it.each([
    [5, 0],
    [0, 7],
    [6, 6],
    [9, 4],
    [12, 12],
    [30, 30],
    [40, 25],
  ])("%i vs %i matches a walk on skulls − shields", (n, m) => {
    const counts = differenceWalkCounts(n, m);
    const total = 6n ** BigInt(n + m);
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(total);
    const p = (count: bigint): number => Number(count) / Number(total);
    const odds = heroscapeOdds(n, m);
    expect(odds.distribution).toHaveLength(n + 1);
    counts.forEach((count, k) => expectClose(odds.distribution[k]!, p(count), 1e-12, `P(${k})`));
    counts.forEach((_, k) =>
      expectClose(
        odds.atLeast[k]!,
        p(counts.slice(k).reduce((a, b) => a + b, 0n)),
        1e-12,
        `P(≥${k})`,
      ),
    );
    const weighted = counts.reduce((acc, count, k) => acc + BigInt(k) * count, 0n);
    expectClose(odds.expected, p(weighted), 1e-12, "E");
  });

  // By hand, with skulls ~ Bin(n, 1/2) and shields ~ Bin(m, 1/3):
  // 3 vs 3: P(skulls = 1, 2, 3) = 3/8, 3/8, 1/8; P(shields ≤ 0, 1, 2) = 8/27, 20/27, 26/27, so
  //   P(≥ 1) = P(skulls > shields) = (3·8 + 3·20 + 1·26)/216 = 110/216 = 55/108 ≈ 0.50926, and
  //   E = Σ (s − h)·P(s)P(h) over s > h = (1·24 + 2·24 + 1·36 + 3·8 + 2·12 + 1·6)/216
  //     = 162/216 = 0.75 (P(shields = 0, 1, 2) = 8/27, 12/27, 6/27).
  // 2 vs 4: P(skulls = 1, 2) = 2/4, 1/4; P(shields ≤ 0, 1) = 16/81, 48/81, so
  //   P(≥ 1) = (2·16 + 1·48)/324 = 80/324 = 20/81 ≈ 0.24691.
  it("gives the spec's checks (docs/rules/heroscape.md#attack)", () => {
    const threeVsThree = heroscapeOdds(3, 3);
    expect(threeVsThree.atLeast[1]).toBeCloseTo(0.50926, 5);
    expect(threeVsThree.atLeast[1]).toBe(55 / 108);
    expect(threeVsThree.expected).toBe(0.75);
    const twoVsFour = heroscapeOdds(2, 4);
    expect(twoVsFour.atLeast[1]).toBeCloseTo(0.24691, 5);
    expect(twoVsFour.atLeast[1]).toBe(20 / 81);
  });

  it("has one entry per possible wound count: 0 attack dice → [1]", () => {
    expect(heroscapeOdds(0, 2)).toEqual({ distribution: [1], expected: 0, atLeast: [1], tail: 0 });
    expect(heroscapeOdds(0, 0).distribution).toEqual([1]);
    expect(heroscapeOdds(1, 0).distribution).toEqual([0.5, 0.5]);
    expect(heroscapeOdds(64, 64).distribution).toHaveLength(65);
  });

  describe("public case hs-10-odds (read from the case file)", () => {
    const hs10 = readCase("hs-10-odds.json");
    const oddsQueries = hs10.queries
      .map((query, i) => ({
        name: `${String(query.attackDice)} vs ${String(query.defenseDice)}`,
        query,
        expected: hs10.expected[i],
      }))
      .filter(({ query }) => query.q === "odds");

    it("has odds queries to check", () => {
      expect(oddsQueries.length).toBeGreaterThanOrEqual(5);
    });

    it.each(oddsQueries)("$name", ({ query, expected }) => {
      const want = expected as { distribution: number[]; expected: number; atLeast: number[] };
      const odds = heroscapeOdds(query.attackDice as number, query.defenseDice as number);
      // Same length: the case lists every wound count up to the attack dice.
      expect(odds.distribution).toHaveLength(want.distribution.length);
      want.distribution.forEach((p, k) =>
        expect(Math.abs(odds.distribution[k]! - p)).toBeLessThan(1e-12),
      );
      want.atLeast.forEach((p, k) => expect(Math.abs(odds.atLeast[k]! - p)).toBeLessThan(1e-12));
      expect(Math.abs(odds.expected - want.expected)).toBeLessThan(1e-12);
      // Correctly rounded, the answer is bit-identical to the case's exact fractions.
      expect(odds.distribution).toEqual(want.distribution);
      expect(odds.atLeast).toEqual(want.atLeast);
      expect(odds.expected).toBe(want.expected);
    });
  });

  it("sums to 1 and has a consistent atLeast (n, m ≤ 30)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (n, m) => {
        const odds = heroscapeOdds(n, m);
        const { distribution, atLeast } = odds;
        expect(distribution).toHaveLength(n + 1);
        expect(atLeast).toHaveLength(n + 1);
        expect(distribution.every((p) => p > 0 && p <= 1)).toBe(true);
        expect(Math.abs(distribution.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
        expect(atLeast[0]).toBe(1);
        for (let k = 0; k < n; k++) {
          expect(Math.abs(atLeast[k]! - atLeast[k + 1]! - distribution[k]!)).toBeLessThan(1e-12);
          expect(atLeast[k + 1]!).toBeLessThanOrEqual(atLeast[k]!);
        }
        expect(atLeast[n]).toBe(distribution[n]);
        // E[W] = Σ_{k ≥ 1} P(W ≥ k), and E[W] ≥ E[skulls] − E[shields].
        const tailSum = atLeast.slice(1).reduce((a, b) => a + b, 0);
        expect(Math.abs(odds.expected - tailSum)).toBeLessThan(1e-12);
        expect(odds.expected).toBeGreaterThanOrEqual(n / 2 - m / 3 - 1e-12);
        expect(odds.tail).toBe(0);
      }),
    );
  });

  it("gives more wounds with more attack dice and fewer with more defence dice", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (n, m) => {
        const base = heroscapeOdds(n, m).atLeast;
        const moreAttack = heroscapeOdds(n + 1, m).atLeast;
        const moreDefence = heroscapeOdds(n, m + 1).atLeast;
        base.forEach((p, k) => {
          expect(moreAttack[k]!).toBeGreaterThanOrEqual(p);
          expect(moreDefence[k]!).toBeLessThanOrEqual(p);
        });
      }),
    );
  });

  it("rejects dice counts that are not non-negative integers", () => {
    expect(() => heroscapeOdds(-1, 0)).toThrow(RangeError);
    expect(() => heroscapeOdds(2, 1.5)).toThrow(RangeError);
  });
});

describe("destroyProbability", () => {
  const odds = heroscapeOdds(5, 3);

  // P(new wounds ≥ life − wounds), the right side counted over every roll of 5 vs 3.
  it("is P(new wounds ≥ life − wounds)", () => {
    expectClose(destroyProbability(odds, 4), bruteForceAtLeast(5, 3, 4), 1e-15, "life 4");
    expectClose(destroyProbability(odds, 4, 1), bruteForceAtLeast(5, 3, 3), 1e-15, "3 left");
    expectClose(destroyProbability(odds, 1), bruteForceAtLeast(5, 3, 1), 1e-15, "life 1");
    // 5 skulls and no shield is the only way to 5 wounds: (1/2)^5·(2/3)^3 = 1/108.
    expectClose(destroyProbability(odds, 5), 1 / 108, 1e-15, "life 5");
  });

  it("is 0 beyond what the dice can deal and 1 with no life left", () => {
    expect(destroyProbability(odds, 6)).toBe(0);
    expect(destroyProbability(odds, 100, 3)).toBe(0);
    expect(destroyProbability(odds, 3, 3)).toBe(1);
    expect(destroyProbability(heroscapeOdds(0, 3), 1)).toBe(0);
  });
});

describe("targetOdds", () => {
  it("gives expected, P(≥1) and P(destroyed)", () => {
    // 5 vs 3 against life 4, every roll counted.
    const counts = bruteForceCounts(5, 3);
    const total = 6 ** 8;
    const got = targetOdds(5, 3, 4);
    expect(Object.keys(got).sort()).toEqual(["atLeastOne", "destroy", "expected"]);
    expectClose(got.expected, counts.reduce((a, c, k) => a + k * c, 0) / total, 1e-15, "E");
    expectClose(got.atLeastOne, bruteForceAtLeast(5, 3, 1), 1e-15, "P(≥1)");
    expectClose(got.destroy, bruteForceAtLeast(5, 3, 4), 1e-15, "P(destroyed)");
    // A squad figure (life 1), or one with 1 life left, is destroyed by any wound: 3 vs 3 gives
    // P(≥ 1) = 55/108 (derived above).
    expect(targetOdds(3, 3, 1).destroy).toBeCloseTo(55 / 108, 15);
    expect(targetOdds(3, 3, 1).atLeastOne).toBeCloseTo(55 / 108, 15);
    expect(targetOdds(3, 3, 4, 3).destroy).toBeCloseTo(55 / 108, 15);
    expect(targetOdds(0, 2, 1)).toEqual({ expected: 0, atLeastOne: 0, destroy: 0 });
  });

  // Every `targets` entry of the public HeroScape cases: its dice (height advantage already in
  // them) and the target's life and wounds give the entry's odds.
  const entries = readdirSync(casesDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const c = readCase(file);
      return c.queries.flatMap((query, i) => {
        const answer = c.expected[i];
        if (query.q !== "targets" || !Array.isArray(answer)) return [];
        return (
          answer as { target: string; attackDice: number; defenseDice: number; odds: object }[]
        )
          .filter((entry) => "odds" in entry)
          .map((entry) => ({ file, figures: c.scenario.figures, entry }));
      });
    });

  it("has public targets entries to check", () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
  });

  it.each(entries)("$file: $entry.target", ({ figures, entry }) => {
    const target = figures.find((f) => f.id === entry.target)!;
    const got = targetOdds(entry.attackDice, entry.defenseDice, target.life, target.wounds ?? 0);
    for (const [key, value] of Object.entries(entry.odds) as [keyof typeof got, number][]) {
      expect(Math.abs(got[key] - value)).toBeLessThan(1e-12);
    }
  });
});
