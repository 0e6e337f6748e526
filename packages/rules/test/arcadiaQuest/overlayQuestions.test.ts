// Arcadia Quest's overlay questions (`placements`, `targetsFrom`, `attacksOn`) against moving the
// character and asking: on small random dungeons with walls, doors (some set open or closed on
// the position), blocked terrain, Huge characters, two guilds and monsters, a character's places
// are exactly those `position.move` takes, and at each the batch says what `targets` says with
// the character moved there — its own answer, and every enemy's entries for it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ArcadiaQuestTarget, type Position, openBattle } from "../../src/index.js";

const SIDE = 5;

const card = fc.record({
  kind: fc.constantFrom("melee" as const, "ranged" as const),
  dice: fc.integer({ min: 1, max: 3 }),
  exhausted: fc.boolean(),
});

/** A small random dungeon, valid by construction, and the doors to set on its position. */
const arbitraryDungeon = fc
  .record({
    width: fc.integer({ min: 2, max: SIDE }),
    height: fc.integer({ min: 1, max: SIDE }),
    cells: fc.array(fc.constantFrom(".", ".", ".", ".", ".", "#", " "), {
      minLength: SIDE * SIDE,
      maxLength: SIDE * SIDE,
    }),
    edgeKinds: fc.array(fc.constantFrom("plain", "plain", "plain", "wall", "door", "open"), {
      minLength: 2 * SIDE * SIDE,
      maxLength: 2 * SIDE * SIDE,
    }),
    characters: fc.array(
      fc.record({
        cell: fc.nat(SIDE * SIDE - 1),
        owner: fc.constantFrom("red", "blue", "monsters"),
        huge: fc.integer({ min: 0, max: 5 }),
        defense: fc.integer({ min: 0, max: 2 }),
        bonus: fc.integer({ min: -1, max: 1 }),
        cards: fc.array(card, { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 2, maxLength: 7 },
    ),
    flips: fc.array(fc.nat(), { maxLength: 3 }),
  })
  .map(({ width, height, cells, edgeKinds, characters, flips }) => {
    const rows = Array.from({ length: height }, (_, y) =>
      Array.from({ length: width }, (_, x) => cells[y * SIDE + x]!).join(""),
    );
    const onBoard = (x: number, y: number) => rows[y]?.[x] === "." || rows[y]?.[x] === "#";
    const edges: object[] = [];
    const doors: { x: number; y: number; side: "E" | "S" }[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (const side of ["E", "S"] as const) {
          const kind = edgeKinds[(y * SIDE + x) * 2 + (side === "E" ? 0 : 1)]!;
          const [x2, y2] = side === "E" ? [x + 1, y] : [x, y + 1];
          if (kind === "plain" || (!onBoard(x, y) && !onBoard(x2, y2))) continue;
          if (kind === "wall") edges.push({ x, y, side, kind: "wall" });
          else {
            edges.push({ x, y, side, kind: "door", open: kind === "open" });
            doors.push({ x, y, side });
          }
        }
      }
    }
    const load = new Map<string, number>();
    const figures: object[] = [];
    characters.forEach(({ cell, owner, huge, defense, bonus, cards }, i) => {
      const [x, y] = [cell % width, Math.floor(cell / width) % height];
      const weight = huge === 0 ? 2 : 1;
      const k = `${x},${y}`;
      if (rows[y]?.[x] !== "." || (load.get(k) ?? 0) + weight > 2) return;
      load.set(k, (load.get(k) ?? 0) + weight);
      figures.push({
        id: `c${i}`,
        owner,
        x,
        y,
        ...(huge === 0 ? { huge: true } : {}),
        defense,
        ...(bonus !== 0 ? { bonusAttackDice: bonus, bonusDefenseDice: -bonus } : {}),
        attacks: cards.map((c, j) => ({ name: `card${j}`, ...c })),
      });
    });
    const set = flips.flatMap((n) =>
      doors.length > 0 ? [{ ...doors[n % doors.length]!, open: n % 2 === 0 }] : [],
    );
    return { scenario: { game: "arcadia-quest", board: { rows, edges }, figures }, set };
  })
  .filter(({ scenario }) => scenario.figures.length >= 2);

/** Whether `position.move` takes the character to `(x, y)` (and puts it back). */
function takes(position: Position<"arcadia-quest">, id: string, x: number, y: number): boolean {
  try {
    position.move(id, { x, y });
  } catch {
    return false;
  }
  position.undo();
  return true;
}

describe("Arcadia Quest overlay questions", () => {
  it.each(["wasm", "reference"] as const)(
    "answer what moving the character there and asking targets answers (%s)",
    async (engine) => {
      let attacked = 0;
      await fc.assert(
        fc.asyncProperty(arbitraryDungeon, fc.nat(99), async ({ scenario, set }, pick) => {
          const battle = await openBattle(scenario, { engine });
          const position = battle.position() as Position<"arcadia-quest">;
          for (const { open, ...edge } of set) position.setDoor(edge, open);
          const figures = position.figures();
          const figure = figures[pick % figures.length]!;
          const places = position.rules.placements(figure.id);
          if ("error" in places) throw new Error(places.reason);
          const { rows } = scenario.board;
          const legal = rows.flatMap((row, y) =>
            [...row].flatMap((_, x) => (takes(position, figure.id, x, y) ? [{ x, y }] : [])),
          );
          expect(places).toEqual(legal);

          const attacks = position.rules.attacksOn(figure.id, places);
          if ("error" in attacks) throw new Error(attacks.reason);
          const from = position.rules.targetsFrom(figure.id, places);
          if ("error" in from) throw new Error(from.reason);
          const aim = figures[(pick + 1) % figures.length]!.id;
          const some = position.rules.targetsFrom(figure.id, places, [aim]);
          if ("error" in some) throw new Error(some.reason);
          places.forEach((space, c) => {
            position.move(figure.id, space);
            const expected = position
              .figures()
              .filter((f) => f !== position.figure(figure.id))
              .map((f) => f.id)
              .sort()
              .flatMap((attacker) => {
                const targets = position.targets(attacker);
                if (targets.error) throw new Error(targets.reason);
                const entries = targets.filter((t: ArcadiaQuestTarget) => t.target === figure.id);
                return entries.length > 0 ? [{ attacker, attacks: entries }] : [];
              });
            attacked += expected.length;
            expect(attacks[c], `${figure.id} on (${space.x},${space.y})`).toEqual(expected);
            const own = position.targets(figure.id);
            if (own.error) throw new Error(own.reason);
            expect(from[c]).toEqual(own);
            expect(some[c]).toEqual(own.filter((t) => t.target === aim));
            position.undo();
          });
        }),
        { numRuns: engine === "wasm" ? 300 : 100 },
      );
      expect(attacked).toBeGreaterThan(50);
    },
    120_000,
  );

  it("refuse a space the character may not be in, naming it and why", async () => {
    const battle = await openBattle({
      game: "arcadia-quest",
      board: { rows: ["..#"] },
      figures: [
        { id: "h", owner: "guild", x: 0, y: 0, defense: 1, attacks: [] },
        { id: "o", owner: "monsters", x: 1, y: 0, huge: true, defense: 1, attacks: [] },
      ],
    });
    const position = battle.position() as Position<"arcadia-quest">;
    expect(
      position.rules.attacksOn("h", [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ]),
    ).toEqual({
      error: "invalid-query",
      reason: 'candidate 1: space (1,0) is filled by Huge character "o"',
    });
    expect(position.rules.targetsFrom("h", [{ x: 2, y: 0 }])).toMatchObject({
      reason: expect.stringMatching(/^candidate 0: .*blocked terrain/),
    });
    expect(position.rules.placements("h")).toEqual([{ x: 0, y: 0 }]);
    expect(position.rules.placements("nobody")).toMatchObject({ error: "unknown-figure" });
  });
});
