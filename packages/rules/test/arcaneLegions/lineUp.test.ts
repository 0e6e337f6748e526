// Arcane Legions line-ups (docs/rules/arcane-legions.md#lineup; docs/rules/scenario.md#queries
// `odds` and `roll`): exact odds checked against the public cases, against every ordered roll of
// small pools, against sorted-pool enumeration with multinomial weights for larger ones, and
// against expected hits by linearity for every pool up to 12 vs 12; seeded rolls pinned.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDiceRoller } from "../../src/dice/seededDice.js";
import {
  type LineUpKind,
  MAX_LINE_UP_DICE,
  lineUpJoint,
  lineUpOdds,
  lineUpRoll,
  scoreLineUp,
} from "../../src/arcaneLegions/lineUp.js";
import { countLineUpsModulo } from "../../src/arcaneLegions/lineUpCounts.js";
import { PRIME_A, PRIME_B, RESIDUE_CAPACITY, fromResidues } from "../../src/dice/residues.js";

const casesDir = new URL("../cases/arcane-legions/", import.meta.url);

interface CaseFile {
  readonly scenario: { readonly figures: readonly { id: string; abilities?: string[] }[] };
  readonly queries: readonly ({ q: string } & Record<string, unknown>)[];
  readonly expected: readonly unknown[];
}

function readCase(file: string): CaseFile {
  return JSON.parse(readFileSync(new URL(file, casesDir), "utf8")) as CaseFile;
}

const KINDS: readonly LineUpKind[] = ["ranged", "close"];
const FACES = [1, 2, 3, 4, 5, 6];
const PHANTOM = 2;

/** Entries of two equally long lists differ by less than 1e-12. */
function expectClose(got: readonly number[] | undefined, want: readonly number[]): void {
  expect(got).toHaveLength(want.length);
  want.forEach((p, k) => expect(Math.abs(got![k]! - p)).toBeLessThan(1e-12));
}

/**
 * The rules of docs/rules/arcane-legions.md#lineup, written out again for pools sorted high first.
 */
function referenceScore(
  attack: readonly number[],
  defense: readonly number[],
  close: boolean,
  critSixes: number,
): [number, number] {
  let sixes = 0;
  while (attack[sixes] === 6) sixes++; // sorted: the 6s come first
  let attacker = sixes >= critSixes ? 1 : 0;
  let defender = 0;
  for (let i = 0; i < Math.max(attack.length, defense.length); i++) {
    const a = attack[i];
    const d = defense[i];
    if (a !== undefined && a > (d ?? PHANTOM)) attacker++;
    if (close && d !== undefined && d > (a ?? PHANTOM)) defender++;
  }
  return [attacker, defender];
}

/** Every ordered roll of `dice` d6, each sorted high to low (6^dice of them). */
const sortedRolls: number[][][] = [];
function rollsOf(dice: number): number[][] {
  if (sortedRolls[dice] === undefined) {
    // An odometer over the dice: 6^dice face sequences, the first die turning fastest.
    const roll = new Array<number>(dice).fill(1);
    const rolls: number[][] = [];
    for (;;) {
      rolls.push([...roll].sort((a, b) => b - a));
      let die = 0;
      while (die < dice && roll[die] === 6) roll[die++] = 1;
      if (die === dice) break;
      roll[die]!++;
    }
    sortedRolls[dice] = rolls;
  }
  return sortedRolls[dice]!;
}

/**
 * Joint close-combat counts [r][c] over all 6^(n+m) ordered rolls, one score per roll, without
 * and with `deadly`. Ranged attacker hits are the same rolls' attacker hits (row sums).
 */
function bruteForceJoint(n: number, m: number): { plain: number[][]; deadly: number[][] } {
  const table = (): number[][] =>
    Array.from({ length: n + 2 }, () => new Array<number>(m + 1).fill(0));
  const plain = table();
  const deadly = table();
  for (const attack of rollsOf(n)) {
    for (const defense of rollsOf(m)) {
      const [r, c] = referenceScore(attack, defense, true, 3);
      plain[r]![c]!++;
      const [rd, cd] = referenceScore(attack, defense, true, 2);
      deadly[rd]![cd]!++;
    }
  }
  return { plain, deadly };
}

/** Every sorted pool of `dice` d6 with the number of ordered rolls that sort to it. */
function sortedPools(dice: number): { faces: number[]; weight: number }[] {
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
  const pools: { faces: number[]; weight: number }[] = [];
  const build = (face: number, left: number, faces: number[], weight: number): void => {
    if (face === 1) {
      pools.push({ faces: [...faces, ...new Array<number>(left).fill(1)], weight });
      return;
    }
    for (let k = 0; k <= left; k++) {
      const more = [...faces, ...new Array<number>(k).fill(face)];
      build(
        face - 1,
        left - k,
        more,
        (weight * factorial(left)) / factorial(k) / factorial(left - k),
      );
    }
  };
  build(6, dice, [], 1);
  return pools;
}

/** Number of ordered rolls of `dice` d6 whose `rank`-th highest (0-based) die is ≥ v. */
function rankAtLeast(dice: number, rank: number, v: number): bigint {
  if (v <= 1) return 6n ** BigInt(dice);
  if (v > 6) return 0n;
  const choose = (k: number, j: number): bigint => {
    let c = 1n;
    for (let i = 0; i < j; i++) c = (c * BigInt(k - i)) / BigInt(i + 1);
    return c;
  };
  let sum = 0n;
  for (let j = rank + 1; j <= dice; j++) {
    sum += choose(dice, j) * BigInt(7 - v) ** BigInt(j) * BigInt(v - 1) ** BigInt(dice - j);
  }
  return sum;
}

/**
 * Σ over all ordered rolls of (attacker hits, defender hits), by linearity of expectation: each
 * sorted position's win probability from the two ranks' distributions, plus the critical hit.
 */
function hitSumsByLinearity(n: number, m: number, deadly: boolean): [bigint, bigint] {
  const rank = (dice: number, i: number, v: number): bigint =>
    rankAtLeast(dice, i, v) - rankAtLeast(dice, i, v + 1);
  const below = (dice: number, i: number, v: number): bigint =>
    6n ** BigInt(dice) - rankAtLeast(dice, i, v);
  let attacker = 0n;
  let defender = 0n;
  for (let i = 0; i < Math.max(n, m); i++) {
    if (i < n && i < m) {
      for (let v = 1; v <= 6; v++) {
        attacker += rank(n, i, v) * below(m, i, v);
        defender += rank(m, i, v) * below(n, i, v);
      }
    } else if (i < n) {
      attacker += rankAtLeast(n, i, PHANTOM + 1) * 6n ** BigInt(m);
    } else {
      defender += rankAtLeast(m, i, PHANTOM + 1) * 6n ** BigInt(n);
    }
  }
  // At least `critSixes` of the n dice show 6: rank critSixes − 1 is ≥ 6.
  const critSixes = deadly ? 2 : 3;
  if (n >= critSixes) attacker += rankAtLeast(n, critSixes - 1, 6) * 6n ** BigInt(m);
  return [attacker, defender];
}

const rowSums = (counts: readonly (readonly bigint[])[]): bigint[] =>
  counts.map((row) => row.reduce((a, b) => a + b, 0n));
const columnSums = (counts: readonly (readonly bigint[])[]): bigint[] =>
  counts[0]!.map((_, c) => counts.reduce((sum, row) => sum + row[c]!, 0n));
const weightedSum = (counts: readonly bigint[]): bigint =>
  counts.reduce((sum, count, k) => sum + BigInt(k) * count, 0n);

describe("lineUpOdds: public cases (expected objects read from the case files)", () => {
  const oddsQueries = [
    "al-10-odds-3-ranged-vs-2.json",
    "al-11-odds-5-vs-0.json",
    "al-12-odds-close-2-vs-2.json",
  ].flatMap((file) => {
    const c = readCase(file);
    return c.queries.flatMap((query, i) =>
      query.q === "odds" ? [{ file, query, expected: c.expected[i] }] : [],
    );
  });

  it("has the three odds cases", () => {
    expect(oddsQueries).toHaveLength(3);
  });

  it.each(oddsQueries)("$file", ({ query, expected }) => {
    const want = expected as {
      distribution: number[];
      expected: number;
      atLeast: number[];
      defenderDistribution?: number[];
    };
    // docs/rules/scenario.md#queries: `kind` defaults to ranged in Arcane Legions.
    const kind = (query.kind as LineUpKind | undefined) ?? "ranged";
    const odds = lineUpOdds(query.attackDice as number, query.defenseDice as number, kind);
    expectClose(odds.distribution, want.distribution);
    expectClose(odds.atLeast, want.atLeast);
    expect(Math.abs(odds.expected - want.expected)).toBeLessThan(1e-12);
    expect(odds.tail).toBe(0);
    if (want.defenderDistribution === undefined) {
      expect(odds.defenderDistribution).toBeUndefined();
    } else {
      expectClose(odds.defenderDistribution, want.defenderDistribution);
    }
    // Counted exactly and divided once, the answer is bit-identical to the case's fractions.
    expect(odds).toEqual({ ...want, tail: 0 });
  });

  // Every `targets` entry of al-01..al-09 (all ranged): its dice give its odds.
  const entries = Array.from({ length: 9 }, (_, i) => `al-0${String(i + 1)}-`).flatMap((prefix) => {
    const file = readdirSync(casesDir).find((name) => name.startsWith(prefix))!;
    const c = readCase(file);
    return c.queries.flatMap((query, i) => {
      const answer = c.expected[i];
      if (query.q !== "targets" || !Array.isArray(answer)) return [];
      const attacker = c.scenario.figures.find((f) => f.id === query.attacker)!;
      const deadly = attacker.abilities?.includes("deadly") ?? false;
      return (
        answer as {
          target: string;
          attackDice: number;
          defenseDice: number;
          odds: { expected: number; atLeastOne: number };
        }[]
      ).map((entry) => ({ file, attacker: attacker.id, deadly, entry }));
    });
  });

  it("has targets entries to check", () => {
    expect(entries.length).toBeGreaterThanOrEqual(7);
  });

  it.each(entries)("$file: $attacker → $entry.target", ({ deadly, entry }) => {
    const odds = lineUpOdds(entry.attackDice, entry.defenseDice, "ranged", deadly);
    expect(Math.abs(odds.expected - entry.odds.expected)).toBeLessThan(1e-12);
    expect(Math.abs(odds.atLeast[1]! - entry.odds.atLeastOne)).toBeLessThan(1e-12);
  });
});

/** Checks one line-up's exact joint counts (close, with `deadly` or not) against `want`. */
function expectMatches(n: number, m: number, deadly: boolean, want: readonly number[][]): void {
  const maxHits = n + (n >= (deadly ? 2 : 3) ? 1 : 0);
  // Nothing lies beyond the listed hits, and every listed value occurs.
  expect(
    want
      .slice(maxHits + 1)
      .flat()
      .every((count) => count === 0),
  ).toBe(true);
  const counts = want.slice(0, maxHits + 1).map((row) => row.map((count) => BigInt(count)));
  expect(rowSums(counts).every((count) => count > 0n)).toBe(true);
  const total = 6 ** (n + m);

  const close = lineUpJoint(n, m, "close", deadly);
  expect(close.total).toBe(BigInt(total));
  expect(close.counts).toEqual(counts);
  expect(close.probabilities).toEqual(
    want.slice(0, maxHits + 1).map((row) => row.map((c) => c / total)),
  );
  const ranged = lineUpJoint(n, m, "ranged", deadly);
  expect(ranged.counts).toEqual(rowSums(counts).map((count) => [count]));

  // Each probability is one correctly rounded division of exact doubles, as lineUpOdds's.
  const attacker = rowSums(counts).map(Number);
  const atLeast = attacker.map((_, k) => attacker.slice(k).reduce((a, b) => a + b, 0) / total);
  for (const kind of KINDS) {
    const odds = lineUpOdds(n, m, kind, deadly);
    expect(odds.distribution).toEqual(attacker.map((count) => count / total));
    expect(odds.expected).toBe(attacker.reduce((sum, count, k) => sum + k * count, 0) / total);
    expect(odds.atLeast).toEqual(atLeast);
    expect(odds.tail).toBe(0);
    expect(odds.defenderDistribution).toEqual(
      kind === "close" ? columnSums(counts).map((count) => Number(count) / total) : undefined,
    );
  }
}

describe("lineUpJoint and lineUpOdds: brute force over every ordered roll, n + m ≤ 7", () => {
  const pools = Array.from({ length: 8 }, (_, n) =>
    Array.from({ length: 8 - n }, (_, m) => [n, m] as const),
  ).flat();

  it("covers the 36 pools", () => {
    expect(pools).toHaveLength(36);
  });

  it.each(pools)("%i vs %i: both kinds, with and without deadly, exactly", (n, m) => {
    const brute = bruteForceJoint(n, m);
    expectMatches(n, m, false, brute.plain);
    expectMatches(n, m, true, brute.deadly);
  });
});

describe("lineUpJoint: sorted pools with multinomial weights, up to 12 dice a side", () => {
  const pools = [
    [12, 0],
    [0, 12],
    [12, 1],
    [1, 12],
    [12, 3],
    [3, 12],
    [8, 6],
    [6, 8],
    [7, 7],
  ] as const;

  it.each(pools)("%i vs %i", (n, m) => {
    const plain = Array.from({ length: n + 2 }, () => new Array<number>(m + 1).fill(0));
    const deadly = Array.from({ length: n + 2 }, () => new Array<number>(m + 1).fill(0));
    const defencePools = sortedPools(m);
    for (const attack of sortedPools(n)) {
      for (const defense of defencePools) {
        // n + m ≤ 15: every weight product and sum is a whole number below 6^15 < 2^53.
        const weight = attack.weight * defense.weight;
        const [r, c] = referenceScore(attack.faces, defense.faces, true, 3);
        plain[r]![c]! += weight;
        const [rd, cd] = referenceScore(attack.faces, defense.faces, true, 2);
        deadly[rd]![cd]! += weight;
      }
    }
    expectMatches(n, m, false, plain);
    expectMatches(n, m, true, deadly);
  });
});

describe("lineUpJoint: every pool up to 12 vs 12", () => {
  const pools = Array.from({ length: MAX_LINE_UP_DICE + 1 }, (_, n) =>
    Array.from({ length: MAX_LINE_UP_DICE + 1 }, (_, m) => [n, m] as const),
  ).flat();

  // Sums of hits over all rolls equal the expected hits by linearity, position by position,
  // computed from order statistics alone; the counts sum to 6^(n+m); every listed value occurs.
  it("matches expected hits by linearity and counts every roll once (169 pools, both kinds)", () => {
    for (const [n, m] of pools) {
      for (const deadly of [false, true]) {
        const [attackerSum, defenderSum] = hitSumsByLinearity(n, m, deadly);
        const close = lineUpJoint(n, m, "close", deadly);
        const ranged = lineUpJoint(n, m, "ranged", deadly);
        const total = 6n ** BigInt(n + m);
        expect(rowSums(close.counts).reduce((a, b) => a + b, 0n)).toBe(total);
        expect(weightedSum(rowSums(close.counts))).toBe(attackerSum);
        expect(weightedSum(columnSums(close.counts))).toBe(defenderSum);
        // The attacker's hits do not depend on the kind of combat (#lineup step 4).
        expect(ranged.counts).toEqual(rowSums(close.counts).map((count) => [count]));
        expect(rowSums(close.counts).every((count) => count > 0n)).toBe(true);
        expect(columnSums(close.counts).every((count) => count > 0n)).toBe(true);
      }
    }
  });

  it("12 vs 12: lengths, totals, and attacker minus defender hits = P(critical hit)", () => {
    for (const deadly of [false, true]) {
      const close = lineUpOdds(12, 12, "close", deadly);
      const ranged = lineUpOdds(12, 12, "ranged", deadly);
      expect(close.distribution).toHaveLength(14);
      expect(close.defenderDistribution).toHaveLength(13);
      expect(ranged).toEqual({ ...close, defenderDistribution: undefined });
      expect(close.atLeast[0]).toBe(1);
      expect(Math.abs(close.distribution.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
      const defender = close.defenderDistribution!;
      expect(Math.abs(defender.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
      // Swapping the sides maps pair wins to pair wins, so only the critical hit differs.
      const joint = lineUpJoint(12, 12, "close", deadly);
      const critRolls = rankAtLeast(12, (deadly ? 2 : 3) - 1, 6) * 6n ** 12n;
      expect(weightedSum(rowSums(joint.counts)) - weightedSum(columnSums(joint.counts))).toBe(
        critRolls,
      );
    }
  });
});

describe("countLineUpsModulo: the modular runs agree with exact counting", () => {
  // Pools past 6^12 rolls have counts above the primes, so the reduction really runs.
  const pools = [
    [10, 10],
    [12, 8],
    [8, 12],
    [11, 9],
    [9, 7],
  ] as const;

  it.each(pools)("%i vs %i", (n, m) => {
    for (const kind of KINDS) {
      const exact = countLineUpsModulo(n, m, kind, false, 0);
      for (const modulus of [PRIME_A, PRIME_B]) {
        const residues = countLineUpsModulo(n, m, kind, false, modulus);
        expect(residues).toEqual(exact.map((row) => row.map((count) => count % modulus)));
      }
      expect(exact.flat().some((count) => count > PRIME_A)).toBe(true);
    }
  });

  it("refuses exact doubles past 2^53 and moduli past 2^32", () => {
    expect(() => countLineUpsModulo(11, 10, "close", false, 0)).toThrow(RangeError);
    expect(() => countLineUpsModulo(2, 2, "close", false, 2 ** 33)).toThrow(RangeError);
    expect(() => countLineUpsModulo(2, 2, "close", false, 1)).toThrow(RangeError);
  });
});

describe("fromResidues", () => {
  it("rebuilds every whole number below PRIME_A · PRIME_B from its two residues", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: RESIDUE_CAPACITY - 1n }), (x) => {
        const a = Number(x % BigInt(PRIME_A));
        const b = Number(x % BigInt(PRIME_B));
        expect(fromResidues(a, b)).toBe(x);
      }),
    );
    expect(fromResidues(0, 0)).toBe(0n);
    expect(6n ** 24n).toBeLessThan(RESIDUE_CAPACITY);
  });
});

describe("lineUpOdds: properties", () => {
  const dice = fc.integer({ min: 0, max: MAX_LINE_UP_DICE });
  const kind = fc.constantFrom<LineUpKind>("ranged", "close");

  it("sums to 1, lists max hits + 1 entries, and has a consistent atLeast", () => {
    fc.assert(
      fc.property(dice, dice, kind, fc.boolean(), (n, m, k, deadly) => {
        const odds = lineUpOdds(n, m, k, deadly);
        const length = n + 1 + (n >= (deadly ? 2 : 3) ? 1 : 0);
        expect(odds.distribution).toHaveLength(length);
        expect(odds.atLeast).toHaveLength(length);
        expect(odds.distribution.every((p) => p > 0 && p <= 1)).toBe(true);
        expect(Math.abs(odds.distribution.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
        expect(odds.atLeast[0]).toBe(1);
        for (let j = 0; j + 1 < length; j++) {
          expect(
            Math.abs(odds.atLeast[j]! - odds.atLeast[j + 1]! - odds.distribution[j]!),
          ).toBeLessThan(1e-12);
        }
        const tailSum = odds.atLeast.slice(1).reduce((a, b) => a + b, 0);
        expect(Math.abs(odds.expected - tailSum)).toBeLessThan(1e-12);
        expect(odds.tail).toBe(0);
        if (k === "close") {
          expect(odds.defenderDistribution).toHaveLength(m + 1);
          const sum = odds.defenderDistribution!.reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
        } else {
          expect(odds.defenderDistribution).toBeUndefined();
        }
      }),
      { numRuns: 60 },
    );
  });

  // One more attack die raises every sorted attack die or keeps it, and adds one more
  // comparison and one more chance of 6s, so no roll loses a hit (#lineup steps 2–4).
  it("never lowers the ranged attacker's hits with one more attack die", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_LINE_UP_DICE - 1 }),
        dice,
        fc.boolean(),
        (n, m, deadly) => {
          const fewer = lineUpOdds(n, m, "ranged", deadly);
          const more = lineUpOdds(n + 1, m, "ranged", deadly);
          expect(more.expected).toBeGreaterThanOrEqual(fewer.expected);
          fewer.atLeast.forEach((p, k) => expect(more.atLeast[k]!).toBeGreaterThanOrEqual(p));
        },
      ),
      { numRuns: 40 },
    );
  });

  // Not a theorem, checked on every pool: a real defence die can show 1 where the phantom
  // showed 2, so one more defence die can raise the chance of many hits (4 vs 3 → 4 vs 4,
  // P(≥ 4)), but never the expected hits.
  it("never raises the attacker's expected hits with one more defence die (every pool)", () => {
    for (let n = 0; n <= MAX_LINE_UP_DICE; n++) {
      for (let m = 0; m < MAX_LINE_UP_DICE; m++) {
        expect(lineUpOdds(n, m + 1, "ranged").expected).toBeLessThanOrEqual(
          lineUpOdds(n, m, "ranged").expected,
        );
      }
    }
    expect(lineUpOdds(4, 4, "ranged").atLeast[4]).toBeGreaterThan(
      lineUpOdds(4, 3, "ranged").atLeast[4]!,
    );
  });

  it("is symmetric in close combat n vs n when no critical hit is possible", () => {
    for (const [n, deadly] of [
      [0, false],
      [1, false],
      [2, false],
      [0, true],
      [1, true],
    ] as const) {
      const odds = lineUpOdds(n, n, "close", deadly);
      expect(odds.defenderDistribution).toEqual(odds.distribution);
      const { counts } = lineUpJoint(n, n, "close", deadly);
      counts.forEach((row, r) => row.forEach((count, c) => expect(counts[c]![r]).toBe(count)));
    }
    // Two dice with deadly can crit: the attacker's side is no longer the defender's.
    const deadlyPair = lineUpOdds(2, 2, "close", true);
    expect(deadlyPair.expected).toBeGreaterThan(
      deadlyPair.defenderDistribution!.reduce((sum, p, k) => sum + k * p, 0),
    );
  });

  it("has one entry when there are no attack dice: [1]", () => {
    expect(lineUpOdds(0, 5, "ranged")).toEqual({
      distribution: [1],
      expected: 0,
      atLeast: [1],
      tail: 0,
    });
    expect(lineUpOdds(0, 0, "close")).toEqual({
      distribution: [1],
      expected: 0,
      atLeast: [1],
      tail: 0,
      defenderDistribution: [1],
    });
    // The defender's dice meet the attacker's phantom 2s: each scores on 3–6.
    expect(lineUpOdds(0, 1, "close").defenderDistribution).toEqual([1 / 3, 2 / 3]);
  });

  it("rejects dice counts outside 0..12 and unknown kinds", () => {
    for (const [n, m] of [
      [-1, 0],
      [0, -1],
      [13, 0],
      [0, 13],
      [1.5, 2],
      [Number.NaN, 1],
    ]) {
      expect(() => lineUpOdds(n!, m!, "ranged")).toThrow(RangeError);
      expect(() => lineUpJoint(n!, m!, "close")).toThrow(RangeError);
      expect(() => lineUpRoll(n!, m!, "close", 1)).toThrow(RangeError);
    }
    expect(() => lineUpOdds(2, 2, "melee" as LineUpKind)).toThrow(RangeError);
  });
});

describe("scoreLineUp", () => {
  it("sorts, pairs against phantom 2s and scores (#lineup steps 1–4)", () => {
    expect(scoreLineUp([2, 5], [4, 3, 5], "close")).toEqual({
      attackSorted: [5, 2],
      defenseSorted: [5, 4, 3],
      pairs: [
        [5, 5],
        [2, 4],
        [2, 3],
      ],
      crit: false,
      attackerHits: 0,
      defenderHits: 2,
    });
    // Ranged: the defence's wins score nothing; 3s beat the phantom, 1s and 2s do not.
    expect(scoreLineUp([1, 3, 6, 2], [4], "ranged")).toMatchObject({
      pairs: [
        [6, 4],
        [3, 2],
        [2, 2],
        [1, 2],
      ],
      attackerHits: 2,
      defenderHits: 0,
    });
    // A phantom never scores, even when it is the higher die.
    expect(scoreLineUp([], [1, 1], "close")).toMatchObject({ attackerHits: 0, defenderHits: 0 });
    expect(scoreLineUp([1], [], "close")).toMatchObject({ attackerHits: 0, defenderHits: 0 });
  });

  it("adds 1 hit for three 6s, or two with deadly; the defender never crits", () => {
    expect(scoreLineUp([6, 6, 6], [], "ranged")).toMatchObject({ crit: true, attackerHits: 4 });
    expect(scoreLineUp([6, 6, 6], [6, 6, 6], "close")).toMatchObject({
      crit: true,
      attackerHits: 1,
      defenderHits: 0,
    });
    expect(scoreLineUp([6, 6, 1], [6, 6, 1], "close")).toMatchObject({
      crit: false,
      attackerHits: 0,
    });
    expect(scoreLineUp([6, 6, 1], [6, 6, 1], "close", true)).toMatchObject({
      crit: true,
      attackerHits: 1,
    });
    expect(scoreLineUp([1, 1, 1], [6, 6, 6, 6], "close")).toMatchObject({
      crit: false,
      attackerHits: 0,
      defenderHits: 4,
    });
  });

  it("rejects faces outside 1..6 and more than 12 dice", () => {
    expect(() => scoreLineUp([0], [], "ranged")).toThrow(RangeError);
    expect(() => scoreLineUp([], [7], "ranged")).toThrow(RangeError);
    expect(() => scoreLineUp([2.5], [], "ranged")).toThrow(RangeError);
    expect(() => scoreLineUp(new Array<number>(13).fill(3), [], "ranged")).toThrow(RangeError);
  });

  it("agrees with the reference scoring on any roll", () => {
    const face = fc.integer({ min: 1, max: 6 });
    const pool = fc.array(face, { maxLength: MAX_LINE_UP_DICE });
    fc.assert(
      fc.property(
        pool,
        pool,
        fc.constantFrom<LineUpKind>("ranged", "close"),
        fc.boolean(),
        (a, d, kind, deadly) => {
          const result = scoreLineUp(a, d, kind, deadly);
          const sorted = (faces: number[]): number[] => [...faces].sort((x, y) => y - x);
          const [attacker, defender] = referenceScore(
            sorted(a),
            sorted(d),
            kind === "close",
            deadly ? 2 : 3,
          );
          expect([result.attackerHits, result.defenderHits]).toEqual([attacker, defender]);
          expect(result.pairs).toHaveLength(Math.max(a.length, d.length));
        },
      ),
    );
  });
});

describe("lineUpRoll", () => {
  it("rolls the attack dice, then the defence dice, from createDiceRoller(seed)", () => {
    const roller = createDiceRoller("line-up");
    const attack = roller.rollMany(5, FACES);
    const defense = roller.rollMany(4, FACES);
    expect(lineUpRoll(5, 4, "close", "line-up")).toEqual({
      attack,
      defense,
      ...scoreLineUp(attack, defense, "close"),
    });
  });

  it("is the same for the same seed and differs between seeds", () => {
    expect(lineUpRoll(6, 5, "close", 42)).toEqual(lineUpRoll(6, 5, "close", 42));
    const rolls = [1, 2, 3, 4, "a", "b"].map((seed) =>
      JSON.stringify(lineUpRoll(8, 8, "ranged", seed).attack),
    );
    expect(new Set(rolls).size).toBe(rolls.length);
  });

  // The contract: these rolls must never change.
  it("pins the faces for fixed seeds", () => {
    expect(lineUpRoll(3, 2, "ranged", 7)).toEqual({
      attack: [3, 4, 6],
      defense: [2, 5],
      attackSorted: [6, 4, 3],
      defenseSorted: [5, 2],
      pairs: [
        [6, 5],
        [4, 2],
        [3, 2],
      ],
      crit: false,
      attackerHits: 3,
      defenderHits: 0,
    });
    expect(lineUpRoll(4, 2, "ranged", 11)).toEqual({
      attack: [6, 6, 6, 3],
      defense: [4, 5],
      attackSorted: [6, 6, 6, 3],
      defenseSorted: [5, 4],
      pairs: [
        [6, 5],
        [6, 4],
        [6, 2],
        [3, 2],
      ],
      crit: true,
      attackerHits: 5,
      defenderHits: 0,
    });
    expect(lineUpRoll(5, 3, "close", 81, true)).toEqual({
      attack: [3, 6, 6, 3, 3],
      defense: [4, 6, 6],
      attackSorted: [6, 6, 3, 3, 3],
      defenseSorted: [6, 6, 4],
      pairs: [
        [6, 6],
        [6, 6],
        [3, 4],
        [3, 2],
        [3, 2],
      ],
      crit: true,
      attackerHits: 3,
      defenderHits: 1,
    });
    expect(lineUpRoll(4, 5, "close", "seed", true)).toEqual({
      attack: [1, 4, 3, 2],
      defense: [6, 3, 4, 4, 2],
      attackSorted: [4, 3, 2, 1],
      defenseSorted: [6, 4, 4, 3, 2],
      pairs: [
        [4, 6],
        [3, 4],
        [2, 4],
        [1, 3],
        [2, 2],
      ],
      crit: false,
      attackerHits: 0,
      defenderHits: 4,
    });
  });

  it("rolls no dice for empty pools", () => {
    expect(lineUpRoll(0, 0, "close", 1)).toEqual({
      attack: [],
      defense: [],
      attackSorted: [],
      defenseSorted: [],
      pairs: [],
      crit: false,
      attackerHits: 0,
      defenderHits: 0,
    });
  });
});
