// The oracle of the plan's tests: HeroScape's exact plan as it was before the plan memo, the
// bounds and the typed arrays (issue 20), kept word for word but for its names. The property test
// (planOracle.test.ts) holds the plan to it.
//
// HeroScape's exact attack plan (docs/rules/ai.md#plan): expectimax over the combat dice for the
// figures of one card, each attacking at most once in any order or declining, the board changing
// as enemies are destroyed. Scores are pairs compared lexicographically — expected value
// destroyed, then expected wounds — with ties within 1e-9. States are memoised on which
// attackers have acted and every enemy's remaining life; the legal attacks of a state depend
// only on which enemies are gone, and are asked of the rules once per such set, in one batch.
import type { HeroscapeFigure, Position } from "@sightline/rules";
import { type Score, ZERO, better } from "../src/plan/score.js";
import { mostLikely, woundChances } from "../src/plan/woundChances.js";

/**
 * The most states one exact plan weighs (docs/rules/limits.md): about 1.5 s and 30 MB, a hundred
 * times the largest public plan case (1,817). The states multiply with every attacker (who has
 * acted) and every enemy's life (how much is left), so eight attackers against eight enemies of
 * life 4 would weigh 10⁸ and ran for minutes; past the limit the plan is refused, and a `turn`
 * with a `nodes` budget answers instead.
 */
const MAX_PLAN_NODES = 200_000;

/** One attack of a HeroScape plan: who attacks whom, with how many dice. */
interface HeroscapePlannedAttack {
  readonly attacker: string;
  readonly target: string;
  readonly attackDice: number;
  readonly defenseDice: number;
}

/** The `plan` answer in HeroScape. */
export interface ReferencePlan {
  /** The first attack of an optimal policy, then its line when each roll comes out at its mode. */
  readonly attacks: readonly HeroscapePlannedAttack[];
  readonly expected: { readonly destroyed: number; readonly wounds: number };
  /** States of the expectimax evaluated (each once: they are memoised). */
  readonly nodes: number;
}

/** A legal attack in some state: the enemy attacked and the chances of each wound count. */
interface Option {
  readonly enemy: number;
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly chances: readonly number[];
}

/** What the expectimax keeps per state: its value and the choice that reaches it. */
interface Solved {
  readonly score: Score;
  readonly attacker: number;
  readonly option: Option | undefined;
}

/**
 * The exact plan of `attackers` (figures on the board, all of one owner) against every figure of
 * another owner on `position`. The position is changed while planning and restored before this
 * returns.
 */
export function referencePlan(
  position: Position<"heroscape">,
  attackers: readonly HeroscapeFigure[],
): ReferencePlan {
  const owner = attackers[0]?.owner;
  const enemies = position.figures().filter((f) => f.owner !== owner);
  const solver = new PlanSolver(position, attackers, enemies);
  const start = enemies.map((e) => e.life - (e.wounds ?? 0));
  const best = solver.solve(0, start);
  return {
    attacks: solver.line(start),
    expected: { destroyed: best.score.value, wounds: best.score.wounds },
    nodes: solver.nodes,
  };
}

class PlanSolver {
  readonly #position: Position<"heroscape">;
  readonly #attackers: readonly HeroscapeFigure[];
  readonly #enemies: readonly HeroscapeFigure[];
  readonly #enemyIndex: ReadonlyMap<string, number>;
  /** Each enemy's place value in a state's key: lives in mixed radix, above the acted bits. */
  readonly #radix: readonly number[];
  /** Whether keys fit a double exactly; if not (a huge roster), strings. */
  readonly #numericKeys: boolean;
  /** Legal attacks per attacker, by the set of enemies gone. */
  readonly #legal = new Map<number | string, readonly (readonly Option[])[]>();
  readonly #solved = new Map<number | string, Solved>();
  nodes = 0;

  constructor(
    position: Position<"heroscape">,
    attackers: readonly HeroscapeFigure[],
    enemies: readonly HeroscapeFigure[],
  ) {
    this.#position = position;
    this.#attackers = attackers;
    this.#enemies = enemies;
    this.#enemyIndex = new Map(enemies.map((e, i) => [e.id, i]));
    const radix: number[] = [];
    let place = 2 ** attackers.length;
    for (const enemy of enemies) {
      radix.push(place);
      place *= Math.max(1, enemy.life - (enemy.wounds ?? 0)) + 1;
    }
    this.#radix = radix;
    this.#numericKeys = place <= Number.MAX_SAFE_INTEGER && enemies.length <= 30;
  }

  #key(acted: number, lives: readonly number[]): number | string {
    if (!this.#numericKeys) return `${acted}:${lives.join(",")}`;
    let key = acted;
    for (let i = 0; i < lives.length; i++) key += lives[i]! * this.#radix[i]!;
    return key;
  }

  /** The best score from a state: `acted` a bit per attacker, `lives` each enemy's life left. */
  solve(acted: number, lives: number[]): Solved {
    const key = this.#key(acted, lives);
    const known = this.#solved.get(key);
    if (known) return known;
    if (++this.nodes > MAX_PLAN_NODES) {
      // A RangeError: the query's answer is the `invalid-query` in its slot.
      throw new RangeError(
        `the exact plan weighs more than ${MAX_PLAN_NODES} states (limit MAX_PLAN_NODES): fewer attackers, or a \`turn\` with a \`nodes\` budget`,
      );
    }
    let best: Solved = { score: ZERO, attacker: -1, option: undefined };
    const legal = this.#legalAttacks(lives);
    for (let a = 0; a < this.#attackers.length; a++) {
      if (acted & (1 << a)) continue;
      for (const option of legal[a]!) {
        const score = this.#attack(acted | (1 << a), lives, option);
        if (better(score, best.score)) best = { score, attacker: a, option };
      }
    }
    this.#solved.set(key, best);
    return best;
  }

  /**
   * The expected score of one attack and the best play after each of its outcomes. `lives` is
   * changed for each outcome and put back.
   */
  #attack(acted: number, lives: number[], option: Option): Score {
    const { enemy, chances } = option;
    const life = lives[enemy]!;
    const value = this.#enemies[enemy]!.value ?? 1;
    let destroyed = 0;
    let wounds = 0;
    let restValue = 0;
    let restWounds = 0;
    for (let dealt = 0; dealt < chances.length; dealt++) {
      const chance = chances[dealt]!;
      if (chance === 0) continue;
      const kills = dealt >= life;
      lives[enemy] = kills ? 0 : life - dealt;
      const rest = this.solve(acted, lives).score;
      lives[enemy] = life;
      if (kills) destroyed += chance;
      wounds += chance * Math.min(dealt, life);
      restValue += chance * rest.value;
      restWounds += chance * rest.wounds;
    }
    return { value: destroyed * value + restValue, wounds: wounds + restWounds };
  }

  /**
   * Each attacker's legal attacks with the enemies of life 0 off the board: the rules' `targets`
   * answers on the position as it is then (docs/rules/heroscape.md#attack), one batch for all.
   */
  #legalAttacks(lives: readonly number[]): readonly (readonly Option[])[] {
    let gone = 0;
    for (let i = 0; i < lives.length; i++) if (lives[i]! <= 0) gone += this.#radix[i]!;
    const key = this.#numericKeys ? gone : lives.map((life) => (life > 0 ? 1 : 0)).join("");
    let legal = this.#legal.get(key);
    if (legal) return legal;
    const position = this.#position;
    const saved = position.changes;
    lives.forEach((life, i) => {
      if (life <= 0) position.remove(this.#enemies[i]!.id);
    });
    try {
      const answers = position.rules.targetsOfMany(this.#attackers.map((a) => a.id));
      if ("error" in answers) throw new Error(answers.reason);
      legal = answers.map((targets) =>
        targets.flatMap((t) => {
          const enemy = this.#enemyIndex.get(t.target);
          if (enemy === undefined) return [];
          const chances = woundChances(t.attackDice, t.defenseDice);
          return [{ enemy, attackDice: t.attackDice, defenseDice: t.defenseDice, chances }];
        }),
      );
    } finally {
      position.undoTo(saved);
    }
    this.#legal.set(key, legal);
    return legal;
  }

  /** The optimal policy's line from `lives`: each roll taken at its most likely wound count. */
  line(lives: readonly number[]): HeroscapePlannedAttack[] {
    const attacks: HeroscapePlannedAttack[] = [];
    let acted = 0;
    let now = [...lives];
    for (;;) {
      const { attacker, option } = this.solve(acted, now);
      if (!option) return attacks;
      attacks.push({
        attacker: this.#attackers[attacker]!.id,
        target: this.#enemies[option.enemy]!.id,
        attackDice: option.attackDice,
        defenseDice: option.defenseDice,
      });
      const wounds = mostLikely(option.chances);
      const after = [...now];
      after[option.enemy] = Math.max(0, now[option.enemy]! - wounds);
      now = after;
      acted |= 1 << attacker;
    }
  }
}
