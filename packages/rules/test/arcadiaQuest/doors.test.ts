// Doors left as a move leaves them (docs/rules/arcadia-quest.md#movement): sight, Close, reach and
// moves are judged with the door so, on both engines, and undo puts it back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Position, openBattle } from "../../src/index.js";
import { asciiBoard } from "./asciiBoard.js";

// A hero and a goblin, a closed door between them.
const board = asciiBoard(["h.o"], [{ x: 1, y: 0, side: "E", kind: "door" }]);

async function positions(): Promise<Position<"arcadia-quest">[]> {
  return Promise.all(
    (["wasm", "reference"] as const).map(
      async (engine) =>
        (await openBattle(board, { engine })).position() as Position<"arcadia-quest">,
    ),
  );
}

describe("doors in a position", () => {
  it("a door opened by a move opens sight and Close, and undo closes them again", async () => {
    for (const position of await positions()) {
      expect(position.lineOfSight("h", "o")).toMatchObject({ clear: false });
      const moves = position.moves("h");
      if ("error" in moves) throw new Error(moves.reason);
      const next = moves.find((m) => m.to[0] === 1 && m.doors.length === 1)!;
      expect(next.doors).toEqual([{ at: 1, x: 1, y: 0, side: "E", open: true }]);
      for (const door of next.doors) position.setDoor(door, door.open);
      position.move("h", { x: next.to[0], y: next.to[1] });
      expect(position.lineOfSight("h", "o")).toEqual({ clear: true });
      expect(position.range("h", "o")).toEqual({ close: true });
      expect(position.targets("h")).toMatchObject([{ card: "Sword" }, { card: "Bow" }]);
      expect(position.reach("h")).toEqual({
        close: [
          { x: 1, y: 0 },
          { x: 2, y: 0 },
          { x: 0, y: 0 },
        ],
      });
      expect(position.toScenario().board.edges).toEqual([
        { x: 1, y: 0, side: "E", kind: "door", open: true },
      ]);
      position.undoTo(0);
      expect(position.figure("h")).toMatchObject({ x: 0, y: 0 });
      expect(position.lineOfSight("h", "o")).toMatchObject({ clear: false });
      position.move("h", { x: 1, y: 0 });
      expect(position.range("h", "o")).toEqual({ close: false });
    }
  });

  it("each position keeps its own doors, and its moves start from them", async () => {
    const [position] = await positions();
    const other = position!.fork();
    position!.setDoor({ x: 2, y: 0, side: "W" }, true);
    const goblin = (p: Position<"arcadia-quest">) => {
      const moves = p.moves("h");
      if ("error" in moves) throw new Error(moves.reason);
      return moves.filter((m) => m.to[0] === 2).map((m) => m.doors.length);
    };
    // Open: two steps, and a third point to close the door behind; closed: open it first.
    expect(goblin(position!)).toEqual([0, 1]);
    expect(goblin(other)).toEqual([1]);
    expect(other.lineOfSight("h", "o")).toMatchObject({ clear: false });
    expect(position!.lineOfSight("h", "o")).toEqual({ clear: true });
  });

  it("names an edge that is no door", async () => {
    const [position] = await positions();
    expect(() => position!.setDoor({ x: 0, y: 0, side: "E" }, true)).toThrow(
      /edge \(0,0,E\) is not a door of the board/,
    );
    expect(position!.changes).toBe(0);
  });
});

// A 4 × 4 room with a door on every inner edge, some open; three characters.
const room = asciiBoard(
  ["h...", ".#..", "..o.", "...m"],
  Array.from({ length: 24 }, (_, i) => {
    const [x, y, side] =
      i < 12 ? [i % 3, Math.floor(i / 3), "E"] : [(i - 12) % 4, Math.floor((i - 12) / 4), "S"];
    return { x, y, side, kind: "door", open: i % 5 === 0 };
  }),
  { m: { owner: "guild" } },
);

describe("doors set on a position answer as the scenario they make", () => {
  it("los, range and matrix after setDoor equal a battle opened on toScenario()", async () => {
    const edges = (room as { board: { edges: { x: number; y: number; side: "E" | "S" }[] } }).board
      .edges;
    const position = (await openBattle(room)).position() as Position<"arcadia-quest">;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ door: fc.nat(edges.length - 1), open: fc.boolean() }), {
          maxLength: 12,
        }),
        async (changes) => {
          position.undoTo(0);
          for (const { door, open } of changes) position.setDoor(edges[door]!, open);
          const fresh = (await openBattle(position.toScenario())).position();
          for (const [a, b] of [
            ["h", "o"],
            ["o", "m"],
            ["m", "h"],
          ] as const) {
            expect(position.lineOfSight(a, b)).toEqual(fresh.lineOfSight(a, b));
            expect(position.range(a, b)).toEqual(fresh.range(a, b));
          }
          expect(position.matrix()).toEqual(fresh.matrix());
          expect(position.moves("h")).toEqual(fresh.moves("h"));
        },
      ),
      { numRuns: 40 },
    );
  });
});
