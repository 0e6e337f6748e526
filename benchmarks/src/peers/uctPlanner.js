// Peer: a dice-aware UCT planner for HeroScape's attack-planning decision (docs/rules/ai.md#plan),
// on the same PlanTable boardgame.io's MCTSBot gets (peers/planGame.js): the same legal attacks
// per set of destroyed enemies, the same exact odds. Unlike MCTSBot, whose tree fixes one sampled
// roll per move, every iteration rolls the dice anew: an attack is a chance node whose children
// are keyed by what the roll did (the target's life left), so the tree holds every outcome in
// proportion to its chance (Kocsis & Szepesvári's UCT with sampled chance nodes). Played
// closed-loop: asked again at the real state after each roll, it keeps the subtree of that
// outcome (tree reuse).
//
// Selection is UCB1 on values normalised to [0, 1] by what the root state can still gain; the
// rollouts attack uniformly at random until no attacker can (passing never gains, so playouts do
// not pass; the tree keeps `pass` as the game's move). The move played is the root's most
// visited child. Seeded: the same seed, the same plans.

/** The exploration constant of UCB1 on normalised values, tuned on the benchmark's positions. */
export const EXPLORATION = 0.35;

/** Wounds are a tie-breaker worth 1e-3 of a point of value, as in the bot's game (planGame.js). */
const WOUND_WEIGHT = 1e-3;
const PASS = -1;

/** A deterministic stream in [0, 1) from a string seed (mulberry32 over an FNV-1a hash). */
function seededRandom(seed) {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A decision node: the state after some attacks; its actions are made on its second visit. */
export class Decision {
  visits = 0;
  /** @type {Action[] | null} */
  actions = null;
}

/** A chance node: one attack (or pass) from a decision; its children keyed by life left after. */
class Action {
  visits = 0;
  total = 0;
  /** @type {(Decision | undefined)[]} index: the target's life left after the roll */
  outcomes = [];
  constructor(attacker, enemy, chances) {
    this.attacker = attacker;
    this.enemy = enemy;
    this.chances = chances;
  }
}

/**
 * UCT over one PlanTable. `search` runs iterations from a root (a Decision and the real state it
 * stands for) and returns the action to play; the caller keeps `action.outcomes[life]` as the
 * next root once the dice have spoken.
 */
export class UctPlanner {
  /**
   * @param {import("./planGame.js").PlanTable} table
   * @param {{ seed: string, exploration?: number }} options
   */
  constructor(table, { seed, exploration = EXPLORATION }) {
    this.table = table;
    this.exploration = exploration;
    this.random = seededRandom(seed);
    this.all = (1 << table.attackers.length) - 1;
    // The legal attacks by standing mask (bit i: enemy i still on the board), not by string.
    this.legal = new Map();
    for (const [key, options] of table.legal) {
      let mask = 0;
      for (let i = 0; i < key.length; i++) if (key[i] === "1") mask |= 1 << i;
      this.legal.set(mask, options);
    }
    // Scratch state of one iteration: nothing else is allocated but the nodes it adds.
    this.lives = new Int32Array(table.start.length);
    this.path = [];
    this.moves = [];
    this.iterations = 0;
  }

  #standing(lives) {
    let mask = 0;
    for (let i = 0; i < lives.length; i++) if (lives[i] > 0) mask |= 1 << i;
    return mask;
  }

  /** Value destroyed + weighted wounds dealt since the turn began, on the scratch lives. */
  #score(lives) {
    const { start, values } = this.table;
    let score = 0;
    for (let i = 0; i < lives.length; i++) {
      if (start[i] <= 0) continue;
      if (lives[i] <= 0) score += values[i];
      score += WOUND_WEIGHT * (start[i] - Math.max(lives[i], 0));
    }
    return score;
  }

  /** The wound count of one roll, drawn from the exact odds. */
  #roll(chances) {
    let u = this.random();
    let wounds = 0;
    while (wounds < chances.length - 1 && u >= chances[wounds]) u -= chances[wounds++];
    return wounds;
  }

  #expand(node, acted, lives) {
    const actions = [];
    if (acted !== this.all) {
      const legal = this.legal.get(this.#standing(lives));
      legal.forEach((options, a) => {
        if (acted & (1 << a)) return;
        for (const o of options) actions.push(new Action(a, o.enemy, o.chances));
      });
      if (actions.length > 0) actions.push(new Action(-1, PASS, null));
    }
    node.actions = actions;
  }

  /** Random attacks from the scratch state until no attacker can attack. */
  #rollout(acted) {
    const lives = this.lives;
    const moves = this.moves;
    for (;;) {
      if (acted === this.all) return;
      const legal = this.legal.get(this.#standing(lives));
      moves.length = 0;
      for (let a = 0; a < legal.length; a++) {
        if (acted & (1 << a)) continue;
        for (const o of legal[a]) moves.push(a, o);
      }
      if (moves.length === 0) return;
      const k = 2 * Math.floor(this.random() * (moves.length / 2));
      const o = moves[k + 1];
      acted |= 1 << moves[k];
      lives[o.enemy] = Math.max(0, lives[o.enemy] - this.#roll(o.chances));
    }
  }

  /**
   * `iterations` more iterations from `root`, which stands for the real state (`acted`,
   * `lives`); returns the root's most visited action, or undefined when none is left.
   * @param {Decision} root
   */
  search(root, acted, lives, iterations) {
    const base = this.#scoreOf(lives);
    let gain = 0;
    for (let i = 0; i < lives.length; i++) {
      if (lives[i] > 0) gain += this.table.values[i] + WOUND_WEIGHT * lives[i];
    }
    // Rewards are normalised to what the root can still gain: UCB1 expects values in [0, 1].
    const scale = gain > 0 ? 1 / gain : 1;
    const c = this.exploration;
    const path = this.path;
    for (let n = 0; n < iterations; n++) {
      this.lives.set(lives);
      let state = acted;
      let node = root;
      path.length = 0;
      for (;;) {
        node.visits++;
        if (node.actions === null && node !== root && node.visits === 1) {
          this.#rollout(state);
          break;
        }
        if (node.actions === null) this.#expand(node, state, this.lives);
        const actions = node.actions;
        if (actions.length === 0) break;
        // UCB1: every action once, then the best mean plus the exploration bonus.
        let best = actions[0];
        let bestValue = -Infinity;
        const logN = Math.log(node.visits);
        for (let i = 0; i < actions.length; i++) {
          const x = actions[i];
          if (x.visits === 0) {
            best = x;
            break;
          }
          const value = (x.total / x.visits - base) * scale + c * Math.sqrt(logN / x.visits);
          if (value > bestValue) {
            bestValue = value;
            best = x;
          }
        }
        path.push(best);
        if (best.enemy === PASS) break;
        const life = this.lives[best.enemy];
        const after = Math.max(0, life - this.#roll(best.chances));
        this.lives[best.enemy] = after;
        state |= 1 << best.attacker;
        node = best.outcomes[after] ??= new Decision();
      }
      const reward = this.#score(this.lives);
      for (const x of path) {
        x.visits++;
        x.total += reward;
      }
      this.iterations++;
    }
    if (!root.actions || root.actions.length === 0) return undefined;
    let chosen = root.actions[0];
    for (const x of root.actions) {
      if (x.visits > chosen.visits || (x.visits === chosen.visits && mean(x) > mean(chosen))) {
        chosen = x;
      }
    }
    return chosen;
  }

  #scoreOf(lives) {
    this.lives.set(lives);
    return this.#score(this.lives);
  }
}

const mean = (x) => (x.visits === 0 ? 0 : x.total / x.visits);

/**
 * The UCT peer's plan valued exactly, as botPlanValue values MCTSBot's: from the start it runs
 * `iterations` at every state its play reaches (on the subtree it kept for that outcome), and
 * each roll is weighed with its exact chance. Its choices depend on the path (the tree it
 * kept), so states are not merged: every path is asked. Also its expected thinking time over the
 * turn (Σ P(reached) × that decision's time) and the first decision's time.
 *
 * @param {import("./planGame.js").PlanTable} table
 * @param {{ iterations: number, seed: string, exploration?: number }} options
 */
export function uctPlanValue(table, { iterations, seed, exploration }) {
  const planner = new UctPlanner(table, { seed, exploration });
  let decisions = 0;
  let firstAttack;
  let firstMs = 0;
  const valueOf = (node, acted, lives) => {
    const result = { destroyed: 0, wounds: 0, ms: 0 };
    const started = performance.now();
    const chosen = planner.search(node, acted, lives, iterations);
    result.ms = performance.now() - started;
    if (decisions++ === 0) {
      firstMs = result.ms;
      if (chosen && chosen.enemy !== PASS) {
        firstAttack = {
          attacker: table.attackers[chosen.attacker],
          target: table.enemies[chosen.enemy],
        };
      }
    }
    if (!chosen || chosen.enemy === PASS) return result;
    // What is not played is dropped, so the tree kept is the chosen attack's alone.
    node.actions = null;
    const { enemy, chances } = chosen;
    const life = lives[enemy];
    const next = acted | (1 << chosen.attacker);
    // Every wound count that destroys leaves the same state: weigh the states, not the counts.
    const reached = new Float64Array(life + 1);
    chances.forEach((p, wounds) => (reached[Math.max(0, life - wounds)] += p));
    for (let left = 0; left <= life; left++) {
      const p = reached[left];
      if (p === 0) continue;
      const child = chosen.outcomes[left] ?? new Decision();
      chosen.outcomes[left] = undefined;
      const after = lives.slice();
      after[enemy] = left;
      const rest = hasAttack(planner, next, after)
        ? valueOf(child, next, after)
        : { destroyed: 0, wounds: 0, ms: 0 };
      result.destroyed += p * ((left === 0 ? table.values[enemy] : 0) + rest.destroyed);
      result.wounds += p * (life - left + rest.wounds);
      result.ms += p * rest.ms;
    }
    return result;
  };
  const { destroyed, wounds, ms } = valueOf(new Decision(), 0, [...table.start]);
  return {
    destroyed,
    wounds,
    turnMs: ms,
    firstMs,
    decisions,
    firstAttack,
    iterations: planner.iterations,
  };
}

/** Whether any attacker yet to act has a legal attack in the state. */
function hasAttack(planner, acted, lives) {
  if (acted === planner.all) return false;
  let mask = 0;
  for (let i = 0; i < lives.length; i++) if (lives[i] > 0) mask |= 1 << i;
  const legal = planner.legal.get(mask);
  return legal.some((options, a) => !(acted & (1 << a)) && options.length > 0);
}

/**
 * Seconds of the UCT peer's first decision (a fresh planner and tree with the same seed each
 * sample, so the same work): `warmUpSeconds` untimed, then at least `minSamples`, and more while
 * they add up to less than `minSeconds`.
 *
 * @param {import("./planGame.js").PlanTable} table
 */
export function timeUctDecision(table, options) {
  const { iterations, seed, exploration, minSamples, minSeconds, warmUpSeconds } = options;
  const decide = () => {
    const planner = new UctPlanner(table, { seed, exploration });
    const started = performance.now();
    planner.search(new Decision(), 0, table.start, iterations);
    return (performance.now() - started) / 1000;
  };
  for (let spent = 0; spent < warmUpSeconds;) spent += decide();
  const seconds = [];
  let total = 0;
  while (seconds.length < minSamples || (total < minSeconds && seconds.length < 200)) {
    seconds.push(decide());
    total += seconds.at(-1);
  }
  return seconds;
}
