// Arcadia Quest's exploding dice (spec/arcadia-quest.md#dice; spec/scenario.md#queries `odds`,
// `roll` and the `odds` of `targets` entries): exact odds checked against the public cases, a
// direct enumeration of explosion trees and closed forms; seeded rolls pinned.
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
import { binomialPmf } from "../../src/dice/distribution.js";
import { explodingPool } from "../../src/dice/explodingPool.js";
import { createDiceRoller } from "../../src/dice/seededDice.js";
import { TAIL_THRESHOLD, clampedDifferenceOdds } from "../../src/dice/truncatedOdds.js";
import type { DieFace } from "../../src/scenario/index.js";

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

/** P(damage = k) from two enumerated pools. */
function enumeratedDamage(hits: readonly number[], saves: readonly number[]): number[] {
  const out = new Array<number>(hits.length).fill(0);
  hits.forEach((ph, x) =>
    saves.forEach((ps, y) => {
      const k = Math.max(0, x - y);
      out[k] = out[k]! + ph * ps;
    }),
  );
  return out;
}

describe("default dice", () => {
  it("are the spec's faces", () => {
    expect(DEFAULT_ATTACK_DIE).toEqual(["sword", "sword", "sword", "bow", "bow", "crit"]);
    expect(DEFAULT_DEFENSE_DIE).toEqual(["shield", "crit", "blank", "blank", "blank", "blank"]);
  });

  it("count swords (melee) or bows (ranged) and crits as hits, shields and crits as saves", () => {
    expect(FACES.filter((f) => isHit(f, "melee"))).toEqual(["sword", "crit"]);
    expect(FACES.filter((f) => isHit(f, "ranged"))).toEqual(["bow", "crit"]);
    expect(FACES.filter(isSave)).toEqual(["crit", "shield"]);
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

  it("gives 2 vs 2 closed forms: melee E = 344/343, ranged E = 246/343", () => {
    expect(Math.abs(arcadiaQuestOdds(2, 2, "melee").expected - 344 / 343)).toBeLessThan(1e-15);
    expect(Math.abs(arcadiaQuestOdds(2, 2, "ranged").expected - 246 / 343)).toBeLessThan(1e-15);
  });

  // A direct model: walk every face of every die, added dice included, to a depth where the cut
  // mass is below 1e-13, and compare P(damage = k).
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
    const attack = enumeratePool(
      n,
      faces.attack ?? DEFAULT_ATTACK_DIE,
      (f) => isHit(f, kind),
      depth,
    );
    const defense = enumeratePool(m, faces.defense ?? DEFAULT_DEFENSE_DIE, isSave, depth);
    expect(attack.cut).toBeLessThan(1e-13);
    expect(defense.cut).toBeLessThan(1e-13);
    const direct = enumeratedDamage(attack.pmf, defense.pmf);
    const odds = arcadiaQuestOdds(n, m, kind, faces);
    for (let k = 0; k <= 8; k++) {
      expect(Math.abs((odds.distribution[k] ?? 0) - (direct[k] ?? 0))).toBeLessThan(1e-12);
    }
    for (let k = 1; k <= 8; k++) {
      const directAtLeast = sum(direct.slice(k));
      expect(Math.abs((odds.atLeast[k] ?? odds.tail) - directAtLeast)).toBeLessThan(1e-12);
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
          if (last > 0) expect(atLeast[last]).toBeGreaterThanOrEqual(TAIL_THRESHOLD);
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
      [3, [...DEFAULT_ATTACK_DIE], "melee", 3 * (4 / 6 / (5 / 6))],
      [5, [...DEFAULT_ATTACK_DIE], "ranged", 5 * (3 / 6 / (5 / 6))],
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
    for (const n of [0, 1, 5, 20, 39]) {
      // Melee hits ~ Bin(n, 1/2); nothing to save, so damage = hits, every value listed.
      expect(arcadiaQuestOdds(n, 3, "melee", { attack, defense: blank })).toEqual({
        distribution: binomialPmf(n, 1 / 2),
        expected: n / 2,
        atLeast: binomialPmf(n, 1 / 2).map((_, k) => sum(binomialPmf(n, 1 / 2).slice(k))),
        tail: 0,
      });
    }
    // 40 dice: P(damage = 40) = 2^−40 < 1e-12 goes into the tail.
    const forty = arcadiaQuestOdds(40, 0, "melee", { attack, defense: blank });
    expect(forty.distribution).toEqual(binomialPmf(40, 1 / 2).slice(0, 40));
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
    // One defence die: saves = 0 w.p. 4/6, 1 w.p. 1/6 (shield), 1 + saves of a new die (crit).
    const saves = explodingPool(1, { sides: 6, successFaces: 1, explodingFaces: 1 });
    const odds = arcadiaQuestOdds(3, 1, "melee", { attack: ["sword"] });
    // P(damage = 3 − y) = P(saves = y) for y < 3; P(damage = 0) = P(saves ≥ 3).
    expect(odds.distribution).toHaveLength(4);
    expect(odds.distribution[3]).toBeCloseTo(saves.pmf[0]!, 15);
    expect(odds.distribution[2]).toBeCloseTo(saves.pmf[1]!, 15);
    expect(odds.distribution[1]).toBeCloseTo(saves.pmf[2]!, 15);
    expect(odds.distribution[0]).toBeCloseTo(saves.survival[2]!, 15);
    expect(saves.pmf[0]).toBeCloseTo(4 / 6, 15);
    expect(saves.pmf[1]).toBeCloseTo(1 / 6 + (1 / 6) * (4 / 6), 15);
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
    const odds = arcadiaQuestOdds(3, 2, "ranged");
    expect(arcadiaQuestTargetOdds(3, 2, "ranged")).toEqual({
      expected: odds.expected,
      atLeastOne: odds.atLeast[1],
    });
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
