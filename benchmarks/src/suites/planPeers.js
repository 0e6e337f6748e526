// HeroScape's attack plan (docs/rules/ai.md#plan) against boardgame.io's MCTSBot playing the same
// decision as a boardgame.io game (peers/planGame.js): the figures of one card attack, each at
// most once, in any order, or the turn ends. On each position our exact `plan` and the bot at
// several iteration budgets; the bot's plan is valued exactly (every roll with its chance, the
// bot asked at each state reached), so both values are expectations, not samples. Checks first:
// the game the bot plays has the value our plan reports (same legal attacks, same odds), and our
// plan's value is at least every bot plan's, lexicographically (value destroyed, then wounds;
// ties within 1e-9) — the spec says it is exact, so anything else throws. Goals (the issue):
// ours ≥ the bot's on every position; our time to the exact plan ≤ 1/10 of the bot's time to
// its own best (the smallest budget reaching the best value it attains over the budgets tried).
//
// Beside the bot, the strong peer: a dice-aware UCT (peers/uctPlanner.js) that rolls the dice on
// every iteration and plays closed-loop, valued the same exact way, at budgets doubling until its
// plan (the mean over seeds) reaches 95% and 99% of ours (peers/uctLadder.js). Goal (issue 20):
// our exact plan answers in less time than the UCT peer's first decision at the budget reaching
// 99%; that row is each group's baseline.
//
// Standalone, for development: node benchmarks/src/suites/planPeers.js [--quick]
import { readFileSync } from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { answer } from "@sightline/ai";
import { mapNamed } from "@sightline/maps";
import { importHsc, openBattle, parseScenario } from "@sightline/rules";
import { runSuites, summarize } from "../harness.js";
import {
  better,
  botPlanValue,
  gameValue,
  planTable,
  timeFirstDecision,
} from "../peers/planGame.js";
import { uctLadder } from "../peers/uctLadder.js";
import { EXPLORATION, timeUctDecision } from "../peers/uctPlanner.js";

const BUDGETS = [100, 1_000, 10_000];
const QUICK_BUDGETS = [100, 1_000];
/** How the bot's first decision is timed: warm-up, then at least n samples and s seconds. */
const TIMING = { warmUpSeconds: 0.3, minSamples: 5, minSeconds: 1 };
// A quick run has just valued the bot's plan with the same code: no warm-up.
const QUICK_TIMING = { warmUpSeconds: 0, minSamples: 2, minSeconds: 0.05 };
const SEED = "sightline-planPeers";
const GOAL_RATIO = 10;
/** The UCT peer: shares of our value it must reach, its top budget, the seeds averaged. */
const UCT_SHARES = [0.95, 0.99];
const UCT_MAX_BUDGET = 65_536;
const QUICK_UCT_MAX_BUDGET = 1_024;
const UCT_SEEDS = Array.from({ length: 8 }, (_, i) => `uct-${i + 1}`);
const QUICK_UCT_SEEDS = UCT_SEEDS.slice(0, 2);
const TIE = 1e-9;

const OURS = "sightline plan (exact)";
const botName = (iterations) => `boardgame.io MCTSBot, ${fmt(iterations)} iterations`;
const uctName = (iterations, label) => `dice-aware UCT, ${fmt(iterations)} iterations (${label})`;
const share = (x) => `${fmt(100 * x, 1)}%`;

const fmt = (x, digits = 0) =>
  x.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (seconds) => `${fmt(seconds * 1e3, seconds < 0.01 ? 2 : 1)} ms`;
const pair = (e) => `${fmt(e.destroyed, 4)} destroyed, ${fmt(e.wounds, 4)} wounds`;

/** The public plan cases (packages/ai/test/cases/plan): each one's first query. */
export function publicCases() {
  const dir = new URL("../../../packages/ai/test/cases/plan/", import.meta.url);
  return [100, 101, 102, 103, 104, 105].map((n) => {
    const file = JSON.parse(readFileSync(new URL(`plan-hs-${n}.json`, dir), "utf8"));
    return { name: file.name, scenario: file.scenario, query: file.queries[0] };
  });
}

/** The enemies placed on Old Gate Ford, in order: life, value and defence vary. */
const ENEMIES = [
  { life: 1, value: 1, defense: 2, height: 5 },
  { life: 2, value: 2, defense: 3, height: 6 },
  { life: 1, value: 1, defense: 1, height: 4 },
  { life: 3, value: 3, defense: 4, height: 6 },
  { life: 2, value: 2, defense: 2, height: 5 },
  { life: 1, value: 1, defense: 1, height: 4 },
  { life: 2, value: 3, defense: 3, height: 5 },
  { life: 1, value: 2, defense: 2, height: 5 },
];

/**
 * Four archers of one card against eight enemies on the project's own map: on the level-1 field
 * south of the castle wall (figures block each other's sight), and on the rocky hill, shooting
 * down its slope (height advantage: 4 dice).
 */
const LAYOUTS = [
  {
    name: "Old Gate Ford, field",
    attackers: [
      [3, 5],
      [4, 5],
      [5, 5],
      [6, 5],
    ],
    enemies: [
      [2, 7],
      [4, 7],
      [6, 7],
      [1, 8],
      [3, 8],
      [5, 8],
      [2, 9],
      [4, 9],
    ],
  },
  {
    name: "Old Gate Ford, hill",
    attackers: [
      [-3, 16],
      [-4, 16],
      [-2, 16],
      [-3, 15],
    ],
    enemies: [
      [-7, 17],
      [-7, 19],
      [-6, 19],
      [-5, 19],
      [-4, 19],
      [-3, 18],
      [-7, 16],
      [-6, 15],
    ],
  },
];

/** The layouts on Old Gate Ford, each hex checked to be a space with no obstacle. */
export function ownMapCases() {
  const map = mapNamed("Old Gate Ford");
  const base = importHsc(new Uint8Array(readFileSync(map.hsc)), { name: map.name });
  const spaces = new Set(base.board.spaces.map((s) => `${s.q},${s.r}`));
  const obstacles = new Set(
    (base.board.obstacles ?? []).flatMap((o) => o.hexes.map(([q, r]) => `${q},${r}`)),
  );
  return LAYOUTS.map(({ name, attackers, enemies }) => {
    for (const [q, r] of [...attackers, ...enemies]) {
      if (!spaces.has(`${q},${r}`) || obstacles.has(`${q},${r}`)) {
        throw new Error(`${name}: hex (${q},${r}) is not a space free of obstacles`);
      }
    }
    const figures = [
      ...attackers.map((hex, i) => ({
        id: `archer${i + 1}`,
        owner: "red",
        card: "red-archers",
        hexes: [hex],
        height: 5,
        range: 6,
        attack: 3,
        defense: 2,
        life: 1,
      })),
      ...enemies.map((hex, i) => ({
        id: `blue${i + 1}`,
        owner: "blue",
        hexes: [hex],
        range: 1,
        attack: 2,
        ...ENEMIES[i],
      })),
    ];
    return {
      name,
      scenario: parseScenario({ ...base, name, figures }),
      query: { q: "plan", owner: "red", card: "red-archers" },
    };
  });
}

const suite = {
  id: "planPeers",
  title:
    "HeroScape attack plan against boardgame.io's MCTSBot and a dice-aware UCT (exact expected values)",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const budgets = ctx.quick ? QUICK_BUDGETS : BUDGETS;
    const timing = ctx.quick ? QUICK_TIMING : TIMING;
    // Both sides' times suffer from anything else the cores run: the load is in the notes.
    const load = os.loadavg()[0];
    ctx.note(
      `The bot's game (boardgame.io 0.50, one player): G = { acted: a bit per attacker, lives: each enemy's life left, passed }; moves attack(attackerIndex, targetIndex) among the legal attacks of G, and pass (ends the turn); over when every attacker has acted or the player passed. The legal attacks per set of destroyed enemies come from the rules (position.remove, targets, undoTo), asked once per position before any timing; an attack's wound count is sampled from the rules' exact odds with the random plugin (random.Number()). MCTSBot's objective is the game-over value { score }: (value destroyed + 10⁻³ × wounds) ÷ the most the position holds, in [0, 1] as UCT expects. Seeded (game and bot: ${JSON.stringify(SEED)}), playoutDepth 50 (the default; a turn has at most 5 moves). The bot's plan is valued exactly: at each state its play reaches it is asked once (MCTSBot.play), and each roll weighed with its chance.`,
    );
    ctx.note(
      `boardgame.io's MCTS keeps one child node per move and the random plugin's state travels in the game state, so within one search a move's dice fall the same way each time the tree passes through it: the bot plans against one sampled roll per move (a determinized tree), and more iterations fit that roll more closely — its value need not grow with its budget. Budgets ${budgets.map((b) => fmt(b)).join(", ")} iterations.`,
    );
    const uctSeeds = ctx.quick ? QUICK_UCT_SEEDS : UCT_SEEDS;
    const uctMax = ctx.quick ? QUICK_UCT_MAX_BUDGET : UCT_MAX_BUDGET;
    ctx.note(
      `The dice-aware UCT peer (peers/uctPlanner.js) plays the same table (legal attacks and odds from the rules): UCB1 with exploration constant ${EXPLORATION} on rewards normalised to what the root state can still gain, (value destroyed + 10⁻³ × wounds); an attack is a chance node whose children are keyed by the target's life left, and its roll is drawn anew from the exact odds on every iteration; one node added an iteration, uniform random attacks in the rollouts (never pass: an attack never loses value), the move played is the root's most visited; closed-loop with its tree reused: after each roll it searches again from the real state on the subtree of that outcome. Its plan is valued exactly (every state its play reaches asked, every roll weighed with its chance; paths not merged, since a kept tree makes a choice depend on the path), as the mean over ${uctSeeds.length} seeds, at budgets doubling from 16 up to ${fmt(uctMax)} iterations a decision; it reaches ${UCT_SHARES.map(share).join(" or ")} of our value destroyed at the smallest budget from which every larger one tried keeps that share (small budgets can be lucky). The exploration constant was tuned on these eight positions (4 seeds, 1,024–16,384 iterations; 0.2, 0.35, 0.5, 0.7 and 1 within 0.6% of each other in mean share, 0.35 best at 16,384). Where it plateaus short of a share, it is UCB1's mean backups locking in early, not a lack of iterations at the last decisions: on plan-hs-104 cut to three attackers, the best first attack got 201 of 65,536 root visits with a mean 28% under its exact value, so the peer kept a first attack 1.2% worse; rollouts playing the attack of best immediate expected gain (tried at 50%, 90% and 100% of moves) left the plateaus where they were. Its time is its first decision at that budget (a fresh tree, seed ${JSON.stringify(uctSeeds[0])}), timed like the bot's; our one call answers the whole turn's policy, so this favours the peer.`,
    );
    const cases = [...publicCases(), ...ownMapCases()];
    const summary = [];
    const uctSummary = [];
    for (const { name, scenario, query } of cases) {
      ctx.progress(`${name}: our plan, the game's value, the bot's plans`);
      const battle = await openBattle(scenario);
      const ours = await answer(battle, query);
      if ("error" in ours) throw new Error(`${name}: plan: ${ours.reason}`);
      const table = planTable(battle.position(), query.owner, query.card);
      // The bot's game is our plan's decision: its exact value is the value our plan reports.
      const game = gameValue(table);
      if (
        Math.abs(game.destroyed - ours.expected.destroyed) > TIE ||
        Math.abs(game.wounds - ours.expected.wounds) > TIE
      ) {
        throw new Error(
          `${name}: the bot's game is worth ${pair(game)} played exactly, our plan ${pair(ours.expected)}: they are not the same decision`,
        );
      }
      const bots = [];
      for (const iterations of budgets) {
        const plan = await botPlanValue(table, { iterations, seed: SEED });
        if (better(plan, ours.expected)) {
          throw new Error(
            `${name}: MCTSBot with ${fmt(iterations)} iterations plans ${pair(plan)}, more than our exact plan's ${pair(ours.expected)}`,
          );
        }
        bots.push({ iterations, plan });
      }
      // The bot's own best: the best value over the budgets, first reached at the smallest.
      const best = bots.reduce((b, x) => (better(x.plan, b.plan) ? x : b));

      ctx.progress(`${name}: timing`);
      const group = `${name} (${table.attackers.length} attackers, ${table.enemies.length} enemies): first decision`;
      const [oursRow] = await ctx.measure([
        {
          group,
          engine: `${OURS}: ${pair(ours.expected)}`,
          unit: "plans",
          asyncFn: () => answer(battle, query),
        },
      ]);
      oursRow.expected = ours.expected;
      const ourSeconds = 1 / oursRow.callsPerSecond;
      for (const bot of bots) {
        ctx.progress(`${name}: timing ${botName(bot.iterations)}'s first decision`);
        bot.seconds = summarize(
          await timeFirstDecision(table, { iterations: bot.iterations, seed: SEED, ...timing }),
        );
        const row = ctx.record({
          group,
          engine: `${botName(bot.iterations)}: ${pair(bot.plan)}`,
          baseline: false,
          unit: "plans",
          timing: "performance.now",
          ...bot.seconds,
        });
        row.expected = { destroyed: bot.plan.destroyed, wounds: bot.plan.wounds };
        row.iterations = bot.iterations;
      }
      // The UCT peer: the budgets reaching 95% and 99% of our value, each a row (one when equal).
      ctx.progress(`${name}: the dice-aware UCT's ladder`);
      const ladder = uctLadder(table, ours.expected, {
        maxBudget: uctMax,
        seeds: uctSeeds,
        shares: UCT_SHARES,
      });
      const top = ladder.steps.at(-1);
      const uctRows = new Map();
      for (const target of UCT_SHARES) {
        const iterations = ladder.reached.get(target) ?? top.iterations;
        const label = ladder.reached.get(target)
          ? `reaches ${share(target)}`
          : `${share(target)} not reached by ${fmt(top.iterations)}`;
        const known = uctRows.get(iterations);
        if (known) {
          known.labels.push(label);
          continue;
        }
        uctRows.set(iterations, { iterations, labels: [label], targets: [target] });
      }
      const uctTimes = new Map();
      for (const { iterations, labels } of uctRows.values()) {
        const step = ladder.steps.find((s) => s.iterations === iterations);
        ctx.progress(`${name}: timing ${uctName(iterations, labels.join(", "))}'s first decision`);
        const seconds = summarize(
          timeUctDecision(table, { iterations, seed: uctSeeds[0], ...timing }),
        );
        uctTimes.set(iterations, 1 / seconds.callsPerSecond);
        const row = ctx.record({
          group,
          engine: `${uctName(iterations, labels.join(", "))}: ${pair(step)} (${share(step.share)})`,
          baseline: iterations === (ladder.reached.get(0.99) ?? top.iterations),
          unit: "plans",
          timing: "performance.now",
          ...seconds,
        });
        row.expected = { destroyed: step.destroyed, wounds: step.wounds };
        row.iterations = iterations;
      }
      const at99 = ladder.reached.get(0.99);
      const step99 = ladder.steps.find((s) => s.iterations === (at99 ?? top.iterations));
      const uct99 = uctTimes.get(at99 ?? top.iterations);
      uctSummary.push({
        name,
        reached: at99 !== undefined,
        ratio: uct99 / ourSeconds,
        turnRatio: step99.turnMs / 1e3 / ourSeconds,
      });
      ctx.note(
        `${name}, the dice-aware UCT (mean of ${uctSeeds.length} seeds, share of our value destroyed at each budget): ${ladder.steps.map((s) => `${fmt(s.iterations)} ${share(s.share)}`).join(", ")}. ${UCT_SHARES.map(
          (t) => {
            const n = ladder.reached.get(t);
            return n === undefined
              ? `${share(t)} not reached by ${fmt(top.iterations)} iterations (${share(top.share)}; first decision there ${ms(uctTimes.get(top.iterations))})`
              : `${share(t)} at ${fmt(n)} iterations: first decision ${ms(uctTimes.get(n))} = ${fmt(uctTimes.get(n) / ourSeconds, 2)}× our ${ms(ourSeconds)}`;
          },
        ).join(
          "; ",
        )}; its expected thinking over the turn at ${at99 === undefined ? "the top budget" : "the 99% budget"} ${ms(step99.turnMs / 1e3)} (${fmt(step99.decisions, 1)} decisions a plan, a decision every state its play reaches).`,
      );
      const toBest = 1 / best.seconds.callsPerSecond;
      const ratio = toBest / ourSeconds;
      const equal = !better(ours.expected, best.plan);
      const turnRatio = best.plan.turnMs / 1e3 / ourSeconds;
      summary.push({
        name,
        ratio,
        turnRatio,
        equal,
        gap: ours.expected.destroyed - best.plan.destroyed,
      });
      const botLines = bots.map(
        ({ iterations, plan, seconds }) =>
          `${fmt(iterations)} iterations ${pair(plan)}, first ${plan.firstAttack ? `${plan.firstAttack.attacker}→${plan.firstAttack.target}` : "pass"}, first decision ${ms(1 / seconds.callsPerSecond)}, a turn ${fmt(plan.turnMs, 1)} ms expected (${plan.decisions} states asked)`,
      );
      ctx.note(
        `${name}: ours ${pair(ours.expected)}, first ${ours.attacks[0] ? `${ours.attacks[0].attacker}→${ours.attacks[0].target}` : "none"}, ${ms(ourSeconds)} (${fmt(ours.nodes)} states). MCTSBot: ${botLines.join("; ")}. Its best, ${pair(best.plan)}, at ${fmt(best.iterations)} iterations: ${ms(toBest)} = ${fmt(ratio, 1)}× our time (goal ≥ ${GOAL_RATIO}×: ${ratio >= GOAL_RATIO ? "met" : "NOT met"}).`,
      );
    }
    const met = summary.filter((s) => s.ratio >= GOAL_RATIO);
    const ahead = summary.filter((s) => !s.equal);
    ctx.note(
      `Goal 1, our plan's expected value ≥ the bot's on every position: met on all ${summary.length} (checked for every budget before timing; the suite throws otherwise). Ours is strictly ahead of the bot's best on ${ahead.length} of ${summary.length}${ahead.length > 0 ? ` (by ${ahead.map((s) => `${fmt(s.gap, 3)}`).join(", ")} in value destroyed)` : ""}${
        ahead.length < summary.length
          ? `; the bot matches it on ${summary
              .filter((s) => s.equal)
              .map((s) => s.name)
              .join(", ")}`
          : ""
      }.`,
    );
    ctx.note(
      `Goal 2, our time to the exact plan ≤ 1/${GOAL_RATIO} of the bot's time to its own best (its first decision at the smallest budget reaching its best value): ${
        met.length === summary.length
          ? "met on every position"
          : `met on ${met.length} of ${summary.length}; NOT met on ${summary
              .filter((s) => s.ratio < GOAL_RATIO)
              .map((s) => `${s.name} (${fmt(s.ratio, 1)}×)`)
              .join(", ")}`
      }. The bot's time is one decision (its first attack) while our one call solves the whole turn's policy, which favours the bot. Against its expected thinking time over a whole turn at that budget (each state it reaches asked once, timed once during the exact valuation), the ratio is ${summary.map((s) => `${fmt(s.turnRatio, 1)}×`).join(", ")}: ≥ ${GOAL_RATIO}× on ${summary.filter((s) => s.turnRatio >= GOAL_RATIO).length} of ${summary.length}. Load average when the suite began: ${fmt(load, 1)} on ${os.cpus().length} cores.${ctx.quick ? " Quick run: two budgets, short samples — indicative only." : ""}`,
    );
    const uctMet = uctSummary.filter((s) => s.ratio > 1);
    ctx.note(
      `Issue 20's goal, our exact plan answers in less time than the dice-aware UCT peer needs to reach 99% of the exact value (its first decision at that budget; where the top budget falls short, its time there, a lower bound): ${
        uctMet.length === uctSummary.length
          ? "met on every position"
          : `met on ${uctMet.length} of ${uctSummary.length}; NOT met on ${uctSummary
              .filter((s) => s.ratio <= 1)
              .map((s) => `${s.name} (its time ÷ ours ${fmt(s.ratio, 2)}×)`)
              .join(", ")}`
      }. Per position (UCT ÷ ours, first decision; whole turn): ${uctSummary.map((s) => `${s.name} ${fmt(s.ratio, 2)}×; ${fmt(s.turnRatio, 2)}×${s.reached ? "" : " (99% not reached)"}`).join(", ")}. Load average now: ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(
          ", ",
        )}.${ctx.quick ? ` Quick run: the UCT ladder stops at ${fmt(uctMax)} iterations with ${uctSeeds.length} seeds.` : ""}`,
    );
  },
};

export default suite;

// Standalone: run this suite alone and print its rows and notes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [result] = await runSuites([suite], { quick: process.argv.includes("--quick") });
  console.log(`\n## ${result.title}\n`);
  console.log("| group | engine | per call |");
  console.log("|---|---|---:|");
  for (const row of result.rows) {
    console.log(`| ${row.group} | ${row.engine} | ${ms(1 / row.callsPerSecond)} |`);
  }
  console.log("");
  for (const note of result.notes) console.log(`- ${note}`);
  console.log(`\n${fmt(result.seconds, 1)} s`);
}
