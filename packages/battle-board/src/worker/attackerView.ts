// What selecting an attacker shows a player: its legal attacks (exactly the `targets` answer)
// and, for every other figure on the board, in words, why it cannot be attacked — out of range,
// no line of sight, engaged elsewhere, a friend. Both come from the rules (`targets` and
// `position.notTargets`), never worked out here.
import {
  type AnswerOf,
  type Game,
  type NotATarget,
  type Position,
  type QueryError,
  type ReachOf,
  isQueryError,
} from "@sightline/rules";

export type { NotATarget } from "@sightline/rules";

/**
 * A `targets` entry as the rules answer it, in any game: `HeroscapeTarget`, `ArcadiaQuestTarget`
 * or `ArcaneLegionsAttack` (docs/rules/scenario.md#queries).
 */
export type TargetEntry = AnswerOf<Game, "targets">[number];

/** The attacker's legal attacks and everyone else's reason. */
export interface AttackerView {
  readonly attacker: string;
  /** The `targets` answer as the rules give it (docs/rules/scenario.md#queries). */
  readonly targets: readonly TargetEntry[];
  readonly others: readonly NotATarget[];
  /** What the attacker reaches from where it stands: the range overlay. */
  readonly reach?: ReachOf<Game>;
  /** Why the attacker has no answer at all (not on the board). */
  readonly error?: QueryError;
}

/** What selecting `attacker` on `position` shows: its targets and everyone else's reason. */
export function attackerView(position: Position, attacker: string): AttackerView {
  const targets = position.answer({ q: "targets", attacker });
  if (isQueryError(targets)) return { attacker, targets: [], others: [], error: targets };
  const others = position.notTargets(attacker);
  const reach = position.reach(attacker);
  return {
    attacker,
    targets,
    others: isQueryError(others) ? [] : others,
    ...(isQueryError(reach) ? {} : { reach }),
  };
}
