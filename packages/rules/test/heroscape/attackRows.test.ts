// The lean `attackRows` question against the full `targets` answers: on random height maps with
// up to three owners, after every step of a random sequence of moves, removals, wounds and undos,
// the rows of any list of attackers (one owner or mixed, one buffer reused throughout) are the
// `targetsOfMany` entries, and those are each attacker's own `targets` answer. And the pairs an
// attacker keeps (src/heroscape/attackPairs.ts) are never stale: set after set of enemies taken
// off and put back, as a plan asks, between moves, the answers are a fresh battle's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AttackRows,
  type HeroscapeScenario,
  type HeroscapeTarget,
  type Position,
  openBattle,
  parseScenario,
} from "../../src/index.js";
import { arbitraryBoard, step, takeStep } from "./arbitraryBattle.js";

/** A board whose figures have their own owners (of three) and dice. */
const arbitraryArmies = fc
  .tuple(
    arbitraryBoard,
    fc.array(
      fc.record({
        owner: fc.constantFrom("red", "blue", "green"),
        attack: fc.integer({ min: 0, max: 6 }),
        defense: fc.integer({ min: 0, max: 6 }),
      }),
      { minLength: 9, maxLength: 9 },
    ),
  )
  .map(([board, armies]) => {
    const scenario = board as { figures: object[] };
    return {
      ...scenario,
      figures: scenario.figures.map((f, i) => ({ ...f, ...armies[i % armies.length] })),
    };
  });

/** The rows as the `targets` entries' fields they carry, per attacker asked. */
function entriesOf(rows: AttackRows, ids: readonly string[], placed: readonly string[]) {
  const entries = ids.map((): object[] => []);
  for (let k = 0; k < rows.count; k++) {
    const distance = rows.distance[k]!;
    entries[rows.attacker[k]!]!.push({
      target: placed[rows.target[k]!],
      attackDice: rows.attackDice[k],
      defenseDice: rows.defenseDice[k],
      distance: distance < 0 ? null : distance,
      adjacent: rows.adjacent[k] === 1,
      lineOfSight: rows.lineOfSight[k] === 1,
    });
  }
  return entries;
}

const lean = (targets: HeroscapeTarget[]) =>
  targets.map(({ target, attackDice, defenseDice, distance, adjacent, lineOfSight }) => ({
    target,
    attackDice,
    defenseDice,
    distance,
    adjacent,
    lineOfSight,
  }));

describe("attack rows", () => {
  it("are the targetsOfMany entries, over random moves, removals and undos", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryArmies,
        fc.array(step, { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(99), { minLength: 1, maxLength: 5 }),
        async (input, steps, picks) => {
          const scenario = parseScenario(input) as HeroscapeScenario;
          const battle = await openBattle(scenario);
          const position = battle.position() as Position<"heroscape">;
          const placed = scenario.figures.map((f) => f.id);
          placed.forEach((id, i) => expect(position.rules.placeOf(id)).toBe(i));
          const spaces = scenario.board.spaces;
          let rows: AttackRows | undefined;
          for (const taken of [...steps, { kind: "none", figure: 0, space: 0 }]) {
            takeStep(position, taken, spaces);
            const present = position.figures();
            if (present.length === 0) continue;
            const mixed = picks.map((p) => present[p % present.length]!.id);
            const owner = present[picks[0]! % present.length]!.owner;
            const one = present.filter((p) => p.owner === owner).map((p) => p.id);
            for (const ids of [mixed, one]) {
              const answers = position.rules.targetsOfMany(ids);
              const asked = position.rules.attackRows(ids, rows);
              if ("error" in answers || "error" in asked) throw new Error("unknown figure");
              if (rows) expect(asked).toBe(rows);
              rows = asked;
              expect(entriesOf(asked, ids, placed)).toEqual(answers.map(lean));
              ids.forEach((id, a) =>
                expect(answers[a]).toEqual(position.answer({ q: "targets", attacker: id })),
              );
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);

  it("kept from set to set of enemies gone and move to move, are a fresh battle's", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryArmies,
        fc.array(step, { minLength: 1, maxLength: 16 }),
        fc.array(fc.nat(511), { minLength: 1, maxLength: 8 }),
        fc.nat(99),
        async (input, steps, sets, pick) => {
          const scenario = parseScenario(input) as HeroscapeScenario;
          const battle = await openBattle(scenario);
          const position = battle.position() as Position<"heroscape">;
          const spaces = scenario.board.spaces;
          for (const [s, taken] of [...steps, { kind: "none", figure: 0, space: 0 }].entries()) {
            takeStep(position, taken, spaces);
            const present = position.figures();
            if (present.length === 0) continue;
            const owner = present[(pick + s) % present.length]!.owner;
            const ids = present.filter((f) => f.owner === owner).map((f) => f.id);
            const foes = present.filter((f) => f.owner !== owner).map((f) => f.id);
            // Each set of enemies gone is asked twice, the second time after the others.
            for (const gone of [...sets, ...sets]) {
              const saved = position.changes;
              foes.forEach((id, e) => {
                if (gone & (1 << (e % 9))) position.remove(id);
              });
              const kept = position.rules.targetsOfMany(ids);
              const fresh = await openBattle({ ...scenario, figures: position.figures() });
              const expected = (fresh.position() as Position<"heroscape">).rules.targetsOfMany(ids);
              expect(kept).toEqual(expected);
              position.undoTo(saved);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
