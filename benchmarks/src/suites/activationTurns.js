// One figure's activation searched (docs/rules/ai.md#turn-other-games): an Arcadia Quest hero on a
// 12 × 12 dungeon with doors (4 heroes, 6 monsters that move 2), exact at depths 1 and 2 and
// deepening under a budget at depth 3; an Arcane Legions unit (move 6) on the 24 × 24 table of the
// arcaneLegions suite with 30 units, exact at depth 1 and budgeted at depth 2. Activations scored
// per second, replies included; each exact answer checked against the same query with room in its
// node budget (it finishes, with the same score), each answer against a second run (the same).
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { summarize } from "../harness.js";
import { tableScenario } from "./arcaneLegions.js";

/** A deterministic 12 × 12 dungeon: blocked spaces, walls and closed doors, 4 heroes, 6 monsters. */
export function dungeon() {
  const size = 12;
  const rows = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => ((x * 7 + y * 3) % 11 === 0 ? "#" : ".")).join(""),
  );
  const edges = [];
  for (let y = 0; y < size - 1; y += 3) {
    for (let x = 1; x < size - 1; x += 4) {
      edges.push(
        (x + y) % 2
          ? { x, y, side: "E", kind: "door", open: false }
          : { x, y, side: "E", kind: "wall" },
      );
    }
  }
  const free = rows.flatMap((row, y) => [...row].flatMap((c, x) => (c === "." ? [[x, y]] : [])));
  const at = (i) => free[(i * 37) % free.length];
  const heroes = Array.from({ length: 4 }, (_, i) => {
    const [x, y] = at(i);
    return {
      id: `hero${i}`,
      owner: "guild",
      x,
      y,
      defense: 2,
      life: 6,
      attacks: [
        { name: "Sword", kind: "melee", dice: 3 },
        { name: "Bow", kind: "ranged", dice: 2 },
      ],
    };
  });
  const monsters = Array.from({ length: 6 }, (_, i) => {
    const [x, y] = at(i + 10);
    return {
      id: `monster${i}`,
      owner: "monsters",
      x,
      y,
      defense: 1,
      life: 4,
      move: 2,
      attacks: [{ name: "Claw", kind: "melee", dice: 3 }],
    };
  });
  return { game: "arcadia-quest", board: { rows, edges }, figures: [...heroes, ...monsters] };
}

/** Times `query` `samples` times; throws unless every run gives the same answer. */
async function timed(battle, query, samples) {
  const seconds = [];
  let first;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const reply = await answer(battle, query);
    seconds.push((performance.now() - started) / 1000);
    if (reply.error) throw new Error(`${JSON.stringify(query)}: ${reply.reason}`);
    const digest = JSON.stringify(reply);
    if (first && digest !== first.digest)
      throw new Error(`${JSON.stringify(query)} answered differently`);
    first ??= { reply, digest };
  }
  return { reply: first.reply, seconds };
}

export default {
  id: "activationTurns",
  title: "One figure's activation: Arcadia Quest's move and attack, Arcane Legions' lattice",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const samples = ctx.quick ? 1 : 3;
    const table = tableScenario(30);
    const games = [
      {
        name: "Arcadia Quest, 12 × 12, 10 characters",
        battle: await openBattle(dungeon()),
        base: { q: "turn", owner: "guild", attacker: "hero0" },
        exact: ctx.quick ? [1] : [1, 2],
        budgeted: { depth: 3, nodes: ctx.quick ? 2000 : 20000 },
      },
      {
        name: "Arcane Legions, 24 × 24, 30 units (move 6)",
        battle: await openBattle({
          ...table,
          figures: table.figures.map((f) => ({ ...f, move: 6 })),
        }),
        base: { q: "turn", owner: table.figures[0].owner, attacker: table.figures[0].id },
        exact: [1],
        budgeted: { depth: 2, nodes: ctx.quick ? 300 : 3000 },
      },
    ];
    for (const game of games) {
      const queries = [
        ...game.exact.map((depth) => ({ ...game.base, depth })),
        { ...game.base, ...game.budgeted, seed: 1 },
      ];
      for (const query of queries) {
        ctx.progress(`${game.name}: ${JSON.stringify(query)}`);
        const { reply, seconds } = await timed(game.battle, query, samples);
        const exact = query.nodes === undefined;
        if (exact) {
          // Given room, the anytime search finishes and answers as the exact one does.
          const check = await answer(game.battle, { ...query, nodes: 1_000_000, seed: 1 });
          if (
            check.error ||
            !check.complete ||
            JSON.stringify(check.score) !== JSON.stringify(reply.score)
          ) {
            throw new Error(
              `${game.name}: depth ${query.depth} with room in its budget answers otherwise than exact`,
            );
          }
        }
        const mean = seconds.reduce((s, x) => s + x, 0) / seconds.length;
        ctx.record({
          group: "activations scored, replies included",
          engine: `${game.name}, depth ${query.depth}${exact ? ", exact" : `, ${query.nodes.toLocaleString("en")} nodes`}`,
          baseline: query === queries[0] && game === games[0],
          ...summarize(seconds.map((s) => s / reply.nodes)),
          unit: "activations",
          timing: `${samples} runs`,
        });
        ctx.note(
          `${game.name}, depth ${query.depth}${exact ? " exact" : ` with ${query.nodes} nodes`}: ${reply.nodes.toLocaleString("en")} activations in ${(mean * 1000).toFixed(0)} ms, ${reply.complete ? "complete" : "cut short (the deepest finished depth answers)"}; score ${JSON.stringify(reply.score)}.`,
        );
      }
    }
  },
};
