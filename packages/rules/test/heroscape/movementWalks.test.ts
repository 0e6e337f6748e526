// HeroScape movement against brute force (docs/rules/heroscape.md#movement): on small random
// boards, every walk a figure could make is enumerated step by step (loops and all) up to its
// movement, and `legalMoves` must list exactly the destinations the walks end on, for each the
// least sets of provoked enemies with the cheapest cost of each, along paths that replay to what
// they claim.
import { HEX_NEIGHBOURS, type Hex } from "@sightline/geometry";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { standsAdjacent } from "../../src/heroscape/engagement.js";
import {
  HeroscapeBoard,
  type HeroscapeFigure,
  type HeroscapeMove,
  type HeroscapeScenario,
  legalMoves,
  parseScenario,
} from "../../src/index.js";

const key = ([q, r]: Hex): string => `${q},${r}`;

/** The board and figures as the brute force reads them: plain maps, no engine. */
class Field {
  readonly spaces: Map<string, { level: number; water: boolean }>;
  readonly rocks: Set<string>;
  readonly standing = new Map<string, HeroscapeFigure>();
  readonly foes: HeroscapeFigure[];

  constructor(
    scenario: HeroscapeScenario,
    readonly mover: HeroscapeFigure,
  ) {
    this.spaces = new Map(
      scenario.board.spaces.map((s) => [
        key([s.q, s.r]),
        { level: s.level, water: s.terrain === "water" },
      ]),
    );
    this.rocks = new Set((scenario.board.obstacles ?? []).flatMap((o) => o.hexes.map(key)));
    const others = scenario.figures.filter((f) => f.id !== mover.id);
    for (const f of others) for (const hex of f.hexes) this.standing.set(key(hex), f);
    this.foes = others.filter((f) => f.owner !== mover.owner);
  }

  level(hex: Hex): number {
    return this.spaces.get(key(hex))!.level;
  }

  /** The enemies a figure standing on `hex` is engaged with (docs/rules/heroscape.md#engagement). */
  engaged(hex: Hex): Set<string> {
    const stand = { hexes: [hex], level: this.level(hex), height: this.mover.height };
    return new Set(
      this.foes
        .filter((foe) =>
          standsAdjacent(stand, {
            hexes: foe.hexes,
            level: this.level(foe.hexes[0]!),
            height: foe.height,
          }),
        )
        .map((foe) => foe.id),
    );
  }

  /** What a step from `from` to `to` costs, or undefined when the rules forbid it. */
  step(from: Hex, to: Hex): number | undefined {
    const space = this.spaces.get(key(to));
    if (!space || this.rocks.has(key(to))) return undefined;
    const there = this.standing.get(key(to));
    if (there && there.owner !== this.mover.owner) return undefined;
    const climb = space.level - this.level(from);
    if (Math.abs(climb) > this.mover.height) return undefined;
    return 1 + Math.max(0, climb);
  }

  /** Every walk from the start: destination → (sorted provoked ids, joined) → least cost. */
  walks(): Map<string, Map<string, number>> {
    const found = new Map<string, Map<string, number>>();
    const budget = this.mover.move ?? 0;
    const walk = (at: Hex, cost: number, provoked: ReadonlySet<string>, first: boolean): void => {
      const sets = found.get(key(at)) ?? new Map<string, number>();
      found.set(key(at), sets);
      const set = [...provoked].sort().join(",");
      sets.set(set, Math.min(sets.get(set) ?? Infinity, cost));
      if (!first && this.spaces.get(key(at))!.water) return;
      const here = this.engaged(at);
      for (const [dq, dr] of HEX_NEIGHBOURS) {
        const to: Hex = [at[0] + dq, at[1] + dr];
        const price = this.step(at, to);
        if (price === undefined || cost + price > budget) continue;
        const there = this.engaged(to);
        const left = [...here].filter((id) => !there.has(id));
        walk(to, cost + price, new Set([...provoked, ...left]), false);
      }
    };
    walk(this.mover.hexes[0]!, 0, new Set(), true);
    return found;
  }

  /** A move walked again: its steps must be legal, and it must cost and provoke what it says. */
  replay(move: HeroscapeMove): { cost: number; provokes: string[] } {
    let cost = 0;
    const provoked = new Set<string>();
    move.path.slice(1).forEach((to, i) => {
      const from = move.path[i]!;
      if (i > 0)
        expect(this.spaces.get(key(from))!.water, `through water at ${key(from)}`).toBe(false);
      const price = this.step(from, to);
      expect(price, `step ${key(from)} → ${key(to)}`).toBeDefined();
      cost += price!;
      const there = this.engaged(to);
      for (const id of this.engaged(from)) if (!there.has(id)) provoked.add(id);
    });
    return { cost, provokes: [...provoked].sort() };
  }
}

/** The least sets among a destination's (no other set there is a strict subset of them). */
function leastSets(sets: Map<string, number>): Map<string, number> {
  const list = [...sets.keys()].map((s) => (s === "" ? [] : s.split(",")));
  const least = new Map<string, number>();
  list.forEach((set, i) => {
    const strictSubset = list.some(
      (other, j) => j !== i && other.length < set.length && other.every((id) => set.includes(id)),
    );
    if (!strictSubset) least.set(set.join(","), sets.get(set.join(","))!);
  });
  return least;
}

/** `legalMoves` against every walk, on one scenario; the mover is its first figure. */
function agree(scenario: HeroscapeScenario): void {
  const [mover, ...others] = scenario.figures;
  const field = new Field(scenario, mover!);
  const moves = legalMoves(new HeroscapeBoard(scenario), mover!, others);
  const expected = new Map([...field.walks()].map(([to, sets]) => [to, leastSets(sets)]));
  const listed = new Map<string, Map<string, number>>();
  for (const move of moves) {
    const to = key(move.to);
    expect(move.path[0]).toEqual(mover!.hexes[0]);
    expect(move.path.at(-1)).toEqual(move.to);
    expect(field.replay(move)).toEqual({ cost: move.cost, provokes: [...move.provokes] });
    const friend = field.standing.get(to);
    expect(move.occupiedBy).toBe(friend?.id);
    const sets = listed.get(to) ?? new Map<string, number>();
    listed.set(to, sets);
    expect(sets.has(move.provokes.join(",")), `${to} listed twice with one set`).toBe(false);
    sets.set(move.provokes.join(","), move.cost);
  }
  expect(listed).toEqual(expected);
  // Sorted by destination (r, then q), then by the provoked ids.
  const order = moves.map((m) => [m.to[1], m.to[0], m.provokes.join(",")] as const);
  const sorted = [...order].sort(
    (a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0),
  );
  expect(order).toEqual(sorted);
}

/** One hex of a random board: missing, ground, water, or ground with a rock on it. */
const hexKinds = fc.oneof(
  { weight: 1, arbitrary: fc.constant("none" as const) },
  { weight: 8, arbitrary: fc.constant("ground" as const) },
  { weight: 1, arbitrary: fc.constant("water" as const) },
  { weight: 1, arbitrary: fc.constant("rock" as const) },
);

interface Drawn {
  readonly id: string;
  readonly spot: number;
  readonly friend: boolean;
  readonly height: number;
  readonly double: boolean;
}

/**
 * A rhombus board `width` × `rows` in axial coordinates, and figures put on the standable hexes
 * in order (the mover first), each on the first free one from its drawn spot; a drawn double
 * takes a free neighbour of the same level when there is one.
 */
function board(
  width: number,
  hexes: readonly { kind: string; level: number }[],
  mover: { height: number; move: number; spot: number },
  drawn: readonly Drawn[],
): HeroscapeScenario | undefined {
  const at = (i: number): Hex => [i % width, Math.floor(i / width)];
  const spaces = hexes.flatMap((h, i) =>
    h.kind === "none"
      ? []
      : [
          {
            q: at(i)[0],
            r: at(i)[1],
            level: h.level,
            ...(h.kind === "water" ? { terrain: "water" } : {}),
          },
        ],
  );
  const obstacles = hexes.flatMap((h, i) =>
    h.kind === "rock"
      ? [
          {
            id: `rock-${i}`,
            kind: "outcrop",
            hexes: [at(i)],
            from: h.level,
            to: h.level + 3,
            shape: "prism",
          },
        ]
      : [],
  );
  const standable = new Map(
    hexes.flatMap((h, i) =>
      h.kind === "ground" || h.kind === "water" ? [[key(at(i)), h.level]] : [],
    ),
  );
  const free = [...standable.keys()];
  if (free.length === 0) return undefined;
  const take = (spot: number): Hex => {
    const k = free.splice(spot % free.length, 1)[0]!;
    return k.split(",").map(Number) as unknown as Hex;
  };
  const base = { range: 1, attack: 1, defense: 1, life: 1 };
  const figures: object[] = [
    {
      id: "mover",
      owner: "red",
      hexes: [take(mover.spot)],
      height: mover.height,
      move: mover.move,
      ...base,
    },
  ];
  for (const d of drawn) {
    if (free.length === 0) break;
    const hex = take(d.spot);
    const hexesOf: Hex[] = [hex];
    if (d.double) {
      const pair = HEX_NEIGHBOURS.map(([dq, dr]): Hex => [hex[0] + dq, hex[1] + dr]).find(
        (n) => free.includes(key(n)) && standable.get(key(n)) === standable.get(key(hex)),
      );
      if (pair) {
        free.splice(free.indexOf(key(pair)), 1);
        hexesOf.push(pair);
      }
    }
    figures.push({
      id: d.id,
      owner: d.friend ? "red" : "blue",
      hexes: hexesOf,
      height: d.height,
      ...base,
    });
  }
  return parseScenario({
    game: "heroscape",
    board: { spaces, obstacles },
    figures,
  }) as HeroscapeScenario;
}

const figureDraw = (id: string) =>
  fc.record({
    id: fc.constant(id),
    spot: fc.nat(),
    friend: fc.boolean(),
    height: fc.integer({ min: 1, max: 4 }),
    double: fc.boolean(),
  });

describe("heroscape movement agrees with every walk", () => {
  it("on small random boards", () => {
    const scenarios = fc
      .record({ width: fc.integer({ min: 3, max: 6 }), rows: fc.integer({ min: 3, max: 5 }) })
      .chain(({ width, rows }) =>
        fc.record({
          width: fc.constant(width),
          hexes: fc.array(fc.record({ kind: hexKinds, level: fc.integer({ min: 0, max: 3 }) }), {
            minLength: width * rows,
            maxLength: width * rows,
          }),
          mover: fc.record({
            height: fc.integer({ min: 1, max: 4 }),
            move: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 6 })),
            spot: fc.nat(),
          }),
          drawn: fc
            .tuple(...["b", "c", "d", "e", "f", "g"].map(figureDraw))
            .chain((all) => fc.integer({ min: 0, max: 6 }).map((n) => all.slice(0, n))),
        }),
      );
    fc.assert(
      fc.property(scenarios, ({ width, hexes, mover, drawn }) => {
        const scenario = board(width, hexes, mover, drawn);
        if (scenario) agree(scenario);
      }),
      { numRuns: 300 },
    );
  });

  it("with more enemies within reach than one word of bits holds", () => {
    // An 11 × 11 rhombus, the mover in the middle with move 4: the 90 hexes within 5 of it hold
    // 33 to 40 enemies, so the provoked sets take two 32-bit words; the ids are dealt in random
    // order so that any of them may get the high bits.
    const side = 11;
    const middle = (side * side - 1) / 2;
    const within = Array.from({ length: side * side }, (_, i) => i).filter((i) => {
      const [dq, dr] = [(i % side) - 5, Math.floor(i / side) - 5];
      return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 <= 5 && i !== middle;
    });
    const scenarios = fc.record({
      levels: fc.array(fc.integer({ min: 0, max: 2 }), {
        minLength: side * side,
        maxLength: side * side,
      }),
      foes: fc.shuffledSubarray(within, { minLength: 33, maxLength: 40 }),
    });
    const base = { range: 1, attack: 1, defense: 1, life: 1 };
    const hex = (i: number): Hex => [i % side, Math.floor(i / side)];
    fc.assert(
      fc.property(scenarios, ({ levels, foes }) => {
        const scenario = parseScenario({
          game: "heroscape",
          board: { spaces: levels.map((level, i) => ({ q: hex(i)[0], r: hex(i)[1], level })) },
          figures: [
            { id: "mover", owner: "red", hexes: [hex(middle)], height: 2, move: 4, ...base },
            ...foes.map((i, n) => ({
              id: `foe${String(n).padStart(2, "0")}`,
              owner: "blue",
              hexes: [hex(i)],
              height: 1 + (i % 3),
              ...base,
            })),
          ],
        }) as HeroscapeScenario;
        agree(scenario);
      }),
      { numRuns: 40 },
    );
  });
});
