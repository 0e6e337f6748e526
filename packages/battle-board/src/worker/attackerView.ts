// What selecting an attacker shows a player: its legal attacks (exactly the `targets` answer)
// and, for every other figure on the board, in words, why it cannot be attacked — out of range,
// no line of sight, engaged elsewhere, a friend. The reasons are read off the rules' own
// answers (range, los, the targets' details), never worked out again here.
import {
  type AnswerOf,
  type Blocker,
  type Game,
  type Reaches,
  type ArcadiaQuestFigure,
  type ArcaneLegionsFigure,
  type HeroscapeFigure,
  type Position,
  type QueryError,
  basesAdjacent,
  isQueryError,
} from "@sightline/rules";
import { blockerName } from "../words.js";

/**
 * A `targets` entry as the rules answer it, in any game: `HeroscapeTarget`, `ArcadiaQuestTarget`
 * or `ArcaneLegionsAttack` (docs/rules/scenario.md#queries).
 */
export type TargetEntry = AnswerOf<Game, "targets">[number];

/** One figure that cannot be attacked, and why. */
export interface NotATarget {
  readonly id: string;
  readonly reason: string;
}

/** The attacker's legal attacks and everyone else's reason. */
export interface AttackerView {
  readonly attacker: string;
  /** The `targets` answer as the rules give it (docs/rules/scenario.md#queries). */
  readonly targets: readonly TargetEntry[];
  readonly others: readonly NotATarget[];
  /** What the attacker reaches from where it stands: the range overlay. */
  readonly reach?: Reaches[keyof Reaches];
  /** Why the attacker has no answer at all (not on the board). */
  readonly error?: QueryError;
}

type Answers = readonly Record<string, unknown>[];

/** What selecting `attacker` on `position` shows: its targets and everyone else's reason. */
export function attackerView(position: Position, attacker: string): AttackerView {
  const answer = position.answer({ q: "targets", attacker });
  if (isQueryError(answer)) return { attacker, targets: [], others: [], error: answer };
  const targets: readonly TargetEntry[] = answer;
  const me = position.figure(attacker)!;
  const listed = new Set(targets.map((t) => t.target));
  const others = position.figures().filter((f) => f.id !== attacker && !listed.has(f.id));
  const reasons = (() => {
    switch (position.game) {
      case "heroscape":
        return heroscapeReasons(
          position,
          me as HeroscapeFigure,
          others,
          targets as unknown as Answers,
        );
      case "arcadia-quest":
        return arcadiaQuestReasons(position, me as ArcadiaQuestFigure, others);
      case "arcane-legions":
        return arcaneLegionsReasons(position, me as ArcaneLegionsFigure, others);
    }
  })();
  const reach = position.reach(attacker);
  return { attacker, targets, others: reasons, ...("error" in reach ? {} : { reach }) };
}

const friend = "a friend: same owner";

/** The `range` and `los` answers from `me` to each of `foes`, in one batch: 2k and 2k + 1. */
function rangeAndSight(
  position: Position,
  me: { readonly id: string },
  foes: readonly { readonly id: string }[],
): Answers {
  return position.answerAll(
    foes.flatMap((f) => [
      { q: "range", from: me.id, to: f.id },
      { q: "los", from: me.id, to: f.id },
    ]),
  ) as Answers;
}

function heroscapeReasons(
  position: Position,
  me: HeroscapeFigure,
  others: readonly { id: string; owner: string }[],
  targets: Answers,
): NotATarget[] {
  // An engaged figure may attack only the figures it is engaged with
  // (docs/rules/heroscape.md#engagement): then every adjacent enemy is among its targets.
  const engagedWith = targets.filter((t) => t.adjacent === true).map((t) => t.target as string);
  const foes = others.filter((f) => f.owner !== me.owner);
  const answers = rangeAndSight(position, me, foes);
  return others.map((f) => {
    if (f.owner === me.owner) return { id: f.id, reason: friend };
    if (engagedWith.length > 0) {
      return { id: f.id, reason: `engaged elsewhere: may attack only ${engagedWith.join(", ")}` };
    }
    const k = foes.indexOf(f as (typeof foes)[number]);
    const range = answers[2 * k]!;
    const sight = answers[2 * k + 1]!;
    if (range.distance === null) return { id: f.id, reason: "no path of spaces reaches it" };
    if (range.inRange === false) {
      return {
        id: f.id,
        reason: `out of range: ${String(range.distance)} steps, range ${me.range}`,
      };
    }
    if (sight.clear === false) return { id: f.id, reason: `no line of sight${blockedBy(sight)}` };
    return { id: f.id, reason: "cannot be attacked" };
  });
}

/** "(blocked by …)" from a HeroScape `los` answer's blockers. */
function blockedBy(sight: Record<string, unknown>): string {
  const blockers = (sight.blockers ?? []) as Blocker[];
  if (blockers.length === 0) return "";
  return ` (blocked by ${blockers.map(blockerName).join(", ")})`;
}

function arcadiaQuestReasons(
  position: Position,
  me: ArcadiaQuestFigure,
  others: readonly { id: string; owner: string }[],
): NotATarget[] {
  const cards = me.attacks.filter((card) => !card.exhausted);
  const melee = cards.some((card) => card.kind === "melee");
  const ranged = cards.some((card) => card.kind === "ranged");
  const foes = others.filter((f) => f.owner !== me.owner);
  const answers = rangeAndSight(position, me, foes);
  return others.map((f) => {
    if (f.owner === me.owner) return { id: f.id, reason: friend };
    if (cards.length === 0) return { id: f.id, reason: "no attack card left unexhausted" };
    const k = foes.indexOf(f as (typeof foes)[number]);
    const why: string[] = [];
    if (melee && answers[2 * k]!.close === false) why.push("not Close for a melee card");
    if (ranged && answers[2 * k + 1]!.clear === false)
      why.push("no line of sight for a ranged card");
    if (!melee) why.push("no melee card");
    if (!ranged) why.push("no ranged card");
    return { id: f.id, reason: why.join("; ") };
  });
}

function arcaneLegionsReasons(
  position: Position,
  me: ArcaneLegionsFigure,
  others: readonly { id: string; owner: string }[],
): NotATarget[] {
  const foes = others.filter((f) => f.owner !== me.owner);
  const answers = rangeAndSight(position, me, foes);
  // No ranged order next to an enemy (docs/rules/arcane-legions.md#ranged).
  const near = (f: { id: string }) =>
    basesAdjacent(me, position.figure(f.id) as ArcaneLegionsFigure);
  const adjacentEnemy = foes.some(near);
  return others.map((f) => {
    if (f.owner === me.owner) return { id: f.id, reason: friend };
    const k = foes.indexOf(f as (typeof foes)[number]);
    const range = answers[2 * k]!;
    const why: string[] = [];
    if (me.rangedDice === 0) why.push("no ranged dice");
    else if (adjacentEnemy) why.push("no ranged order next to an enemy");
    else if (range.inRange === false) {
      why.push(`out of range: ${Number(range.distance).toFixed(2)} steps, at most 6`);
    } else why.push("every notch pair within 6 steps is blocked");
    if (me.attackDice === 0) why.push("no attack dice for close combat");
    else if (!near(f)) why.push("not in contact for close combat");
    return { id: f.id, reason: why.join("; ") };
  });
}
