// Why a figure is not a target of an attacker, in words a player reads: out of range, no line of
// sight, engaged elsewhere, a friend. Each game's rules give the reasons from their own answers
// (docs/rules/scenario.md#queries), so the element that shows them never works one out again.

/** One figure that the attacker cannot attack, and why. */
export interface NotATarget {
  readonly id: string;
  readonly reason: string;
}

/** The reason every game gives for a figure of the attacker's own side. */
export const FRIEND = "a friend: same owner";
