// Sides and notches of a base (docs/rules/arcane-legions.md#table-and-bases, notches "fixed here"):
// one notch at the middle of every step of a side's length, in clockwise order.
import { type BasePlacement, type Point, baseCorners } from "./bases.js";
import type { Side } from "./arcaneLegionsSchema.js";

/** The sides in the order the spec's tie-breaks use. */
export const SIDES: readonly Side[] = ["front", "right", "back", "left"];

/** A notch: the point at the middle of one step of a side (#table-and-bases, fixed there). */
export interface Notch {
  readonly side: Side;
  /** Position along the side, clockwise from 0. */
  readonly index: number;
  readonly point: Point;
}

/**
 * Every notch of a base, side by side (front, right, back, left), each side's notches
 * clockwise. A side of length L steps has L notches, at (k + ½)/L of its length.
 */
export function notches(figure: BasePlacement): Notch[] {
  const corners = baseCorners(figure);
  return SIDES.flatMap((side, s) => {
    const [ax, ay] = corners[s]!;
    const [bx, by] = corners[(s + 1) % 4]!;
    const steps = Math.round(Math.hypot(bx - ax, by - ay));
    return Array.from({ length: steps }, (_, index): Notch => {
      const t = (index + 0.5) / steps;
      return { side, index, point: [ax + (bx - ax) * t, ay + (by - ay) * t] };
    });
  });
}

/**
 * The shortest notch-to-notch length between two bases, any sides, terrain ignored: the
 * `range` distance and the `matrix` distance (docs/rules/scenario.md#queries).
 */
export function notchDistance(from: BasePlacement, to: BasePlacement): number {
  return shortestBetween(notches(from), notches(to));
}

/** The shortest length from a notch of `from` to a notch of `to`. */
export function shortestBetween(from: readonly Notch[], to: readonly Notch[]): number {
  let distance = Infinity;
  for (const { point: a } of from) {
    for (const { point: b } of to) {
      distance = Math.min(distance, Math.hypot(b[0] - a[0], b[1] - a[1]));
    }
  }
  return distance;
}
