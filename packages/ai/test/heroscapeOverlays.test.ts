// HeroScape's `danger` and `stands` (docs/rules/ai.md#overlays) against the rules asked place by
// place: on small random battles, the figure moved to each place (`position.move`), every
// enemy's `targets` answer read for it, its wounds' distributions taken from the `odds` query and
// enumerated combination by combination; each stand's path weighed by enumerating its
// leaving-engagement dice, its attack read off the figure's own `targets` answer there.
import {
  type Hex,
  type HeroscapeFigure,
  type HeroscapeMove,
  type Position,
  openBattle,
} from "@sightline/rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answer } from "../src/index.js";
import { enumeratedDice, enumeratedReach, mean, sameWithin } from "./overlayOracle.js";
import { ROWS, WIDTH, positions, scenarioOf } from "./smallBattles.js";

/** The battle drawn, every figure given a move of 2–5 so that stands have somewhere to go. */
async function battleOf(drawn: Parameters<typeof scenarioOf>[0]) {
  const scenario = scenarioOf(drawn) as { figures: object[] };
  const figures = scenario.figures.map((f, i) => ({ ...f, move: 2 + (i % 4) }));
  const battle = await openBattle({ ...scenario, figures } as never, { game: "heroscape" });
  return battle.position() as Position<"heroscape">;
}

/** Every hex of the board, by (q, r). */
const HEXES: Hex[] = Array.from({ length: WIDTH * ROWS }, (_, cell): Hex => [
  cell % WIDTH,
  Math.floor(cell / WIDTH),
]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);

/** Whether `position.move` takes the figure to `hex` (and puts it back). */
function takes(position: Position<"heroscape">, id: string, hex: Hex): boolean {
  try {
    position.move(id, [hex]);
  } catch {
    return false;
  }
  position.undo();
  return true;
}

/** The wound distribution of an attack, from the rules' `odds` query. */
function wounds(position: Position<"heroscape">, attackDice: number, defenseDice: number) {
  const odds = position.answer({ q: "odds", attackDice, defenseDice });
  if (odds.error) throw new Error(odds.reason);
  return odds.distribution;
}

/** The danger to `figure` on `hexes`, asked of every enemy with the figure moved there. */
function dangerAt(position: Position<"heroscape">, figure: HeroscapeFigure, hexes: Hex[]) {
  position.move(figure.id, hexes);
  const enemies = position
    .figures()
    .filter((f) => f.owner !== figure.owner)
    .map((f) => f.id)
    .sort();
  const entries = enemies.flatMap((id) => {
    const targets = position.targets(id);
    if (targets.error) throw new Error(targets.reason);
    const entry = targets.find((t) => t.target === figure.id);
    return entry ? [{ id, entry }] : [];
  });
  const place = {
    at: hexes.length === 1 ? hexes[0]! : hexes,
    attackers: entries.map((e) => e.id),
    expected: entries.reduce((sum, e) => sum + e.entry.odds.expected, 0),
    destroyed: enumeratedReach(
      entries.map((e) => wounds(position, e.entry.attackDice, e.entry.defenseDice)),
      figure.life - (figure.wounds ?? 0),
    ),
  };
  position.undo();
  return place;
}

/** The stands of `figure` against `target`, each move weighed on its own. */
function standsOf(position: Position<"heroscape">, figure: HeroscapeFigure, target: string) {
  const moves = position.moves(figure.id);
  if ("error" in moves) throw new Error(moves.reason);
  // One die a provoking enemy, a wound on its skull: the rules' own odds of one die.
  const skull = wounds(position, 1, 0)[1]!;
  const lifeLeft = figure.life - (figure.wounds ?? 0);
  const weigh = (move: HeroscapeMove) => {
    const chances = enumeratedDice(move.provokes.length, skull);
    return { expected: mean(chances), destroyed: enumeratedReach([chances], lifeLeft) };
  };
  const best = new Map<string, { move: HeroscapeMove; provoked: ReturnType<typeof weigh> }>();
  for (const move of moves) {
    if (move.occupiedBy) continue;
    const provoked = weigh(move);
    const key = String(move.to);
    const known = best.get(key);
    const rank = (w: { move: HeroscapeMove; provoked: ReturnType<typeof weigh> }) => [
      w.provoked.destroyed,
      w.provoked.expected,
      w.move.path.length,
    ];
    const less = (a: number[], b: number[]) => {
      for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 1e-12) return a[i]! < b[i]!;
      return false;
    };
    if (!known || less(rank({ move, provoked }), rank(known))) best.set(key, { move, provoked });
  }
  const [sq, sr] = figure.hexes[0]!;
  return [...best.values()]
    .sort((a, b) => a.move.to[0] - b.move.to[0] || a.move.to[1] - b.move.to[1])
    .map(({ move, provoked }) => {
      const stays = move.to[0] === sq && move.to[1] === sr;
      if (!stays) position.move(figure.id, [move.to]);
      const targets = position.targets(figure.id);
      if (targets.error) throw new Error(targets.reason);
      if (!stays) position.undo();
      return {
        at: stays && figure.hexes.length === 2 ? figure.hexes : move.to,
        ...(stays ? {} : { path: move.path }),
        cost: move.cost,
        attack: targets.find((t) => t.target === target) ?? null,
        provoked,
      };
    });
}

describe("HeroScape danger and stands against the rules asked place by place", () => {
  it("danger at every free space, and at places given, is every enemy's targets there", async () => {
    const seen = { places: 0, attacked: 0, several: 0, destroyed: 0 };
    await fc.assert(
      fc.asyncProperty(
        positions,
        fc.nat(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        async (drawn, pick, picks) => {
          const position = await battleOf(drawn);
          const figures = position.figures();
          const figure = figures[pick % figures.length]!;
          const free = HEXES.filter((hex) => takes(position, figure.id, hex));
          const expected = free.map((hex) => dangerAt(position, figure, [hex]));
          const got = await answer(position, { q: "danger", figure: figure.id });
          if (got.error) throw new Error(got.reason);
          expect(sameWithin(got.places, expected)).toBeUndefined();
          const at = picks.map((p) => free[p % free.length]!);
          const given = await answer(position, { q: "danger", figure: figure.id, at });
          if (given.error) throw new Error(given.reason);
          expect(
            sameWithin(
              given.places,
              at.map((hex) => expected[free.indexOf(hex)]),
            ),
          ).toBe(undefined);
          expect(position.changes).toBe(0);
          for (const place of expected) {
            seen.places++;
            if (place.attackers.length > 0) seen.attacked++;
            if (place.attackers.length > 1) seen.several++;
            if (place.destroyed > 0) seen.destroyed++;
          }
        },
      ),
      { numRuns: 80, seed: 31 },
    );
    // The battles drawn must reach what is under test: attacks, several at once, deaths.
    expect(seen.attacked).toBeGreaterThan(seen.places / 10);
    expect(seen.several).toBeGreaterThan(20);
    expect(seen.destroyed).toBeGreaterThan(20);
  });

  it("stands are its moves, each the least provoking way there, with its targets entry", async () => {
    const seen = { stands: 0, attacks: 0, provoking: 0 };
    await fc.assert(
      fc.asyncProperty(positions, fc.nat(), fc.nat(), async (drawn, pick, aim) => {
        const position = await battleOf(drawn);
        const figures = position.figures();
        const figure = figures[pick % figures.length]!;
        const others = figures.filter((f) => f !== figure && f.owner !== figure.owner);
        const target = (others.length > 0 ? others : figures)[aim % figures.length] ?? figure;
        const expected = standsOf(position, figure, target.id);
        const got = await answer(position, { q: "stands", figure: figure.id, target: target.id });
        if (got.error) throw new Error(got.reason);
        expect(sameWithin(got.stands, expected)).toBeUndefined();
        expect(position.changes).toBe(0);
        for (const stand of expected) {
          seen.stands++;
          if (stand.attack) seen.attacks++;
          if (stand.provoked.expected > 0) seen.provoking++;
        }
      }),
      { numRuns: 80, seed: 32 },
    );
    expect(seen.attacks).toBeGreaterThan(seen.stands / 10);
    expect(seen.provoking).toBeGreaterThan(20);
  });

  it("reaches a space two ways reach by the way that provokes less, though no cheaper", async () => {
    // a at (2, 2) reaches (4, 3) in 3 past e0 (leaving it) or past e1 and e3 (leaving both).
    const spaces = Array.from({ length: 35 }, (_, k) => {
      const r = Math.floor(k / 7);
      return { q: (k % 7) - (r - (r & 1)) / 2, r, level: 1 };
    });
    const figure = (id: string, owner: string, hex: Hex, move?: number) => ({
      id,
      owner,
      hexes: [hex],
      height: 5,
      range: 1,
      attack: 2,
      defense: 2,
      life: 2,
      ...(move ? { move } : {}),
    });
    const battle = await openBattle(
      {
        game: "heroscape",
        board: { spaces },
        figures: [
          figure("a", "red", [2, 2], 3),
          figure("e0", "blue", [4, 1]),
          figure("e1", "blue", [1, 4]),
          figure("e2", "blue", [1, 1]),
          figure("e3", "blue", [2, 4]),
        ],
      },
      { game: "heroscape" },
    );
    const position = battle.position();
    const moves = position.moves("a");
    if ("error" in moves) throw new Error(moves.reason);
    const ways = moves.filter((m) => m.to[0] === 4 && m.to[1] === 3);
    // The test is about a choice: two ways of one cost, one provoking fewer enemies.
    expect(ways.map((m) => m.provokes).sort((x, y) => x.length - y.length)).toEqual([
      ["e0"],
      ["e1", "e3"],
    ]);
    expect(ways[0]!.cost).toBe(ways[1]!.cost);
    const got = await answer(position, { q: "stands", figure: "a", target: "e0" });
    if (got.error) throw new Error(got.reason);
    const stand = got.stands.find((s) => String(s.at) === "4,3")!;
    expect(stand.path).toEqual(ways.find((m) => m.provokes.length === 1)!.path);
    const oracle = standsOf(position, position.figure("a")!, "e0");
    expect(sameWithin(got.stands, oracle)).toBeUndefined();
    expect(stand.provoked.destroyed).toBe(0);
  });

  it("weighs a double-space figure on every pair of spaces it fits, and lets it only stay", async () => {
    const drawn = fc.sample(positions, { numRuns: 40, seed: 34 });
    let attacked = 0;
    for (const sample of drawn) {
      const scenario = scenarioOf(sample) as { figures: { hexes: Hex[] }[] };
      const taken = new Set(scenario.figures.map((f) => String(f.hexes[0])));
      // The first figure grows into a free neighbour east of it, when there is one.
      const [q, r] = scenario.figures[0]!.hexes[0]!;
      const east: Hex = [q + 1, r];
      if (q + 1 >= WIDTH || taken.has(String(east)) || sample.rocks.includes(r * WIDTH + q + 1))
        continue;
      if (sample.levels[r * WIDTH + q + 1] !== sample.levels[r * WIDTH + q]) continue;
      const figures = scenario.figures.map((f, i) =>
        i === 0 ? { ...f, hexes: [[q, r], east] } : f,
      );
      const battle = await openBattle({ ...scenario, figures } as never, { game: "heroscape" });
      const position = battle.position();
      const figure = position.figures()[0]!;
      const places = position.rules.placements(figure.id);
      if ("error" in places) throw new Error(places.reason);
      const got = await answer(position, { q: "danger", figure: figure.id });
      if (got.error) throw new Error(got.reason);
      const expected = places.map((hexes) => dangerAt(position, figure, hexes));
      expect(sameWithin(got.places, expected)).toBeUndefined();
      attacked += expected.filter((p) => p.attackers.length > 0).length;
      const target = position.figures().find((f) => f.owner !== figure.owner)!;
      const stands = await answer(position, { q: "stands", figure: figure.id, target: target.id });
      if (stands.error) throw new Error(stands.reason);
      expect(stands.stands.map((s) => [s.at, s.path, s.cost])).toEqual([
        [figure.hexes, undefined, 0],
      ]);
    }
    expect(attacked).toBeGreaterThan(5);
  });

  it("answers invalid-query naming the field for a figure or a place it cannot weigh", async () => {
    const drawn = fc.sample(positions, { numRuns: 1, seed: 33 })[0]!;
    const position = await battleOf(drawn);
    const [a, b] = position.figures();
    expect(await answer(position, { q: "danger", figure: "nobody" })).toEqual({
      error: "invalid-query",
      reason: '/figure: no figure "nobody" on the board',
    });
    expect(await answer(position, { q: "stands", figure: a!.id, target: "nobody" })).toEqual({
      error: "invalid-query",
      reason: '/target: no figure "nobody" on the board',
    });
    expect(await answer(position, { q: "danger", figure: a!.id, at: [[40, 40]] })).toMatchObject({
      error: "invalid-query",
      reason: expect.stringMatching(/^\/at\/0: .*not a space of the board/),
    });
    expect(
      await answer(position, { q: "danger", figure: a!.id, at: [b!.hexes[0]!, [40, 40]] }),
    ).toMatchObject({ reason: expect.stringMatching(/^\/at\/0: .*taken by figure/) });
    expect(
      await answer(position, { q: "danger", figure: a!.id, at: [{ x: 1, y: 1, facing: 0 }] }),
    ).toMatchObject({ reason: expect.stringMatching(/^\/at\/0: a HeroScape place is/) });
    expect(
      await answer(position, {
        q: "danger",
        figure: a!.id,
        at: [
          [
            [0, 0],
            [1, 0],
          ],
        ],
      }),
    ).toMatchObject({ reason: expect.stringMatching(/^\/at\/0: .* stands on 1 hexes/) });
  });
});
