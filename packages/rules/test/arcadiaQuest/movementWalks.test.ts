// Arcadia Quest movement against brute force (docs/rules/arcadia-quest.md#movement): on small random
// boards with walls, doors open and closed, blocked terrain, non-board cells, full spaces and Huge
// characters, every action sequence a character could take (steps and door actions, in any order)
// is walked up to its movement points, and `position.moves` must list exactly the end states the
// walks end on — each once, at the least cost — along actions that replay to what they claim.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ArcadiaQuestMove, openBattle } from "../../src/index.js";

interface Character {
  id: string;
  owner: string;
  x: number;
  y: number;
  huge?: boolean;
  move?: number;
  defense: number;
  attacks: never[];
}

interface Edge {
  x: number;
  y: number;
  side: "E" | "S";
  kind: "wall" | "door";
  open?: boolean;
}

/** A door or wall between two cells, named by both cells in reading order (not the rules' names). */
const between = (x1: number, y1: number, x2: number, y2: number): string =>
  y1 < y2 || (y1 === y2 && x1 < x2) ? `${x1}:${y1}/${x2}:${y2}` : `${x2}:${y2}/${x1}:${y1}`;

/** The world as the brute force sees it: plain maps, nothing shared with the generator. */
class World {
  readonly walls = new Set<string>();
  readonly doorsAtStart = new Map<string, boolean>();
  readonly load = new Map<string, number>();

  constructor(
    readonly rows: string[],
    edges: Edge[],
    readonly mover: Character,
    others: Character[],
  ) {
    for (const e of edges) {
      const [x2, y2] = e.side === "E" ? [e.x + 1, e.y] : [e.x, e.y + 1];
      const name = between(e.x, e.y, x2, y2);
      if (e.kind === "wall") this.walls.add(name);
      else this.doorsAtStart.set(name, e.open === true);
    }
    for (const o of others) {
      const k = `${o.x},${o.y}`;
      this.load.set(k, (this.load.get(k) ?? 0) + (o.huge ? 2 : 1));
    }
  }

  points(): number {
    return this.mover.move ?? (this.mover.owner === "monsters" ? 0 : 3);
  }

  /** Whether a step from (x, y) to its neighbour (nx, ny) is legal with these doors. */
  canStep(x: number, y: number, nx: number, ny: number, doors: Map<string, boolean>): boolean {
    if (this.rows[ny]?.[nx] !== ".") return false;
    const name = between(x, y, nx, ny);
    if (this.walls.has(name)) return false;
    if (doors.has(name) && !doors.get(name)) return false;
    return (this.load.get(`${nx},${ny}`) ?? 0) + (this.mover.huge ? 2 : 1) <= 2;
  }

  /** The doors on the four edges of (x, y). */
  doorsAround(x: number, y: number): string[] {
    return [
      [x, y - 1],
      [x + 1, y],
      [x, y + 1],
      [x - 1, y],
    ]
      .map(([nx, ny]) => between(x, y, nx!, ny!))
      .filter((name) => this.doorsAtStart.has(name));
  }

  /** An end state: where the mover stands and which doors differ from the start. */
  endKey(x: number, y: number, doors: Map<string, boolean>): string {
    const changed = [...doors].filter(([n, open]) => this.doorsAtStart.get(n) !== open);
    return `${x},${y} ${changed
      .map(([n]) => n)
      .sort()
      .join(" ")}`;
  }

  /** Every end state of every action sequence of at most the mover's points, with its least cost. */
  walkAll(): Map<string, number> {
    const best = new Map<string, number>();
    const walk = (x: number, y: number, doors: Map<string, boolean>, spent: number): void => {
      const k = this.endKey(x, y, doors);
      if ((best.get(k) ?? Infinity) > spent) best.set(k, spent);
      if (spent === this.points()) return;
      for (const [nx, ny] of [
        [x, y - 1],
        [x + 1, y],
        [x, y + 1],
        [x - 1, y],
      ] as const) {
        if (this.canStep(x, y, nx, ny, doors)) walk(nx, ny, doors, spent + 1);
      }
      for (const name of this.doorsAround(x, y)) {
        const after = new Map(doors);
        after.set(name, !doors.get(name));
        walk(x, y, after, spent + 1);
      }
    };
    walk(this.mover.x, this.mover.y, new Map(this.doorsAtStart), 0);
    return best;
  }

  /** Replays a move's steps and door actions, failing on an illegal one; its end state and cost. */
  replay(move: ArcadiaQuestMove): { key: string; cost: number } {
    const doors = new Map(this.doorsAtStart);
    const [sx, sy] = move.path[0]!;
    expect([sx, sy]).toEqual([this.mover.x, this.mover.y]);
    const act = (at: number): void => {
      for (const d of move.doors.filter((door) => door.at === at)) {
        const [x2, y2] = d.side === "E" ? [d.x + 1, d.y] : [d.x, d.y + 1];
        const name = between(d.x, d.y, x2, y2);
        const [px, py] = move.path[at]!;
        expect(this.doorsAround(px, py)).toContain(name);
        expect(d.open).toBe(!doors.get(name));
        doors.set(name, d.open);
      }
    };
    act(0);
    for (let i = 1; i < move.path.length; i++) {
      const [x, y] = move.path[i - 1]!;
      const [nx, ny] = move.path[i]!;
      expect(Math.abs(nx - x) + Math.abs(ny - y)).toBe(1);
      expect(this.canStep(x, y, nx, ny, doors)).toBe(true);
      act(i);
    }
    expect(move.to).toEqual(move.path.at(-1));
    const [tx, ty] = move.to;
    return { key: this.endKey(tx, ty, doors), cost: move.path.length - 1 + move.doors.length };
  }
}

/** A small random board with its edges and characters, valid by construction. */
const arbitraryScene = fc
  .record({
    width: fc.integer({ min: 1, max: 4 }),
    height: fc.integer({ min: 1, max: 4 }),
    cells: fc.array(fc.constantFrom(".", ".", ".", ".", "#", " "), {
      minLength: 16,
      maxLength: 16,
    }),
    edgeKinds: fc.array(fc.constantFrom("plain", "plain", "wall", "closed", "open"), {
      minLength: 32,
      maxLength: 32,
    }),
    placements: fc.array(
      fc.record({
        cell: fc.nat(15),
        huge: fc.boolean(),
        monster: fc.boolean(),
      }),
      { minLength: 1, maxLength: 7 },
    ),
    move: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    moverHuge: fc.boolean(),
  })
  .map(({ width, height, cells, edgeKinds, placements, move, moverHuge }) => {
    const rows = Array.from({ length: height }, (_, y) =>
      Array.from({ length: width }, (_, x) => cells[y * 4 + x]!).join(""),
    );
    const onBoard = (x: number, y: number) => rows[y]?.[x] === "." || rows[y]?.[x] === "#";
    const edges: Edge[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (const side of ["E", "S"] as const) {
          const kind = edgeKinds[(y * 4 + x) * 2 + (side === "E" ? 0 : 1)]!;
          const [x2, y2] = side === "E" ? [x + 1, y] : [x, y + 1];
          // The scenario's checks want an edge that borders the board.
          if (kind === "plain" || (!onBoard(x, y) && !onBoard(x2, y2))) continue;
          if (kind === "wall") edges.push({ x, y, side, kind: "wall" });
          else edges.push({ x, y, side, kind: "door", open: kind === "open" });
        }
      }
    }
    const load = new Map<string, number>();
    const characters: Character[] = [];
    placements.forEach(({ cell, huge, monster }, i) => {
      const [x, y] = [cell % 4, Math.floor(cell / 4)];
      const isHuge = i === 0 ? moverHuge : huge;
      const k = `${x},${y}`;
      const weight = isHuge ? 2 : 1;
      if (rows[y]?.[x] !== "." || (load.get(k) ?? 0) + weight > 2) return;
      load.set(k, (load.get(k) ?? 0) + weight);
      characters.push({
        id: `c${i}`,
        owner: i === 0 ? "guild" : monster ? "monsters" : "guild",
        x,
        y,
        ...(isHuge ? { huge: true } : {}),
        ...(i === 0 && move !== undefined ? { move } : {}),
        defense: 1,
        attacks: [],
      });
    });
    return { rows, edges, characters };
  })
  .filter(({ characters }) => characters[0]?.id === "c0");

describe("Arcadia Quest moves against every walk", () => {
  it("list exactly the end states of the walks, once each, at the least cost", async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryScene, async ({ rows, edges, characters }) => {
        const scenario = { game: "arcadia-quest", board: { rows, edges }, figures: characters };
        const position = (await openBattle(scenario, { engine: "reference" })).position();
        const moves = position.moves("c0");
        if ("error" in moves) throw new Error(moves.reason);
        const [mover, ...others] = characters;
        const world = new World(rows, edges, mover!, others);
        const walked = world.walkAll();
        const listed = new Map<string, number>();
        for (const move of moves) {
          const { key, cost } = world.replay(move as ArcadiaQuestMove);
          expect(listed.has(key)).toBe(false);
          listed.set(key, cost);
        }
        expect(listed).toEqual(walked);
        expect(moves[0]).toEqual({
          figure: "c0",
          to: [mover!.x, mover!.y],
          path: [[mover!.x, mover!.y]],
          doors: [],
        });
      }),
      { numRuns: 300 },
    );
  });
});
