// Arcane Legions' answers to the queries (spec/arcane-legions.md, spec/scenario.md#queries):
// range between notches, line of sight and ranged options by the plane sight kernel (one batch
// per query), close combat by side contact, exact line-up odds and seeded rolls.
import type { GeometryEngine } from "@sightline/geometry";
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "../scenario/index.js";
import { EPS } from "../scenario/arcaneLegionsBases.js";
import {
  type Answer,
  type Query,
  type QueryError,
  notImplemented,
  isQueryError,
} from "../queries/query.js";
import { Roster } from "../queries/roster.js";
import type { RuleSet } from "../ruleSet.js";
import { type AttackOdds, attackOdds, oddsAnswer, rollAnswer } from "./arcaneLegionsDice.js";
import { ArcaneLegionsTable } from "./arcaneLegionsTable.js";
import { type CloseAttack, closeAttack } from "./closeCombat.js";
import { type ArcaneLegionsMatrix, lineOfSight, sightMatrix } from "./lineOfSight.js";
import { notchDistance } from "./notches.js";
import {
  RANGE_STEPS,
  type RangedOption,
  enemies,
  isDeadly,
  mayShoot,
  rangedOptions,
} from "./rangedCombat.js";

export { EPS } from "../scenario/arcaneLegionsBases.js";
export { RANGE_STEPS } from "./rangedCombat.js";

/** The `range` answer (spec/scenario.md#queries). */
export interface ArcaneLegionsRange {
  /** The shortest notch-to-notch length between the two bases, in steps. */
  readonly distance: number;
  readonly inRange: boolean;
}

/** A `targets` entry of kind "ranged": the best option, every option listed under `options`. */
export interface RangedAttack extends Omit<RangedOption, "expected"> {
  readonly target: string;
  readonly kind: "ranged";
  readonly odds: AttackOdds;
  /** Every legal option, best first. */
  readonly options: readonly RangedOption[];
}

/** One `targets` entry (spec/arcane-legions.md#queries). */
export type ArcaneLegionsAttack = RangedAttack | CloseAttack;

/**
 * Arcane Legions' rule set: the table laid out once in a geometry engine, queries answered as
 * pure functions of it.
 *
 * @example new ArcaneLegionsRules(scenario, await WasmGeometry.load()).answer({ q: "los", from: "A", to: "B" })
 */
export class ArcaneLegionsRules implements RuleSet {
  readonly table: ArcaneLegionsTable;
  readonly #roster: Roster<ArcaneLegionsFigure>;

  constructor(scenario: ArcaneLegionsScenario, geometry: GeometryEngine) {
    this.table = new ArcaneLegionsTable(scenario, geometry);
    this.#roster = new Roster(scenario.figures);
  }

  answer(query: Query): Answer {
    switch (query.q) {
      case "range":
        return this.#roster.pair(query.from, query.to, (a, b) => this.range(a, b));
      case "los":
        return this.#roster.pair(query.from, query.to, (a, b) => lineOfSight(this.table, a, b));
      case "targets":
        return this.#roster.one(query.attacker, (attacker) => this.targets(attacker));
      case "matrix":
        return this.matrix(query.of);
      case "odds":
        return oddsAnswer(query.attackDice, query.defenseDice, query.kind);
      case "roll":
        return rollAnswer(query.attackDice, query.defenseDice, query.kind, query.seed);
      default:
        return notImplemented("arcane-legions", query.q);
    }
  }

  /** Any side to any side, terrain ignored: in range within six steps (+EPS). */
  range(from: ArcaneLegionsFigure, to: ArcaneLegionsFigure): ArcaneLegionsRange {
    const distance = notchDistance(from, to);
    return { distance, inRange: distance <= RANGE_STEPS + EPS };
  }

  /**
   * Every attack of `attacker` (spec/arcane-legions.md#queries): per enemy, the best ranged
   * option when it may be given a ranged order and has one, and a close attack when adjacent
   * and `attackDice > 0`. Sorted by target id (code-unit order), ranged before close.
   */
  targets(attacker: ArcaneLegionsFigure): ArcaneLegionsAttack[] {
    const foes = this.table.figures.filter((f) => enemies(attacker, f));
    const entries: ArcaneLegionsAttack[] = [];
    if (mayShoot(this.table, attacker)) {
      const lines = this.table.sightLines(foes.map((foe) => [attacker, foe] as const));
      foes.forEach((foe, k) => {
        const options = rangedOptions(this.table, attacker, foe, lines[k]!);
        const best = options[0];
        if (!best) return;
        // The entry is the best option itself; its ranking key shows as `odds.expected`.
        const choice: Omit<RangedOption, "expected"> & { expected?: number } = { ...best };
        delete choice.expected;
        entries.push({
          target: foe.id,
          kind: "ranged",
          ...choice,
          odds: attackOdds(best.attackDice, best.defenseDice, "ranged", isDeadly(attacker)),
          options,
        });
      });
    }
    if (attacker.attackDice > 0) {
      for (const foe of foes) {
        const attack = this.table.adjacent(attacker, foe) && closeAttack(attacker, foe);
        if (attack) entries.push(attack);
      }
    }
    const kindOrder = (e: ArcaneLegionsAttack) => (e.kind === "ranged" ? 0 : 1);
    return entries.sort((a, b) =>
      a.target < b.target ? -1 : a.target > b.target ? 1 : kindOrder(a) - kindOrder(b),
    );
  }

  /** Sight and shortest notch distance for every ordered pair of the units named (all, by default). */
  matrix(of: readonly string[] | undefined): ArcaneLegionsMatrix | QueryError {
    const figures = this.#roster.pick(of);
    return isQueryError(figures) ? figures : sightMatrix(this.table, figures);
  }
}
