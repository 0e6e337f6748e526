// Arcadia Quest's `danger` and `stands` (docs/rules/ai.md#overlays) against the rules asked place
// by place: on small random dungeons (walls, doors open and shut, blocked terrain, Huge
// characters, two guilds and monsters, some with a life), the character moved to each space,
// every enemy's `targets` read for it and its best card kept, damage distributions from the
// `odds` query enumerated combination by combination; each stand's move made on the position —
// its doors set as it leaves them — and the character's own `targets` read there.
import {
  type ArcadiaQuestFigure,
  type ArcadiaQuestMove,
  type ArcadiaQuestTarget,
  type Position,
  openBattle,
} from "@sightline/rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answer } from "../src/index.js";
import { enumeratedReach, sameWithin } from "./overlayOracle.js";

const SIDE = 5;

const card = fc.record({
  kind: fc.constantFrom("melee" as const, "ranged" as const),
  dice: fc.integer({ min: 1, max: 3 }),
  exhausted: fc.constantFrom(false, false, true),
});

/** A small random dungeon, valid by construction. */
const dungeons = fc
  .record({
    width: fc.integer({ min: 2, max: SIDE }),
    height: fc.integer({ min: 2, max: SIDE }),
    cells: fc.array(fc.constantFrom(".", ".", ".", ".", ".", "#", " "), {
      minLength: SIDE * SIDE,
      maxLength: SIDE * SIDE,
    }),
    edges: fc.array(fc.constantFrom("plain", "plain", "plain", "wall", "door", "open"), {
      minLength: 2 * SIDE * SIDE,
      maxLength: 2 * SIDE * SIDE,
    }),
    characters: fc.array(
      fc.record({
        cell: fc.nat(SIDE * SIDE - 1),
        owner: fc.constantFrom("red", "blue", "monsters"),
        huge: fc.integer({ min: 0, max: 6 }),
        defense: fc.integer({ min: 0, max: 2 }),
        life: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        move: fc.integer({ min: 0, max: 4 }),
        cards: fc.array(card, { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 2, maxLength: 7 },
    ),
  })
  .map(({ width, height, cells, edges: kinds, characters }) => {
    const rows = Array.from({ length: height }, (_, y) =>
      Array.from({ length: width }, (_, x) => cells[y * SIDE + x]!).join(""),
    );
    const onBoard = (x: number, y: number) => rows[y]?.[x] === "." || rows[y]?.[x] === "#";
    const edges: object[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (const side of ["E", "S"] as const) {
          const kind = kinds[(y * SIDE + x) * 2 + (side === "E" ? 0 : 1)]!;
          const [x2, y2] = side === "E" ? [x + 1, y] : [x, y + 1];
          if (kind === "plain" || (!onBoard(x, y) && !onBoard(x2, y2))) continue;
          if (kind === "wall") edges.push({ x, y, side, kind: "wall" });
          else edges.push({ x, y, side, kind: "door", open: kind === "open" });
        }
      }
    }
    const load = new Map<string, number>();
    const figures: object[] = [];
    characters.forEach(({ cell, owner, huge, defense, life, move, cards }, i) => {
      const [x, y] = [cell % width, Math.floor(cell / width) % height];
      const weight = huge === 0 ? 2 : 1;
      if (rows[y]?.[x] !== "." || (load.get(`${x},${y}`) ?? 0) + weight > 2) return;
      load.set(`${x},${y}`, (load.get(`${x},${y}`) ?? 0) + weight);
      figures.push({
        id: `c${i}`,
        owner,
        x,
        y,
        ...(huge === 0 ? { huge: true } : {}),
        defense,
        ...(life === undefined ? {} : { life }),
        move,
        attacks: cards.map((c, j) => ({ name: `card${j}`, ...c })),
      });
    });
    return { game: "arcadia-quest", board: { rows, edges }, figures };
  })
  .filter((scenario) => scenario.figures.length >= 2);

async function positionOf(scenario: object): Promise<Position<"arcadia-quest">> {
  const battle = await openBattle(scenario, { game: "arcadia-quest" });
  return battle.position();
}

/** The first entry of the most expected damage (later ones must beat it by more than 1e-9). */
function best(entries: readonly ArcadiaQuestTarget[]): ArcadiaQuestTarget | null {
  return entries.reduce<ArcadiaQuestTarget | null>(
    (top, e) => (!top || e.odds.expected > top.odds.expected + 1e-9 ? e : top),
    null,
  );
}

/** The danger to `figure` on (x, y), asked of every other character with it moved there. */
function dangerAt(
  position: Position<"arcadia-quest">,
  figure: ArcadiaQuestFigure,
  x: number,
  y: number,
) {
  position.move(figure.id, { x, y });
  const attacks = position
    .figures()
    .filter((f) => f.id !== figure.id)
    .map((f) => f.id)
    .sort()
    .flatMap((id) => {
      const targets = position.targets(id);
      if (targets.error) throw new Error(targets.reason);
      const entry = best(targets.filter((t) => t.target === figure.id));
      return entry ? [{ id, entry }] : [];
    });
  const damage = attacks.map(({ entry }) => {
    const odds = position.answer({
      q: "odds",
      attackDice: entry.attackDice,
      defenseDice: entry.defenseDice,
      kind: entry.attackKind,
    });
    if (odds.error) throw new Error(odds.reason);
    return odds.distribution;
  });
  position.undo();
  return {
    at: [x, y],
    attackers: attacks.map((a) => a.id),
    expected: attacks.reduce((sum, a) => sum + a.entry.odds.expected, 0),
    ...(figure.life === undefined ? {} : { destroyed: enumeratedReach(damage, figure.life) }),
  };
}

/** The attack of `figure` on `target` after `move`, made on the position and undone. */
function attackAfter(
  position: Position<"arcadia-quest">,
  figure: string,
  move: ArcadiaQuestMove,
  target: string,
): ArcadiaQuestTarget | null {
  const saved = position.changes;
  for (const door of move.doors) position.setDoor(door, door.open);
  position.move(figure, { x: move.to[0], y: move.to[1] });
  const targets = position.targets(figure);
  position.undoTo(saved);
  if (targets.error) throw new Error(targets.reason);
  return best(targets.filter((t) => t.target === target));
}

/** Every stand: per space the stay at the start, else fewest steps, best attack, fewest points. */
function standsOf(position: Position<"arcadia-quest">, figure: string, target: string) {
  const moves = position.moves(figure);
  if ("error" in moves) throw new Error(moves.reason);
  const weighed = moves.map((move) => ({
    move,
    attack: attackAfter(position, figure, move, target),
    steps: move.path.length - 1,
    points: move.path.length - 1 + move.doors.length,
  }));
  type Weighed = (typeof weighed)[number];
  const rank = (w: Weighed) => [
    w.points === 0 ? 0 : 1,
    w.steps,
    -(w.attack?.odds.expected ?? -1),
    w.points,
  ];
  const before = (a: Weighed, b: Weighed) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) {
      if (Math.abs(ra[i]! - rb[i]!) > 1e-9) return ra[i]! < rb[i]!;
    }
    return false;
  };
  const bySpace = new Map<string, Weighed>();
  for (const w of weighed) {
    const key = String(w.move.to);
    const known = bySpace.get(key);
    if (!known || before(w, known)) bySpace.set(key, w);
  }
  return [...bySpace.values()]
    .sort((a, b) => a.move.to[1] - b.move.to[1] || a.move.to[0] - b.move.to[0])
    .map((w) => ({
      at: w.move.to,
      ...(w.points === 0 ? {} : { path: w.move.path }),
      cost: w.points,
      ...(w.move.doors.length > 0 ? { doors: w.move.doors } : {}),
      attack: w.attack,
    }));
}

/** Whether `position.move` takes the character to (x, y) (and puts it back). */
function takes(position: Position<"arcadia-quest">, id: string, x: number, y: number): boolean {
  try {
    position.move(id, { x, y });
  } catch {
    return false;
  }
  position.undo();
  return true;
}

describe("Arcadia Quest danger and stands against the rules asked place by place", () => {
  it("danger at every space it may be in, and at spaces given, is every enemy's best card", async () => {
    const seen = { places: 0, attacked: 0, several: 0, destroyed: 0 };
    await fc.assert(
      fc.asyncProperty(
        dungeons,
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (scenario, pick, picks) => {
          const position = await positionOf(scenario);
          const figures = position.figures();
          const figure = figures[pick % figures.length]!;
          const free = scenario.board.rows.flatMap((row, y) =>
            [...row].flatMap((_, x) => (takes(position, figure.id, x, y) ? [[x, y] as const] : [])),
          );
          const expected = free.map(([x, y]) => dangerAt(position, figure, x, y));
          const got = await answer(position, { q: "danger", figure: figure.id });
          if (got.error) throw new Error(got.reason);
          expect(sameWithin(got.places, expected)).toBeUndefined();
          if (free.length > 0) {
            const at = picks.map((p) => free[p % free.length]!);
            const given = await answer(position, { q: "danger", figure: figure.id, at });
            if (given.error) throw new Error(given.reason);
            expect(
              sameWithin(
                given.places,
                at.map((s) => expected[free.indexOf(s)]),
              ),
            ).toBeUndefined();
          }
          expect(position.changes).toBe(0);
          for (const place of expected) {
            seen.places++;
            if (place.attackers.length > 0) seen.attacked++;
            if (place.attackers.length > 1) seen.several++;
            if ((place.destroyed ?? 0) > 0) seen.destroyed++;
          }
        },
      ),
      { numRuns: 120, seed: 41 },
    );
    expect(seen.attacked).toBeGreaterThan(seen.places / 10);
    expect(seen.several).toBeGreaterThan(20);
    expect(seen.destroyed).toBeGreaterThan(20);
  });

  it("stands are its moves with their doors, each space once, with its best card there", async () => {
    const seen = { stands: 0, attacks: 0, doors: 0 };
    await fc.assert(
      fc.asyncProperty(dungeons, fc.nat(), fc.nat(), async (scenario, pick, aim) => {
        const position = await positionOf(scenario);
        const figures = position.figures();
        const figure = figures[pick % figures.length]!;
        const target = figures.filter((f) => f !== figure)[aim % (figures.length - 1)]!;
        const expected = standsOf(position, figure.id, target.id);
        const got = await answer(position, { q: "stands", figure: figure.id, target: target.id });
        if (got.error) throw new Error(got.reason);
        expect(sameWithin(got.stands, expected)).toBeUndefined();
        expect(position.changes).toBe(0);
        for (const stand of expected) {
          seen.stands++;
          if (stand.attack) seen.attacks++;
          if (stand.doors) seen.doors++;
        }
      }),
      { numRuns: 120, seed: 42 },
    );
    expect(seen.attacks).toBeGreaterThan(seen.stands / 10);
    expect(seen.doors).toBeGreaterThan(10);
  });

  it("answers invalid-query naming the place it may not weigh", async () => {
    const position = await positionOf({
      game: "arcadia-quest",
      board: { rows: ["..#"] },
      figures: [
        { id: "h", owner: "guild", x: 0, y: 0, defense: 1, attacks: [] },
        { id: "o", owner: "monsters", x: 1, y: 0, huge: true, defense: 1, attacks: [] },
      ],
    });
    expect(
      await answer(position, {
        q: "danger",
        figure: "h",
        at: [
          [0, 0],
          [2, 0],
        ],
      }),
    ).toEqual({
      error: "invalid-query",
      reason: "/at/1: space (2,0) is blocked terrain: nobody stands there",
    });
    expect(await answer(position, { q: "danger", figure: "h", at: [[[0, 0]]] })).toMatchObject({
      reason: "/at/0: an Arcadia Quest place is a space [x, y]",
    });
  });
});
