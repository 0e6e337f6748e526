// Why a HeroScape figure is not a target (docs/rules/heroscape.md#attack, #engagement): a friend,
// engaged elsewhere, no path of spaces, out of range, no line of sight — read off the rules' own
// `targets`, `range` and `los` answers, in the first of those that holds.
import { FRIEND, type NotATarget } from "../position/notATarget.js";
import type { HeroscapeRange, HeroscapeSight, HeroscapeTarget } from "./heroscapeAnswers.js";
import type { Blocker } from "./heroscapeBoard.js";
import type { HeroscapeFigure } from "./heroscapeSchema.js";

/** What the reasons are read from: the attacker's `range` and `los` to one figure. */
export interface HeroscapeLines {
  range(to: HeroscapeFigure): HeroscapeRange;
  sight(to: HeroscapeFigure): HeroscapeSight;
}

/**
 * Why each of `others` (figures not among `targets`) cannot be attacked by `attacker`.
 *
 * @example heroscapeNotTargets(archer, [orc], [], lines) // [{ id: "orc", reason: "out of range: 7 steps, range 5" }]
 */
export function heroscapeNotTargets(
  attacker: HeroscapeFigure,
  others: readonly HeroscapeFigure[],
  targets: readonly HeroscapeTarget[],
  lines: HeroscapeLines,
): NotATarget[] {
  // An engaged figure may attack only the figures it is engaged with (#engagement): then every
  // adjacent enemy is among its targets.
  const engagedWith = targets.filter((t) => t.adjacent).map((t) => t.target);
  return others.map((f) => ({ id: f.id, reason: reason(f) }));

  function reason(f: HeroscapeFigure): string {
    if (f.owner === attacker.owner) return FRIEND;
    if (engagedWith.length > 0)
      return `engaged elsewhere: may attack only ${engagedWith.join(", ")}`;
    const range = lines.range(f);
    if (range.distance === null) return "no path of spaces reaches it";
    if (!range.inRange) return `out of range: ${range.distance} steps, range ${attacker.range}`;
    const sight = lines.sight(f);
    if (!sight.clear) return `no line of sight${blockedBy(sight.blockers)}`;
    return "cannot be attacked";
  }
}

/** " (blocked by …)" from a `los` answer's blockers, or nothing when it names none. */
function blockedBy(blockers: readonly Blocker[]): string {
  return blockers.length === 0 ? "" : ` (blocked by ${blockers.map(blockerName).join(", ")})`;
}

/**
 * A HeroScape blocker in words: the ground of a hex, an obstacle, a figure.
 *
 * @example blockerName({ obstacle: "oak" }) // "obstacle oak"
 */
export function blockerName(blocker: Blocker): string {
  if ("space" in blocker) return `the ground at (${blocker.space.join(",")})`;
  if ("obstacle" in blocker) return `obstacle ${blocker.obstacle}`;
  return `figure ${blocker.figure}`;
}
