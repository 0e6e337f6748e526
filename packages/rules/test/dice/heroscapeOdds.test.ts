// Exact HeroScape odds (spec/heroscape.md#attack; spec/scenario.md#queries `odds` and the
// `odds` of `targets` entries), checked against brute force, the spec and the public cases.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMBAT_DIE,
  destroyProbability,
  heroscapeOdds,
  targetOdds,
} from "../../src/heroscape/heroscapeDice.js";

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
    for (const face of COMBAT_DIE) {
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

  it("gives the spec's checks (spec/heroscape.md#attack)", () => {
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

  it("is P(new wounds ≥ life − wounds)", () => {
    expect(destroyProbability(odds, 4)).toBe(odds.atLeast[4]);
    expect(destroyProbability(odds, 4, 1)).toBe(odds.atLeast[3]);
    expect(destroyProbability(odds, 1)).toBe(odds.atLeast[1]);
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
    expect(targetOdds(5, 3, 4)).toEqual({
      expected: heroscapeOdds(5, 3).expected,
      atLeastOne: heroscapeOdds(5, 3).atLeast[1],
      destroy: 0.06944444444444445,
    });
    const squad = targetOdds(3, 3, 1);
    expect(squad.destroy).toBe(squad.atLeastOne);
    expect(targetOdds(3, 3, 4, 3).destroy).toBe(squad.atLeastOne);
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
