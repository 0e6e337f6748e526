// Arcane Legions' overlay questions (`targetsFrom`, `attacksOn`) against moving the unit and
// asking: on small random tables with blocking and hindering terrain, both sides, every base
// kind, grey sides, bonus dice and deadly units, on a position some of whose units already moved
// or left, at poses of the unit's move lattice and poses drawn at random, the batch says what
// `targets` says with the unit moved there — its own answer, and every enemy's entries for it —
// and a pose `position.move` refuses is refused, naming the candidate and the reason.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ArcaneLegionsAttack,
  type ArcaneLegionsFigure,
  type ArcaneLegionsPose,
  type Position,
  ScenarioError,
  checkScenario,
  openBattle,
} from "../../src/index.js";

const SIDE = 12;

/** A pose on the half-step grid of the table, facing a quarter turn or an odd angle. */
const pose = fc.record({
  x: fc.integer({ min: 1, max: 2 * SIDE - 1 }).map((v) => v / 2),
  y: fc.integer({ min: 1, max: 2 * SIDE - 1 }).map((v) => v / 2),
  facing: fc.constantFrom(0, 90, 180, 270, 45, 30, 135),
});

const colour = fc.constantFrom("blue" as const, "red" as const, "grey" as const);

/** A random table, its units kept only where they overlap none placed before them. */
const arbitraryTable = fc
  .record({
    units: fc.array(
      fc.record({
        pose,
        base: fc.constantFrom("sortie" as const, "foot" as const, "cavalry" as const),
        owner: fc.constantFrom("han", "rome"),
        codex: fc.tuple(colour, colour, colour, colour),
        attackDice: fc.integer({ min: 0, max: 4 }),
        rangedDice: fc.integer({ min: 0, max: 4 }),
        defenseDice: fc.integer({ min: 0, max: 4 }),
        bonus: fc.integer({ min: -1, max: 2 }),
        deadly: fc.boolean(),
      }),
      { minLength: 2, maxLength: 8 },
    ),
    terrain: fc.array(
      fc.record({
        blocking: fc.boolean(),
        at: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })),
        span: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ units, terrain }) => {
    const board = {
      width: SIDE,
      height: SIDE,
      terrain: terrain.map(({ blocking, at: [x, y], span: [w, h] }, i) => ({
        id: `t${i}`,
        kind: blocking ? ("blocking" as const) : ("hindering" as const),
        points: [
          [x / 2, y / 2],
          [x / 2 + w / 2, y / 2],
          [x / 2 + w / 2, y / 2 + h / 2],
          [x / 2, y / 2 + h / 2],
        ] as [number, number][],
      })),
    };
    const figures: ArcaneLegionsFigure[] = [];
    units.forEach((u, i) => {
      const [front, right, back, left] = u.codex;
      const unit: ArcaneLegionsFigure = {
        id: `u${i}`,
        owner: u.owner,
        base: u.base,
        ...u.pose,
        codex: { front, right, back, left },
        attackDice: u.attackDice,
        rangedDice: u.rangedDice,
        defenseDice: u.defenseDice,
        move: 3,
        ...(u.bonus !== 0
          ? { bonusRangedDice: u.bonus, bonusAttackDice: -u.bonus, bonusDefenseDice: u.bonus }
          : {}),
        ...(u.deadly ? { abilities: ["deadly" as const] } : {}),
      };
      // Kept where it is on the table and overlaps no unit kept before it.
      const game = "arcane-legions" as const;
      if (checkScenario({ game, board, figures: [...figures, unit] }).ok) figures.push(unit);
    });
    return { game: "arcane-legions" as const, board, figures };
  })
  .filter(({ figures }) => figures.length >= 2 && new Set(figures.map((f) => f.owner)).size === 2);

/** Why `position.move` refuses unit `id` at `to`, or undefined when it takes it (and puts it back). */
function refusal(
  position: Position<"arcane-legions">,
  id: string,
  to: ArcaneLegionsPose,
): string | undefined {
  try {
    position.move(id, to);
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems[0]!.reason;
    throw error;
  }
  position.undo();
  return undefined;
}

/** The entries every enemy's `targets` answer has for unit `id`, by attacker id. */
function attacksOnAsked(position: Position<"arcane-legions">, id: string) {
  const unit = position.figure(id)!;
  return position
    .figures()
    .filter((f) => f.owner !== unit.owner)
    .map((f) => f.id)
    .sort()
    .flatMap((attacker) => {
      const targets = position.targets(attacker);
      if (targets.error) throw new Error(targets.reason);
      const entries = targets.filter((t: ArcaneLegionsAttack) => t.target === id);
      return entries.length > 0 ? [{ attacker, attacks: entries }] : [];
    });
}

describe("Arcane Legions overlay questions", () => {
  it.each(["wasm", "reference"] as const)(
    "answer what moving the unit there and asking targets answers (%s)",
    async (engine) => {
      const seen = { poses: 0, attacked: 0, shooting: 0, hindered: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(
          arbitraryTable,
          fc.array(fc.record({ pick: fc.nat(), to: pose, off: fc.nat(9) }), { maxLength: 4 }),
          fc.array(pose, { minLength: 1, maxLength: 6 }),
          fc.nat(),
          async (scenario, before, drawn, pick) => {
            const battle = await openBattle(scenario, { engine });
            const position = battle.position() as Position<"arcane-legions">;
            // A moved position: some units moved (where the move is legal), one maybe taken off.
            for (const { pick: p, to, off } of before) {
              const figures = position.figures();
              if (figures.length <= 2) break;
              const figure = figures[p % figures.length]!;
              if (off === 0) position.remove(figure.id);
              else if (refusal(position, figure.id, to) === undefined) position.move(figure.id, to);
            }
            const figures = position.figures();
            const unit = figures[pick % figures.length]!;
            const lattice = position.moves(unit.id);
            if ("error" in lattice) throw new Error(lattice.reason);
            // Lattice poses (legal by construction), then the drawn ones the position takes.
            const candidates: ArcaneLegionsPose[] = lattice
              .filter((_, k) => k % 4 === 0)
              .map((m) => m.to);
            const refused: { to: ArcaneLegionsPose; reason: string }[] = [];
            for (const to of drawn) {
              const reason = refusal(position, unit.id, to);
              if (reason === undefined) candidates.push(to);
              else refused.push({ to, reason });
            }
            const attacks = position.rules.attacksOn(unit.id, candidates);
            if ("error" in attacks) throw new Error(attacks.reason);
            const from = position.rules.targetsFrom(unit.id, candidates);
            if ("error" in from) throw new Error(from.reason);
            const aim = figures[(pick + 1) % figures.length]!.id;
            const some = position.rules.targetsFrom(unit.id, candidates, [aim]);
            if ("error" in some) throw new Error(some.reason);
            const changes = position.changes;
            candidates.forEach((to, c) => {
              position.move(unit.id, to);
              const expected = attacksOnAsked(position, unit.id);
              const own = position.targets(unit.id);
              if (own.error) throw new Error(own.reason);
              const at = `${unit.id} at ${JSON.stringify(to)}`;
              expect(attacks[c], at).toEqual(expected);
              expect(from[c], at).toEqual(own);
              expect(some[c], at).toEqual(own.filter((t) => t.target === aim));
              position.undoTo(changes);
              seen.poses++;
              if (expected.length > 0) seen.attacked++;
              if (own.some((t) => t.kind === "ranged")) seen.shooting++;
              const hindered = (t: ArcaneLegionsAttack) =>
                t.kind === "ranged" && t.options.some((o) => o.hinderedBy.length > 0);
              if (own.some(hindered) || expected.some((a) => a.attacks.some(hindered))) {
                seen.hindered++;
              }
            });
            // A pose the unit may not take is refused, named by its place among the candidates.
            for (const { to, reason } of refused) {
              const asked = [...candidates.slice(0, 2), to, ...candidates.slice(2)];
              const error = {
                error: "invalid-query",
                reason: `candidate ${Math.min(2, candidates.length)}: ${reason}`,
              };
              expect(position.rules.attacksOn(unit.id, asked)).toEqual(error);
              expect(position.rules.targetsFrom(unit.id, asked)).toEqual(error);
              seen.refused++;
            }
          },
        ),
        { numRuns: 60, seed: 61 },
      );
      // The poses weighed were under fire and could shoot often enough to mean something.
      expect(seen.attacked).toBeGreaterThan(seen.poses / 10);
      expect(seen.shooting).toBeGreaterThan(seen.poses / 10);
      expect(seen.hindered).toBeGreaterThan(seen.poses / 20);
      expect(seen.refused).toBeGreaterThan(10);
    },
    120_000,
  );

  it("names an id not on the table and a pose that is no pose", async () => {
    const [scenario] = fc.sample(arbitraryTable, { numRuns: 1, seed: 62 });
    const position = (await openBattle(scenario!)).position() as Position<"arcane-legions">;
    const id = scenario!.figures[0]!.id;
    expect(position.rules.attacksOn("nobody", [])).toMatchObject({ error: "unknown-figure" });
    expect(position.rules.targetsFrom(id, [], ["nobody"])).toMatchObject({
      error: "unknown-figure",
    });
    expect(
      position.rules.targetsFrom(id, [{ x: 1, y: Number.NaN, facing: 0 } as ArcaneLegionsPose]),
    ).toEqual({
      error: "invalid-query",
      reason:
        'candidate 0: expected a pose {x, y, facing} of finite numbers, got {"x":1,"y":null,"facing":0}',
    });
    expect(position.rules.attacksOn(id, [])).toEqual([]);
  });
});
