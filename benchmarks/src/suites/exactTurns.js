// The exact depth-1 `turn` (no budget) of four raiders with move 5 against the skirmish's eight
// guards (issue 20's goal: `complete: true` within 10 s on Rotten Ice; on Rolling Downs too, or a
// refusal within 1 s), in-thread, and the ladder of 2, 3, 4 raiders with move 3, 4, 5 beside it.
// Each exact answer is checked against a budgeted search of the same card: it may not score less.
import { loadavg } from "node:os";
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { summarize } from "../harness.js";
import { exactRung } from "../exactLadder.js";
import { mapWithFigures, standInNote } from "../maps.js";
import { skirmish } from "../skirmish.js";

/** Goal (issue 20): seconds an exact turn of four raiders (move 5) may take to answer. */
const GOAL_ANSWER = 10;
/** Goal (issue 20): seconds a refusal may take. */
const GOAL_REFUSAL = 1;

/** Throws unless `rung` answered no worse than a budgeted search of its card. */
async function checked(map, rung) {
  if (rung.refused) {
    if (!rung.refused.includes("(limit MAX_TURN_NODES)")) {
      throw new Error(`${map.name}: refused for another reason: ${rung.refused}`);
    }
    return rung;
  }
  if (!rung.complete) throw new Error(`${map.name}: an exact turn answered complete: false`);
  const scenario = skirmish(map.scenario, { raiders: rung.raiders, move: rung.move });
  const battle = await openBattle(scenario, { game: "heroscape" });
  const query = { q: "turn", owner: "red", card: "raiders", nodes: 200, seed: 1 };
  const budgeted = await answer(battle, query);
  if (budgeted.error) throw new Error(`${map.name}: ${budgeted.reason}`);
  const { value, wounds } = rung.score;
  const [v, w] = [budgeted.score.value, budgeted.score.wounds];
  if (value < v - 1e-9 || (Math.abs(value - v) <= 1e-9 && wounds < w - 1e-9)) {
    throw new Error(`${map.name}: the exact turn scores less than a 200-node search`);
  }
  return rung;
}

const describe = (r) =>
  r.refused
    ? `refused in ${r.seconds.toFixed(2)} s`
    : `${r.nodes.toLocaleString("en")} positions, ${r.seconds.toFixed(2)} s`;

export default {
  id: "exactTurns",
  title: "The exact turn: four raiders (move 5) against eight guards, answered or refused",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const samples = ctx.quick ? 1 : 3;
    const maps = [mapWithFigures("Rotten Ice", 0), mapWithFigures("Rolling Downs", 0)];
    for (const map of maps) {
      const standIn = standInNote(map);
      if (standIn) ctx.note(standIn);
    }
    ctx.note(
      `Load average when the suite began: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(", ")}.`,
    );
    // A quick run checks a small card's answer on Rotten Ice and the big card on Rolling Downs
    // (refused in under a second); a full run times the goal on both and walks the ladder.
    const goals = ctx.quick
      ? [
          { map: maps[0], card: { raiders: 3, move: 5 } },
          { map: maps[1], card: { raiders: 4, move: 5 } },
        ]
      : maps.map((map) => ({ map, card: { raiders: 4, move: 5 } }));
    for (const { map, card } of goals) {
      const rungs = [];
      for (let i = 0; i < samples; i++) {
        ctx.progress(`${map.name}: the exact turn of ${card.raiders} raiders, move ${card.move}`);
        rungs.push(await checked(map, await exactRung(map, card)));
      }
      if (new Set(rungs.map((r) => r.digest)).size > 1) {
        throw new Error(`${map.name}: the exact turn answered differently from run to run`);
      }
      const [first] = rungs;
      ctx.record({
        group: "the exact turn",
        engine: `${map.name}, ${card.raiders} raiders (move ${card.move}): ${first.refused ? "refused" : `${first.nodes.toLocaleString("en")} positions`}`,
        baseline: goals[0].map === map,
        ...summarize(rungs.map((r) => r.seconds)),
        unit: first.refused ? "refusals" : "answers",
        timing: `${samples} runs`,
      });
      const mean = rungs.reduce((s, r) => s + r.seconds, 0) / rungs.length;
      const goal = first.refused ? GOAL_REFUSAL : GOAL_ANSWER;
      const met = mean <= goal ? "met" : "NOT met";
      ctx.note(
        `${map.name}, ${card.raiders} raiders with move ${card.move}: ${describe(first)} (mean of ${samples}: ${mean.toFixed(2)} s; ${first.refused ? "a refusal" : "an answer"} within ${goal} s: ${met}${ctx.quick ? ", a quick run's card" : ""}).`,
      );
    }
    if (ctx.quick) return;
    const ladder = [];
    for (const raiders of [2, 3, 4]) {
      for (const move of [3, 4, 5]) {
        ctx.progress(`the ladder on ${maps[0].name}: ${raiders} raiders, move ${move}`);
        ladder.push(await checked(maps[0], await exactRung(maps[0], { raiders, move })));
      }
    }
    ctx.note(
      `The ladder on ${maps[0].name} (one run each): ${ladder.map((r) => `${r.raiders} raiders, move ${r.move}: ${describe(r)}`).join("; ")}. Load average now: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(", ")}.`,
    );
  },
};
