// Arcane Legions' `danger` and `stands` (docs/rules/ai.md#overlays) against the rules asked pose by
// pose: on random tables of a few units, the unit moved to each pose given, every enemy's
// `targets` read for it, the best option kept by expected hits; a pose it may not take is named
// by the query's field. Default poses and `stands` read the unit's move lattice, each pose held
// to the unit moved there.
import {
  type ArcaneLegionsAttack,
  type ArcaneLegionsFigure,
  type Position,
  baseDistance,
  openBattle,
} from "@sightline/rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answer } from "../src/index.js";
import { sameWithin } from "./overlayOracle.js";

const pose = fc.record({
  x: fc.integer({ min: 4, max: 36 }).map((v) => v / 2),
  y: fc.integer({ min: 4, max: 36 }).map((v) => v / 2),
  facing: fc.constantFrom(0, 90, 180, 270, 45, 30),
});

const tables = fc.record({
  units: fc.array(
    fc.record({
      pose,
      base: fc.constantFrom("sortie", "foot", "cavalry"),
      colour: fc.constantFrom("blue", "red", "grey"),
      attackDice: fc.integer({ min: 1, max: 6 }),
      rangedDice: fc.integer({ min: 0, max: 4 }),
      defenseDice: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 2, maxLength: 7 },
  ),
  poses: fc.array(pose, { minLength: 1, maxLength: 5 }),
  pick: fc.nat(),
});

/** The table drawn, its units kept only where they overlap none placed before them. */
function scenarioOf(units: Drawn["units"]) {
  const figures: ArcaneLegionsFigure[] = [];
  units.forEach((u, i) => {
    const unit: ArcaneLegionsFigure = {
      id: `u${i}`,
      owner: i % 2 === 0 ? "han" : "rome",
      base: u.base,
      ...u.pose,
      codex: { front: "blue", right: u.colour, back: "grey", left: "red" },
      attackDice: u.attackDice,
      rangedDice: u.rangedDice,
      defenseDice: u.defenseDice,
    };
    if (figures.every((f) => baseDistance(f, unit) > 0)) figures.push(unit);
  });
  return {
    game: "arcane-legions",
    board: {
      width: 20,
      height: 20,
      terrain: [
        {
          id: "woods",
          kind: "hindering",
          points: [
            [8, 8],
            [11, 8],
            [11, 11],
            [8, 11],
          ],
        },
      ],
    },
    figures,
  };
}
type Drawn = typeof tables extends fc.Arbitrary<infer T> ? T : never;

/** An entry's expected hits at its best: a ranged entry's best option, or its close combat. */
const hits = (entry: ArcaneLegionsAttack): number =>
  entry.kind === "close"
    ? entry.odds.expected
    : entry.options.reduce((best, o) => Math.max(best, o.expected), entry.odds.expected);

/** The danger to `unit` at `at`, or undefined when it may not take the pose. */
function dangerAt(
  position: Position<"arcane-legions">,
  unit: ArcaneLegionsFigure,
  at: { x: number; y: number; facing: number },
) {
  try {
    position.move(unit.id, at);
  } catch {
    return undefined;
  }
  const attacks = position
    .figures()
    .filter((f) => f.owner !== unit.owner)
    .map((f) => f.id)
    .sort()
    .flatMap((id) => {
      const targets = position.targets(id);
      if (targets.error) throw new Error(targets.reason);
      const best = targets
        .filter((t) => t.target === unit.id)
        .reduce((most, entry) => Math.max(most, hits(entry)), -1);
      return best >= 0 ? [{ id, best }] : [];
    });
  position.undo();
  return {
    at,
    attackers: attacks.map((a) => a.id),
    expected: attacks.reduce((sum, a) => sum + a.best, 0),
  };
}

describe("Arcane Legions danger and stands against the rules asked pose by pose", () => {
  it("danger at poses given is every enemy's best option with the unit moved there", async () => {
    const seen = { places: 0, attacked: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(tables, async ({ units, poses, pick }) => {
        const scenario = scenarioOf(units);
        const battle = await openBattle(scenario, { game: "arcane-legions" });
        const position = battle.position();
        const unit = scenario.figures[pick % scenario.figures.length]!;
        const expected = poses.map((at) => dangerAt(position, unit, at));
        const got = await answer(position, { q: "danger", figure: unit.id, at: poses });
        expect(position.changes).toBe(0);
        const refused = expected.findIndex((place) => place === undefined);
        if (refused >= 0) {
          seen.refused++;
          expect(got).toMatchObject({
            error: "invalid-query",
            reason: expect.stringMatching(new RegExp(`^/at/${refused}: `)),
          });
          return;
        }
        if (got.error) throw new Error(got.reason);
        expect(sameWithin(got.places, expected)).toBeUndefined();
        for (const place of expected) {
          seen.places++;
          if (place!.attackers.length > 0) seen.attacked++;
        }
      }),
      { numRuns: 60, seed: 51 },
    );
    expect(seen.attacked).toBeGreaterThan(seen.places / 10);
    expect(seen.refused).toBeGreaterThan(3);
  });

  it("danger by default and stands follow the unit's move lattice", async () => {
    const [drawn] = fc.sample(tables, { numRuns: 1, seed: 52 });
    const table = scenarioOf(drawn!.units);
    // A unit that moves: its lattice has poses beyond staying.
    const scenario = {
      ...table,
      figures: table.figures.map((f, i) => (i === 0 ? { ...f, move: 3 } : f)),
    };
    const position = (await openBattle(scenario, { game: "arcane-legions" })).position();
    const [unit, other] = scenario.figures;
    const lattice = position.moves(unit!.id);
    if ("error" in lattice) throw new Error(lattice.reason);
    expect(lattice.length).toBeGreaterThan(1);
    const danger = await answer(position, { q: "danger", figure: unit!.id });
    const stands = await answer(position, { q: "stands", figure: unit!.id, target: other!.id });
    if (danger.error) throw new Error(danger.reason);
    if (stands.error) throw new Error(stands.reason);
    const poses = danger.places.map((p) => p.at);
    for (const move of lattice) expect(poses).toContainEqual(move.to);
    expect(
      sameWithin(
        danger.places,
        poses.map((at) => dangerAt(position, unit!, at)),
      ),
    ).toBe(undefined);
    expect(stands.stands.map((s) => s.at)).toEqual(poses);
  });

  it("answers invalid-query for a place that is no pose", async () => {
    const [drawn] = fc.sample(tables, { numRuns: 1, seed: 53 });
    const scenario = scenarioOf(drawn!.units);
    const position = (await openBattle(scenario, { game: "arcane-legions" })).position();
    expect(
      await answer(position, { q: "danger", figure: scenario.figures[0]!.id, at: [[1, 2]] }),
    ).toEqual({
      error: "invalid-query",
      reason: "/at/0: an Arcane Legions place is a pose {x, y, facing}",
    });
  });
});
