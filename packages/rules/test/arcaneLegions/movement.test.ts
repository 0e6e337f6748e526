// Arcane Legions movement on hand-checked tables (docs/rules/arcane-legions.md#movement): the move
// lattice, its costs and order, and what makes a pose illegal — a base or blocking terrain where
// the unit ends, the table's edge, and a unit or a wall on the way there.
import { describe, expect, it } from "vitest";
import {
  type ArcaneLegionsMove,
  MAX_TABLE_COORDINATE,
  type TerrainPiece,
  UNIT_MOVE_DEFAULT,
  checkScenario,
  openBattle,
  unitMovePoints,
} from "../../src/index.js";
import { ADJ } from "../../src/arcaneLegions/bases.js";
import { block, unit } from "./table.js";

type Unit = ReturnType<typeof unit>;

async function movesOf(
  figures: Unit[],
  id: string,
  {
    terrain = [],
    width,
    height,
  }: { terrain?: TerrainPiece[]; width?: number; height?: number } = {},
  engine: "wasm" | "reference" = "wasm",
): Promise<ArcaneLegionsMove[]> {
  const battle = await openBattle(
    { game: "arcane-legions", board: { width, height, terrain }, figures },
    { engine, game: "arcane-legions" },
  );
  const moves = battle.position().moves(id);
  if ("error" in moves) throw new Error(`moves of ${id}: ${moves.reason}`);
  return [...moves];
}

/** The poses as `x,y,facing` strings, in the order listed. */
const poses = (moves: readonly ArcaneLegionsMove[]) =>
  moves.map((m) => `${m.to.x},${m.to.y},${m.to.facing}`);

/** The centres `x` of the moves that face `facing` on the row `y`. */
const alongRow = (moves: readonly ArcaneLegionsMove[], y: number, facing: number) =>
  moves.filter((m) => m.to.y === y && m.to.facing === facing).map((m) => m.to.x);

describe("the move lattice", () => {
  it("lists every pose within the points in lattice order (forward, sideways, turns)", async () => {
    // Move 1 on an open table: half a step forward costs ½, a whole one 1; half a step back or
    // aside 1 each; a 45° turn 1, so only in place.
    const moves = await movesOf([unit("A", "alice", [5, 5], 0, { move: 1 })], "A");
    expect(moves.map((m) => [poses([m])[0], m.cost])).toEqual([
      ["4.5,5,0", 1],
      ["5,4.5,0", 1],
      ["5,5,-45", 1],
      ["5,5,0", 0],
      ["5,5,45", 1],
      ["5,5.5,0", 1],
      ["5.5,5,0", 0.5],
      ["6,5,0", 1],
    ]);
    expect(moves.every((m) => m.figure === "A")).toBe(true);
  });

  it("steps along the start facing and across it, turned", async () => {
    // Facing 90 (down the table): forward is +y, sideways (a quarter turn clockwise) is −x.
    const moves = await movesOf([unit("A", "alice", [5, 5], 90, { move: 2 })], "A");
    const at = (x: number, y: number, facing: number) =>
      moves.find((m) => m.to.x === x && m.to.y === y && m.to.facing === facing);
    expect(at(5, 7, 90)).toMatchObject({ cost: 2 });
    expect(at(4.5, 5, 90)).toMatchObject({ cost: 1 });
    expect(at(5, 5.5, 135)).toMatchObject({ cost: 1.5 });
    expect(at(5, 5, 45)).toMatchObject({ cost: 1 });
    expect(at(5, 5, 180)).toMatchObject({ cost: 2 });
    expect(at(4, 5, 90)).toMatchObject({ cost: 2 });
    expect(at(5, 4, 90)).toMatchObject({ cost: 2 });
    expect(moves.every((m) => m.cost <= 2)).toBe(true);
  });

  it("has only staying at move 0 and by default", async () => {
    expect(UNIT_MOVE_DEFAULT).toBe(0);
    expect(unitMovePoints(unit("A", "alice", [0, 0], 0))).toBe(0);
    expect(unitMovePoints(unit("A", "alice", [0, 0], 0, { move: 7 }))).toBe(7);
    const still = [{ figure: "A", to: { x: 5, y: 5, facing: 30 }, cost: 0 }];
    expect(await movesOf([unit("A", "alice", [5, 5], 30)], "A")).toEqual(still);
    expect(await movesOf([unit("A", "alice", [5, 5], 30, { move: 0 })], "A")).toEqual(still);
  });

  it("reports the facing turned exactly, and within MAX_FACING the other way round", async () => {
    const turned = await movesOf([unit("A", "alice", [5, 5], 30, { move: 2 })], "A");
    expect(turned.filter((m) => m.to.x === 5 && m.to.y === 5).map((m) => m.to.facing)).toEqual([
      -60, -15, 30, 75, 120,
    ]);
    const battle = await openBattle({
      game: "arcane-legions",
      board: {},
      figures: [unit("A", "alice", [5, 5], 3600, { move: 2 })],
    });
    const position = battle.position();
    const moves = position.moves("A") as ArcaneLegionsMove[];
    // 3600 + 45 is past the limit: 3285 names the same direction.
    expect(moves.filter((m) => m.to.x === 5 && m.to.y === 5).map((m) => m.to.facing)).toEqual([
      3510, 3555, 3600, 3285, 3330,
    ]);
    for (const m of moves) {
      position.move("A", m.to);
      expect(checkScenario(position.toScenario())).toMatchObject({ ok: true });
      position.undo();
    }
  });

  it("leaves out centres past MAX_TABLE_COORDINATE on a table without a size", async () => {
    expect(MAX_TABLE_COORDINATE).toBe(1000);
    const moves = await movesOf([unit("A", "alice", [999.75, 0], 0, { move: 1 })], "A");
    // Half a step or a step forward would put the centre at x 1000.25 or 1000.75.
    expect(poses(moves)).toEqual([
      "999.25,0,0",
      "999.75,-0.5,0",
      "999.75,0,-45",
      "999.75,0,0",
      "999.75,0,45",
      "999.75,0.5,0",
    ]);
  });
});

describe("what a move may not do", () => {
  it("stops at a wall of blocking terrain in front and never crosses it", async () => {
    // The wall covers x 3..4; the sortie's front starts at x 2.5.
    const wall = block("blocking", [3, 0], [4, 10], "wall");
    const moves = await movesOf([unit("A", "alice", [2, 5], 0, { move: 6 })], "A", {
      terrain: [wall],
    });
    // Straight ahead: half a step brings the front against the wall (touching is allowed).
    // Beyond the wall every end is clear of it, but the way there goes through it.
    expect(alongRow(moves, 5, 0)).toEqual([-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5]);
    expect(moves.every((m) => m.to.x <= 2.5)).toBe(true);
    // Turned 45° against the wall, the corner reaches 0.21 into it.
    expect(poses(moves)).not.toContain("2.5,5,45");
    expect(poses(moves)).toContain("2,5,45");
  });

  it("lets a base press into blocking terrain by ADJ, not more", async () => {
    // Half a step ahead the sortie's front is at x 3: a wall starting ADJ/2 before that is
    // touched, one starting 1.5 ADJ before it is overlapped (the base shrunk by ADJ reaches it).
    const ahead = async (wallAt: number) =>
      alongRow(
        await movesOf([unit("A", "alice", [2, 5], 0, { move: 1 })], "A", {
          terrain: [block("blocking", [wallAt, 0], [wallAt + 1, 10])],
        }),
        5,
        0,
      );
    expect(await ahead(3 - ADJ / 2)).toContain(2.5);
    expect(await ahead(3 - 1.5 * ADJ)).not.toContain(2.5);
    expect(await ahead(3 - 1.5 * ADJ)).toContain(2);
  });

  it("lets hindering terrain be walked through", async () => {
    const wood = block("hindering", [3, 0], [4, 10], "wood");
    const moves = await movesOf([unit("A", "alice", [2, 5], 0, { move: 3 })], "A", {
      terrain: [wood],
    });
    // From 1½ steps back (3 points) to 3 ahead (3 points), half a step at a time, through the wood.
    expect(alongRow(moves, 5, 0)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it("backs up to a unit behind, and not through it", async () => {
    // B covers x 2.5..3.5, y 4.5..5.5, behind A's back at x 4.5.
    const figures = [unit("A", "alice", [5, 5], 0, { move: 12 }), unit("B", "bob", [3, 5], 0)];
    const moves = await movesOf(figures, "A");
    // Back one step and the bases touch; further back they overlap, then the way goes through B.
    expect(alongRow(moves, 5, 0)[0]).toBe(4);
    expect(poses(moves)).not.toContain("1,5,0");
    // Four back and two aside (12 points) ends as far back, on a way that passes beside B.
    expect(poses(moves)).toContain("1,7,0");
  });

  it("keeps the base on the table when its size is given", async () => {
    const moves = await movesOf([unit("A", "alice", [0.5, 0.5], 0, { move: 1 })], "A", {
      width: 10,
      height: 10,
    });
    // Back or aside off the edge, and turned its corners leave the table: what is left is
    // staying, and forward or aside into the table.
    expect(poses(moves)).toEqual(["0.5,0.5,0", "0.5,1,0", "1,0.5,0", "1.5,0.5,0"]);
  });

  it("fits a base into the notch of a non-convex piece", async () => {
    // An L of blocking terrain round the corner at (1, 1); the sortie stands in the notch.
    const ell: TerrainPiece = {
      kind: "blocking",
      points: [
        [0, 0],
        [4, 0],
        [4, 1],
        [1, 1],
        [1, 4],
        [0, 4],
      ],
    };
    const moves = await movesOf([unit("A", "alice", [2.5, 2.5], 0, { move: 4 })], "A", {
      terrain: [ell],
    });
    // One step back or aside puts its sides against the L's inner edges; half a step more, into it.
    expect(poses(moves)).toEqual(expect.arrayContaining(["1.5,2.5,0", "2.5,1.5,0", "1.5,1.5,0"]));
    expect(poses(moves)).not.toContain("1,2.5,0");
    expect(poses(moves)).not.toContain("2.5,1,0");
  });

  it("always lists staying, even on blocking terrain the scenario placed it on", async () => {
    const rock = block("blocking", [4, 4], [6, 6], "rock");
    const moves = await movesOf([unit("A", "alice", [5, 5], 0, { move: 2 })], "A", {
      terrain: [rock],
    });
    // Turning in place leaves the base on the rock; every way out starts inside it.
    expect(poses(moves)).toEqual(["5,5,0"]);
  });

  it("answers the same over the wasm kernels and the twin", async () => {
    const figures = [
      unit("A", "alice", [5, 5], 45, { move: 8, base: "cavalry" }),
      unit("B", "bob", [8, 5], 0, { base: "foot" }),
      unit("C", "bob", [3, 7], 30),
    ];
    const board = {
      terrain: [
        block("blocking", [6, 1], [7, 3]),
        block("hindering", [2, 2], [4, 4]),
        {
          kind: "blocking" as const,
          points: [
            [1, 8],
            [4, 9],
            [1, 10],
          ] as [number, number][],
        },
      ],
    };
    const wasm = await movesOf(figures, "A", board, "wasm");
    expect(wasm.length).toBeGreaterThan(100);
    expect(await movesOf(figures, "A", board, "reference")).toEqual(wasm);
  });
});

describe("making a listed move", () => {
  it("moves the unit there, and the position's scenario is valid", async () => {
    const battle = await openBattle({
      game: "arcane-legions",
      board: { width: 12, height: 8, terrain: [block("blocking", [6, 0], [7, 5], "wall")] },
      figures: [
        unit("A", "alice", [4, 4], 0, { move: 4, base: "foot" }),
        unit("B", "bob", [9, 4], 180, { base: "cavalry" }),
      ],
    });
    const position = battle.position();
    const moves = position.moves("A") as ArcaneLegionsMove[];
    for (const move of moves) {
      position.move("A", move.to);
      expect(position.figure("A")).toMatchObject(move.to);
      expect(checkScenario(position.toScenario())).toMatchObject({ ok: true });
      // Targets work from there too: the sight kernel holds the table's units again.
      expect(Array.isArray(position.targets("A"))).toBe(true);
      position.undo();
    }
    expect(moves.length).toBeGreaterThan(50);
  });
});
