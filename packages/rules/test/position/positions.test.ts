// Positions (docs/decisions/006-explanations-and-positions.md): figures that move, take
// wounds, leave the board and come back by undo, without the scenario being validated again
// or the board encoded again. The property: every query on a position answers what a battle
// opened on the equivalent scenario answers, and a move is refused exactly when that scenario
// would not validate.
import { readFileSync } from "node:fs";
import { HEX_NEIGHBOURS } from "@sightline/geometry";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Battle,
  type Game,
  type HeroscapeScenario,
  type Position,
  ScenarioError,
  type Scenario,
  checkScenario,
  openBattle,
} from "../../src/index.js";
import { asciiBoard } from "../arcadiaQuest/asciiBoard.js";
import { heightMap } from "@sightline/test-fixtures";

const example = (path: string): Scenario =>
  JSON.parse(readFileSync(new URL(`../../../../examples/${path}`, import.meta.url), "utf8"));

/** A HeroScape board with hills, a wall, a tree, a double-space dragon and two sides. */
const hills = heightMap(
  `
    1a 1  2  3  3  2  1  1b
      1  1  2  4  2  1  1  1
    1c 1  1  2  2  1  1d 1
      1  1  1e 1  1  1  1  1
    1f 1  1  1  1  1  1g 1h
  `,
  {
    a: { height: 4, range: 6 },
    b: { owner: "blue", height: 3 },
    c: { height: 6, range: 8, attack: 4, life: 5 },
    d: { owner: "blue", also: [5, 3] },
    e: { height: 2, range: 1, life: 1 },
    f: { owner: "blue", range: 5, life: 1 },
    g: { owner: "blue", height: 7, defense: 4 },
    h: { height: 3, range: 3, eye: 2 },
  },
  [
    { id: "wall", kind: "wall", hexes: [[4, 3]], from: 1, to: 6, shape: "prism" },
    { id: "oak", kind: "tree", hexes: [[2, 2]], from: 1, to: 10, shape: "cylinder" },
  ],
) as Scenario;

/** An Arcadia Quest board with walls, a door, blocked terrain, a Huge monster and two guilds. */
const dungeon = asciiBoard(
  ["h..#....", ".a..b...", "..#..c..", "........", ".d...eg."],
  [
    { x: 2, y: 0, side: "E", kind: "wall" },
    { x: 4, y: 2, side: "S", kind: "door" },
    { x: 5, y: 3, side: "E", kind: "door", open: true },
  ],
  { a: { owner: "guild" }, c: { huge: true }, g: { owner: "rivals" } },
) as Scenario;

/** An Arcane Legions table: eight units of two sides among blocking and hindering terrain. */
const field: Scenario = (() => {
  const unit = (
    id: string,
    owner: string,
    x: number,
    y: number,
    facing: number,
    base = "sortie",
  ) => ({
    id,
    owner,
    base,
    x,
    y,
    facing,
    codex: { front: "blue", right: "red", back: "grey", left: "blue" },
    attackDice: 3,
    rangedDice: 4,
    defenseDice: 2,
  });
  const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return {
    game: "arcane-legions",
    board: {
      width: 14,
      height: 10,
      terrain: [
        { id: "rocks", kind: "blocking", points: box(6, 2, 7, 5) },
        { id: "wood", kind: "hindering", points: box(3, 6, 6, 8) },
      ],
    },
    figures: [
      unit("A", "han", 1.5, 2.5, 0),
      unit("B", "han", 2, 5.5, 0, "foot"),
      unit("C", "han", 4.5, 1, 90, "cavalry"),
      unit("D", "han", 3.5, 3.5, 45),
      unit("E", "rome", 10.5, 2.5, 180),
      unit("F", "rome", 9, 6.5, 180, "foot"),
      unit("G", "rome", 5.5, 4.5, 270),
      unit("H", "rome", 12.5, 8.5, 200),
    ],
  } as Scenario;
})();

/** A change to try on a position: which figure, and numbers the game turns into a place. */
type Action =
  | { kind: "move"; figure: number; a: number; b: number; c: number }
  | { kind: "wound"; figure: number; a: number }
  | { kind: "remove"; figure: number }
  | { kind: "undo" };

const actions = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("move" as const),
        figure: fc.nat(),
        a: fc.nat(),
        b: fc.nat(),
        c: fc.nat(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant("wound" as const), figure: fc.nat(), a: fc.nat(3) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), figure: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("undo" as const) }) },
  ),
  { minLength: 1, maxLength: 12 },
);

/** Where the numbers `a, b, c` put a figure: a space of the board (often taken), or a pose. */
function placeFor(
  scenario: Scenario,
  figure: { hexes?: unknown[] },
  a: number,
  b: number,
  c: number,
): unknown {
  switch (scenario.game) {
    case "heroscape": {
      const spaces = scenario.board.spaces;
      const first = spaces[a % spaces.length]!;
      if (figure.hexes?.length !== 2) return [[first.q, first.r]];
      // A double-space figure: the first space and one of its neighbours (maybe not a space).
      const [dq, dr] = HEX_NEIGHBOURS[b % 6]!;
      return [
        [first.q, first.r],
        [first.q + dq!, first.r + dr!],
      ];
    }
    case "arcadia-quest":
      return { x: a % scenario.board.rows[0]!.length, y: b % scenario.board.rows.length };
    case "arcane-legions":
      return { x: (a % 57) / 4, y: (b % 41) / 4, facing: [0, 90, 180, 270, 30, 135][c % 6]! };
  }
}

/** Every question whose answer depends on where the figures stand, for every figure. */
function questions(ids: readonly string[]): object[] {
  const queries: object[] = [{ q: "matrix" }];
  for (const from of ids) {
    queries.push({ q: "targets", attacker: from });
    for (const to of ids) queries.push({ q: "los", from, to }, { q: "range", from, to });
  }
  return queries;
}

/** Applies one action; a refused move must leave the position as it was. */
function apply(position: Position, scenario: Scenario, action: Action): void {
  const figures = position.figures();
  if (action.kind === "undo") {
    position.undo();
    return;
  }
  if (figures.length === 0) return;
  const figure = figures[action.figure % figures.length]!;
  if (action.kind === "remove") {
    position.remove(figure.id);
  } else if (action.kind === "wound") {
    if (scenario.game !== "heroscape") {
      expect(() => position.wound(figure.id, action.a)).toThrow(ScenarioError);
      return;
    }
    const before = position.changes;
    const destroyed = position.wound(figure.id, action.a);
    expect(position.changes).toBe(before + 1);
    expect(position.figure(figure.id) === undefined).toBe(destroyed);
  } else {
    const to = placeFor(scenario, figure as { hexes?: unknown[] }, action.a, action.b, action.c);
    const before = position.toScenario();
    // The move is refused exactly when the scenario with the figure there is invalid.
    const after = {
      ...before,
      figures: before.figures.map((f) =>
        f.id !== figure.id
          ? f
          : scenario.game === "heroscape"
            ? { ...f, hexes: to }
            : { ...f, ...(to as object) },
      ),
    };
    const valid = checkScenario(after).ok;
    try {
      position.move(figure.id, to as never);
      expect(valid, `moved ${figure.id} to ${JSON.stringify(to)}`).toBe(true);
    } catch (error) {
      expect(error).toBeInstanceOf(ScenarioError);
      expect(
        valid,
        `refused ${figure.id} to ${JSON.stringify(to)}: ${(error as Error).message}`,
      ).toBe(false);
      expect(position.toScenario()).toEqual(before);
    }
  }
}

const scenarios: [string, Scenario, number][] = [
  ["heroscape: the example skirmish", example("heroscape/skirmish.json"), 40],
  ["heroscape: hills, a wall, a tree, a double space", hills, 40],
  ["arcadia-quest: the example gatehouse", example("arcadia-quest/gatehouse.json"), 40],
  ["arcadia-quest: walls, doors, a Huge monster", dungeon, 40],
  ["arcane-legions: the example river crossing", example("arcane-legions/river-crossing.json"), 30],
  ["arcane-legions: eight units among terrain", field, 30],
];

describe.each(scenarios)("positions on %s", (_, scenario, runs) => {
  it("answer every query as a battle opened on the equivalent scenario", async () => {
    expect(checkScenario(scenario).ok).toBe(true);
    const battle: Battle = await openBattle(scenario);
    const ids = scenario.figures.map((f) => f.id);
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(actions, async (list) => {
        const position = battle.position();
        for (const action of list) apply(position, scenario, action);
        changed += position.changes;
        const fresh = await openBattle(position.toScenario());
        const queries = questions(ids);
        expect(position.answerAll(queries)).toEqual(fresh.answerAll(queries));
      }),
      { numRuns: runs, seed: 9 },
    );
    // The positions compared did change: not a comparison of starting positions only.
    expect(changed).toBeGreaterThan(runs);
  }, 60_000);

  it("undo brings back the scenario's position; a fork changes on its own", async () => {
    const battle = await openBattle(scenario);
    fc.assert(
      fc.property(actions, (list) => {
        const position = battle.position();
        const fork = position.fork();
        for (const action of list) apply(position, scenario, action);
        expect(fork.toScenario()).toEqual(scenario);
        position.undoTo(0);
        expect(position.changes).toBe(0);
        expect(position.toScenario()).toEqual(scenario);
        expect(position.undo()).toBe(false);
      }),
      { numRuns: 60, seed: 3 },
    );
  });
});

describe("changing a position", () => {
  it("names what is wrong with a move, and the figure it was asked of", async () => {
    const position = (await openBattle(hills, { game: "heroscape" })).position();
    expect(() => position.move("a", [[99, 99]])).toThrow(
      /hex \(99,99\) is not a space of the board/,
    );
    expect(() => position.move("a", [[7, 0]])).toThrow(/already taken by figure "b"/);
    expect(() =>
      position.move("a", [
        [1, 0],
        [2, 0],
      ]),
    ).toThrow(/a figure on 1 hex moves to as many, got 2/);
    expect(() => position.move("a", [[0.5, 0]] as never)).toThrow(
      /expected one or two \[q, r\] hexes/,
    );
    expect(() => position.move("nobody", [[1, 0]])).toThrow(
      /no figure "nobody" on the board: the scenario has none/,
    );
    position.remove("e");
    expect(() => position.move("e", [[1, 0]])).toThrow(
      /no figure "e" on the board: it was taken off the board/,
    );
    expect(() => position.wound("a", -1)).toThrow(
      /wounds to add must be a whole number ≥ 0, got -1/,
    );
  });

  it("takes a figure whose wounds reach its life off the board, and undo puts it back", async () => {
    const position = (await openBattle(hills, { game: "heroscape" })).position();
    // c: life 5. Four wounds leave it standing with 4; one more destroys it.
    expect(position.wound("c", 4)).toBe(false);
    expect(position.figure("c")).toMatchObject({ wounds: 4 });
    expect(position.wound("c", 1)).toBe(true);
    expect(position.figure("c")).toBeUndefined();
    expect(position.answer({ q: "los", from: "c", to: "b" })).toMatchObject({
      error: "unknown-figure",
    });
    position.undo();
    expect(position.figure("c")).toMatchObject({ wounds: 4 });
  });

  it("refuses wounds where the game has no life", async () => {
    const position = (await openBattle(dungeon)).position();
    expect(() => position.wound("h", 1)).toThrow(/arcadia-quest figures have no life to wound/);
  });

  it("answers a HeroScape los of a figure to itself: its own eye above its own column", async () => {
    const position = (await openBattle(hills, { game: "heroscape" })).position();
    const self = position.lineOfSight("a", "a");
    // a stands on (0,0) at level 1, 4 levels tall: the middle of its centre column is level 3.
    const lh = 0.4 / Math.sqrt(3);
    expect(self).toEqual({ clear: true, eye: [0, 0], witness: [0, 0, expect.closeTo(3 * lh, 12)] });
    expect(position.matrix(["a"])).toEqual({ ids: ["a"], los: [[false]], distance: [[0]] });
  });

  it.each<[Game, Scenario, string]>([
    ["arcadia-quest", dungeon, "h"],
    ["arcane-legions", field, "A"],
  ])("answers a %s los of a figure to itself", async (_, scenario, id) => {
    const answer = (await openBattle(scenario)).answer({ q: "los", from: id, to: id });
    expect(answer.clear).toBe(true);
  });
});

describe("HeroScape viewpoints", () => {
  it("say, for each free space, what moving there and asking targets and los would say", async () => {
    const battle = await openBattle(hills, { game: "heroscape" });
    const position = battle.position();
    for (const mover of ["a", "c", "e", "h"]) {
      const taken = new Set(
        position.figures().flatMap((f) => f.hexes.map(([q, r]) => `${q},${r}`)),
      );
      const own = position.figure(mover)!.hexes.map(([q, r]) => `${q},${r}`);
      const free = (hills as HeroscapeScenario).board.spaces
        .filter((s) => !taken.has(`${s.q},${s.r}`) || own.includes(`${s.q},${s.r}`))
        .map((s): [number, number][] => [[s.q, s.r]]);
      const view = position.rules.viewpoints(mover, free);
      if ("error" in view) throw new Error(view.reason);
      const n = view.targets.length;
      expect(view.targets).toEqual(
        position
          .figures()
          .filter((f) => f.owner !== position.figure(mover)!.owner)
          .map((f) => f.id),
      );
      let compared = 0;
      free.forEach((stand, c) => {
        // The oak's and the wall's hexes are spaces nobody can stand on: nothing to compare.
        if (stand.some(([q, r]) => (q === 2 && r === 2) || (q === 4 && r === 3))) return;
        position.move(mover, stand);
        compared++;
        const targets = position.targets(mover);
        if (targets.error) throw new Error(targets.reason);
        const attackable = view.targets.filter((_, t) => view.attackable[c * n + t] === 1);
        expect(attackable, `${mover} on ${JSON.stringify(stand)}`).toEqual(
          targets.map((entry) => entry.target),
        );
        view.targets.forEach((target, t) => {
          expect(view.seen[c * n + t] === 1).toBe(position.lineOfSight(mover, target).clear);
          const range = position.range(mover, target);
          expect(view.distance[c * n + t]).toBe(range.error ? NaN : (range.distance ?? -1));
        });
        position.undo();
      });
      expect(compared).toBeGreaterThanOrEqual(25);
    }
  });

  it("answer an error, not a throw, for a candidate that is not a space", async () => {
    const position = (await openBattle(hills, { game: "heroscape" })).position();
    expect(position.rules.viewpoints("a", [[[40, 40]]])).toMatchObject({
      error: "invalid-query",
      reason: expect.stringMatching(/candidate 0: \[\[40,40\]\] is not a space/),
    });
    expect(position.rules.viewpoints("nobody", [])).toMatchObject({ error: "unknown-figure" });
  });
});

describe("HeroScape sight profiles", () => {
  it("draw the ray the los answer explains: its hexes in order, and what shows only when clear", async () => {
    const position = (await openBattle(hills, { game: "heroscape" })).position();
    const ids = position.figures().map((f) => f.id);
    const obstacles: Record<string, [number, number][]> = { wall: [[4, 3]], oak: [[2, 2]] };
    let blocked = 0;
    for (const from of ids) {
      for (const to of ids) {
        if (from === to) continue;
        const profile = position.rules.sightProfile(from, to);
        if ("error" in profile) throw new Error(profile.reason);
        const los = position.lineOfSight(from, to);
        if (los.error) throw new Error(los.reason);
        const pair = `${from} → ${to}`;
        expect(profile.clear, pair).toBe(los.clear);
        expect(profile.target.visible.length > 0, pair).toBe(profile.clear);
        const { crossings } = profile;
        // The stretches cover the ray from the eye's hex to the target's column, in order; a ray
        // running along an edge crosses the hexes on both sides over the same stretch.
        expect(crossings[0]!.from, pair).toBe(0);
        expect(crossings.at(-1)!.to, pair).toBeCloseTo(profile.length, 9);
        let reached = crossings[0]!.to;
        for (let i = 1; i < crossings.length; i++) {
          const { hex, from: start, to: end } = crossings[i]!;
          expect(start, pair).toBeGreaterThanOrEqual(crossings[i - 1]!.from - 1e-9);
          expect(start, pair).toBeLessThanOrEqual(reached + 1e-9);
          reached = Math.max(reached, end);
          const touches = crossings
            .slice(0, i)
            .some(({ hex: [q, r] }) =>
              HEX_NEIGHBOURS.some(([dq, dr]) => q + dq === hex[0] && r + dr === hex[1]),
            );
          expect(touches, pair).toBe(true);
        }
        expect(crossings[0]!.hex, pair).toEqual(profile.eye.hex);
        expect(position.figure(from)!.hexes, pair).toContainEqual(profile.eye.hex);
        expect(crossings.at(-1)!.hex, pair).toEqual(profile.target.hex);
        expect(position.figure(to)!.hexes, pair).toContainEqual(profile.target.hex);
        for (const [low, high] of profile.target.visible) {
          expect(low, pair).toBeGreaterThanOrEqual(profile.target.from - 1e-9);
          expect(high, pair).toBeLessThanOrEqual(profile.target.to + 1e-9);
        }
        if (los.clear) {
          expect(los.eye, pair).toEqual(profile.eye.hex);
        } else {
          blocked++;
          // Whatever the answer names as in the way stands on a hex the ray crosses.
          for (const blocker of los.blockers) {
            const where =
              "figure" in blocker
                ? position.figure(blocker.figure)!.hexes
                : "space" in blocker
                  ? [blocker.space]
                  : obstacles[blocker.obstacle]!;
            expect(
              crossings.some(({ hex }) => where.some(([q, r]) => q === hex[0] && r === hex[1])),
              `${pair}: ${JSON.stringify(blocker)}`,
            ).toBe(true);
          }
        }
        for (const crossing of crossings) {
          if (!crossing.body) continue;
          expect([from, to], pair).not.toContain(crossing.body.figure);
          expect(position.figure(crossing.body.figure)!.hexes, pair).toContainEqual(crossing.hex);
        }
      }
    }
    expect(blocked).toBeGreaterThan(0);
  });

  it("are a HeroScape question: other games have none, unknown figures get an error", async () => {
    const position = (await openBattle(dungeon)).position();
    expect("sightProfile" in position.rules).toBe(false);
    const heroscape = (await openBattle(hills, { game: "heroscape" })).position();
    expect(heroscape.rules.sightProfile("a", "nobody")).toMatchObject({ error: "unknown-figure" });
  });
});

describe("reach", () => {
  it("HeroScape: the spaces within range, whose nearest to a figure is the range answer", async () => {
    const position = (await openBattle(hills, { game: "heroscape" })).position();
    const ids = position.figures().map((f) => f.id);
    for (const from of ids) {
      const reach = position.reach(from);
      if ("error" in reach) throw new Error(reach.reason);
      expect(reach.range).toBe(position.figure(from)!.range);
      const steps = new Map(reach.spaces.map(({ hex, steps: s }) => [`${hex[0]},${hex[1]}`, s]));
      for (const [q, r] of position.figure(from)!.hexes) expect(steps.get(`${q},${r}`)).toBe(0);
      expect(reach.spaces.every(({ steps: s }) => s >= 0 && s <= reach.range)).toBe(true);
      for (const to of ids) {
        if (to === from) continue;
        const range = position.range(from, to);
        if (range.error) throw new Error(range.reason);
        const near = position
          .figure(to)!
          .hexes.map(([q, r]) => steps.get(`${q},${r}`))
          .filter((s) => s !== undefined);
        expect(near.length > 0, `${from} → ${to}`).toBe(range.inRange);
        if (range.inRange) {
          const nearest = near.reduce((a, b) => Math.min(a, b), Infinity);
          expect(nearest, `${from} → ${to}`).toBe(range.distance);
        }
      }
    }
  });

  it("Arcadia Quest: the Close spaces, where every figure the range answer calls Close stands", async () => {
    const position = (await openBattle(dungeon, { game: "arcadia-quest" })).position();
    const ids = position.figures().map((f) => f.id);
    for (const from of ids) {
      const reach = position.reach(from);
      if ("error" in reach) throw new Error(reach.reason);
      const me = position.figure(from)!;
      expect(reach.close[0]).toEqual({ x: me.x, y: me.y });
      for (const to of ids) {
        const { x, y } = position.figure(to)!;
        const range = position.range(from, to);
        if (range.error) throw new Error(range.reason);
        expect(
          reach.close.some((s) => s.x === x && s.y === y),
          `${from} → ${to}`,
        ).toBe(range.close);
      }
    }
  });

  it("Arcane Legions: the notches, six steps from which the range answer finds its enemies", async () => {
    const position = (await openBattle(field, { game: "arcane-legions" })).position();
    const ids = position.figures().map((f) => f.id);
    const reaches = new Map(
      ids.map((id) => {
        const reach = position.reach(id);
        if ("error" in reach) throw new Error(reach.reason);
        return [id, reach];
      }),
    );
    for (const from of ids) {
      const mine = reaches.get(from)!;
      expect(mine.steps).toBe(6);
      for (const to of ids) {
        if (to === from) continue;
        const range = position.range(from, to);
        if (range.error) throw new Error(range.reason);
        const nearest = mine.notches
          .flatMap(([ax, ay]) =>
            reaches.get(to)!.notches.map(([bx, by]) => Math.hypot(bx - ax, by - ay)),
          )
          .reduce((a, b) => Math.min(a, b), Infinity);
        expect(nearest, `${from} → ${to}`).toBeCloseTo(range.distance, 9);
      }
    }
  });

  it("names a figure that is not there", async () => {
    const position = (await openBattle(dungeon)).position();
    expect(position.reach("nobody")).toMatchObject({ error: "unknown-figure" });
  });
});
