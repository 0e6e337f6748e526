// HeroScape's turn search (docs/rules/ai.md#turn): every joint choice of the card's moves, each
// followed by the exact plan, scored by branch and bound. A move's bound is what its figure could
// add at best from where it ends — the one attack it makes, at whichever enemy it could ever reach
// from there (the AI's threat map: its candidate stands against each enemy alone, one viewpoint
// batch per pair), less the exact cost of the leaving-engagement attacks its path provokes. The
// search is cut into tasks, one per move of its first figure, each with its own share of a node
// budget and its own incumbent, so that the answer is the same whichever worker runs which task.
import {
  type DiceRoller,
  type Hex,
  type HeroscapeFigure,
  type HeroscapeMove,
  type Position,
  attackDice,
  createDiceRoller,
  figureValue,
  leavingEngagementDice,
} from "@sightline/rules";
import { keepBestFirst } from "../plan/bestFirst.js";
import { type HeroscapePlannedAttack, planHeroscape } from "../plan/heroscapePlan.js";
import { PlanMemo } from "../plan/planMemo.js";
import { type Score, TIE, ZERO, addScaled, better, minus } from "../plan/score.js";
import { mostLikely, woundChances } from "../plan/woundChances.js";
import { relaxedValue } from "./relaxedPlan.js";
import { placedSaving, savingOf } from "./sharedTargets.js";

/** One figure's move in a turn's answer. */
export interface TurnMove {
  readonly figure: string;
  readonly to: readonly Hex[];
  readonly path: readonly Hex[];
}

/** A turn: its moves in the order made, the plan after them, and its score. */
export interface TurnChoice {
  readonly moves: readonly TurnMove[];
  readonly attacks: readonly HeroscapePlannedAttack[];
  readonly score: Score;
}

/** One move a figure may make, with what the search knows of it before trying it. */
interface MoveOption {
  readonly move: HeroscapeMove;
  /** Whether the figure stays where it is. */
  readonly stays: boolean;
  /** Its figure's best possible addition to the score from there: attack bound minus loss. */
  readonly bound: Score;
  /**
   * A tighter bound on the same, by which the exact search prunes: an enemy destroyed has taken
   * its life left in wounds, so one attack's share of a kill is at most E[wounds] / life left.
   * (`bound` still orders the options, so that a search visits them as it always did.)
   */
  readonly atMost: Score;
  /** Per enemy (in `enemiesOf` order), the value share `atMost` takes of it: see sharedTargets. */
  readonly claims: Float64Array;
  /** Per enemy, the wound chances of its attack on it, or undefined when it cannot reach it. */
  readonly chances: readonly (readonly number[] | undefined)[];
  /** The leaving-engagement attacks' cost: expected own value lost and wounds taken. */
  readonly loss: Score;
  /** P(the figure is destroyed by those attacks). */
  readonly destroyedChance: number;
}

/** A figure of the card and its moves, best bound first. */
interface Mover {
  readonly figure: HeroscapeFigure;
  readonly options: readonly MoveOption[];
}

/** The figures' choices as indices into their options: what a task and a result carry. */
export type Choice = readonly number[];

/**
 * A choice a search evaluated, with its score and whether that score is complete: false when it
 * rests on a reply its budget cut short.
 */
export interface FoundChoice {
  readonly choice: Choice;
  readonly score: Score;
  readonly complete: boolean;
}

/** What a task found: its best choice (undefined when none beat the incumbent) and its work. */
export interface TaskResult {
  readonly task: number;
  readonly best: { readonly choice: Choice; readonly score: Score } | undefined;
  readonly nodes: number;
  readonly complete: boolean;
  /**
   * Asked to keep some (`explain`): the task's best choices (an exact search's best of all, a
   * budgeted one's best of those it evaluated), best first, its `best` (when it has one) at the
   * head; ties in the order evaluated. Plain data: it crosses threads.
   */
  readonly alternatives?: readonly FoundChoice[];
}

/** When a search must stop: a node budget, a deadline, a cancel. */
export interface Budget {
  readonly nodes?: number;
  /** `Date.now()` past which no new position is evaluated. */
  readonly deadline?: number;
  /** Asked before each position: true stops the search (a cancel from another thread). */
  readonly cancelled?: () => boolean;
  /** Told the positions evaluated so far in this task, now and then. */
  readonly onNodes?: (nodes: number) => void;
}

/**
 * How the position after a turn is answered by the rest of the search (depth > 1): the reply's
 * score (counting against this turn), the positions it evaluated, and whether its own search ran
 * to the end (a reply cut short by its budget makes the turn's answer incomplete).
 */
export type Reply = (position: Position<"heroscape">) => {
  score: Score;
  nodes: number;
  complete: boolean;
};

/**
 * The most positions an exact search (a `turn` with neither `nodes` nor `ms`) evaluates, replies
 * included: each of its tasks stops past it, the coordinator stops them all once their sum
 * passes it, and the query is refused naming the limit (docs/rules/limits.md#the-ai). Four raiders against eight guards on a 1,296-space map would
 * otherwise search for hours, at up to 2 ms a position.
 */
export const MAX_TURN_NODES = 100_000;

/** The positions an exact search's task has evaluated, shared by it and its replies. */
export interface Ceiling {
  spent: number;
  readonly max: number;
}

/**
 * The search space of one card's turn on one position: the movers and their options, ordered.
 * Built the same way from the same position and seed, so every worker numbers tasks alike.
 */
export class TurnSearch {
  readonly #position: Position<"heroscape">;
  readonly #card: readonly HeroscapeFigure[];
  readonly movers: readonly Mover[];
  /** Which bound prunes: the tighter `atMost` in an exact search, `bound` in a budgeted one. */
  readonly #prunesBy: "bound" | "atMost";
  /** Per mover, the sum of the best pruning bounds of the movers after it. */
  readonly #rest: readonly Score[];
  readonly #reply: Reply | undefined;
  readonly #ceiling: Ceiling | undefined;
  /**
   * An exact depth-1 search's plans by the placement of the card's survivors (order-free: the
   * figures of one kind are told apart by their spaces alone), or undefined: see #plan.
   */
  readonly #byPlacement: Map<number | string, Score> | undefined;
  /** Per figure of the card, its kind: figures alike in all but id and spaces share one. */
  readonly #kinds: readonly number[];
  /**
   * Per mover and option, the rank of its end (kind and space) among every end of the card, in
   * the order of `kind@q,r` strings: a placement is its survivors' ranks sorted (see #plan).
   */
  readonly #endRanks: readonly Int32Array[];
  /** How many ranks there are: the radix of a placement's key. */
  readonly #rankCount: number;
  /**
   * The placements of the card an exact task has weighed: a transposition is not counted again.
   * (Masks of movers fit in 31 bits: a card has at most MAX_PLAN_ATTACKERS = 30 figures.)
   */
  readonly #placements = new Set<number | string>();
  /** Survivors' ranks, and each mover's chance of being destroyed on the way (scratch). */
  readonly #ranks: number[] = [];
  readonly #fates: Float64Array;
  /** Plans shared by this search's positions of one attack graph: the answers are the same. */
  readonly #memo = new PlanMemo();
  /**
   * The enemies' values, for the exact search's cut with each enemy counted once
   * (sharedTargets.ts), or undefined in a budgeted search, which cuts as it always has.
   */
  readonly #enemyValues: Float64Array | undefined;
  /** The enemies' life left, beside their values. */
  readonly #enemyLives: Float64Array | undefined;
  /** The claims of the movers' options chosen so far, by mover: the cut's scratch. */
  readonly #claims: Float64Array[];
  /** Their wound chances by enemy, and what each enemy can give once all are placed. */
  readonly #chances: (readonly (readonly number[] | undefined)[])[];
  /** Per mover and option, which enemies it reaches with which dice, as one number. */
  readonly #reachIds: readonly Int32Array[];
  /** The reach ids of the movers' options chosen so far. */
  readonly #chosenReach: number[];
  /** The chosen reach ids sorted: the relaxed plan's key (scratch). */
  readonly #sortedReach: number[];
  /** How many reach ids there are: the radix of a joint move's key. */
  readonly #reachKinds: number;
  /** The relaxed plan's value by joint reach (NaN: past its size): one solve per reach. */
  readonly #relaxed = new Map<number, number>();
  /** The savings of placed joint moves by their reach ids in order (see #survivesCap). */
  readonly #cappedSavings = new Map<number, number>();
  readonly #relaxedSavings = new Map<number, number>();
  nodes = 0;
  /** Replies cut short so far: a score that rests on one is not exact. */
  partialReplies = 0;

  constructor(
    position: Position<"heroscape">,
    card: readonly HeroscapeFigure[],
    seed: string | number,
    reply?: Reply,
    ceiling?: Ceiling,
  ) {
    this.#position = position;
    this.#card = card;
    this.#reply = reply;
    this.#ceiling = ceiling;
    const roller = createDiceRoller(seed);
    this.movers = card.map((figure) => ({
      figure,
      options: orderOptions(optionsOf(position, figure, card), roller),
    }));
    // A budgeted search prunes as it always has, so that it evaluates the same positions for a
    // seed; the exact one by the tighter bound, which cuts only what cannot beat the bar.
    this.#prunesBy = ceiling ? "atMost" : "bound";
    this.#byPlacement = ceiling && !reply ? new Map() : undefined;
    this.#kinds = kindsOf(card);
    const ends = this.movers.flatMap((m, i) =>
      m.options.map((o) => `${this.#kinds[i]}@${o.move.to[0]},${o.move.to[1]}`),
    );
    const ranked = [...new Set(ends)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rankOf = new Map(ranked.map((end, k) => [end, k]));
    let at = 0;
    this.#endRanks = this.movers.map((m) =>
      Int32Array.from(m.options, () => rankOf.get(ends[at++]!)!),
    );
    this.#rankCount = ranked.length;
    this.#fates = new Float64Array(this.movers.length);
    this.#rest = restOf(this.movers, this.#prunesBy);
    const owner = card[0]?.owner;
    const enemies = enemiesOf(position, owner);
    this.#enemyValues = ceiling ? Float64Array.from(enemies, figureValue) : undefined;
    this.#enemyLives = ceiling
      ? Float64Array.from(enemies, (enemy) => enemy.life - (enemy.wounds ?? 0))
      : undefined;
    this.#claims = this.movers.map(() => new Float64Array(0));
    this.#chances = this.movers.map(() => []);
    // Joint moves whose stands reach the same enemies with the same dice share one relaxed plan.
    const diceIds = new Map<readonly number[], number>();
    const reachIds = new Map<string, number>();
    this.#reachIds = this.movers.map((m) =>
      Int32Array.from(m.options, (o) => {
        const key = o.chances
          .map((c) => (c ? (diceIds.get(c) ?? diceIds.set(c, diceIds.size + 1).size) : 0))
          .join(",");
        return reachIds.get(key) ?? reachIds.set(key, reachIds.size).size - 1;
      }),
    );
    this.#reachKinds = reachIds.size;
    this.#chosenReach = this.movers.map(() => 0);
    this.#sortedReach = this.movers.map(() => 0);
  }

  /**
   * How far the plain sum of the placed movers' claims is above what a plan of theirs can
   * destroy by the relaxed plan (relaxedPlan.ts), or NaN when it is past its size. The relaxed
   * plan treats its attackers alike (each attacks once, in any order), so joint reaches that are
   * one multiset share one solve: the key is the movers' reach ids sorted.
   */
  #relaxedSaving(): number {
    const count = this.movers.length;
    const sorted = this.#sortedReach;
    for (let i = 0; i < count; i++) {
      const id = this.#chosenReach[i]!;
      let j = i;
      for (; j > 0 && sorted[j - 1]! > id; j--) sorted[j] = sorted[j - 1]!;
      sorted[j] = id;
    }
    let key = 0;
    for (let i = 0; i < count; i++) key = key * this.#reachKinds + sorted[i]!;
    // A key past 2^53 could stand for two joint reaches: then each is solved afresh.
    const keyed = this.#reachKinds ** count <= Number.MAX_SAFE_INTEGER;
    let most = keyed ? this.#relaxed.get(key) : undefined;
    if (most === undefined) {
      most = relaxedValue(this.#chances, count, this.#enemyValues!, this.#enemyLives!) ?? NaN;
      if (keyed) remember(this.#relaxed, key, most);
    }
    if (Number.isNaN(most)) return NaN;
    let plain = 0;
    for (let i = 0; i < count; i++) {
      let claim = 0;
      for (const c of this.#claims[i]!) if (c > claim) claim = c;
      plain += claim;
    }
    return plain - most - RELAXED_MARGIN;
  }

  /**
   * Whether `reach` (the plain sum of the pruning bounds of the first `count` movers' choices,
   * their claims in the claims field, and the best of the rest) still beats the bar and the floor once
   * the chosen movers' claims are capped by what their enemies can give (sharedTargets.ts):
   * the rest's bound is their plain sum, and `min(1, a + b) ≤ min(1, a) + b` per enemy. Once
   * every mover is placed, the relaxed plan's saving too, asked only when the capped one has
   * not cut already (the cut is by the larger of the two: the order changes nothing).
   */
  #survivesCap(count: number, reach: Score, bar: Score, floor: Score | undefined): boolean {
    if (!this.#enemyValues) return true;
    const survives = (saving: number): boolean => {
      if (!(saving > 0)) return true;
      const capped = { value: reach.value - saving, wounds: reach.wounds };
      return better(capped, bar) && !(floor && below(capped, floor));
    };
    if (count < this.movers.length) {
      return count < 2 || survives(savingOf(this.#claims, count, this.#enemyValues));
    }
    // Once every mover is placed, the attackers that could reach each enemy are known. Both
    // savings are functions of the movers' reach ids in order (claims and chances follow from
    // them): joint moves of one joint reach are weighed once.
    let key = 0;
    for (let i = 0; i < count; i++) key = key * this.#reachKinds + this.#chosenReach[i]!;
    const keyed = this.#reachKinds ** count <= Number.MAX_SAFE_INTEGER;
    let capped = keyed ? this.#cappedSavings.get(key) : undefined;
    if (capped === undefined) {
      capped = placedSaving(
        this.#claims,
        this.#chances,
        count,
        this.#enemyValues,
        this.#enemyLives!,
      );
      if (keyed) remember(this.#cappedSavings, key, capped);
    }
    if (!survives(capped)) return false;
    let relaxed = keyed ? this.#relaxedSavings.get(key) : undefined;
    if (relaxed === undefined) {
      relaxed = this.#relaxedSaving();
      if (keyed) remember(this.#relaxedSavings, key, relaxed);
    }
    return survives(relaxed);
  }

  /**
   * Counts the next task's positions against the ceiling from zero: a search a thread reuses
   * for another job (the job queue's) must not carry the last task's count into it.
   */
  beginTask(): void {
    if (this.#ceiling) this.#ceiling.spent = 0;
  }

  /** The tasks: one per option of the first mover. */
  get tasks(): number {
    return this.movers[0]?.options.length ?? 0;
  }

  /** The choice where every figure stays. */
  get stayChoice(): Choice {
    return this.movers.map((m) => m.options.findIndex((o) => o.stays));
  }

  /** The choice of every figure's best-bounded option that fits together, if they do. */
  get greedyChoice(): Choice | undefined {
    const choice = this.movers.map(() => 0);
    return this.#order(choice) ? choice : undefined;
  }

  /**
   * Searches task `task` (the first mover's option `task`), keeping only choices that beat
   * `incumbent`, until done or the budget runs out. With `keep` > 0 it keeps its best `keep`
   * choices evaluated beside: a budgeted search, the best of those it would evaluate anyway
   * (the same work, so the same answer for a budget); an exact one, its best `keep` of all,
   * cutting only what cannot beat the last of them (more work, the same answer).
   */
  runTask(task: number, incumbent: Score, budget: Budget, floor?: Score, keep = 0): TaskResult {
    this.#placements.clear();
    const start = this.nodes;
    const partial = this.partialReplies;
    const keepsExactly = keep > 0 && this.#ceiling !== undefined;
    const state: SearchState = {
      best: undefined,
      bar: incumbent,
      // Kept exactly, nothing is cut until `keep` choices are kept; nor by the floor, a score
      // only the best is known to reach.
      cut: keepsExactly ? NO_SCORE : incumbent,
      floor: keepsExactly ? undefined : floor,
      budget,
      start,
      stopped: false,
      found: keep > 0 ? [] : undefined,
      keep,
      keepsExactly,
    };
    const choice = this.movers.map(() => -1);
    choice[0] = task;
    const option = this.movers[0]!.options[task]!;
    this.#claims[0] = option.claims;
    this.#chances[0] = option.chances;
    this.#chosenReach[0] = this.#reachIds[0]![task]!;
    this.#descend(1, choice, option[this.#prunesBy], state);
    return {
      task,
      best: state.best,
      nodes: this.nodes - start,
      complete: !state.stopped && this.partialReplies === partial,
      ...(state.found ? { alternatives: state.found } : {}),
    };
  }

  #descend(i: number, choice: number[], bound: Score, state: SearchState): void {
    if (state.stopped) return;
    if (i === this.movers.length) {
      if (this.#outOfBudget(state)) return;
      const partial = this.partialReplies;
      const score = this.evaluate(choice);
      if (!score) return;
      const best = better(score, state.bar);
      if (best) {
        state.best = { choice: [...choice], score };
        state.bar = score;
        if (!state.keepsExactly) state.cut = score;
      }
      if (state.found) {
        const complete = this.partialReplies === partial;
        const found = { choice: [...choice], score, complete };
        // The task's best leads its list, whatever ties within 1e-9 came before it.
        keepBestFirst(state.found, found, scoreOfFound, state.keep, best);
        if (state.keepsExactly && state.found.length === state.keep) {
          state.cut = state.found[state.keep - 1]!.score;
        }
      }
      return;
    }
    const rest = this.#rest[i + 1]!;
    const options = this.movers[i]!.options;
    for (let k = 0; k < options.length; k++) {
      const option = options[k]!;
      if (this.#clashes(i, option, choice)) continue;
      const add = option[this.#prunesBy];
      const reach = {
        value: bound.value + add.value + rest.value,
        wounds: bound.wounds + add.wounds + rest.wounds,
      };
      if (!better(reach, state.cut) || (state.floor && below(reach, state.floor))) continue;
      this.#claims[i] = option.claims;
      this.#chances[i] = option.chances;
      this.#chosenReach[i] = this.#reachIds[i]![k]!;
      if (!this.#survivesCap(i + 1, reach, state.cut, state.floor)) continue;
      choice[i] = k;
      this.#descend(i + 1, choice, sum(bound, add), state);
      choice[i] = -1;
      if (state.stopped) return;
    }
  }

  /**
   * How many joint choices a search against `bar` with `floor` could evaluate at most: those
   * whose moves can all be made and whose pruning bounds sum to more than `bar` and not clearly
   * below `floor` (a search's bar only rises, so it evaluates no others). Counting stops once
   * past `limit`.
   */
  candidates(bar: Score, floor: Score | undefined, limit: number): number {
    const by = this.#prunesBy;
    // Each mover's options by pruning bound, best first, so a count stops at the first too low.
    const sorted = this.movers.map((m) =>
      m.options
        .map((_, k) => k)
        .sort((a, b) => {
          const [x, y] = [m.options[a]![by], m.options[b]![by]];
          return better(x, y) ? -1 : better(y, x) ? 1 : 0;
        }),
    );
    const choice = this.movers.map(() => -1);
    let count = 0;
    const walk = (i: number, bound: Score): void => {
      if (i === this.movers.length) {
        // Only a move onto a friend's space can leave a choice with no order to make it in.
        const waits = choice.some((k, j) => this.movers[j]!.options[k]!.move.occupiedBy);
        if (waits && !this.#order(choice)) return;
        // An exact search counts a task's placements, not its joint moves (see evaluate).
        if (!this.#byPlacement) count++;
        else if (this.#fresh(choice)) count++;
        return;
      }
      const rest = this.#rest[i + 1]!;
      const options = this.movers[i]!.options;
      for (const k of sorted[i]!) {
        // Each option of the first mover is a task of its own.
        if (i === 0) this.#placements.clear();
        const add = options[k]![by];
        const reach = {
          value: bound.value + add.value + rest.value,
          wounds: bound.wounds + add.wounds + rest.wounds,
        };
        if (!better(reach, bar) || (floor && below(reach, floor))) break;
        if (this.#clashes(i, options[k]!, choice)) continue;
        // The capped bound does not follow the options' order: it skips, never stops the loop.
        this.#claims[i] = options[k]!.claims;
        this.#chances[i] = options[k]!.chances;
        this.#chosenReach[i] = this.#reachIds[i]![k]!;
        if (!this.#survivesCap(i + 1, reach, bar, floor)) continue;
        choice[i] = k;
        walk(i + 1, sum(bound, add));
        choice[i] = -1;
        if (count > limit) return;
      }
    };
    walk(0, ZERO);
    this.#placements.clear();
    return count;
  }

  /** The sum of the pruning bounds of `choice`'s moves: no score of it is higher. */
  boundOf(choice: Choice): Score {
    return choice.reduce<Score>(
      (total, k, i) => sum(total, this.movers[i]!.options[k]![this.#prunesBy]),
      ZERO,
    );
  }

  #outOfBudget(state: SearchState): boolean {
    const { budget } = state;
    const spent = this.nodes - state.start;
    if (spent % 16 === 0) budget.onNodes?.(spent);
    state.stopped =
      (budget.nodes !== undefined && spent >= budget.nodes) ||
      (budget.deadline !== undefined && Date.now() >= budget.deadline) ||
      (this.#ceiling !== undefined && this.#ceiling.spent >= this.#ceiling.max) ||
      budget.cancelled?.() === true;
    return state.stopped;
  }

  /** Whether `option` of mover `i` ends where an earlier mover's chosen move ends. */
  #clashes(i: number, option: MoveOption, choice: readonly number[]): boolean {
    const [q, r] = option.move.to;
    for (let j = 0; j < i; j++) {
      const [oq, or] = this.movers[j]!.options[choice[j]!]!.move.to;
      if (oq === q && or === r) return true;
    }
    return false;
  }

  /**
   * The order the moves of `choice` can be made in (a figure ending where a friend stands moves
   * after that friend has left), or undefined when none can: two end on one space, the friend
   * stays, or they wait on each other.
   */
  #order(choice: readonly number[]): number[] | undefined {
    const ends = new Set(choice.map((k, i) => this.movers[i]!.options[k]!.move.to.join(",")));
    if (ends.size < choice.length) return undefined;
    const index = new Map(this.movers.map((m, i) => [m.figure.id, i]));
    const order: number[] = [];
    const state = this.movers.map(() => 0); // 0 unvisited, 1 on the path, 2 placed
    const visit = (i: number): boolean => {
      if (state[i] === 2) return true;
      if (state[i] === 1) return false;
      state[i] = 1;
      const { occupiedBy } = this.movers[i]!.options[choice[i]!]!.move;
      if (occupiedBy !== undefined) {
        const j = index.get(occupiedBy);
        if (j === undefined || this.movers[j]!.options[choice[j]!]!.stays || !visit(j)) {
          return false;
        }
      }
      state[i] = 2;
      order.push(i);
      return true;
    };
    for (let i = 0; i < this.movers.length; i++) if (!visit(i)) return undefined;
    return order;
  }

  /**
   * The score of `choice` (one evaluated position, counted in `nodes`), or undefined when its
   * moves cannot all be made.
   */
  evaluate(choice: Choice): Score | undefined {
    const order = this.#order(choice);
    if (!order) return undefined;
    // An exact search counts each placement of the card once a task: a joint move that brings
    // figures alike to the same spaces by other paths or in another order is a transposition,
    // its plans known, so only its own leaving-engagement attacks are weighed again.
    if (this.#byPlacement && !this.#fresh(choice)) {
      return this.#knownScore(order, choice) ?? this.#score(order, choice, false);
    }
    this.nodes++;
    if (this.#ceiling) this.#ceiling.spent++;
    return this.#score(order, choice, false);
  }

  /** Whether the placement `choice` ends in is new to this task (and now remembered). */
  #fresh(choice: Choice): boolean {
    const key = this.#placementOf(choice, -1);
    if (this.#placements.has(key)) return false;
    this.#placements.add(key);
    return true;
  }

  /**
   * The key of the placement the movers of `survive` (a bit per mover) end in by `choice`: their
   * ranks sorted, as one number when it fits.
   */
  #placementOf(choice: Choice, survive: number): number | string {
    const ranks = this.#ranks;
    let count = 0;
    for (let i = 0; i < this.movers.length; i++) {
      if (!(survive & (1 << i))) continue;
      const rank = this.#endRanks[i]![choice[i]!]!;
      let j = count++;
      for (; j > 0 && ranks[j - 1]! > rank; j--) ranks[j] = ranks[j - 1]!;
      ranks[j] = rank;
    }
    // Digits 1…rankCount, so that placements of fewer survivors never share a key.
    const radix = this.#rankCount + 1;
    if (radix ** count > Number.MAX_SAFE_INTEGER) return ranks.slice(0, count).join(" ");
    let key = 0;
    for (let k = 0; k < count; k++) key = key * radix + ranks[k]! + 1;
    return key;
  }

  /**
   * The score of `choice` in `order` from plans already weighed, summed as the private score method sums
   * it, or undefined when one of its outcomes' placements has not been planned.
   */
  #knownScore(order: readonly number[], choice: Choice): Score | undefined {
    const byPlacement = this.#byPlacement!;
    const fates = this.#fates;
    fates.fill(0);
    let loss: Score = ZERO;
    for (const i of order) {
      const option = this.movers[i]!.options[choice[i]!]!;
      loss = sum(loss, option.loss);
      if (!option.stays) fates[i] = option.destroyedChance;
    }
    const all = (1 << this.movers.length) - 1;
    let total: Score | undefined = ZERO;
    forEachOutcome(fates, (destroyed, chance) => {
      if (!total) return;
      const score = byPlacement.get(this.#placementOf(choice, all & ~destroyed));
      total = score ? addScaled(total, chance, score) : undefined;
    });
    return total && minus(total, loss);
  }

  /** The score of `choice` made in `order`; `inCardOrder`: each plan asked as the card lists it. */
  #score(order: readonly number[], choice: Choice, inCardOrder: boolean): Score {
    return this.#after(order, choice, (position, destroyedChances) => {
      let total: Score = ZERO;
      let loss: Score = ZERO;
      order.forEach((i) => (loss = sum(loss, this.movers[i]!.options[choice[i]!]!.loss)));
      forEachOutcome(destroyedChances, (destroyed, chance) => {
        const saved = position.changes;
        this.movers.forEach((m, i) => destroyed & (1 << i) && position.remove(m.figure.id));
        let score: Score;
        if (!this.#reply) score = this.#plan(position, choice, destroyed, inCardOrder);
        else {
          const attackers = this.#card.filter((_, i) => !(destroyed & (1 << i)));
          const plan = planHeroscape(position, attackers, this.#memo);
          score = { value: plan.expected.destroyed, wounds: plan.expected.wounds };
          // The reply answers the position where each of the plan's rolls came out at its
          // most likely (docs/decisions/009-turn-search.md).
          for (const attack of plan.attacks) {
            const wounds = mostLikely(woundChances(attack.attackDice, attack.defenseDice));
            if (position.figure(attack.target)) position.wound(attack.target, wounds);
          }
          const reply = this.#reply(position);
          this.nodes += reply.nodes;
          if (!reply.complete) this.partialReplies++;
          score = minus(score, reply.score);
        }
        total = addScaled(total, chance, score);
        position.undoTo(saved);
      });
      return minus(total, loss);
    });
  }

  /**
   * The exact score of `choice` as the plan gives it with the card in its own order, not counted
   * in `nodes`: an exact search weighs alike placements once (#plan), and answers this score.
   */
  scoreOf(choice: Choice): Score {
    return this.#score(this.#order(choice)!, choice, true);
  }

  /**
   * The plan's score for the card's figures not `destroyed`, where they stand. An exact search
   * with no replies asks it of each placement once: joint moves that bring figures alike to the
   * same spaces, in any order or by any path, are one position to the plan. It plans them in
   * the order of their spaces, so the score is one number whichever joint move came first (in
   * any thread) and the search is as deterministic as before.
   */
  #plan(
    position: Position<"heroscape">,
    choice: Choice,
    destroyed: number,
    inCardOrder: boolean,
  ): Score {
    const attackers = this.#card.filter((_, i) => !(destroyed & (1 << i)));
    if (!this.#byPlacement || inCardOrder) {
      const plan = planHeroscape(position, attackers, this.#memo);
      return { value: plan.expected.destroyed, wounds: plan.expected.wounds };
    }
    const key = this.#placementOf(choice, ((1 << this.movers.length) - 1) & ~destroyed);
    let score = this.#byPlacement.get(key);
    if (!score) {
      // Planned in the order of the survivors' ranks, so a placement has one score, whichever
      // joint move came first (in any thread): the search is as deterministic as before.
      const placed = this.#card
        .map((figure, i) => ({ figure, rank: this.#endRanks[i]![choice[i]!]! }))
        .filter((_, i) => !(destroyed & (1 << i)))
        .sort((a, b) => a.rank - b.rank);
      const plan = planHeroscape(
        position,
        placed.map((p) => p.figure),
        this.#memo,
      );
      score = { value: plan.expected.destroyed, wounds: plan.expected.wounds };
      this.#byPlacement.set(key, score);
    }
    return score;
  }

  /** The moves and plan of `choice` as an answer: the plan where each roll is at its most likely. */
  describe(choice: Choice, score: Score): TurnChoice {
    const order = this.#order(choice)!;
    const moves = order
      .map((i) => ({ mover: this.movers[i]!, move: this.movers[i]!.options[choice[i]!]! }))
      .filter(({ move }) => !move.stays)
      .map(({ mover, move }) => ({
        figure: mover.figure.id,
        to: [move.move.to],
        path: move.move.path,
      }));
    const attacks = this.#after(order, choice, (position, destroyedChances) => {
      const survivors = this.#card.filter((_, i) => (destroyedChances[i] ?? 0) <= 0.5);
      for (const [i, figure] of this.#card.entries()) {
        if ((destroyedChances[i] ?? 0) > 0.5) position.remove(figure.id);
      }
      return planHeroscape(position, survivors, this.#memo).attacks;
    });
    return { moves, attacks, score };
  }

  /**
   * Makes the moves of `choice` in `order` on the position, runs `then` with each mover's chance
   * of being destroyed on the way, and puts the position back.
   */
  #after<T>(
    order: readonly number[],
    choice: Choice,
    then: (position: Position<"heroscape">, destroyedChances: number[]) => T,
  ): T {
    const position = this.#position;
    const saved = position.changes;
    const destroyedChances = this.movers.map(() => 0);
    try {
      for (const i of order) {
        const option = this.movers[i]!.options[choice[i]!]!;
        if (option.stays) continue;
        position.move(this.movers[i]!.figure.id, [option.move.to]);
        destroyedChances[i] = option.destroyedChance;
      }
      return then(position, destroyedChances);
    } finally {
      position.undoTo(saved);
    }
  }
}

/** Each figure's kind: the first index of a figure alike in everything but its id and spaces. */
function kindsOf(card: readonly HeroscapeFigure[]): number[] {
  const looks = card.map((figure) =>
    JSON.stringify(
      Object.entries(figure)
        .filter(([field]) => field !== "id" && field !== "hexes")
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );
  return looks.map((look) => looks.indexOf(look));
}

/** Per mover, the sum over the movers from it on of each one's best `by` bound (lexicographic). */
function restOf(movers: readonly Mover[], by: "bound" | "atMost"): Score[] {
  const rest: Score[] = new Array<Score>(movers.length + 1).fill(ZERO);
  for (let i = movers.length - 1; i >= 0; i--) {
    // The options are sorted by `bound`: its best is the first, as the search has always taken.
    let best = movers[i]!.options[0]![by];
    if (by === "atMost") {
      for (const option of movers[i]!.options) if (better(option[by], best)) best = option[by];
    }
    rest[i] = sum(rest[i + 1]!, best);
  }
  return rest;
}

interface SearchState {
  best: { choice: Choice; score: Score } | undefined;
  /** The score to beat: the incumbent, then the task's best. */
  bar: Score;
  /**
   * What a branch must be able to beat to be searched: the bar, or, keeping choices exactly,
   * the last kept once there are `keep` (a branch that cannot beat it adds no kept choice, and
   * no best: it is below the bar too).
   */
  cut: Score;
  /** A score some turn is known to reach: what falls clearly below it cannot be the answer. */
  readonly floor: Score | undefined;
  readonly budget: Budget;
  readonly start: number;
  stopped: boolean;
  /** The best choices evaluated, when asked to keep some (`keep` of them), or undefined. */
  readonly found: FoundChoice[] | undefined;
  readonly keep: number;
  /** Whether they are the best `keep` of all (an exact search), not only of those evaluated. */
  readonly keepsExactly: boolean;
}

const scoreOfFound = (found: FoundChoice): Score => found.score;

/** Below every score: what a search cuts by before it knows one to beat. */
const NO_SCORE: Score = { value: -Infinity, wounds: -Infinity };

/**
 * How far below a known score a branch must fall to be cut by it: far above the ties' 1e-9, so
 * that cutting it changes no comparison the search would make between the turns it keeps.
 */
const FLOOR_MARGIN = 1e-6;

/**
 * Keeps `value` under `key` in a memo, not a record: emptied past a million keys (an answer never
 * depends on what it holds).
 */
function remember(memo: Map<number, number>, key: number, value: number): void {
  if (memo.size >= 1 << 20) memo.clear();
  memo.set(key, value);
}

/** Slack on the relaxed plan's saving: its sums run in another order than the plan's. */
const RELAXED_MARGIN = 1e-7;

/** Whether every turn `reach` bounds scores clearly less than `floor`. */
const below = (reach: Score, floor: Score): boolean =>
  reach.value < floor.value - FLOOR_MARGIN ||
  (Math.abs(reach.value - floor.value) <= TIE && reach.wounds < floor.wounds - FLOOR_MARGIN);

const sum = (a: Score, b: Score): Score => ({
  value: a.value + b.value,
  wounds: a.wounds + b.wounds,
});

/**
 * Each set of movers destroyed on the way (a bit per mover) with its chance; the movers' fates
 * are independent (each faces its own dice). `destroyedChances[i]` is mover `i`'s.
 */
function forEachOutcome(
  destroyedChances: ArrayLike<number>,
  visit: (destroyed: number, chance: number) => void,
): void {
  const walk = (i: number, destroyed: number, chance: number): void => {
    if (chance === 0) return;
    while (i < destroyedChances.length && !(destroyedChances[i]! > 0)) i++;
    if (i === destroyedChances.length) return visit(destroyed, chance);
    const p = destroyedChances[i]!;
    walk(i + 1, destroyed, chance * (1 - p));
    walk(i + 1, destroyed | (1 << i), chance * p);
  };
  walk(0, 0, 1);
}

/**
 * A figure's options: its legal moves (ends on friends outside the card dropped: they never
 * leave), each with its bound and the cost of the leaving-engagement attacks it provokes.
 */
function optionsOf(
  position: Position<"heroscape">,
  figure: HeroscapeFigure,
  card: readonly HeroscapeFigure[],
): MoveOption[] {
  const moves = position.moves(figure.id);
  if ("error" in moves) throw new Error(`${figure.id}: ${moves.reason}`);
  const inCard = new Set(card.map((f) => f.id));
  const legal = moves.filter((m) => m.occupiedBy === undefined || inCard.has(m.occupiedBy));
  const [sq, sr] = figure.hexes[0]!;
  const staying = (m: HeroscapeMove) => m.to[0] === sq && m.to[1] === sr;
  // A stand is every hex the figure covers: a double-space figure only ever stays.
  const threat = threatMap(
    position,
    figure,
    legal.map((m) => (staying(m) ? figure.hexes : [m.to])),
  );
  const lifeLeft = figure.life - (figure.wounds ?? 0);
  return legal.map((move, k) => {
    const provoked = leavingEngagementDice(move.provokes.length);
    const chances = woundChances(provoked.attackDice, provoked.defenseDice);
    let destroyedChance = 0;
    let woundsTaken = 0;
    chances.forEach((p, w) => {
      if (w >= lifeLeft) destroyedChance += p;
      woundsTaken += p * Math.min(w, lifeLeft);
    });
    const loss = { value: figureValue(figure) * destroyedChance, wounds: woundsTaken };
    return {
      move,
      stays: staying(move),
      bound: minus(threat[k]!.bound, loss),
      atMost: minus(threat[k]!.atMost, loss),
      claims: threat[k]!.claims,
      chances: threat[k]!.chances,
      loss,
      destroyedChance,
    };
  });
}

/** What one attack from a stand could add at most: the ordering bound and the pruning one. */
interface Threat {
  /** Value `value × P(≥ 1 wound)`: an enemy is destroyed by one attack that wounds it. */
  readonly bound: Score;
  /**
   * Value `value × E[min(wounds, life left)] / life left`: a kill takes the enemy's life left
   * in wounds, summed over the attacks on it, so each attack's share is at most its own
   * wounds over that life (Markov's inequality, which holds whatever order the plan picks).
   */
  readonly atMost: Score;
  /** Per enemy, the value part of `atMost` on it alone: its value × its share of a kill. */
  readonly claims: Float64Array;
  /** Per enemy, the attack's wound chances on it, or undefined when out of reach. */
  readonly chances: (readonly number[] | undefined)[];
}

/**
 * For each stand, the most one attack from there could add — value destroyed and wounds — over
 * every enemy the figure could ever attack from it: adjacent, or in range and in sight with no
 * other figure on the board (other figures only block; enemies may fall, friends move). One
 * viewpoint batch per enemy.
 */
function threatMap(
  position: Position<"heroscape">,
  figure: HeroscapeFigure,
  stands: readonly (readonly Hex[])[],
): Threat[] {
  const enemies = enemiesOf(position, figure.owner);
  const best: Threat[] = stands.map(() => ({
    bound: ZERO,
    atMost: ZERO,
    claims: new Float64Array(enemies.length),
    chances: enemies.map(() => undefined),
  }));
  const saved = position.changes;
  try {
    for (const [e, enemy] of enemies.entries()) {
      for (const other of position.figures()) {
        if (other.id !== figure.id && other.id !== enemy.id) position.remove(other.id);
      }
      const seen = position.rules.viewpoints(figure.id, stands, [enemy.id]);
      position.undoTo(saved);
      if (!("attackable" in seen)) throw new Error(`${figure.id}: ${seen.reason}`);
      const enemyLevel = levelOf(position, enemy.hexes[0]!);
      const lifeLeft = enemy.life - (enemy.wounds ?? 0);
      stands.forEach((stand, k) => {
        if (seen.attackable[k] !== 1) return;
        const dice = attackDice(figure, enemy, levelOf(position, stand[0]!), enemyLevel);
        const chances = woundChances(dice.attackDice, dice.defenseDice);
        const hit = 1 - chances[0]!;
        let wounds = 0;
        chances.forEach((p, w) => (wounds += p * Math.min(w, lifeLeft)));
        const value = figureValue(enemy) * hit;
        const share = figureValue(enemy) * (lifeLeft > 0 ? Math.min(hit, wounds / lifeLeft) : hit);
        const { bound, atMost, claims, chances: reach } = best[k]!;
        claims[e] = share;
        reach[e] = chances;
        best[k] = {
          bound: { value: Math.max(bound.value, value), wounds: Math.max(bound.wounds, wounds) },
          atMost: { value: Math.max(atMost.value, share), wounds: Math.max(atMost.wounds, wounds) },
          claims,
          chances: reach,
        };
      });
    }
  } finally {
    position.undoTo(saved);
  }
  return best;
}

/** The figures of owners other than `owner`, in the position's order: the claims' columns. */
const enemiesOf = (position: Position<"heroscape">, owner: string | undefined) =>
  position.figures().filter((f) => f.owner !== owner);

/** The level of the space at `hex`: every stand and figure the search weighs is on one. */
const levelOf = (position: Position<"heroscape">, hex: Hex): number =>
  position.rules.levelAt(hex) ?? 0;

/**
 * Options best bound first (value, then wounds); options of equal bound in an order drawn from
 * the seed, so a budgeted search tries them in a seed's order and no other.
 */
function orderOptions(options: MoveOption[], roller: DiceRoller): MoveOption[] {
  const shuffled = [...options];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = roller.roll(Array.from({ length: i + 1 }, (_, k) => k));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.sort((a, b) =>
    better(a.bound, b.bound) ? -1 : better(b.bound, a.bound) ? 1 : 0,
  );
}
