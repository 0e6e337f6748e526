// What selecting an attacker shows a player: its legal attacks (exactly the `targets` answer)
// and, for every other figure on the board, in words, why it cannot be attacked — out of range,
// no line of sight, engaged elsewhere, a friend. Both come from the rules (`targets` and
// `position.notTargets`), never worked out here.
import type { NotATarget, Position, QueryError, ReachOf } from "@sightline/rules";

export type { NotATarget } from "@sightline/rules";

/** The attacker's legal attacks and everyone else's reason. */
export interface AttackerView {
  readonly attacker: string;
  /** The `targets` answer as the rules give it (docs/rules/scenario.md#queries). */
  readonly targets: readonly { readonly target: string }[];
  readonly others: readonly NotATarget[];
  /** What the attacker reaches from where it stands: the range overlay. */
  readonly reach?: ReachOf<Position["game"]>;
  /** Why the attacker has no answer at all (not on the board). */
  readonly error?: QueryError;
}

export function attackerView(position: Position, attacker: string): AttackerView {
  const targets = position.targets(attacker);
  if (targets.error) return { attacker, targets: [], others: [], error: targets };
  const others = position.notTargets(attacker);
  const reach = position.reach(attacker);
  return {
    attacker,
    targets,
    others: "error" in others ? [] : others,
    ...("error" in reach ? {} : { reach }),
  };
}
