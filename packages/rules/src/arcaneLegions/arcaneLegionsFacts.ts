// Arcane Legions' rule facts for movement, each stated once (docs/rules/arcane-legions.md#movement and
// docs/rules/arcane-legions.md#scenario-fields): what a caller asks of the rules instead of writing
// a rule again. Pure: no engine, no table.
import type { ArcaneLegionsFigure } from "./arcaneLegionsSchema.js";

/** The most movement points a unit may have (`move` is an integer from 0 to 12). */
export const UNIT_MOVE_MAX = 12;

/** A unit's movement points when its `move` is left out: it only stays. */
export const UNIT_MOVE_DEFAULT = 0;

/**
 * The name of the movement model the AI's answers carry (`"movement": "lattice"`): a
 * simplification of the published move order, not the published rules.
 */
export const UNIT_MOVEMENT = "lattice";

/** How far a lattice pose may turn from the start facing: k · 45° with |k| ≤ 2. */
export const LATTICE_TURNS = 2;

/** The degrees of one lattice turn. */
export const LATTICE_TURN_DEGREES = 45;

/** The lattice's step along the start facing and across it, in steps. */
export const LATTICE_STEP = 0.5;

/**
 * A unit's movement points an activation (docs/rules/arcane-legions.md#movement): its `move`, else
 * {@link UNIT_MOVE_DEFAULT}.
 *
 * @example unitMovePoints({ move: 4 }) // 4
 */
export function unitMovePoints(figure: Pick<ArcaneLegionsFigure, "move">): number {
  return figure.move ?? UNIT_MOVE_DEFAULT;
}

/**
 * What a lattice pose costs (docs/rules/arcane-legions.md#movement): `forward` steps along the
 * start facing cost one point each, backwards two; `sideways` steps across it two; each 45° turn
 * one.
 *
 * @example latticeCost(-1, 0.5, 1) // 2 + 1 + 1 = 4
 */
export function latticeCost(forward: number, sideways: number, turns: number): number {
  return (forward >= 0 ? forward : -2 * forward) + 2 * Math.abs(sideways) + Math.abs(turns);
}
