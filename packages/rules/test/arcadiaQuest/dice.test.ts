// Arcadia Quest's exploding dice (docs/rules/arcadia-quest.md#dice; docs/rules/scenario.md#queries
// `odds`, `roll` and the `odds` of `targets` entries): exact odds checked against the public cases, an
// oracle of this file's own (crits counted by a negative binomial), a direct enumeration of
// explosion trees and closed forms; seeded rolls pinned.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ArcadiaQuestDiceFaces,
  type AttackKind,
  DEFAULT_ATTACK_DIE,
  DEFAULT_DEFENSE_DIE,
  arcadiaQuestOdds,
  arcadiaQuestRoll,
  arcadiaQuestTargetOdds,
  isHit,
  isSave,
  targetOddsOf,
} from "../../src/arcadiaQuest/arcadiaQuestDice.js";
import { explodingPool } from "../../src/dice/explodingPool.js";
import { createDiceRoller } from "../../src/dice/seededDice.js";
import { TAIL_THRESHOLD, clampedDifferenceOdds } from "../../src/dice/truncatedOdds.js";
import type { DieFace } from "../../src/index.js";

const casesDir = new URL("../cases/arcadia-quest/", import.meta.url);

interface CaseFile {
  readonly scenario: {
    readonly figures: readonly {
      id: string;
      attacks: readonly { name: string; kind: AttackKind }[];
    }[];
    readonly dice?: ArcadiaQuestDiceFaces;
  };
  readonly queries: readonly ({ q: string } & Record<string, unknown>)[];
  readonly expected: readonly unknown[];
}

interface ExpectedOdds {
  readonly distribution: number[];
  readonly expected: number;
  readonly atLeast: number[];
  readonly tail: number;
}

function readCase(file: string): CaseFile {
  return JSON.parse(readFileSync(new URL(file, casesDir), "utf8")) as CaseFile;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const FACES: readonly DieFace[] = ["sword", "bow", "crit", "shield", "blank"];

/** Faces that are not all crits (those never stop rolling). */
const faceList = fc
  .array(fc.constantFrom(...FACES), { minLength: 1, maxLength: 8 })
  .filter((faces) => faces.some((face) => face !== "crit"));

/**
 * Success counts of `count` dice by walking every face of every die, added dice included: a
 * crit puts one more die in the pool. Equal faces are walked once with their share (1/6 for a
 * bow of the default attack die is walked as 2/6), so a die of many crits stays a short walk.
 * Branches still rolling after `maxDice` dice are cut and their mass returned as `cut`.
 */
function enumeratePool(
  count: number,
  faces: readonly DieFace[],
  counts: (face: DieFace) => boolean,
  maxDice: number,
): { pmf: number[]; cut: number } {
  const shares = [...new Set(faces)].map(
    (face) => [face, faces.filter((f) => f === face).length / faces.length] as const,
  );
  const pmf: number[] = [];
  let cut = 0;
  const walk = (toRoll: number, rolled: number, successes: number, prob: number): void => {
    if (toRoll === 0) {
      pmf[successes] = (pmf[successes] ?? 0) + prob;
      return;
    }
    if (rolled === maxDice) {
      cut += prob;
      return;
    }
    for (const [face, share] of shares) {
      walk(
        toRoll - 1 + (face === "crit" ? 1 : 0),
        rolled + 1,
        successes + (counts(face) ? 1 : 0),
        prob * share,
      );
    }
  };
  walk(count, 0, 0, 1);
  return { pmf: Array.from(pmf, (p) => p ?? 0), cut };
}

// The faces that count, as docs/rules/arcadia-quest.md#dice words them (not src's isHit/isSave).
const SPEC_HITS: Readonly<Record<AttackKind, readonly DieFace[]>> = {
  melee: ["sword", "crit"],
  ranged: ["bow", "crit"],
};
const SPEC_SAVES: readonly DieFace[] = ["shield", "crit"];
const SPEC_ATTACK_DIE: readonly DieFace[] = ["sword", "sword", "sword", "bow", "bow", "crit"];
const SPEC_DEFENSE_DIE: readonly DieFace[] = ["shield", "crit", "blank", "blank", "blank", "blank"];

/**
 * The oracle of this file, written apart from src/dice: successes of `count` exploding dice by
 * counting crits. Every crit adds a die and every other face ends one, so the pool stops at
 * its `count`-th face that is not a crit: the number of crits C is negative binomial,
 * P(C = j) = C(count + j − 1, j)·c^j·(1 − c)^count, and each of the `count` faces that are not
 * crits is, on its own, a success with probability s/(1 − c) (s: the share of faces that
 * count and are not crits). Crits count (spec: swords or bows and crits are hits; shields and
 * crits are saves), so successes = C + Bin(count, s/(1 − c)). Listed until the crits' terms
 * are below 1e-40, so what is cut is 1e-28 of the 1e-12-sized entries the spec truncates at.
 */
function poolByCrits(
  count: number,
  faces: readonly DieFace[],
  success: readonly DieFace[],
): number[] {
  const share = (keep: (face: DieFace) => boolean): number =>
    faces.filter(keep).length / faces.length;
  const c = share((f) => f === "crit");
  const critCounts = success.includes("crit");
  const q = share((f) => f !== "crit" && success.includes(f)) / (1 - c);
  // Bin(count, q) term by term: C(count, k) grows by (count − k)/(k + 1).
  const binomial: number[] = [];
  for (let k = 0, choose = 1; k <= count; k++) {
    binomial.push(choose * q ** k * (1 - q) ** (count - k));
    choose = (choose * (count - k)) / (k + 1);
  }
  const pmf: number[] = [];
  // P(C = j + 1) = P(C = j)·c·(count + j)/(j + 1); past the mode the terms only shrink.
  let crits = (1 - c) ** count;
  for (let j = 0; count > 0 || j === 0; j++) {
    binomial.forEach((pb, k) => {
      const x = (critCounts ? j : 0) + k;
      pmf[x] = (pmf[x] ?? 0) + crits * pb;
    });
    const next = (crits * c * (count + j)) / (j + 1);
    if (next < 1e-40 && j + 1 >= (c * count) / (1 - c)) break;
    crits = next;
  }
  return Array.from(pmf, (p) => p ?? 0);
}

/**
 * Damage = max(0, hits − saves) from two pools' P(= k) lists: for each save count y, the hits
 * that beat it by d. `atLeast[d]` = P(damage ≥ d) = Σ_y P(S = y)·P(H ≥ y + d), sums of positive
 * terms so the 1e-12-sized ones keep their digits.
 */
function damageOf(
  hits: readonly number[],
  saves: readonly number[],
): { exactly: (d: number) => number; atLeast: (d: number) => number; expected: number } {
  const hitsAtLeast = new Array<number>(hits.length + 1).fill(0);
  for (let x = hits.length - 1; x >= 0; x--) hitsAtLeast[x] = hitsAtLeast[x + 1]! + hits[x]!;
  const hitsAtMost = (x: number): number => hits.slice(0, x + 1).reduce((a, b) => a + b, 0);
  const exactly = (d: number): number =>
    d === 0
      ? sum(saves.map((ps, y) => ps * hitsAtMost(y)))
      : sum(saves.map((ps, y) => ps * (hits[y + d] ?? 0)));
  const atLeast = (d: number): number =>
    d === 0 ? 1 : sum(saves.map((ps, y) => ps * (hitsAtLeast[y + d] ?? 0)));
  let expected = 0;
  for (let d = hits.length - 1; d >= 1; d--) expected += atLeast(d);
  return { exactly, atLeast, expected };
}

/** a = b within `relative` of b (1e-300 of slack for two zeros). */
function expectNear(a: number, b: number, relative: number, where: string): void {
  expect(Math.abs(a - b), `${where}: ${a} vs ${b}`).toBeLessThanOrEqual(
    relative * Math.abs(b) + 1e-300,
  );
}

/**
 * Checks an `odds` answer against the oracle: the spec's truncation (K is the first damage
 * with P(damage > K) < 1e-12), every listed P(= k) and P(≥ k), the tail and the expected
 * damage within 1e-9 absolute (the spec's tolerance) and 1e-9 relative (so the 1e-12-sized
 * entries are checked too).
 */
function expectOracleOdds(
  odds: ReturnType<typeof arcadiaQuestOdds>,
  n: number,
  m: number,
  kind: AttackKind,
  faces: ArcadiaQuestDiceFaces = {},
): void {
  const damage = damageOf(
    poolByCrits(n, faces.attack ?? SPEC_ATTACK_DIE, SPEC_HITS[kind]),
    poolByCrits(m, faces.defense ?? SPEC_DEFENSE_DIE, SPEC_SAVES),
  );
  const last = odds.distribution.length - 1;
  expect(damage.atLeast(last + 1), "P(damage > K) is below 1e-12").toBeLessThan(1e-12);
  // K − 1 was not a place to stop: P(damage > K − 1) ≥ 1e-12 (K = 0 stops at once).
  expect(last === 0 || damage.atLeast(last) >= 1e-12, `K = ${last} is the first`).toBe(true);
  expect(odds.atLeast).toHaveLength(last + 1);
  for (let k = 0; k <= last; k++) {
    expect(Math.abs(odds.distribution[k]! - damage.exactly(k))).toBeLessThan(1e-9);
    expectNear(odds.distribution[k]!, damage.exactly(k), 1e-9, `P(${k})`);
    expect(Math.abs(odds.atLeast[k]! - damage.atLeast(k))).toBeLessThan(1e-9);
    expectNear(odds.atLeast[k]!, damage.atLeast(k), 1e-9, `P(≥${k})`);
  }
  expectNear(odds.tail, damage.atLeast(last + 1), 1e-9, "tail");
  expect(Math.abs(odds.expected - damage.expected)).toBeLessThan(1e-9);
  expectNear(odds.expected, damage.expected, 1e-9, "E");
}

describe("default dice", () => {
  it("are the spec's faces", () => {
    expect(DEFAULT_ATTACK_DIE).toEqual(SPEC_ATTACK_DIE);
    expect(DEFAULT_DEFENSE_DIE).toEqual(SPEC_DEFENSE_DIE);
  });

  it("count swords (melee) or bows (ranged) and crits as hits, shields and crits as saves", () => {
    expect(FACES.filter((f) => isHit(f, "melee")).sort()).toEqual([...SPEC_HITS.melee].sort());
    expect(FACES.filter((f) => isHit(f, "ranged")).sort()).toEqual([...SPEC_HITS.ranged].sort());
    expect(FACES.filter(isSave).sort()).toEqual([...SPEC_SAVES].sort());
  });
});

describe("arcadiaQuestOdds", () => {
  describe("public case aq-12 (read from the case file)", () => {
    const aq12 = readCase("aq-12-odds-3-melee-vs-2.json");
    const oddsQueries = aq12.queries
      .map((query, i) => ({
        name: `${String(query.attackDice)} ${String(query.kind)} vs ${String(query.defenseDice)}`,
        query,
        want: aq12.expected[i] as ExpectedOdds,
      }))
      .filter(({ query }) => query.q === "odds");

    it("has the melee and ranged odds queries", () => {
      expect(oddsQueries).toHaveLength(2);
    });

    it.each(oddsQueries)("$name", ({ query, want }) => {
      const odds = arcadiaQuestOdds(
        query.attackDice as number,
        query.defenseDice as number,
        (query.kind as AttackKind | undefined) ?? "melee",
      );
      // Same truncation: the case lists damage 0..K with K the first where P(> K) < 1e-12.
      expect(odds.distribution).toHaveLength(want.distribution.length);
      expect(odds.atLeast).toHaveLength(want.atLeast.length);
      want.distribution.forEach((p, k) => {
        expect(Math.abs(odds.distribution[k]! - p)).toBeLessThan(1e-12);
        // Positive sums only: even the 1e-12-sized entries agree to about 1e-15 relative.
        expect(Math.abs(odds.distribution[k]! / p - 1)).toBeLessThan(1e-13);
      });
      want.atLeast.forEach((p, k) => {
        expect(Math.abs(odds.atLeast[k]! - p)).toBeLessThan(1e-12);
        expect(Math.abs(odds.atLeast[k]! / p - 1)).toBeLessThan(1e-13);
      });
      expect(Math.abs(odds.expected - want.expected)).toBeLessThan(1e-12);
      expect(odds.tail).toBeLessThan(1e-12);
      expect(Math.abs(odds.tail - want.tail)).toBeLessThan(1e-12);
      expect(Math.abs(odds.tail / want.tail - 1)).toBeLessThan(1e-13);
    });

    it("gives E[damage] = 20396/12005 for 3 melee vs 2 (tail included)", () => {
      expect(Math.abs(arcadiaQuestOdds(3, 2, "melee").expected - 20396 / 12005)).toBeLessThan(
        1e-15,
      );
      // Lengths of aq-12: P(0..20) melee, P(0..19) ranged.
      expect(arcadiaQuestOdds(3, 2, "melee").distribution).toHaveLength(21);
      expect(arcadiaQuestOdds(3, 2, "ranged").distribution).toHaveLength(20);
    });
  });

  // The exact values, summed over crits (negative binomial) and the other faces (binomial) as
  // E[H − S] + E[max(0, S − H)] in rationals, agree with this file's oracle as well.
  it("gives 2 vs 2 closed forms: melee E = 344/343, ranged E = 246/343", () => {
    expect(Math.abs(arcadiaQuestOdds(2, 2, "melee").expected - 344 / 343)).toBeLessThan(1e-15);
    expect(Math.abs(arcadiaQuestOdds(2, 2, "ranged").expected - 246 / 343)).toBeLessThan(1e-15);
    const oracle = (n: number, m: number, kind: AttackKind): number =>
      damageOf(
        poolByCrits(n, SPEC_ATTACK_DIE, SPEC_HITS[kind]),
        poolByCrits(m, SPEC_DEFENSE_DIE, SPEC_SAVES),
      ).expected;
    expect(Math.abs(oracle(2, 2, "melee") - 344 / 343)).toBeLessThan(1e-14);
    expect(Math.abs(oracle(2, 2, "ranged") - 246 / 343)).toBeLessThan(1e-14);
    expect(Math.abs(oracle(3, 2, "melee") - 20396 / 12005)).toBeLessThan(1e-14);
  });

  it.each<[string, number, number, AttackKind, ArcadiaQuestDiceFaces]>([
    ["0 melee vs 0", 0, 0, "melee", {}],
    ["0 ranged vs 4", 0, 4, "ranged", {}],
    ["1 melee vs 0", 1, 0, "melee", {}],
    ["5 melee vs 0", 5, 0, "melee", {}],
    ["3 melee vs 2 (aq-12)", 3, 2, "melee", {}],
    ["3 ranged vs 2 (aq-12)", 3, 2, "ranged", {}],
    ["4 ranged vs 4", 4, 4, "ranged", {}],
    ["6 melee vs 6", 6, 6, "melee", {}],
    ["10 melee vs 3", 10, 3, "melee", {}],
    ["2 ranged vs 9", 2, 9, "ranged", {}],
    ["12 ranged vs 12", 12, 12, "ranged", {}],
    [
      "crit-heavy attack 4 melee vs 2",
      4,
      2,
      "melee",
      { attack: ["crit", "crit", "crit", "sword"] },
    ],
    [
      "crit-heavy both 3 ranged vs 3",
      3,
      3,
      "ranged",
      { attack: ["crit", "bow", "blank"], defense: ["crit", "crit", "shield", "blank"] },
    ],
    [
      "no crits 7 melee vs 5",
      7,
      5,
      "melee",
      { attack: ["sword", "blank"], defense: ["shield", "blank", "blank"] },
    ],
    [
      "every hit saved 2 melee vs 2",
      2,
      2,
      "melee",
      { attack: ["sword", "bow"], defense: ["shield"] },
    ],
  ])("%s matches the crit-counting oracle", (_, n, m, kind, faces) => {
    expectOracleOdds(arcadiaQuestOdds(n, m, kind, faces), n, m, kind, faces);
  });

  // A direct model: walk every face of every die, added dice included, to a depth where the cut
  // mass is below 1e-13, and compare P(damage = k); the walk and the crit-counting oracle agree
  // on each pool too.
  const enumerated: [string, number, number, AttackKind, ArcadiaQuestDiceFaces, number][] = [
    ["1 melee vs 0", 1, 0, "melee", {}, 24],
    ["1 melee vs 1", 1, 1, "melee", {}, 24],
    ["1 ranged vs 2", 1, 2, "ranged", {}, 24],
    ["2 melee vs 1", 2, 1, "melee", {}, 24],
    ["2 ranged vs 2", 2, 2, "ranged", {}, 24],
    ["3 melee vs 2", 3, 2, "melee", {}, 24],
    [
      "custom 2 ranged vs 2",
      2,
      2,
      "ranged",
      { attack: ["crit", "crit", "sword", "bow"], defense: ["crit", "shield", "sword", "blank"] },
      56,
    ],
    [
      "custom 2 melee vs 1",
      2,
      1,
      "melee",
      { attack: ["sword", "shield", "crit"], defense: ["bow", "crit", "crit", "blank", "blank"] },
      40,
    ],
  ];

  it.each(enumerated)("%s matches enumerating explosion trees", (_, n, m, kind, faces, depth) => {
    const attackFaces = faces.attack ?? SPEC_ATTACK_DIE;
    const defenseFaces = faces.defense ?? SPEC_DEFENSE_DIE;
    const attack = enumeratePool(n, attackFaces, (f) => SPEC_HITS[kind].includes(f), depth);
    const defense = enumeratePool(m, defenseFaces, (f) => SPEC_SAVES.includes(f), depth);
    expect(attack.cut).toBeLessThan(1e-13);
    expect(defense.cut).toBeLessThan(1e-13);
    const byCrits = [
      poolByCrits(n, attackFaces, SPEC_HITS[kind]),
      poolByCrits(m, defenseFaces, SPEC_SAVES),
    ];
    [attack.pmf, defense.pmf].forEach((walked, i) =>
      walked.forEach((p, k) => expect(Math.abs(p - (byCrits[i]![k] ?? 0))).toBeLessThan(1e-13)),
    );
    const direct = damageOf(attack.pmf, defense.pmf);
    const odds = arcadiaQuestOdds(n, m, kind, faces);
    for (let k = 0; k <= 8; k++) {
      expect(Math.abs((odds.distribution[k] ?? 0) - direct.exactly(k))).toBeLessThan(1e-12);
    }
    for (let k = 1; k <= 8; k++) {
      expect(Math.abs((odds.atLeast[k] ?? odds.tail) - direct.atLeast(k))).toBeLessThan(1e-12);
    }
  });

  it("never lists a probability above 1 when every hit is surely saved", () => {
    // Found by the property below: the exact sum 1 came out 1.0000000000000002.
    const odds = arcadiaQuestOdds(2, 2, "melee", {
      attack: ["sword", "sword", "sword", "sword", "bow"],
      defense: ["shield"],
    });
    expect(odds.distribution).toEqual([1]);
    expect(odds.tail).toBe(0);
  });

  it("sums to 1 with its tail, keeps the tail below 1e-12 and lists no more than needed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom<AttackKind>("melee", "ranged"),
        fc.option(faceList, { nil: undefined }),
        fc.option(faceList, { nil: undefined }),
        (n, m, kind, attack, defense) => {
          const odds = arcadiaQuestOdds(n, m, kind, { attack, defense });
          const { distribution, atLeast, tail } = odds;
          const last = distribution.length - 1;
          expect(atLeast).toHaveLength(distribution.length);
          expect(distribution.every((p) => p >= 0 && p <= 1)).toBe(true);
          expect(Math.abs(sum(distribution) + tail - 1)).toBeLessThan(1e-12);
          expect(tail).toBeGreaterThanOrEqual(0);
          expect(tail).toBeLessThan(TAIL_THRESHOLD);
          // K is the first damage whose excess is below the threshold.
          // atLeast[K] = P(damage > K − 1) is the excess the rule compared before stopping.
          // (K = 0: atLeast[0] = 1.)
          expect(atLeast[last]).toBeGreaterThanOrEqual(TAIL_THRESHOLD);
          expect(atLeast[0]).toBe(1);
          for (let k = 0; k < last; k++) {
            expect(Math.abs(atLeast[k]! - atLeast[k + 1]! - distribution[k]!)).toBeLessThan(1e-12);
          }
          expect(Math.abs(atLeast[last]! - distribution[last]! - tail)).toBeLessThan(1e-15);
          // E = Σ_{k ≥ 1} P(≥ k): the listed part plus at most the tail region's share.
          const listed = sum(atLeast.slice(1));
          expect(odds.expected).toBeGreaterThanOrEqual(listed - 1e-12);
          expect(odds.expected - listed).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("never lowers P(damage ≥ k) with more attack dice, nor raises it with more defence", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom<AttackKind>("melee", "ranged"),
        fc.option(faceList, { nil: undefined }),
        fc.option(faceList, { nil: undefined }),
        (n, m, kind, attack, defense) => {
          const faces = { attack, defense };
          const base = arcadiaQuestOdds(n, m, kind, faces);
          const moreAttack = arcadiaQuestOdds(n + 1, m, kind, faces);
          const moreDefence = arcadiaQuestOdds(n, m + 1, kind, faces);
          const at = (odds: typeof base, k: number): number => odds.atLeast[k] ?? odds.tail;
          base.atLeast.forEach((p, k) => {
            expect(at(moreAttack, k)).toBeGreaterThanOrEqual(p * (1 - 1e-13));
            expect(at(moreDefence, k)).toBeLessThanOrEqual(p * (1 + 1e-13));
          });
          expect(moreAttack.expected).toBeGreaterThanOrEqual(base.expected * (1 - 1e-13));
          expect(moreDefence.expected).toBeLessThanOrEqual(base.expected * (1 + 1e-13));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("keeps the tail below 1e-12 for every default pool up to 12 vs 12", () => {
    for (let n = 0; n <= 12; n++) {
      for (let m = 0; m <= 12; m++) {
        for (const kind of ["melee", "ranged"] as const) {
          const odds = arcadiaQuestOdds(n, m, kind);
          expect(odds.tail).toBeLessThan(1e-12);
          expect(Math.abs(sum(odds.distribution) + odds.tail - 1)).toBeLessThan(1e-12);
        }
      }
    }
  });

  it("gives E[damage] = E[hits] with blank defence, E[hits] = n·(1 − f)/(1 − c)", () => {
    const blank: DieFace[] = ["blank"];
    const cases: [number, DieFace[], AttackKind, number][] = [
      [3, [...SPEC_ATTACK_DIE], "melee", 3 * (4 / 6 / (5 / 6))],
      [5, [...SPEC_ATTACK_DIE], "ranged", 5 * (3 / 6 / (5 / 6))],
      [4, ["crit", "crit", "crit", "sword"], "melee", 4 * (1 / (1 / 4))],
      [2, ["crit", "crit", "crit", "bow", "blank"], "melee", 2 * (3 / 5 / (2 / 5))],
    ];
    for (const [n, attack, kind, expected] of cases) {
      const odds = arcadiaQuestOdds(n, 0, kind, { attack, defense: blank });
      expect(Math.abs(odds.expected / expected - 1)).toBeLessThan(1e-13);
      expect(arcadiaQuestOdds(n, 7, kind, { attack, defense: blank })).toEqual(odds);
    }
  });

  it("is a plain binomial without crits, cut where the top values fall below 1e-12", () => {
    const attack: DieFace[] = ["sword", "sword", "sword", "bow", "bow", "blank"];
    const blank: DieFace[] = ["blank", "blank"];
    // Bin(n, 1/2) exactly: C(n, k)/2^n with C(n, k) in bigints (< 2^53 for n ≤ 40, so each
    // entry and each sum of entries is an exact double).
    const halfBinomial = (n: number): number[] => {
      const row = [1n];
      for (let k = 1; k <= n; k++) row.push((row[k - 1]! * BigInt(n - k + 1)) / BigInt(k));
      return row.map((choose) => Number(choose) / 2 ** n);
    };
    for (const n of [0, 1, 5, 20, 39]) {
      // Melee hits ~ Bin(n, 1/2); nothing to save, so damage = hits, every value listed.
      const pmf = halfBinomial(n);
      expect(arcadiaQuestOdds(n, 3, "melee", { attack, defense: blank })).toEqual({
        distribution: pmf,
        expected: n / 2,
        atLeast: pmf.map((_, k) => sum(pmf.slice(k))),
        tail: 0,
      });
    }
    // 40 dice: P(damage = 40) = 2^−40 < 1e-12 goes into the tail.
    const forty = arcadiaQuestOdds(40, 0, "melee", { attack, defense: blank });
    expect(forty.distribution).toEqual(halfBinomial(40).slice(0, 40));
    expect(forty.tail).toBe(2 ** -40);
    expect(forty.expected).toBe(20);
  });

  it("counts only the spec's faces: a shield never hits, a sword or bow never saves", () => {
    // Attack all shields: no hits at all. Defence of swords and bows: no saves.
    expect(arcadiaQuestOdds(4, 2, "melee", { attack: ["shield", "shield"] })).toEqual({
      distribution: [1],
      expected: 0,
      atLeast: [1],
      tail: 0,
    });
    const noSaves = arcadiaQuestOdds(3, 4, "ranged", { defense: ["sword", "bow", "blank"] });
    expect(noSaves).toEqual(arcadiaQuestOdds(3, 0, "ranged"));
    // Attack all swords: no hits at range (melee is checked below).
    expect(arcadiaQuestOdds(3, 1, "ranged", { attack: ["sword"] }).distribution).toEqual([1]);
  });

  it("has damage max(0, n − saves) for an attack of plain swords", () => {
    // One default defence die: a blank (4/6) ends it with no save, a shield (1/6) with one, a
    // crit (1/6) is a save and rolls again. y saves: y − 1 crits then a shield, or y crits then
    // a blank, so P(y) = (1/6)^y·(6/6 + 4/6) = (10/6)·(1/6)^y for y ≥ 1, and
    // P(≥ 3) = (10/6)·(1/6)^3/(1 − 1/6) = 1/108. (4/6 + Σ_{y ≥ 1} P(y) = 4/6 + 2/6 = 1.)
    const odds = arcadiaQuestOdds(3, 1, "melee", { attack: ["sword"] });
    // Three sure hits: P(damage = 3 − y) = P(saves = y) for y < 3; P(damage = 0) = P(saves ≥ 3).
    expect(odds.distribution).toHaveLength(4);
    expect(odds.distribution[3]).toBeCloseTo(4 / 6, 15);
    expect(odds.distribution[2]).toBeCloseTo(10 / 36, 15);
    expect(odds.distribution[1]).toBeCloseTo(10 / 216, 15);
    expect(odds.distribution[0]).toBeCloseTo(1 / 108, 15);
    expect(odds.tail).toBe(0);
    // E = 3·4/6 + 2·10/36 + 1·10/216 = (432 + 120 + 10)/216 = 562/216.
    expect(odds.expected).toBeCloseTo(562 / 216, 14);
  });

  it("rejects bad counts, kinds and dice that never stop", () => {
    expect(() => arcadiaQuestOdds(-1, 0, "melee")).toThrow(RangeError);
    expect(() => arcadiaQuestOdds(2, 1.5, "melee")).toThrow(RangeError);
    expect(() => arcadiaQuestOdds(2, Number.NaN, "melee")).toThrow(RangeError);
    expect(() => arcadiaQuestOdds(2, 2, "close" as AttackKind)).toThrow(RangeError);
    expect(() => arcadiaQuestOdds(2, 2, "melee", { attack: ["crit", "crit"] })).toThrow(
      /attack die/,
    );
    expect(() => arcadiaQuestOdds(2, 2, "melee", { defense: ["crit"] })).toThrow(/defence die/);
    expect(() => arcadiaQuestOdds(0, 0, "melee", { defense: ["crit"] })).toThrow(RangeError);
    expect(() => arcadiaQuestOdds(2, 2, "melee", { attack: [] })).toThrow(/attack die/);
    expect(() => arcadiaQuestOdds(2, 2, "melee", { attack: ["axe" as DieFace] })).toThrow(
      RangeError,
    );
    // A die with no success faces is fine: it never hits.
    expect(arcadiaQuestOdds(2, 2, "ranged", { attack: ["blank", "sword"] }).expected).toBe(0);
  });
});

describe("explodingPool and clampedDifferenceOdds", () => {
  it("gives one die P(X = k) = (1 − f)(1 − c)·c^(k−1) and P(X > k) = (1 − f)·c^k", () => {
    const pool = explodingPool(1, { sides: 6, successFaces: 3, explodingFaces: 1 });
    expect(pool.pmf[0]).toBeCloseTo(2 / 6, 16);
    pool.pmf.slice(1).forEach((p, j) => {
      expect(Math.abs(p / ((4 / 6) * (5 / 6) * (1 / 6) ** j) - 1)).toBeLessThan(1e-14);
    });
    pool.survival.forEach((p, k) => {
      expect(Math.abs(p / ((4 / 6) * (1 / 6) ** k) - 1)).toBeLessThan(1e-14);
    });
    expect(pool.survival.at(-1)).toBeLessThan(1e-30);
  });

  it("rejects a die exploding on every face, bad counts and bad cutoffs", () => {
    expect(() => explodingPool(1, { sides: 2, successFaces: 0, explodingFaces: 2 })).toThrow(
      RangeError,
    );
    expect(() => explodingPool(1, { sides: 2, successFaces: 2, explodingFaces: 1 })).toThrow(
      RangeError,
    );
    expect(() => explodingPool(1, { sides: 0, successFaces: 0, explodingFaces: 0 })).toThrow(
      RangeError,
    );
    expect(() => explodingPool(-1, { sides: 6, successFaces: 1, explodingFaces: 1 })).toThrow(
      RangeError,
    );
    expect(() => explodingPool(1, { sides: 6, successFaces: 1, explodingFaces: 1 }, 0)).toThrow(
      RangeError,
    );
  });

  it("gives [1] and tail 0 when nothing can be dealt", () => {
    const none = explodingPool(0, { sides: 6, successFaces: 3, explodingFaces: 1 });
    expect(none).toEqual({ pmf: [1], survival: [0] });
    const saves = explodingPool(3, { sides: 6, successFaces: 1, explodingFaces: 1 });
    expect(clampedDifferenceOdds(none, saves)).toEqual({
      distribution: [1],
      expected: 0,
      atLeast: [1],
      tail: 0,
    });
  });
});

describe("arcadiaQuestTargetOdds", () => {
  it("gives expected damage and P(≥ 1 wound)", () => {
    const oracle = damageOf(
      poolByCrits(3, SPEC_ATTACK_DIE, SPEC_HITS.ranged),
      poolByCrits(2, SPEC_DEFENSE_DIE, SPEC_SAVES),
    );
    const got = arcadiaQuestTargetOdds(3, 2, "ranged");
    expect(Object.keys(got).sort()).toEqual(["atLeastOne", "expected"]);
    expectNear(got.expected, oracle.expected, 1e-12, "E");
    expectNear(got.atLeastOne, oracle.atLeast(1), 1e-12, "P(≥1)");
    expect(arcadiaQuestTargetOdds(0, 2, "melee")).toEqual({ expected: 0, atLeastOne: 0 });
    expect(targetOddsOf({ expected: 1e-13, atLeast: [1], tail: 1e-13 }).atLeastOne).toBe(1e-13);
  });

  // Every `targets` entry with odds in the public Arcadia Quest cases (aq-08 … aq-12): its
  // dice counts and its card's kind give the entry's odds.
  const entries = readdirSync(casesDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const c = readCase(file);
      return c.queries.flatMap((query, i) => {
        const answer = c.expected[i];
        if (query.q !== "targets" || !Array.isArray(answer)) return [];
        const attacker = c.scenario.figures.find((f) => f.id === query.attacker)!;
        return (
          answer as {
            target: string;
            card: string;
            attackDice: number;
            defenseDice: number;
            odds: Record<string, number>;
          }[]
        )
          .filter((entry) => "odds" in entry)
          .map((entry) => ({
            file,
            entry,
            kind: attacker.attacks.find((card) => card.name === entry.card)!.kind,
            faces: c.scenario.dice,
          }));
      });
    });

  it("has public targets entries to check", () => {
    expect(entries.length).toBeGreaterThanOrEqual(8);
  });

  it.each(entries)("$file: $entry.target with $entry.card", ({ entry, kind, faces }) => {
    const got = arcadiaQuestTargetOdds(entry.attackDice, entry.defenseDice, kind, faces);
    expect(Object.keys(entry.odds).sort()).toEqual(["atLeastOne", "expected"]);
    expect(Math.abs(got.expected - entry.odds.expected!)).toBeLessThan(1e-12);
    expect(Math.abs(got.atLeastOne - entry.odds.atLeastOne!)).toBeLessThan(1e-12);
  });
});

describe("arcadiaQuestRoll", () => {
  it("is the same for the same seed and differs between seeds", () => {
    expect(arcadiaQuestRoll(5, 4, "melee", 99)).toEqual(arcadiaQuestRoll(5, 4, "melee", 99));
    expect(arcadiaQuestRoll(5, 4, "ranged", "abc")).toEqual(
      arcadiaQuestRoll(5, 4, "ranged", "abc"),
    );
    const rolls = [1, 2, 3, 4, "a", "b"].map((seed) =>
      JSON.stringify(arcadiaQuestRoll(6, 6, "melee", seed)),
    );
    expect(new Set(rolls).size).toBe(rolls.length);
  });

  // The contract: these rolls must never change.
  it("pins the faces for fixed seeds, added dice included", () => {
    // Two crits among the first three dice add two dice; the second added die is a crit too
    // and adds a sixth.
    expect(arcadiaQuestRoll(3, 2, "melee", 1)).toEqual({
      attack: ["crit", "crit", "sword", "bow", "crit", "sword"],
      defense: ["crit", "blank", "blank"],
      hits: 5,
      saves: 1,
      damage: 4,
    });
    expect(arcadiaQuestRoll(3, 2, "melee", 6)).toEqual({
      attack: ["sword", "sword", "crit", "sword"],
      defense: ["crit", "blank", "shield"],
      hits: 4,
      saves: 2,
      damage: 2,
    });
    expect(arcadiaQuestRoll(3, 2, "ranged", "aq-roll")).toEqual({
      attack: ["bow", "crit", "bow", "sword"],
      defense: ["crit", "blank", "blank"],
      hits: 3,
      saves: 1,
      damage: 2,
    });
  });

  it("rolls attack dice, their added dice, then defence dice and theirs, from one roller", () => {
    for (const seed of [0, 1, 6, 11, "order"]) {
      const roll = arcadiaQuestRoll(4, 3, "melee", seed);
      const roller = createDiceRoller(seed);
      const replay = (count: number, faces: readonly DieFace[]): DieFace[] => {
        const list = roller.rollMany(count, faces);
        // Each crit, in list order (added dice too), appends one die at the end.
        for (let i = 0; i < list.length; i++) if (list[i] === "crit") list.push(roller.roll(faces));
        return list;
      };
      expect(roll.attack).toEqual(replay(4, DEFAULT_ATTACK_DIE));
      expect(roll.defense).toEqual(replay(3, DEFAULT_DEFENSE_DIE));
    }
  });

  it("adds one die per crit and counts hits and saves by the spec's faces", () => {
    for (let seed = 0; seed < 300; seed++) {
      const kind: AttackKind = seed % 2 === 0 ? "melee" : "ranged";
      const roll = arcadiaQuestRoll(3, 3, kind, seed);
      const crits = (faces: readonly DieFace[]): number => faces.filter((f) => f === "crit").length;
      expect(roll.attack).toHaveLength(3 + crits(roll.attack));
      expect(roll.defense).toHaveLength(3 + crits(roll.defense));
      expect(roll.hits).toBe(roll.attack.filter((f) => isHit(f, kind)).length);
      expect(roll.saves).toBe(roll.defense.filter(isSave).length);
      expect(roll.damage).toBe(Math.max(0, roll.hits - roll.saves));
    }
    expect(arcadiaQuestRoll(0, 0, "melee", 1)).toEqual({
      attack: [],
      defense: [],
      hits: 0,
      saves: 0,
      damage: 0,
    });
  });

  it("uses the scenario's faces: shields never hit, swords never save", () => {
    const faces: ArcadiaQuestDiceFaces = {
      attack: ["shield", "crit", "blank"],
      defense: ["sword", "bow", "crit"],
    };
    for (let seed = 0; seed < 100; seed++) {
      const roll = arcadiaQuestRoll(3, 3, "melee", seed, faces);
      expect(roll.attack.every((f) => faces.attack!.includes(f))).toBe(true);
      expect(roll.defense.every((f) => faces.defense!.includes(f))).toBe(true);
      expect(roll.hits).toBe(roll.attack.filter((f) => f === "crit").length);
      expect(roll.saves).toBe(roll.defense.filter((f) => f === "crit").length);
    }
  });

  it("adds about one die per five over 30k attack dice (crit 1/6 → 6/5 dice each)", () => {
    const roll = arcadiaQuestRoll(30_000, 0, "melee", "explode");
    // Added dice / first dice has mean 1/5 and sd ≈ 0.003 here; allow about 5 sd.
    expect(Math.abs((roll.attack.length - 30_000) / 30_000 - 1 / 5)).toBeLessThan(0.015);
  });

  it("rejects bad counts, seeds and dice that never stop", () => {
    expect(() => arcadiaQuestRoll(-1, 3, "melee", 1)).toThrow(RangeError);
    expect(() => arcadiaQuestRoll(3, 3, "melee", 1.5)).toThrow(/1\.5/);
    expect(() => arcadiaQuestRoll(3, 3, "melee", 1, { attack: ["crit"] })).toThrow(/attack die/);
    expect(() => arcadiaQuestRoll(3, 3, "melee", 1, { defense: ["crit"] })).toThrow(/defence die/);
  });
});
