// Arcadia Quest's answers to the queries (spec/arcadia-quest.md): Close, line of sight by the
// square sight kernel (one batch per query), attack cards, exploding dice.
import type { GeometryEngine } from "@sightline/geometry";
import type { ArcadiaQuestFigure, ArcadiaQuestScenario, AttackCard } from "../scenario/index.js";
import { type Answer, type Query, notImplemented, isQueryError } from "../queries/query.js";
import { Roster } from "../queries/roster.js";
import type { RuleSet } from "../ruleSet.js";
import { ArcadiaQuestBoard, enemies } from "./arcadiaQuestBoard.js";
import {
  type ArcadiaQuestDiceFaces,
  type ArcadiaQuestTargetOdds,
  arcadiaQuestOdds,
  arcadiaQuestRoll,
  targetOddsOf,
} from "./arcadiaQuestDice.js";

export interface ArcadiaQuestTarget {
  readonly target: string;
  readonly card: string;
  /** The card's kind; not named `kind`, which keys Arcane Legions' entries. */
  readonly attackKind: "melee" | "ranged";
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly { name: string; attackDice?: number; defenseDice?: number }[];
  readonly odds: ArcadiaQuestTargetOdds;
}

export class ArcadiaQuestRules implements RuleSet {
  readonly board: ArcadiaQuestBoard;
  readonly #roster: Roster<ArcadiaQuestFigure>;
  readonly #faces: ArcadiaQuestDiceFaces;
  readonly #geometry: GeometryEngine;

  constructor(scenario: ArcadiaQuestScenario, geometry: GeometryEngine) {
    this.board = new ArcadiaQuestBoard(scenario);
    this.#roster = new Roster(scenario.figures);
    this.#faces = scenario.dice ?? {};
    this.#geometry = geometry;
    geometry.loadSquareBoard(this.board.grid);
  }

  answer(query: Query): Answer {
    switch (query.q) {
      case "range":
        return this.#roster.pair(query.from, query.to, (a, b) => ({
          close: this.board.close(a, b),
        }));
      case "los":
        return this.#roster.pair(query.from, query.to, (a, b) => ({
          clear: this.lineOfSight(a, [b])[0]!,
        }));
      case "targets":
        return this.#roster.one(query.attacker, (attacker) => this.targets(attacker, query.card));
      case "matrix":
        return this.matrix(query.of);
      case "odds":
      case "roll": {
        const kind = query.kind ?? "melee";
        if (kind === "close") {
          return {
            error: "invalid-query",
            reason: 'arcadia-quest attacks are "melee" or "ranged"',
          };
        }
        return query.q === "odds"
          ? arcadiaQuestOdds(query.attackDice, query.defenseDice, kind, this.#faces)
          : arcadiaQuestRoll(query.attackDice, query.defenseDice, kind, query.seed, this.#faces);
      }
      default:
        return notImplemented("arcadia-quest", query.q);
    }
  }

  /** spec/arcadia-quest.md#line-of-sight: whether `attacker` sees each of `targets`, one batch. */
  lineOfSight(attacker: ArcadiaQuestFigure, targets: readonly ArcadiaQuestFigure[]): boolean[] {
    const seen = this.#geometry.squareSightMatrix(
      this.board.blockedFor(attacker),
      Int32Array.of(this.board.cellOf(attacker)),
      Int32Array.from(targets, (t) => this.board.cellOf(t)),
    );
    return targets.map((_, i) => seen[i] === 1);
  }

  /**
   * spec/arcadia-quest.md#attacks: with the named card (none when it is exhausted or missing) or
   * each unexhausted card: melee at enemies in Close spaces, ranged at enemies in sight. Sorted
   * by target id, then in the attacker's card order.
   */
  targets(attacker: ArcadiaQuestFigure, cardName: string | undefined): ArcadiaQuestTarget[] {
    const cards = attacker.attacks.filter(
      (card) => !card.exhausted && (cardName === undefined || card.name === cardName),
    );
    const foes = this.#roster.figures.filter((f) => enemies(attacker, f));
    const inSight = cards.some((card) => card.kind === "ranged")
      ? this.lineOfSight(attacker, foes)
      : [];
    const entries: ArcadiaQuestTarget[] = [];
    foes.forEach((foe, i) => {
      for (const card of cards) {
        const reaches = card.kind === "melee" ? this.board.close(attacker, foe) : inSight[i];
        if (reaches) entries.push(this.#attack(attacker, card, foe));
      }
    });
    return entries.sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
  }

  #attack(
    attacker: ArcadiaQuestFigure,
    card: AttackCard,
    target: ArcadiaQuestFigure,
  ): ArcadiaQuestTarget {
    const modifiers = [];
    const bonusAttack = attacker.bonusAttackDice ?? 0;
    const bonusDefense = target.bonusDefenseDice ?? 0;
    if (bonusAttack !== 0) modifiers.push({ name: "bonus attack dice", attackDice: bonusAttack });
    if (bonusDefense !== 0)
      modifiers.push({ name: "bonus defense dice", defenseDice: bonusDefense });
    const attackDice = Math.max(0, card.dice + bonusAttack);
    const defenseDice = Math.max(0, target.defense + bonusDefense);
    return {
      target: target.id,
      card: card.name,
      attackKind: card.kind,
      attackDice,
      defenseDice,
      modifiers,
      odds: targetOddsOf(arcadiaQuestOdds(attackDice, defenseDice, card.kind, this.#faces)),
    };
  }

  /** Sight for every ordered pair (diagonal false); this game has no distance (null, 0 on the diagonal). */
  matrix(of: readonly string[] | undefined): Answer {
    const figures = this.#roster.pick(of);
    if (isQueryError(figures)) return figures;
    const ids = figures.map((f) => f.id);
    return {
      ids,
      los: figures.map((a, i) => {
        const seen = this.lineOfSight(a, figures);
        return seen.map((s, j) => i !== j && s);
      }),
      distance: figures.map((_, i) => figures.map((_, j) => (i === j ? 0 : null))),
    };
  }
}
