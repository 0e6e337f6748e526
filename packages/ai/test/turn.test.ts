// The turn query (docs/rules/ai.md#turn). Depth 1 with no budget must be exact: here a brute
// force written apart from the search — every order of the card's figures, every joint choice
// of their moves made one after another on a position (a move refused when its space is still
// taken), the leaving-engagement dice enumerated, the plan asked for each outcome — must reach
// the same best score on small boards.
import { type Position, openBattle } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { CROWD, HILL, duo, onOldGateFord } from "@sightline/search-fixtures";
import { MAX_TURN_NODES, type TurnAnswer, answer } from "../src/index.js";
import { ZERO } from "../src/plan/score.js";
import { TurnSearch } from "../src/turn/turnSearch.js";

type Score = { value: number; wounds: number };

/** y is worth 2 here: destroying it outweighs wounds elsewhere. */
const worth = { y: { value: 2 } };

const boards = [
  duo(HILL, worth),
  // Engaged from the start: leaving provokes, and a squad figure may die on the way.
  duo(
    `
    1  1  1  1  1
      1  1x 1a 1  1
    1  1b 1y 1  1
      1  1  1  1z 1
  `,
    { ...worth, a: { life: 1 }, b: { life: 2 } },
  ),
  duo(CROWD, worth),
];

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const beats = (a: Score, b: Score) =>
  a.value > b.value + 1e-9 || (Math.abs(a.value - b.value) <= 1e-9 && a.wounds > b.wounds + 1e-9);

/** P(k of n one-die attacks wound): a skull is 3 faces of 6. */
function binomial(n: number): number[] {
  const p = Array.from({ length: n + 1 }, () => 0);
  p[0] = 1;
  for (let i = 0; i < n; i++) {
    for (let k = i + 1; k > 0; k--) p[k] = p[k]! / 2 + p[k - 1]! / 2;
    p[0] = p[0]! / 2;
  }
  return p;
}

/** The best depth-1 turn by brute force over orders × joint moves. */
async function bruteForce(position: Position<"heroscape">, owner: string, card: string) {
  const movers = position.figures().filter((f) => f.owner === owner && (f.card ?? f.id) === card);
  const options = movers.map((m) => {
    const moves = position.moves(m.id);
    if ("error" in moves) throw new Error(moves.reason);
    return moves;
  });
  let best: Score = { value: -Infinity, wounds: -Infinity };
  let tried = 0;
  const pick = async (i: number, chosen: number[]): Promise<void> => {
    if (i === movers.length) {
      for (const order of permutations(movers.map((_, k) => k))) {
        const saved = position.changes;
        let legal = true;
        for (const k of order) {
          const move = options[k]![chosen[k]!]!;
          try {
            position.move(movers[k]!.id, [move.to]);
          } catch {
            legal = false;
            break;
          }
        }
        if (legal) {
          tried++;
          const score = await scoreAfter(
            position,
            movers,
            order.map((k) => options[k]![chosen[k]!]!),
          );
          if (beats(score, best)) best = score;
        }
        position.undoTo(saved);
      }
      return;
    }
    for (let k = 0; k < options[i]!.length; k++) await pick(i + 1, [...chosen, k]);
  };
  await pick(0, []);
  return { best, tried };
}

/** The score of the position reached: leaving-engagement outcomes × the plan after each. */
async function scoreAfter(
  position: Position<"heroscape">,
  movers: readonly { id: string; life: number; wounds?: number; value?: number; card?: string }[],
  moves: readonly { provokes: readonly string[] }[],
): Promise<Score> {
  // `moves` is in the order made; fates are independent, so walk the movers in any order.
  const fates = movers.map((m, k) => {
    const chances = binomial(moves[k]?.provokes.length ?? 0);
    const left = m.life - (m.wounds ?? 0);
    return { m, chances, left };
  });
  let total: Score = { value: 0, wounds: 0 };
  const walk = async (k: number, dead: string[], chance: number, lost: Score): Promise<void> => {
    if (k === fates.length) {
      let gained: Score = { value: 0, wounds: 0 };
      if (dead.length < movers.length) {
        const saved = position.changes;
        for (const id of dead) position.remove(id);
        const plan = await answer(position, { q: "plan", owner: "red", card: "duo" });
        position.undoTo(saved);
        if (plan.error) throw new Error(plan.reason);
        gained = { value: plan.expected.destroyed, wounds: plan.expected.wounds };
      }
      total = {
        value: total.value + chance * (gained.value - lost.value),
        wounds: total.wounds + chance * (gained.wounds - lost.wounds),
      };
      return;
    }
    const { m, chances, left } = fates[k]!;
    for (let w = 0; w < chances.length; w++) {
      const dies = w >= left;
      await walk(k + 1, dies ? [...dead, m.id] : dead, chance * chances[w]!, {
        value: lost.value + (dies ? (m.value ?? 1) : 0),
        wounds: lost.wounds + Math.min(w, left),
      });
    }
  };
  await walk(0, [], 1, { value: 0, wounds: 0 });
  return total;
}

describe("turn", () => {
  it.each(boards.map((scenario, i) => ({ i, scenario })))(
    "board $i: depth 1 with no budget is the brute force's best",
    async ({ scenario }) => {
      const battle = await openBattle(scenario, { game: "heroscape" });
      const position = battle.position();
      const { best, tried } = await bruteForce(position, "red", "duo");
      expect(tried).toBeGreaterThan(20);
      const turn = await answer(position, { q: "turn", owner: "red", card: "duo" });
      if (turn.error) throw new Error(turn.reason);
      expect(turn.complete).toBe(true);
      expect(turn.score.value).toBeCloseTo(best.value, 9);
      expect(turn.score.wounds).toBeCloseTo(best.wounds, 9);
      // The answer's moves are legal, made in its order, and the position is left as it was.
      expect(position.changes).toBe(0);
      const replay = battle.position();
      for (const move of turn.moves) {
        expect(move.path[0]).toEqual(replay.figure(move.figure)!.hexes[0]);
        expect(move.path.at(-1)).toEqual(move.to[0]);
        replay.move(move.figure, move.to);
      }
      // Staying put is a turn: the best scores at least the plan from where the card stands.
      const plan = await answer(position, { q: "plan", owner: "red", card: "duo" });
      if (plan.error) throw new Error(plan.reason);
      expect(turn.score.value).toBeGreaterThanOrEqual(plan.expected.destroyed - 1e-9);
    },
  );

  it("with a node budget: anytime, deterministic for a seed, and says when it was cut short", async () => {
    const battle = await openBattle(boards[2]!, { game: "heroscape" });
    const query = { q: "turn", owner: "red", card: "duo", nodes: 12, seed: "s" } as const;
    const first = await answer(battle, query);
    const again = await answer(battle, query);
    if (first.error) throw new Error(first.reason);
    expect(again).toEqual(first);
    expect(first.complete).toBe(false);
    const full = await answer(battle, { q: "turn", owner: "red", card: "duo" });
    if (full.error) throw new Error(full.reason);
    expect(first.nodes).toBeLessThan(full.nodes);
    expect(beats(first.score, full.score)).toBe(false);
  });

  it("depth 2: the reply counts against the turn", async () => {
    const battle = await openBattle(boards[0]!, { game: "heroscape" });
    const one = await answer(battle, { q: "turn", owner: "red", card: "duo" });
    const two = await answer(battle, {
      q: "turn",
      owner: "red",
      card: "duo",
      depth: 2,
      nodes: 400,
    });
    if (one.error || two.error) throw new Error("no answer");
    expect(two.score.value).toBeLessThanOrEqual(one.score.value + 1e-9);
    expect(two.nodes).toBeGreaterThan(0);
  });

  it("a budget bounds the positions at every depth: the replies' replies take a share too", async () => {
    const battle = await openBattle(boards[2]!, { game: "heroscape" });
    for (const nodes of [50, 200]) {
      const three = await answer(battle, {
        q: "turn",
        owner: "red",
        card: "duo",
        depth: 3,
        nodes,
      });
      if (three.error) throw new Error(three.reason);
      // Before, a depth-3 search of 50 nodes evaluated 2,198: the replies to replies had none.
      // A task stops once its share is spent; the last position's replies may pass it by theirs.
      expect(three.nodes).toBeLessThanOrEqual(2 * nodes);
      expect(three.complete).toBe(false);
    }
  });

  it("a reply cut short by its budget leaves the turn it answers incomplete", async () => {
    const position = (await openBattle(boards[0]!, { game: "heroscape" })).position();
    const card = position.figures().filter((f) => f.owner === "red");
    const complete = (replyComplete: boolean) =>
      new TurnSearch(position, card, 0, () => ({
        score: ZERO,
        nodes: 1,
        complete: replyComplete,
      })).runTask(0, { value: -1, wounds: -1 }, {}).complete;
    expect(complete(true)).toBe(true);
    expect(complete(false)).toBe(false);
  });

  it(`an exact turn past ${MAX_TURN_NODES} positions answers the limit's error; a budget answers`, async () => {
    // Four raiders with move 6 and three guards to share: their bounds overlap, and more than
    // 100,000 placements have one above the best turn (with move 5, 45,866 fit).
    const battle = await openBattle(
      onOldGateFord({ movers: 4, move: 6, enemies: 3, enemyDistance: 6 }),
      { game: "heroscape" },
    );
    const query = { q: "turn", owner: "red", card: "raiders" } as const;
    expect(await answer(battle, query)).toEqual({
      error: "invalid-query",
      reason: expect.stringContaining(`at most ${MAX_TURN_NODES} positions (limit MAX_TURN_NODES)`),
    });
    const budgeted = await answer(battle, { ...query, nodes: 500, seed: 1 });
    if (budgeted.error) throw new Error(budgeted.reason);
    expect(budgeted.complete).toBe(false);
    expect(budgeted.nodes).toBeLessThanOrEqual(500);
    // 100,000 positions: seconds alone, minutes on two cores shared with the other suites.
  }, 300_000);

  it("answers its errors in their slots", async () => {
    const battle = await openBattle(boards[0]!, { game: "heroscape" });
    const errors = await Promise.all([
      answer(battle, { q: "turn", owner: "red", card: "nope" }),
      answer(battle, { q: "turn", owner: "green", card: "duo" }),
    ]);
    expect(errors.map((e) => e.error)).toEqual(["invalid-query", "invalid-query"]);
  });
});

describe("turn with explain (docs/rules/ai.md#explanations)", () => {
  type Answer = TurnAnswer;
  type TurnQuery = {
    q: "turn";
    owner: "red";
    card: "duo";
    depth?: number;
    nodes?: number;
    seed?: string | number;
    explain?: boolean;
  };

  async function explained(
    position: Position<"heroscape">,
    query: TurnQuery,
  ): Promise<{ plain: Answer; explained: Answer }> {
    const plain = await answer(position, query);
    const withAlternatives = await answer(position, { ...query, explain: true });
    if (plain.error || withAlternatives.error) throw new Error("no turn");
    return { plain, explained: withAlternatives };
  }

  /**
   * The alternatives are distinct, best first, the answer's own turn first; explaining changes
   * nothing else in the answer but, in an exact search, the positions it evaluates.
   */
  function expectRanked(
    { plain, explained }: { plain: Answer; explained: Answer },
    exact = false,
  ): void {
    const { alternatives = [], ...rest } = explained;
    if (exact) expect(rest.nodes).toBeGreaterThanOrEqual(plain.nodes);
    expect({ ...rest, nodes: exact ? plain.nodes : rest.nodes }).toEqual(plain);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(5);
    const { moves, attacks, score } = plain;
    expect(alternatives[0]).toEqual({ moves, attacks, score, complete: expect.any(Boolean) });
    const distinct = new Set(alternatives.map((a) => JSON.stringify(a.moves)));
    expect(distinct.size).toBe(alternatives.length);
    for (let k = 1; k < alternatives.length; k++) {
      for (let j = 0; j < k; j++) {
        expect(beats(alternatives[k]!.score, alternatives[j]!.score)).toBe(false);
      }
    }
  }

  /**
   * The score of every joint move of the card, apart from the search: each choice of the
   * figures' moves made in the first order the rules allow (a move refused while its space is
   * taken), scored by the brute force's count.
   */
  async function everyTurnScore(position: Position<"heroscape">): Promise<Score[]> {
    const movers = position
      .figures()
      .filter((f) => f.owner === "red" && (f.card ?? f.id) === "duo");
    const options = movers.map((m) => {
      const moves = position.moves(m.id);
      if ("error" in moves) throw new Error(moves.reason);
      return moves.map((move) => ({
        figure: m.id,
        to: [move.to] as const,
        stays: move.path.length <= 1,
      }));
    });
    const scores: Score[] = [];
    const pick = async (i: number, chosen: (typeof options)[number]): Promise<void> => {
      if (i < movers.length) {
        for (const option of options[i]!) await pick(i + 1, [...chosen, option]);
        return;
      }
      for (const order of permutations(chosen.filter((move) => !move.stays))) {
        const saved = position.changes;
        try {
          for (const move of order) position.move(move.figure, [move.to[0]]);
        } catch {
          continue;
        } finally {
          position.undoTo(saved);
        }
        scores.push(await scoreOfMoves(position, order));
        return;
      }
    };
    await pick(0, []);
    return scores.sort((a, b) => (beats(a, b) ? -1 : beats(b, a) ? 1 : 0));
  }

  /** The score of making `moves` (in their order) from `position`, by the brute force's count. */
  async function scoreOfMoves(
    position: Position<"heroscape">,
    moves: readonly { figure: string; to: readonly (readonly [number, number])[] }[],
  ): Promise<Score> {
    const movers = position
      .figures()
      .filter((f) => f.owner === "red" && (f.card ?? f.id) === "duo");
    // Each mover's own move as the rules list it from the start (what it provokes), or none.
    const made = movers.map((m) => {
      const move = moves.find((mv) => mv.figure === m.id);
      if (!move) return { provokes: [] };
      const options = position.moves(m.id);
      if ("error" in options) throw new Error(options.reason);
      const [q, r] = move.to[0]!;
      return options.find((o) => o.to[0] === q && o.to[1] === r)!;
    });
    const saved = position.changes;
    for (const move of moves) position.move(move.figure, [move.to[0]!]);
    const score = await scoreAfter(position, movers, made);
    position.undoTo(saved);
    return score;
  }

  it.each(boards.map((scenario, i) => ({ i, scenario })))(
    "board $i, exact: the best distinct turns, each scored as the brute force scores it",
    async ({ scenario }) => {
      const position = (await openBattle(scenario, { game: "heroscape" })).position();
      const both = await explained(position, { q: "turn", owner: "red", card: "duo" });
      expectRanked(both, true);
      const alternatives = both.explained.alternatives!;
      // Exact: the five best of every joint move, as the brute force ranks them.
      const every = await everyTurnScore(position);
      expect(every.length).toBeGreaterThan(20);
      expect(alternatives).toHaveLength(5);
      for (const [k, alternative] of alternatives.entries()) {
        expect(alternative.complete).toBe(true);
        const score = await scoreOfMoves(position, alternative.moves);
        expect(alternative.score.value).toBeCloseTo(score.value, 9);
        expect(alternative.score.wounds).toBeCloseTo(score.wounds, 9);
        expect(alternative.score.value).toBeCloseTo(every[k]!.value, 9);
        expect(alternative.score.wounds).toBeCloseTo(every[k]!.wounds, 9);
      }
      expect(position.changes).toBe(0);
    },
  );

  it("with a budget: the same ranking rules, scores of depth 1 complete", async () => {
    const position = (await openBattle(boards[2]!, { game: "heroscape" })).position();
    const both = await explained(position, {
      q: "turn",
      owner: "red",
      card: "duo",
      nodes: 12,
      seed: "s",
    });
    expectRanked(both);
    expect(both.explained.complete).toBe(false);
    for (const alternative of both.explained.alternatives!) {
      expect(alternative.complete).toBe(true);
      const score = await scoreOfMoves(position, alternative.moves);
      expect(alternative.score.value).toBeCloseTo(score.value, 9);
      expect(alternative.score.wounds).toBeCloseTo(score.wounds, 9);
    }
  });

  it("depth 2: an alternative whose reply its budget cut short is not complete", async () => {
    const position = (await openBattle(boards[0]!, { game: "heroscape" })).position();
    const cut = await explained(position, {
      q: "turn",
      owner: "red",
      card: "duo",
      depth: 2,
      nodes: 40,
      seed: 1,
    });
    expectRanked(cut);
    expect(cut.explained.alternatives!.some((a) => !a.complete)).toBe(true);
    const ample = await explained(position, {
      q: "turn",
      owner: "red",
      card: "duo",
      depth: 2,
      nodes: 1e6,
      seed: 1,
    });
    expectRanked(ample);
    expect(ample.explained.complete).toBe(true);
    expect(ample.explained.alternatives!.every((a) => a.complete)).toBe(true);
  });
});
