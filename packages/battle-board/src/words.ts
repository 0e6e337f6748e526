// What the element says in words, shared by the battle worker (the reasons it gives) and the
// page (the panel): no DOM and no Lit here, so the worker's bundle stays the rules' own.
import type { Blocker } from "@sightline/rules";

/** A HeroScape blocker in words: the ground of a hex, an obstacle, a figure. */
export function blockerName(blocker: Blocker): string {
  if ("space" in blocker) return `the ground at (${blocker.space.join(",")})`;
  if ("obstacle" in blocker) return `obstacle ${blocker.obstacle}`;
  return `figure ${blocker.figure}`;
}

/** A probability as a whole percentage. */
export function percent(p: number): string {
  return `${Math.round(100 * p)}%`;
}
