// The `turn` query in Arcane Legions (docs/rules/ai.md#turn-other-games): one unit's pose of its
// move lattice, then its best attack. Depth 1 with no budget must be exact: a brute force written
// apart from the search — every pose the rules list, the unit moved there, the best expected hits
// over every option and close combat the `targets` answer lists — must reach the same score on
// random tables.
import { createSearchPool } from "@sightline/ai/pool";
import { type Position, openBattle } from "@sightline/rules";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { answer } from "../src/index.js";

type AlPosition = Position<"arcane-legions">;

/** The bundled example where the archers must advance to shoot. */
const advance = (): unknown =>
  JSON.parse(
    readFileSync(new URL("../../../examples/arcane-legions/advance.json", import.meta.url), "utf8"),
  );

/** The best expected hits of `id` where it stands: every ranged option, every close combat. */
function bestHits(position: AlPosition, id: string): number {
  const targets = position.targets(id);
  if (targets.error) throw new Error(targets.reason);
  let best = 0;
  for (const t of targets) {
    const hits = t.kind === "close" ? [t.odds.expected] : t.options.map((o) => o.expected);
    for (const h of hits) best = Math.max(best, h);
  }
  return best;
}

/** The best depth-1 activation's hits: every pose of the lattice, then the best attack. */
function bruteDepth1(position: AlPosition, id: string): number {
  const moves = position.moves(id);
  if ("error" in moves) throw new Error(moves.reason);
  let best = 0;
  for (const move of moves) {
    const saved = position.changes;
    position.move(id, move.to);
    best = Math.max(best, bestHits(position, id));
    position.undoTo(saved);
  }
  return best;
}

const codex = { front: "blue", right: "grey", back: "red", left: "grey" } as const;

/** Two sides' units placed at random on a small table with a blocking and a hindering piece. */
const tables = fc
  .array(
    fc.record({
      x: fc.integer({ min: 2, max: 22 }),
      y: fc.integer({ min: 2, max: 14 }),
      facing: fc.constantFrom(0, 45, 90, 180, 270),
      base: fc.constantFrom("sortie", "foot", "cavalry"),
      move: fc.integer({ min: 0, max: 4 }),
      rangedDice: fc.integer({ min: 0, max: 4 }),
    }),
    { minLength: 2, maxLength: 4 },
  )
  .map((units) => ({
    game: "arcane-legions" as const,
    board: {
      width: 12,
      height: 8,
      terrain: [
        {
          kind: "blocking" as const,
          points: [
            [5, 1],
            [6, 1],
            [6, 3],
            [5, 3],
          ],
        },
        {
          kind: "hindering" as const,
          points: [
            [2, 5],
            [4, 5],
            [4, 7],
            [2, 7],
          ],
        },
      ],
    },
    figures: units.map((u, i) => ({
      id: `u${i}`,
      owner: i % 2 === 0 ? "han" : "rome",
      base: u.base,
      x: u.x / 2,
      y: u.y / 2,
      facing: u.facing,
      codex,
      attackDice: 2,
      rangedDice: u.rangedDice,
      defenseDice: 1,
      move: u.move,
    })),
  }));

describe("Arcane Legions turn", () => {
  it("at depth 1 with no budget scores what a brute force over every pose scores", async () => {
    let weighed = 0;
    await fc.assert(
      fc.asyncProperty(tables, async (scenario) => {
        const battle = await openBattle(scenario).catch(() => undefined);
        // Units drawn overlapping, or off the table, are not a scenario: nothing to weigh.
        if (!battle) return;
        weighed++;
        const position = battle.position() as AlPosition;
        const turn = await answer(position, { q: "turn", owner: "han", attacker: "u0" });
        if (turn.error) throw new Error(turn.reason);
        expect(turn.complete).toBe(true);
        expect(turn.movement).toBe("lattice");
        const hits = (turn.score as { hits: number }).hits;
        expect(Math.abs(hits - bruteDepth1(position, "u0"))).toBeLessThan(1e-9);
        // The activation it names scores that much when made.
        const saved = position.changes;
        const [move] = turn.moves as readonly { to: { x: number; y: number; facing: number } }[];
        if (move) position.move("u0", move.to);
        expect(Math.abs(bestHits(position, "u0") - hits)).toBeLessThan(1e-9);
        position.undoTo(saved);
      }),
      { numRuns: 60, seed: 2103 },
    );
    expect(weighed).toBeGreaterThan(20);
  });
});

describe("Arcane Legions turn, advance to shoot (examples/arcane-legions/advance.json)", () => {
  const pool = createSearchPool({ size: 2 });
  afterAll(() => pool.close());

  it("moves the archers into range of the legion they cannot shoot from where they stand", async () => {
    const battle = await openBattle(advance());
    const plan = await answer(battle, { q: "plan", owner: "han", attacker: "archers" });
    if (plan.error) throw new Error(plan.reason);
    expect(plan.attacks).toEqual([]);
    const turn = await answer(battle, { q: "turn", owner: "han", attacker: "archers" });
    if (turn.error) throw new Error(turn.reason);
    expect(turn.moves).toHaveLength(1);
    expect(turn.attacks[0]?.target).toBe("legion");
    const position = battle.position() as AlPosition;
    const [move] = turn.moves as readonly {
      to: { x: number; y: number; facing: number };
      cost: number;
    }[];
    expect(move!.cost).toBeLessThanOrEqual(4);
    position.move("archers", move!.to);
    expect(position.targets("archers")).not.toEqual([]);
  });

  it("gives the same answer with a node budget in this thread and on two workers", async () => {
    const battle = await openBattle(advance());
    const query = {
      q: "turn",
      owner: "han",
      attacker: "archers",
      depth: 2,
      nodes: 3000,
      seed: 3,
      explain: true,
    } as const;
    const here = await answer(battle, query);
    if (here.error) throw new Error(here.reason);
    expect(await answer(battle, query, { runner: pool })).toEqual(here);
  });
});
