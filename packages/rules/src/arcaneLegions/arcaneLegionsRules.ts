// Arcane Legions' answers to the queries (docs/rules/arcane-legions.md,
// docs/rules/scenario.md#queries): range between notches, line of sight and ranged options by the
// plane sight kernel (one batch per query), close combat by side contact, exact line-up odds and
// seeded rolls.
import type { GeometryEngine } from "@sightline/geometry";
import type { NoQuestions } from "../position/questions.js";
import type { NotATarget } from "../position/notATarget.js";
import type { Roster } from "../position/roster.js";
import { type Query, type QueryError, notImplemented, isQueryError } from "../queries/query.js";
import { checkPlacement } from "./arcaneLegionsChecks.js";
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "./arcaneLegionsSchema.js";
import { ScenarioError } from "../scenario/problems.js";
import type {
  ArcaneLegionsAttack,
  ArcaneLegionsMove,
  ArcaneLegionsRange,
  ArcaneLegionsReach,
} from "./arcaneLegionsAnswers.js";
import { legalMoves } from "./arcaneLegionsMovement.js";
import { EPS } from "./bases.js";
import { arcaneLegionsNotTargets } from "./arcaneLegionsReasons.js";
import { attackOdds, oddsAnswer, rollAnswer } from "./arcaneLegionsDice.js";
import { ArcaneLegionsField } from "./arcaneLegionsTable.js";
import { closeAttack } from "./closeCombat.js";
import { notches } from "./notches.js";
import { type ArcaneLegionsMatrix, lineOfSight, sightMatrix } from "./lineOfSight.js";
import {
  RANGE_STEPS,
  type RangedOption,
  enemies,
  isDeadly,
  mayShoot,
  rangedOptions,
} from "./rangedCombat.js";

export { EPS } from "./bases.js";
export { RANGE_STEPS } from "./rangedCombat.js";

/**
 * Arcane Legions' rules: the terrain laid out once in a geometry engine, each position's units
 * when they move, queries answered as pure functions of them.
 */
export class ArcaneLegionsRules {
  readonly field: ArcaneLegionsField;
  readonly #scenario: ArcaneLegionsScenario;

  constructor(scenario: ArcaneLegionsScenario, geometry: GeometryEngine) {
    this.#scenario = scenario;
    this.field = new ArcaneLegionsField(scenario, geometry);
  }

  answer(query: Query, roster: Roster<ArcaneLegionsFigure>): unknown {
    switch (query.q) {
      case "range":
        return roster.pair(query.from, query.to, (a, b) => this.range(a, b));
      case "los":
        return roster.pair(query.from, query.to, (a, b) =>
          lineOfSight(this.field.table(roster), a, b),
        );
      case "targets":
        return roster.one(query.attacker, (attacker) => this.targets(roster, attacker));
      case "matrix":
        return this.matrix(roster, query.of);
      case "odds":
        return oddsAnswer(query.attackDice, query.defenseDice, query.kind);
      case "roll":
        return rollAnswer(query.attackDice, query.defenseDice, query.kind, query.seed);
      default:
        return notImplemented("arcane-legions", query.q);
    }
  }

  /** Arcane Legions asks no questions of its own yet. */
  questions(): NoQuestions {
    return {};
  }

  /** The unit's notches, each reaching six steps (docs/rules/arcane-legions.md#ranged). */
  reach(figure: ArcaneLegionsFigure): ArcaneLegionsReach {
    return { steps: RANGE_STEPS, notches: notches(figure).map((notch) => notch.point) };
  }

  /** Any side to any side, terrain ignored: in range within six steps (+EPS). */
  range(from: ArcaneLegionsFigure, to: ArcaneLegionsFigure): ArcaneLegionsRange {
    const distance = this.field.notchDistance(from, to);
    return { distance, inRange: distance <= RANGE_STEPS + EPS };
  }

  /**
   * Every attack of `attacker` (docs/rules/arcane-legions.md#queries): per enemy, the best ranged
   * option when it may be given a ranged order and has one, and a close attack when adjacent
   * and `attackDice > 0`. Sorted by target id (code-unit order), ranged before close.
   */
  targets(
    roster: Roster<ArcaneLegionsFigure>,
    attacker: ArcaneLegionsFigure,
  ): ArcaneLegionsAttack[] {
    const table = this.field.table(roster);
    const foes = table.figures.filter((f) => enemies(attacker, f));
    const entries: ArcaneLegionsAttack[] = [];
    if (mayShoot(table, attacker)) {
      // Only a target within six steps of some notch can have an option (#ranged, 1): the
      // others' segments are not walked at all.
      const near = foes.filter(
        (foe) => this.field.notchDistance(attacker, foe) <= RANGE_STEPS + EPS,
      );
      const lines = table.sightLines(
        near.map((foe) => [attacker, foe] as const),
        true,
      );
      near.forEach((foe, k) => {
        const options = rangedOptions(table, attacker, foe, lines[k]!);
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
        const attack = table.adjacent(attacker, foe) && closeAttack(attacker, foe);
        if (attack) entries.push(attack);
      }
    }
    const kindOrder = (e: ArcaneLegionsAttack) => (e.kind === "ranged" ? 0 : 1);
    return entries.sort((a, b) =>
      a.target < b.target ? -1 : a.target > b.target ? 1 : kindOrder(a) - kindOrder(b),
    );
  }

  /** Why each other unit is not among `attacker`'s targets (arcaneLegionsReasons.ts). */
  notTargets(roster: Roster<ArcaneLegionsFigure>, attacker: ArcaneLegionsFigure): NotATarget[] {
    const table = this.field.table(roster);
    const listed = new Set(this.targets(roster, attacker).map((t) => t.target));
    const others = roster.figures().filter((f) => f !== attacker && !listed.has(f.id));
    return arcaneLegionsNotTargets(attacker, others, {
      range: (to) => this.range(attacker, to),
      inContact: (to) => table.adjacent(attacker, to),
      mayShoot: mayShoot(table, attacker),
    });
  }

  /** Sight and shortest notch distance for every ordered pair of the units named (all, by default). */
  matrix(
    roster: Roster<ArcaneLegionsFigure>,
    of: readonly string[] | undefined,
  ): ArcaneLegionsMatrix | QueryError {
    const figures = roster.pick(of);
    return isQueryError(figures) ? figures : sightMatrix(this.field.table(roster), figures);
  }

  /**
   * Every legal pose of `figure`'s move lattice, the other units of `roster` where they stand
   * (docs/rules/arcane-legions.md#movement; arcaneLegionsMovement.ts), in lattice order.
   */
  moves(roster: Roster<ArcaneLegionsFigure>, figure: ArcaneLegionsFigure): ArcaneLegionsMove[] {
    const field = this.field;
    const { width, height } = this.#scenario.board;
    const ground = {
      width,
      height,
      blockingParts: field.blockingParts(),
      clearPaths: field.clearPaths.bind(field),
    };
    return legalMoves(
      ground,
      figure,
      roster.figures().filter((f) => f !== figure),
    );
  }

  /** The unit standing at `to`; throws a {@link ScenarioError} naming what is wrong there. */
  moved(
    roster: Roster<ArcaneLegionsFigure>,
    index: number,
    to: { readonly x: number; readonly y: number; readonly facing: number },
  ): ArcaneLegionsFigure {
    const figure = { ...roster.at(index)!, x: to.x, y: to.y, facing: to.facing };
    const others = roster.figures().filter((f) => f.id !== figure.id);
    const { width, height } = this.#scenario.board;
    const problems = checkPlacement(figure, `/figures/${index}`, others, width, height);
    if (problems.length > 0) throw new ScenarioError(problems);
    return figure;
  }
}
