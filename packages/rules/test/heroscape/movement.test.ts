// HeroScape movement (docs/rules/heroscape.md#movement) on boards drawn as height maps: what a
// step costs, where it may not go, water, friends and enemies, and the leaving-engagement attacks
// a path provokes. The property test against a brute-force walk is in movementWalks.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type HeroscapeMove,
  type HeroscapeScenario,
  emptyScenario,
  openBattle,
} from "../../src/index.js";
import { type FigureOptions, heightMap } from "@sightline/test-fixtures";

/** The moves of `id` on a height map. */
async function movesOf(
  board: string,
  figures: Record<string, FigureOptions>,
  id = "a",
): Promise<readonly HeroscapeMove[]> {
  const battle = await openBattle(heightMap(board, figures), {
    game: "heroscape",
    engine: "reference",
  });
  const moves = battle.position().moves(id);
  if ("error" in moves) throw new Error(moves.reason);
  return moves;
}

/** Each destination `q,r` with the cost of the moves there (one move a destination). */
function costs(moves: readonly HeroscapeMove[]): Record<string, number> {
  return Object.fromEntries(moves.map((m) => [`${m.to[0]},${m.to[1]}`, m.cost]));
}

const stay = (q: number, r: number): HeroscapeMove => ({
  to: [q, r],
  path: [[q, r]],
  cost: 0,
  provokes: [],
});

describe("heroscape movement: steps and their cost", () => {
  it("a figure without `move` only stays", async () => {
    expect(await movesOf(`1a 1 1`, {})).toEqual([stay(0, 0)]);
    expect(await movesOf(`1a 1 1`, { a: { move: 0 } })).toEqual([stay(0, 0)]);
  });

  it("a step costs 1 on the flat, each level climbed 1 more, going down nothing more", async () => {
    expect(costs(await movesOf(`1a 3 1`, { a: { move: 4 } }))).toEqual({
      "0,0": 0,
      "1,0": 3,
      "2,0": 4,
    });
    expect(costs(await movesOf(`1a 3 1`, { a: { move: 3 } }))).toEqual({ "0,0": 0, "1,0": 3 });
    expect(costs(await movesOf(`3a 1 1`, { a: { move: 2 } }))).toEqual({
      "0,0": 0,
      "1,0": 1,
      "2,0": 2,
    });
  });

  it("one step climbs or drops at most the figure's height", async () => {
    const board = `1a 4 1`;
    expect(costs(await movesOf(board, { a: { move: 9, height: 2 } }))).toEqual({ "0,0": 0 });
    expect(costs(await movesOf(board, { a: { move: 9, height: 3 } }))).toEqual({
      "0,0": 0,
      "1,0": 4,
      "2,0": 5,
    });
    expect(costs(await movesOf(`4a 1`, { a: { move: 9, height: 2 } }))).toEqual({ "0,0": 0 });
    expect(costs(await movesOf(`4a 1`, { a: { move: 9, height: 3 } }))).toEqual({
      "0,0": 0,
      "1,0": 1,
    });
  });

  it("the path is the cheapest: round the hill rather than over it", async () => {
    const moves = await movesOf(
      `
      1a 5  1
        1  1  1
      `,
      { a: { move: 3 } },
    );
    const there = moves.find((m) => m.to[0] === 2 && m.to[1] === 0)!;
    expect(there).toEqual({
      to: [2, 0],
      path: [
        [0, 0],
        [0, 1],
        [1, 1],
        [2, 0],
      ],
      cost: 3,
      provokes: [],
    });
  });
});

describe("heroscape movement: where a step may not go", () => {
  it("not into a hex that holds an obstacle", async () => {
    expect(await movesOf(`1a 1# 1`, { a: { move: 5 } })).toEqual([stay(0, 0)]);
  });

  it("not under an arch's lintel either; a figure standing there may leave it", async () => {
    const lintel = {
      id: "lintel",
      kind: "castle-arch",
      hexes: [[1, 0]],
      from: 9,
      to: 10,
      shape: "prism",
    };
    const under = heightMap(`1b 1a 1`, { a: { move: 2 }, b: { move: 3 } }, [lintel]);
    const position = (await openBattle(under, { game: "heroscape" })).position();
    // (0,0) is the friend b's: listed, with `occupiedBy`.
    expect(costs(position.moves("a") as HeroscapeMove[])).toEqual({ "0,0": 1, "1,0": 0, "2,0": 1 });
    position.move("a", [[2, 0]]);
    expect(costs(position.moves("b") as HeroscapeMove[])).toEqual({ "0,0": 0 });
  });

  it("not onto an enemy: it blocks, and is never a destination", async () => {
    expect(await movesOf(`1a 1b 1`, { a: { move: 5 }, b: { owner: "blue" } })).toEqual([
      stay(0, 0),
    ]);
  });

  it("through a friend, who may be a destination only once it has moved away", async () => {
    const moves = await movesOf(`1a 1f 1`, { a: { move: 5 } });
    expect(moves).toEqual([
      stay(0, 0),
      {
        to: [1, 0],
        path: [
          [0, 0],
          [1, 0],
        ],
        cost: 1,
        provokes: [],
        occupiedBy: "f",
      },
      {
        to: [2, 0],
        path: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        cost: 2,
        provokes: [],
      },
    ]);
  });

  it("stepping into water ends the move; a figure starting in water walks out", async () => {
    expect(costs(await movesOf(`1a 1~ 1`, { a: { move: 5 } }))).toEqual({ "0,0": 0, "1,0": 1 });
    expect(costs(await movesOf(`1a 1~ 1~ 1`, { a: { move: 5 } }))).toEqual({
      "0,0": 0,
      "1,0": 1,
    });
    expect(costs(await movesOf(`1~a 1 1`, { a: { move: 5 } }))).toEqual({
      "0,0": 0,
      "1,0": 1,
      "2,0": 2,
    });
  });

  it("a double-space figure only stays", async () => {
    const moves = await movesOf(`1a 1 1 1`, { a: { move: 5, also: [1, 0] } });
    expect(moves).toEqual([stay(0, 0)]);
  });
});

describe("heroscape movement: leaving engagement", () => {
  it("provokes the enemy left, and not when the path ends still engaged", async () => {
    const board = `
      1a 1b 1
        1  1  1
    `;
    const moves = await movesOf(board, { a: { move: 3 }, b: { owner: "blue" } });
    const to = (q: number, r: number) => moves.filter((m) => m.to[0] === q && m.to[1] === r);
    // (2,0) is beside b: reached engaged, nothing provoked. (2,1) is not: leaving b there.
    expect(to(2, 0)).toEqual([
      {
        to: [2, 0],
        path: [
          [0, 0],
          [0, 1],
          [1, 1],
          [2, 0],
        ],
        cost: 3,
        provokes: [],
      },
    ]);
    expect(to(2, 1)).toEqual([
      {
        to: [2, 1],
        path: [
          [0, 0],
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        cost: 3,
        provokes: ["b"],
      },
    ]);
    expect(to(0, 1)).toEqual([
      {
        to: [0, 1],
        path: [
          [0, 0],
          [0, 1],
        ],
        cost: 1,
        provokes: [],
      },
    ]);
  });

  it("an enemy attacks once however often the path leaves it", async () => {
    // The corridor passes e twice; on the level-6 space between it stands too high to be engaged.
    const board = `
      .  .  1e 1  .
        1a 1  6  1  1
    `;
    const moves = await movesOf(board, {
      a: { move: 9 },
      e: { owner: "blue", also: [3, 0] },
    });
    expect(moves.at(-1)).toEqual({
      to: [4, 1],
      path: [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ],
      cost: 9,
      provokes: ["e"],
    });
  });

  it("a figure too far above or below to be engaged provokes nothing by leaving", async () => {
    // b's base is 5 levels under a's: adjacent only if b is taller than 5.
    const board = `6  6a 1b`;
    const short = await movesOf(board, { a: { move: 1 }, b: { owner: "blue", height: 5 } });
    expect(short.map((m) => m.provokes)).toEqual([[], []]);
    const tall = await movesOf(board, { a: { move: 1 }, b: { owner: "blue", height: 6 } });
    expect(tall.map((m) => m.provokes)).toEqual([["b"], []]);
  });

  // A ring of six spaces round a hole; from (2,2) to (0,2) one way passes x, the other y.
  const ring = `
    .  1x .  .
      .  1  1  .
    .  1  .  1a
      .  1  1  .
    .  .  .  1y
  `;

  it("lists one path for each least set of enemies provoked", async () => {
    const moves = await movesOf(ring, {
      a: { move: 3 },
      x: { owner: "blue" },
      y: { owner: "blue" },
    });
    expect(moves.filter((m) => m.to[0] === 0 && m.to[1] === 2)).toEqual([
      {
        to: [0, 2],
        path: [
          [2, 2],
          [2, 1],
          [1, 1],
          [0, 2],
        ],
        cost: 3,
        provokes: ["x"],
      },
      {
        to: [0, 2],
        path: [
          [2, 2],
          [1, 3],
          [0, 3],
          [0, 2],
        ],
        cost: 3,
        provokes: ["y"],
      },
    ]);
  });

  it("prefers a dearer path that provokes less over a cheaper one that provokes more", async () => {
    const hill = ring.replace(".  1  1  .\n    .  .", ".  2  1  .\n    .  .").replace("1y", "1 ");
    expect(hill).toContain(".  2  1");
    const moves = await movesOf(hill, { a: { move: 4 }, x: { owner: "blue" } });
    expect(moves.filter((m) => m.to[0] === 0 && m.to[1] === 2)).toEqual([
      {
        to: [0, 2],
        path: [
          [2, 2],
          [1, 3],
          [0, 3],
          [0, 2],
        ],
        cost: 4,
        provokes: [],
      },
    ]);
  });
});

describe("Position.moves", () => {
  it("answers the example of docs/rules/heroscape.md#movement", async () => {
    const skirmish = JSON.parse(
      readFileSync(
        new URL("../../../../examples/heroscape/skirmish.json", import.meta.url),
        "utf8",
      ),
    ) as HeroscapeScenario;
    const figures = skirmish.figures.map((f) => (f.id === "orc" ? { ...f, move: 5 } : f));
    const position = (await openBattle({ ...skirmish, figures }, { game: "heroscape" })).position();
    position.move("orc", [[5, 1]]);
    const moves = position.moves("orc") as HeroscapeMove[];
    expect(moves.filter((m) => m.to[0] === 3 && m.to[1] === 0)).toEqual([
      {
        to: [3, 0],
        path: [
          [5, 1],
          [5, 0],
          [4, 0],
          [3, 0],
        ],
        cost: 3,
        provokes: ["knight"],
      },
    ]);
    // Off the ridge every space leaves the knight; on it, none does.
    const ridge = ["4,1", "5,1", "3,2", "4,2"];
    for (const m of moves) {
      expect(m.provokes).toEqual(ridge.includes(`${m.to[0]},${m.to[1]}`) ? [] : ["knight"]);
    }
  });

  it("answers errors for unknown figures, in every game", async () => {
    const position = (await openBattle(heightMap(`1a 1`, {}))).position();
    expect(position.moves("nobody")).toMatchObject({ error: "unknown-figure" });
    // Arcadia Quest and Arcane Legions have movement too (test/arcadiaQuest/movement.test.ts,
    // test/arcaneLegions/movement.test.ts).
    const table = (await openBattle(emptyScenario("arcane-legions"))).position();
    expect(table.moves("u")).toMatchObject({ error: "unknown-figure" });
  });

  it("judges the figures as they stand now", async () => {
    const battle = await openBattle(
      heightMap(`1a 1 1b 1`, { a: { move: 3 }, b: { owner: "blue" } }),
    );
    const position = battle.position();
    expect(costs(position.moves("a") as HeroscapeMove[])).toEqual({ "0,0": 0, "1,0": 1 });
    position.remove("b");
    expect(costs(position.moves("a") as HeroscapeMove[])).toEqual({
      "0,0": 0,
      "1,0": 1,
      "2,0": 2,
      "3,0": 3,
    });
  });
});
