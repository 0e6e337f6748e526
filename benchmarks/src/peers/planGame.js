// Peer: HeroScape's attack-planning decision (docs/rules/ai.md#plan) as a boardgame.io 0.50 game
// for its MCTSBot. The same decision as our `plan`: the figures of one card each attack at most
// once, in any order, or the turn ends; the legal attacks of a state are the rules' `targets`
// on the board with the destroyed enemies removed, asked once per set of destroyed enemies
// before any timing (planTable), so the bot and our plan choose among exactly the same attacks.
// The dice of an attack are rolled with the game's random plugin, sampling the wound count from
// the rules' exact odds. The bot's plan is then valued exactly (botPlanValue): every roll of
// the dice with its probability, the bot asked its move at each state reached.
import { MCTSBot } from "boardgame.io/dist/cjs/ai.js";
import { INVALID_MOVE } from "boardgame.io/dist/cjs/core.js";
import { InitializeGame } from "boardgame.io/dist/cjs/internal.js";

/**
 * What both planners know of one position: attackers, enemies, their life left and value, the
 * chances of each wound count per pool of dice, and the legal attacks per set of destroyed
 * enemies, from the rules.
 *
 * @typedef {{ enemy: number, attackDice: number, defenseDice: number, chances: readonly number[] }} Attack
 * @typedef {{
 *   attackers: string[], enemies: string[], values: number[], start: number[],
 *   legal: Map<string, Attack[][]>,
 * }} PlanTable
 */

/** The key of a set of destroyed enemies (a 0/1 per enemy: 1 = still on the board). */
const standingKey = (lives) => lives.map((life) => (life > 0 ? 1 : 0)).join("");

/**
 * The legal attacks of every attacker for every set of destroyed enemies that one turn can reach
 * (at most one enemy destroyed per attack), asked of the rules on `position`: the destroyed
 * removed (`position.remove`), `targets` per attacker, then `position.undoTo` the saved depth.
 *
 * @param {import("@sightline/rules").Position<"heroscape">} position
 * @param {string} owner
 * @param {string} card
 * @returns {PlanTable}
 */
export function planTable(position, owner, card) {
  const figures = position.figures();
  const attackers = figures.filter((f) => f.owner === owner && (f.card ?? f.id) === card);
  const enemies = figures.filter((f) => f.owner !== owner);
  const index = new Map(enemies.map((e, i) => [e.id, i]));
  const start = enemies.map((e) => e.life - (e.wounds ?? 0));
  const odds = new Map();
  const chancesOf = (attackDice, defenseDice) => {
    const key = `${attackDice} ${defenseDice}`;
    if (!odds.has(key)) {
      const answer = position.answer({ q: "odds", attackDice, defenseDice });
      if (answer.error) throw new Error(`odds ${key}: ${answer.reason}`);
      odds.set(key, answer.distribution);
    }
    return odds.get(key);
  };
  const legal = new Map();
  const visit = (lives, from, destroyed) => {
    const saved = position.changes;
    lives.forEach((life, i) => {
      if (life <= 0) position.remove(enemies[i].id);
    });
    try {
      legal.set(
        standingKey(lives),
        attackers.map((attacker) => {
          const targets = position.targets(attacker.id);
          if (targets.error) throw new Error(`targets of ${attacker.id}: ${targets.reason}`);
          return targets.flatMap((t) => {
            const enemy = index.get(t.target);
            if (enemy === undefined) return [];
            const chances = chancesOf(t.attackDice, t.defenseDice);
            return [{ enemy, attackDice: t.attackDice, defenseDice: t.defenseDice, chances }];
          });
        }),
      );
    } finally {
      position.undoTo(saved);
    }
    if (destroyed === attackers.length) return;
    for (let i = from; i < lives.length; i++) {
      if (lives[i] <= 0) continue;
      const after = [...lives];
      after[i] = 0;
      visit(after, i + 1, destroyed + 1);
    }
  };
  visit(start, 0, 0);
  return {
    attackers: attackers.map((a) => a.id),
    enemies: enemies.map((e) => e.id),
    values: enemies.map((e) => e.value ?? 1),
    start,
    legal,
  };
}

/** The legal attacks in state `G`: [attacker, attack] for every attacker yet to act. */
function attacksOf(table, G) {
  const legal = table.legal.get(standingKey(G.lives));
  const out = [];
  legal.forEach((options, a) => {
    if (G.acted & (1 << a)) return;
    for (const option of options) out.push([a, option]);
  });
  return out;
}

/** Value destroyed and wounds dealt (life lost: each attack's wounds capped at life left). */
function scoreOf(table, lives) {
  let destroyed = 0;
  let wounds = 0;
  lives.forEach((life, i) => {
    if (life <= 0 && table.start[i] > 0) destroyed += table.values[i];
    wounds += table.start[i] - Math.max(life, 0);
  });
  return { destroyed, wounds };
}

/** Wounds are a tie-breaker, worth 1e-3 of a point of value. */
const WOUND_WEIGHT = 1e-3;

/**
 * The decision as a boardgame.io game for one player. G = { acted (a bit per attacker), lives
 * (each enemy's life left), passed }; moves `attack(attackerIndex, targetIndex)` (an enemy's
 * index) among the legal ones, and `pass`, which ends the turn. Over when every attacker has
 * acted or the player passed; the game-over value is `{ score }`, which MCTSBot's
 * backpropagation adds up: value destroyed + wounds × 1e-3, divided by the most the position
 * can give, so it lies in [0, 1] as UCT's exploration term expects. (The bot's `objectives`
 * cannot say this: a playout stops at the first state where one holds, with its fixed weight,
 * and never tests the final state.)
 *
 * @param {PlanTable} table
 * @param {string} seed the random plugin's seed
 */
export function planGame(table, seed) {
  const all = (1 << table.attackers.length) - 1;
  const most =
    table.values.reduce((s, v, i) => s + (table.start[i] > 0 ? v : 0), 0) +
    WOUND_WEIGHT * table.start.reduce((s, life) => s + Math.max(life, 0), 0);
  return {
    name: "heroscape-attack-plan",
    seed,
    disableUndo: true,
    setup: () => ({ acted: 0, lives: [...table.start], passed: false }),
    moves: {
      attack: ({ G, random }, attacker, target) => {
        const option = attacksOf(table, G).find(([a, o]) => a === attacker && o.enemy === target);
        if (!option) return INVALID_MOVE;
        // The wound count sampled from the rules' exact odds (inverse of the distribution).
        const chances = option[1].chances;
        let u = random.Number();
        let wounds = 0;
        while (wounds < chances.length - 1 && u >= chances[wounds]) u -= chances[wounds++];
        G.acted |= 1 << attacker;
        G.lives[target] = Math.max(0, G.lives[target] - wounds);
      },
      pass: ({ G }) => {
        G.passed = true;
      },
    },
    endIf: ({ G }) => {
      if (!G.passed && G.acted !== all) return undefined;
      const { destroyed, wounds } = scoreOf(table, G.lives);
      return { score: (destroyed + WOUND_WEIGHT * wounds) / most };
    },
    ai: {
      enumerate: (G) => [
        ...attacksOf(table, G).map(([a, o]) => ({ move: "attack", args: [a, o.enemy] })),
        { move: "pass", args: [] },
      ],
    },
  };
}

/** Lexicographic comparison of { destroyed, wounds }, ties within 1e-9 (docs/rules/ai.md#plan). */
export function better(a, b) {
  if (Math.abs(a.destroyed - b.destroyed) > TIE) return a.destroyed > b.destroyed;
  return a.wounds - b.wounds > TIE;
}

const TIE = 1e-9;

/**
 * The exact value of the game `table` describes: an expectimax of its own over the same legal
 * attacks and chances the bot gets. It must equal our plan's `expected`, or the game the bot
 * plays is not the decision our plan answers.
 *
 * @param {PlanTable} table
 */
export function gameValue(table) {
  const memo = new Map();
  const solve = (acted, lives) => {
    const key = `${acted}:${lives.join(",")}`;
    let best = memo.get(key);
    if (best) return best;
    best = { destroyed: 0, wounds: 0 };
    for (const [attacker, option] of attacksOf(table, { acted, lives })) {
      const score = { destroyed: 0, wounds: 0 };
      const life = lives[option.enemy];
      option.chances.forEach((p, wounds) => {
        if (p === 0) return;
        const after = [...lives];
        after[option.enemy] = Math.max(0, life - wounds);
        const rest = solve(acted | (1 << attacker), after);
        score.destroyed += p * ((wounds >= life ? table.values[option.enemy] : 0) + rest.destroyed);
        score.wounds += p * (Math.min(wounds, life) + rest.wounds);
      });
      if (better(score, best)) best = score;
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, [...table.start]);
}

/** A bot for `table` with `iterations`, seeded: the same seed, the same moves. */
function mctsBot(game, iterations, seed) {
  return new MCTSBot({ game, enumerate: game.ai.enumerate, iterations, seed });
}

/**
 * Seconds per first decision (a fresh bot with the same seed each time, so the same work): the
 * bot's time to choose its first attack, as our one `plan` call does. Untimed calls for
 * `warmUpSeconds` first, then at least `minSamples` timed, and more while they add up to less
 * than `minSeconds`.
 *
 * @param {PlanTable} table
 * @param {{ iterations: number, seed: string, minSamples: number, minSeconds: number,
 *   warmUpSeconds: number }} options
 */
export async function timeFirstDecision(table, options) {
  const { iterations, seed, minSamples, minSeconds, warmUpSeconds } = options;
  const game = planGame(table, seed);
  const initial = InitializeGame({ game, numPlayers: 1 });
  const decide = async () => {
    const started = performance.now();
    await mctsBot(game, iterations, seed).play(initial, "0");
    return (performance.now() - started) / 1000;
  };
  for (let spent = 0; spent < warmUpSeconds;) spent += await decide();
  const seconds = [];
  let total = 0;
  while (seconds.length < minSamples || (total < minSeconds && seconds.length < MAX_SAMPLES)) {
    seconds.push(await decide());
    total += seconds.at(-1);
  }
  return seconds;
}

const MAX_SAMPLES = 200;

/**
 * The bot's plan valued exactly: from the start, the bot (MCTSBot with `iterations`, seeded)
 * is asked its move at every state its play reaches, and each attack's rolls are weighed with
 * their exact chances. Each state (who has acted, every life left) is asked once and its
 * answer remembered, in a fixed order, so the same seed gives the same plan. Also the expected
 * thinking time of one turn: Σ over the states of P(reached) × the time of the bot's decision.
 *
 * @param {PlanTable} table
 * @param {{ iterations: number, seed: string }} options
 */
export async function botPlanValue(table, { iterations, seed }) {
  const game = planGame(table, seed);
  const initial = InitializeGame({ game, numPlayers: 1 });
  const bot = mctsBot(game, iterations, seed);
  const all = (1 << table.attackers.length) - 1;
  /** @type {Map<string, { destroyed: number, wounds: number, ms: number }>} */
  const memo = new Map();
  let decisions = 0;
  let firstAttack;
  const valueOf = async (acted, lives) => {
    const key = `${acted}:${lives.join(",")}`;
    const known = memo.get(key);
    if (known) return known;
    const result = { destroyed: 0, wounds: 0, ms: 0 };
    const attacks = acted === all ? [] : attacksOf(table, { acted, lives });
    // With no attack left the only move is pass: nothing to ask.
    if (attacks.length > 0) {
      const started = performance.now();
      const { action } = await bot.play({ ...initial, G: { acted, lives, passed: false } }, "0");
      result.ms = performance.now() - started;
      if (!action) throw new Error(`MCTSBot found no move in state ${key}`);
      const { type, args } = action.payload;
      const chosen =
        type === "attack" && attacks.find(([a, o]) => a === args[0] && o.enemy === args[1]);
      if (type === "attack" && !chosen) throw new Error(`MCTSBot chose ${args} in state ${key}`);
      if (decisions++ === 0 && chosen) {
        firstAttack = { attacker: table.attackers[args[0]], target: table.enemies[args[1]] };
      }
      if (chosen) {
        const [attacker, { enemy, chances }] = chosen;
        const life = lives[enemy];
        for (let wounds = 0; wounds < chances.length; wounds++) {
          const p = chances[wounds];
          if (p === 0) continue;
          const after = [...lives];
          after[enemy] = Math.max(0, life - wounds);
          const rest = await valueOf(acted | (1 << attacker), after);
          result.destroyed += p * ((wounds >= life ? table.values[enemy] : 0) + rest.destroyed);
          result.wounds += p * (Math.min(wounds, life) + rest.wounds);
          result.ms += p * rest.ms;
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  const { destroyed, wounds, ms } = await valueOf(0, [...table.start]);
  /** `turnMs`: the bot's expected thinking time in one turn; `decisions`: states asked. */
  return { destroyed, wounds, turnMs: ms, decisions, firstAttack };
}
