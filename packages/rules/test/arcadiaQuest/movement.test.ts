// Arcadia Quest movement, one rule at a time (docs/rules/arcadia-quest.md#movement), on ASCII boards.
import { describe, expect, it } from "vitest";
import {
  type ArcadiaQuestMove,
  MAX_MOVE_STATES,
  movePointsOf,
  openBattle,
} from "../../src/index.js";
import { asciiBoard } from "./asciiBoard.js";

async function movesOf(scenario: object, id: string): Promise<readonly ArcadiaQuestMove[]> {
  const moves = (await openBattle(scenario, { engine: "reference" })).position().moves(id);
  if ("error" in moves) throw new Error(moves.reason);
  return moves as readonly ArcadiaQuestMove[];
}

/** The spaces the moves end on, as `x,y`, each once. */
const ends = (moves: readonly ArcadiaQuestMove[]): string[] => [
  ...new Set(moves.map((m) => m.to.join(","))),
];

describe("Arcadia Quest movement", () => {
  it("gives a hero 3 points and a monster none unless its move says so", async () => {
    expect(movePointsOf({ owner: "guild" })).toBe(3);
    expect(movePointsOf({ owner: "monsters" })).toBe(0);
    expect(movePointsOf({ owner: "monsters", move: 2 })).toBe(2);
    const board = asciiBoard(["h....", "o...."]);
    expect(ends(await movesOf(board, "h")).sort()).toEqual(
      ["0,0", "1,0", "2,0", "3,0", "0,1", "1,1", "2,1"].sort(), // one monster leaves room
    );
    expect(await movesOf(board, "o")).toEqual([
      { figure: "o", to: [0, 1], path: [[0, 1]], doors: [] },
    ]);
  });

  it("with move 0 only stays", async () => {
    const board = asciiBoard(["h.."], [], { h: { move: 0 } });
    expect(await movesOf(board, "h")).toEqual([
      { figure: "h", to: [0, 0], path: [[0, 0]], doors: [] },
    ]);
  });

  it("steps around walls, blocked terrain and non-board cells", async () => {
    const board = asciiBoard(["h#.", ". ."], [{ x: 0, y: 0, side: "S", kind: "wall" }], {
      h: { move: 5 },
    });
    expect(ends(await movesOf(board, "h"))).toEqual(["0,0"]);
  });

  it("spends a point to open a door, and the door stays as left", async () => {
    const board = asciiBoard(["h.."], [{ x: 0, y: 0, side: "E", kind: "door" }]);
    const moves = await movesOf(board, "h");
    const far = moves.find((m) => m.to[0] === 2);
    expect(far).toEqual({
      figure: "h",
      to: [2, 0],
      path: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
      doors: [{ at: 0, x: 0, y: 0, side: "E", open: true }],
    });
    // Staying with the door opened is its own end state, as is closing it behind after one step.
    expect(moves.filter((m) => m.to[0] === 0).map((m) => m.doors)).toEqual([
      [],
      [{ at: 0, x: 0, y: 0, side: "E", open: true }],
    ]);
    expect(moves.filter((m) => m.to[0] === 1).map((m) => m.doors.length)).toEqual([1, 2]);
  });

  it("closes an open door from either side (named W or N in the scenario)", async () => {
    const board = asciiBoard([".h"], [{ x: 1, y: 0, side: "W", kind: "door", open: true }], {
      h: { move: 1 },
    });
    expect((await movesOf(board, "h")).map((m) => [m.to, m.doors])).toEqual([
      [[1, 0], []],
      [[0, 0], []],
      [[1, 0], [{ at: 0, x: 0, y: 0, side: "E", open: false }]],
    ]);
  });

  it("never enters a Full space: two characters, or one beside a Huge mover", async () => {
    const two = asciiBoard(["h.", ".."], [], { h: { move: 1 } });
    const board = { ...two, figures: [...(two as { figures: object[] }).figures] };
    const monster = { owner: "monsters", defense: 1, attacks: [] };
    board.figures.push({ id: "a", x: 1, y: 0, ...monster }, { id: "b", x: 1, y: 0, ...monster });
    board.figures.push({ id: "c", x: 0, y: 1, ...monster });
    expect(ends(await movesOf(board, "h"))).toEqual(["0,0", "0,1"]);
    const huge = asciiBoard(["h.", "o."], [], { h: { move: 1, huge: true } });
    expect(ends(await movesOf(huge, "h"))).toEqual(["0,0", "1,0"]);
  });

  it("breaks ties by the fixed order: steps N, E, S, W before doors", async () => {
    const board = asciiBoard(["...", ".h.", "..."], [], { h: { move: 2 } });
    const corner = (await movesOf(board, "h")).find((m) => m.to.join() === "2,0");
    expect(corner?.path).toEqual([
      [1, 1],
      [1, 0],
      [2, 0],
    ]);
  });

  it(`refuses a search past MAX_MOVE_STATES (${MAX_MOVE_STATES}) naming the limit`, async () => {
    const rows = Array.from({ length: 6 }, () => "......");
    const edges = [];
    for (let y = 0; y < 6; y++) {
      for (let x = 0; x < 6; x++) {
        if (x < 5) edges.push({ x, y, side: "E", kind: "door", open: true });
        if (y < 5) edges.push({ x, y, side: "S", kind: "door", open: true });
      }
    }
    const board = asciiBoard(["h" + rows[0]!.slice(1), ...rows.slice(1)], edges, {
      h: { move: 20 },
    });
    const answer = (await openBattle(board, { engine: "reference" })).position().moves("h");
    expect(answer).toEqual({
      error: "invalid-query",
      reason: expect.stringMatching(/MAX_MOVE_STATES/),
    });
  });
});
