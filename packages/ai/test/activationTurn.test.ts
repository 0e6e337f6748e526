// The `turn` query in Arcadia Quest (docs/rules/ai.md#turn-other-games). Depth 1 with no budget
// must be exact: a brute force written apart from the search — every move the rules list, made on
// a position, every attack the `targets` answer lists from there, each scored from the `odds`
// distribution (value destroyed, then damage capped at the target's life) — must reach the same
// best score on random small boards; at depth 2 a brute force of the same kind weighs each
// activation, both orders, against the next owner's best reply.
import { createSearchPool } from "@sightline/ai/pool";
import { type Position, openBattle } from "@sightline/rules";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { answer, answerAll } from "../src/index.js";

type Score = { value: number; damage: number };

/** A bundled Arcadia Quest example scenario. */
const example = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../examples/arcadia-quest/${name}.json`, import.meta.url), "utf8"),
  );
type AqPosition = Position<"arcadia-quest">;

const beats = (a: Score, b: Score) =>
  a.value > b.value + 1e-9 || (Math.abs(a.value - b.value) <= 1e-9 && a.damage > b.damage + 1e-9);

const close = (a: Score, b: Score) =>
  Math.abs(a.value - b.value) < 1e-9 && Math.abs(a.damage - b.damage) < 1e-9;

/** What one attack entry is worth: from the odds query's distribution, not the search's code. */
function worth(
  position: AqPosition,
  entry: {
    target: string;
    attackDice: number;
    defenseDice: number;
    attackKind: "melee" | "ranged";
  },
): Score & { kills: number } {
  const odds = position.answer({
    q: "odds",
    attackDice: entry.attackDice,
    defenseDice: entry.defenseDice,
    kind: entry.attackKind,
  });
  if (odds.error) throw new Error(odds.reason);
  const target = position.figure(entry.target)!;
  if (target.life === undefined) return { value: 0, damage: odds.expected, kills: 0 };
  let kills = odds.tail;
  let damage = odds.tail * target.life;
  for (let k = 0; k < odds.distribution.length; k++) {
    const p = odds.distribution[k]!;
    damage += p * Math.min(k, target.life);
    if (k >= target.life) kills += p;
  }
  return { value: (target.value ?? 1) * kills, damage, kills };
}

/** Makes a listed move: its doors, then its space. */
function make(
  position: AqPosition,
  move: {
    figure: string;
    to: readonly number[];
    doors: readonly { x: number; y: number; side: "E" | "S"; open: boolean }[];
  },
) {
  for (const d of move.doors) position.setDoor({ x: d.x, y: d.y, side: d.side }, d.open);
  position.move(move.figure, { x: move.to[0]!, y: move.to[1]! });
}

function movesOf(position: AqPosition, id: string) {
  const moves = position.moves(id);
  if ("error" in moves) throw new Error(moves.reason);
  return moves;
}

/** Each attack `id` may make where it stands, with its worth; and not attacking. */
function attacks(position: AqPosition, id: string) {
  const targets = position.targets(id);
  if (targets.error) throw new Error(targets.reason);
  return [
    ...targets.map((t) => ({
      target: t.target as string | undefined,
      card: t.card as string | undefined,
      ...worth(position, t),
    })),
    { target: undefined, card: undefined, value: 0, damage: 0, kills: 0 },
  ];
}

/** The best depth-1 activation of `id`: every move, then every attack. */
function bruteDepth1(position: AqPosition, id: string): Score {
  let best: Score = { value: 0, damage: 0 };
  for (const move of movesOf(position, id)) {
    const saved = position.changes;
    make(position, move);
    for (const a of attacks(position, id)) if (beats(a, best)) best = a;
    position.undoTo(saved);
  }
  return best;
}

/** The next owner's best depth-1 activation over all its characters. */
function bruteReply(position: AqPosition, owner: string, owners: string[]): Score {
  const next = owners[(owners.indexOf(owner) + 1) % owners.length]!;
  let best: Score | undefined;
  for (const f of position.figures()) {
    if (f.owner !== next) continue;
    const s = bruteDepth1(position, f.id);
    if (!best || beats(s, best)) best = s;
  }
  return best ?? { value: 0, damage: 0 };
}

/** The best depth-2 activation of `id`: both orders, every attack or none, less the reply. */
function bruteDepth2(position: AqPosition, id: string, owners: string[]): Score {
  const owner = position.figure(id)!.owner;
  const after = (a: {
    target: string | undefined;
    value: number;
    damage: number;
    kills: number;
  }): Score => {
    let reply: Score = { value: 0, damage: 0 };
    const add = (s: Score, p: number) => {
      reply = { value: reply.value + p * s.value, damage: reply.damage + p * s.damage };
    };
    if (a.kills > 0) {
      const saved = position.changes;
      position.remove(a.target!);
      add(bruteReply(position, owner, owners), a.kills);
      position.undoTo(saved);
    }
    if (a.kills < 1) add(bruteReply(position, owner, owners), 1 - a.kills);
    return { value: a.value - reply.value, damage: a.damage - reply.damage };
  };
  let best: Score | undefined;
  const first = attacks(position, id);
  for (const move of movesOf(position, id)) {
    const saved = position.changes;
    make(position, move);
    for (const a of attacks(position, id)) {
      const s = after(a);
      if (!best || beats(s, best)) best = s;
    }
    for (const a of first) {
      const s = after(a);
      if (!best || beats(s, best)) best = s;
    }
    position.undoTo(saved);
  }
  return best!;
}

const card = fc.record({
  name: fc.constantFrom("Blade", "Bow", "Bolt"),
  kind: fc.constantFrom("melee", "ranged"),
  dice: fc.integer({ min: 1, max: 4 }),
});

/** Small boards: blocked spaces, walls and doors, two sides, lives on some characters. */
const scenarios = fc
  .record({
    width: fc.integer({ min: 3, max: 5 }),
    height: fc.integer({ min: 2, max: 4 }),
    blocked: fc.array(fc.nat(24), { maxLength: 3 }),
    edges: fc.array(
      fc.record({
        cell: fc.nat(24),
        side: fc.constantFrom("E", "S"),
        kind: fc.constantFrom("wall", "door"),
        open: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    characters: fc.array(
      fc.record({
        cell: fc.nat(24),
        hero: fc.boolean(),
        defense: fc.integer({ min: 0, max: 2 }),
        life: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        value: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        move: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
        attacks: fc.array(card, { minLength: 1, maxLength: 2 }),
      }),
      { minLength: 2, maxLength: 4 },
    ),
  })
  .map(({ width, height, blocked, edges, characters }) => {
    const cells = width * height;
    const rows = Array.from({ length: height }, (_, y) =>
      Array.from({ length: width }, (_, x) => (blocked.includes(y * width + x) ? "#" : ".")).join(
        "",
      ),
    );
    const open = [...Array(cells).keys()].filter(
      (c) => rows[Math.floor(c / width)]![c % width] === ".",
    );
    const held = new Map<number, number>();
    const figures = characters.flatMap((c, i) => {
      const cell = open[c.cell % Math.max(1, open.length)];
      if (cell === undefined || (held.get(cell) ?? 0) >= 2) return [];
      held.set(cell, (held.get(cell) ?? 0) + 1);
      return [
        {
          id: `c${i}`,
          owner: i === 0 || (c.hero && i % 2 === 0) ? "guild" : "monsters",
          x: cell % width,
          y: Math.floor(cell / width),
          defense: c.defense,
          attacks: c.attacks.map((a, k) => ({ ...a, name: `${a.name}${k}` })),
          ...(c.life === undefined ? {} : { life: c.life }),
          ...(c.value === undefined ? {} : { value: c.value }),
          ...(c.move === undefined ? {} : { move: c.move }),
        },
      ];
    });
    const seen = new Set<string>();
    const boardEdges = edges.flatMap((e) => {
      const x = e.cell % width;
      const y = Math.floor(e.cell / width) % height;
      const key = `${x},${y},${e.side}`;
      if (
        (e.side === "E" && x === width - 1) ||
        (e.side === "S" && y === height - 1) ||
        seen.has(key)
      )
        return [];
      seen.add(key);
      return [{ x, y, side: e.side, kind: e.kind, ...(e.kind === "door" ? { open: e.open } : {}) }];
    });
    return {
      game: "arcadia-quest" as const,
      board: { rows, edges: boardEdges },
      figures,
    };
  })
  .filter((s) => s.figures.some((f) => f.owner === "guild") && s.figures.length >= 2);

describe("Arcadia Quest turn", () => {
  it("at depth 1 with no budget scores what a brute force over every move and attack scores", async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, async (scenario) => {
        const position = (await openBattle(scenario)).position() as AqPosition;
        for (const figure of position.figures().filter((f) => f.owner === "guild")) {
          const turn = await answer(position, { q: "turn", owner: "guild", attacker: figure.id });
          if (turn.error) throw new Error(turn.reason);
          expect(turn.complete).toBe(true);
          const score = turn.score as Score;
          expect(close(score, bruteDepth1(position, figure.id))).toBe(true);
          // The activation it names scores that much when made.
          const saved = position.changes;
          if (turn.moves[0]) make(position, turn.moves[0] as Parameters<typeof make>[1]);
          const made = attacks(position, figure.id).find(
            (a) => a.target === turn.attacks[0]?.target && a.card === turn.attacks[0]?.card,
          );
          position.undoTo(saved);
          expect(made && close(made, score)).toBe(true);
        }
      }),
      { numRuns: 150, seed: 2101 },
    );
  });

  it("at depth 2 scores what a brute force of both orders against the best reply scores", async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, async (scenario) => {
        const position = (await openBattle(scenario)).position() as AqPosition;
        const owners = [...new Set(scenario.figures.map((f) => f.owner))];
        const id = position.figures().find((f) => f.owner === "guild")!.id;
        const turn = await answer(position, { q: "turn", owner: "guild", attacker: id, depth: 2 });
        if (turn.error) throw new Error(turn.reason);
        expect(close(turn.score as Score, bruteDepth2(position, id, owners))).toBe(true);
      }),
      { numRuns: 120, seed: 2102 },
    );
  });
});

describe("Arcadia Quest turn, hit and run (examples/arcadia-quest/hit-and-run.json)", () => {
  it("attacks and then steps out of the ogre's reach, which beats attacking and standing", async () => {
    const scenario = example("hit-and-run");
    const position = (await openBattle(scenario)).position() as AqPosition;
    const turn = await answer(position, { q: "turn", owner: "swords", attacker: "lyra", depth: 2 });
    if (turn.error) throw new Error(turn.reason);
    expect(turn.attackFirst).toBe(true);
    expect(turn.attacks[0]?.target).toBe("ogre");
    // Where lyra ends, the ogre has no attack on her.
    make(position, turn.moves[0] as Parameters<typeof make>[1]);
    expect(position.targets("ogre")).toEqual([]);
    position.undoTo(0);
    // Standing and attacking leaves her in the ogre's reach: the reply takes its best attack off.
    const stand = attacks(position, "lyra").find((a) => a.card === "Longsword")!;
    const reply = bruteReply(position, "swords", ["swords", "monsters"]);
    expect(reply.damage).toBeGreaterThan(0);
    const score = turn.score as Score;
    expect(
      beats(score, { value: stand.value - reply.value, damage: stand.damage - reply.damage }),
    ).toBe(true);
    expect(close(score, stand)).toBe(true);
  });
});

describe("Arcadia Quest turn, budgets and workers", () => {
  const pool = createSearchPool({ size: 2 });
  afterAll(() => pool.close());

  it("gives the same answer with a node budget in this thread and on two workers", async () => {
    const scenario = example("gatehouse");
    const battle = await openBattle(scenario);
    const query = {
      q: "turn",
      owner: "swords",
      attacker: "leonardo",
      depth: 3,
      nodes: 400,
      seed: 7,
      explain: true,
    } as const;
    const here = await answer(battle, query);
    const there = await answer(battle, query, { runner: pool });
    if (here.error) throw new Error(here.reason);
    expect(here.complete).toBe(false);
    expect(there).toEqual(here);
  });

  it("deepens under a budget: a depth it cannot finish answers with the deepest it finished", async () => {
    const battle = await openBattle(example("gatehouse"));
    const base = { q: "turn", owner: "swords", attacker: "leonardo" } as const;
    const one = await answer(battle, base);
    const two = await answer(battle, { ...base, depth: 2 });
    if (one.error || two.error) throw new Error("the exact searches answer");
    // The least budget (in steps of one node a task) whose depth 2 finishes after depth 1.
    let nodes = one.nodes;
    for (;;) {
      nodes += 16;
      const probe = await answer(battle, { ...base, depth: 2, nodes });
      if (probe.error) throw new Error(probe.reason);
      if (probe.complete) break;
    }
    const three = await answer(battle, { ...base, depth: 3, nodes });
    if (three.error) throw new Error(three.reason);
    expect(three.complete).toBe(false);
    expect(three.nodes).toBeLessThanOrEqual(nodes);
    expect(three.nodes).toBeGreaterThan(one.nodes + two.nodes);
    const exactThree = await answer(battle, { ...base, depth: 3 });
    if (exactThree.error) throw new Error(exactThree.reason);
    expect(exactThree.nodes).toBeGreaterThan(nodes);
    expect(three.score).toEqual(two.score);
    expect(three.moves).toEqual(two.moves);
  });

  it("stops within its budget and says so", async () => {
    const scenario = example("gatehouse");
    const battle = await openBattle(scenario);
    const turn = await answer(battle, {
      q: "turn",
      owner: "swords",
      attacker: "leonardo",
      depth: 8,
      nodes: 50,
    });
    if (turn.error) throw new Error(turn.reason);
    expect(turn.complete).toBe(false);
    expect(turn.nodes).toBeLessThanOrEqual(50);
  });

  it("refuses at once an exact search too big to finish", async () => {
    const scenario = example("gatehouse");
    const battle = await openBattle(scenario);
    const turn = await answer(battle, {
      q: "turn",
      owner: "swords",
      attacker: "leonardo",
      depth: 8,
    });
    expect(turn).toEqual({
      error: "invalid-query",
      reason: expect.stringMatching(/MAX_TURN_NODES/),
    });
  });

  it("names the field of a query it cannot answer", async () => {
    const scenario = example("gatehouse");
    const battle = await openBattle(scenario);
    const replies = await answerAll(battle, [
      { q: "turn", owner: "swords", card: "Blade" },
      { q: "turn", owner: "swords" },
      { q: "turn", owner: "swords", attacker: "nobody" },
      { q: "turn", owner: "swords", attacker: "goblin" },
      { q: "turn", owner: "swords", attacker: "leonardo", depth: 9 },
    ]);
    const reasons = replies.map((r) =>
      "error" in r && r.error === "invalid-query" ? r.reason : "",
    );
    expect(reasons[0]).toMatch(/^card: /);
    expect(reasons[1]).toMatch(/^attacker: /);
    expect(reasons[2]).toMatch(/^attacker: no figure "nobody"/);
    expect(reasons[3]).toMatch(/^attacker: "goblin" is "monsters"'s/);
    expect(reasons[4]).toMatch(/depth/);
  });
});
