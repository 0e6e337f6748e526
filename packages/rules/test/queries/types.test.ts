// The typed query API, pinned: these lines are checked by `tsc --noEmit` (npm test's typecheck
// task), where a wrong type or a missing error fails. At run time they also answer real
// queries, so the types describe what the engine actually returns.
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type ArcadiaQuestSight,
  type ArcaneLegionsMove,
  type ArcaneLegionsSight,
  type Battle,
  type DiceOdds,
  type FigureMatrix,
  type HeroscapeSight,
  type HeroscapeTarget,
  type MoveOf,
  type Position,
  type QueryError,
  type QueryErrorCode,
  type Reply,
  openBattle,
} from "../../src/index.js";
import { heightMap } from "@sightline/test-fixtures";

const scenario = heightMap(`1a 1 1 1b`, { b: { owner: "blue" } });

describe("typed queries and answers", () => {
  it("type a HeroScape battle's answers by query kind", async () => {
    const battle = await openBattle(scenario, { game: "heroscape" });
    expectTypeOf(battle).toEqualTypeOf<Battle<"heroscape">>();
    const los = battle.answer({ q: "los", from: "a", to: "b" });
    expectTypeOf(los).toEqualTypeOf<Reply<HeroscapeSight>>();
    // Reading a field of the answer type-checks; it is undefined on an error.
    expectTypeOf(los.clear).toEqualTypeOf<boolean | undefined>();
    if (los.error === undefined && los.clear) {
      expectTypeOf(los.eye).toEqualTypeOf<readonly [number, number]>();
      expect(los.eye).toEqual([0, 0]);
    }
    const targets = battle.answer({ q: "targets", attacker: "a" });
    if (!targets.error) expectTypeOf(targets).toMatchTypeOf<HeroscapeTarget[]>();
    expectTypeOf(battle.answer({ q: "matrix" })).toEqualTypeOf<Reply<FigureMatrix>>();
    expectTypeOf(battle.answer({ q: "odds", attackDice: 3, defenseDice: 2 })).toEqualTypeOf<
      Reply<DiceOdds>
    >();
    // A literal field beyond q (an attack kind) keeps the query's kind, and so its answer's type.
    expectTypeOf(
      battle.answer({ q: "odds", attackDice: 3, defenseDice: 2, kind: "melee" }),
    ).toEqualTypeOf<Reply<DiceOdds>>();
    // plan is not answered yet: only its error can come back.
    expectTypeOf(battle.answer({ q: "plan", owner: "red", card: "a" })).toEqualTypeOf<
      Reply<never>
    >();
    expect(battle.answer({ q: "plan", owner: "red", card: "a" })).toMatchObject({
      error: "not-implemented",
    });
  });

  it("narrow on the error's code", async () => {
    const battle = await openBattle(scenario, { game: "heroscape" });
    const reply = battle.answer({ q: "range", from: "a", to: "nobody" });
    if (reply.error) {
      expectTypeOf(reply.error).toEqualTypeOf<QueryErrorCode>();
      expectTypeOf(reply).toMatchTypeOf<QueryError>();
      expect(reply.error).toBe("unknown-figure");
    } else {
      expectTypeOf(reply.inRange).toEqualTypeOf<boolean>();
    }
  });

  it("type a battle of any game as the union of the games' answers", async () => {
    const battle: Battle = await openBattle(JSON.parse(JSON.stringify(scenario)) as unknown);
    const los = battle.answer({ q: "los", from: "a", to: "b" });
    expectTypeOf(los).toEqualTypeOf<
      Reply<HeroscapeSight | ArcadiaQuestSight | ArcaneLegionsSight>
    >();
    expectTypeOf(los.clear).toEqualTypeOf<boolean | undefined>();
    expect(los.clear).toBe(true);
    // A battle or position of one game is one of any game.
    expectTypeOf<Battle<"heroscape">>().toMatchTypeOf<Battle>();
    expectTypeOf<Position<"arcane-legions">>().toMatchTypeOf<Position>();
  });

  it("type an Arcane Legions move as a lattice pose that position.move takes", async () => {
    expectTypeOf<MoveOf<"arcane-legions">>().toEqualTypeOf<ArcaneLegionsMove>();
    const battle = await openBattle(
      {
        game: "arcane-legions",
        board: {},
        figures: [
          {
            ...{ id: "u", owner: "red", base: "sortie", x: 0, y: 0, facing: 0, move: 1 },
            codex: { front: "blue", right: "red", back: "grey", left: "red" },
            ...{ attackDice: 1, rangedDice: 1, defenseDice: 1 },
          },
        ],
      },
      { game: "arcane-legions" },
    );
    const position = battle.position();
    const moves = position.moves("u");
    expectTypeOf(moves).toEqualTypeOf<readonly ArcaneLegionsMove[] | QueryError>();
    if ("error" in moves) throw new Error(moves.reason);
    expect(moves).toHaveLength(8);
    expect(position.move("u", moves[7]!.to).figure("u")).toMatchObject({ x: 1, y: 0 });
  });

  it("refuse a misspelt or extra field, and a query kind that does not exist", async () => {
    const battle = await openBattle(scenario, { game: "heroscape" });
    // @ts-expect-error `form` is not a field of a los query
    expect(battle.answer({ q: "los", form: "a", to: "b" })).toMatchObject({
      error: "invalid-query",
    });
    // @ts-expect-error `crad` is not a field of a targets query
    expect(battle.answer({ q: "targets", attacker: "a", crad: "x" })).toMatchObject({
      error: "invalid-query",
    });
    // @ts-expect-error there is no `sight` query
    expect(battle.answer({ q: "sight", from: "a", to: "b" })).toMatchObject({
      error: "unknown-query",
    });
    const position = battle.position();
    // @ts-expect-error a HeroScape figure moves to hexes, not to an {x, y} space
    expect(() => position.move("a", { x: 1, y: 0 })).toThrow(/\[q, r\] hexes/);
  });
});
