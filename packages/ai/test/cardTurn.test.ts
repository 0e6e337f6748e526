// bestCardTurn: an owner's best turn over its cards is the best of the `turn` answers for each
// card with its share of the budget, the first card winning a tie.
import { readFileSync } from "node:fs";
import { openBattle } from "@sightline/rules";
import { expect, it } from "vitest";
import { type TurnAnswer, answer, better, bestCardTurn } from "../src/index.js";

const ambush = JSON.parse(
  readFileSync(new URL("../../../examples/heroscape/ambush.json", import.meta.url), "utf8"),
) as unknown;

it("is the best of each card's turn, with every card's score", async () => {
  const position = (await openBattle(ambush)).position();
  const best = await bestCardTurn(position, { owner: "blue", nodes: 600, seed: 3 });
  if ("error" in best) throw new Error(best.reason);
  // blue has two cards, raiders and the warlock: 300 positions each.
  const each = await Promise.all(
    ["raiders", "warlock"].map(async (card) => {
      const turn = await answer(position, { q: "turn", owner: "blue", card, nodes: 300, seed: 3 });
      if (turn.error) throw new Error(turn.reason);
      return turn as TurnAnswer;
    }),
  );
  expect(best.cards.map((c) => c.card)).toEqual(["raiders", "warlock"]);
  for (const [c, turn] of each.entries()) {
    expect(best.cards[c]).toEqual({
      card: best.cards[c]!.card,
      score: turn.score,
      nodes: turn.nodes,
      complete: turn.complete,
    });
  }
  const [raiders, warlock] = each;
  const winner = better(warlock!.score, raiders!.score) ? warlock! : raiders!;
  expect(best).toMatchObject({ moves: winner.moves, attacks: winner.attacks, score: winner.score });
  expect(best.card).toBe(winner === warlock ? "warlock" : "raiders");
  expect(best.nodes).toBe(raiders!.nodes + warlock!.nodes);
});

it("answers errors for what it cannot search", async () => {
  const position = (await openBattle(ambush)).position();
  expect(await bestCardTurn(position, { owner: "green" })).toEqual({
    error: "invalid-query",
    reason: '"green" has no figure',
  });
  expect(await bestCardTurn(position, { owner: "red", depth: 9 })).toMatchObject({
    error: "invalid-query",
  });
  const gatehouse = JSON.parse(
    readFileSync(
      new URL("../../../examples/arcadia-quest/gatehouse.json", import.meta.url),
      "utf8",
    ),
  ) as unknown;
  expect(await bestCardTurn((await openBattle(gatehouse)).position(), { owner: "a" })).toEqual({
    error: "invalid-query",
    reason: "a best card turn is a HeroScape question, not arcadia-quest's",
  });
});
