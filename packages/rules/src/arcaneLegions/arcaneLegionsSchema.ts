// The shape of an Arcane Legions scenario (docs/rules/arcane-legions.md#table-and-bases,
// #scenario-fields). Polygon simplicity, table bounds and base overlaps are cross-checked in
// arcaneLegionsChecks.ts.
import { z } from "zod";
import { MAX_FACING, MAX_TABLE_COORDINATE } from "../limits.js";
import {
  coordinateSchema,
  field,
  idSchema,
  ownerSchema,
  pointSchema,
  salvage,
  salvageList,
  valueSchema,
} from "../scenario/common.js";
import { atLimit } from "../scenario/problems.js";
import { UNIT_MOVE_MAX } from "./arcaneLegionsFacts.js";

/** A base's kind: `sortie` 1×1, `foot` 2 wide × 1 deep, `cavalry` 1 wide × 2 deep. */
export type BaseKind = "sortie" | "foot" | "cavalry";

/** A side's codex colour (docs/rules/arcane-legions.md#table-and-bases). */
export type SideColour = "blue" | "red" | "grey";

/** A side of a base; right is clockwise from front. */
export type Side = "front" | "right" | "back" | "left";

/** A terrain piece: a simple polygon that blocks or hinders ranged attacks. */
export interface TerrainPiece {
  readonly id?: string;
  readonly kind: "blocking" | "hindering";
  /** At least three finite points of a simple polygon with non-zero area. */
  readonly points: readonly (readonly [x: number, y: number])[];
}

/**
 * A unit on its base, placed by its centre `(x, y)` and `facing`, the direction its front
 * looks to in degrees clockwise from +x with y growing down (docs/rules/arcane-legions.md).
 */
export interface ArcaneLegionsFigure {
  readonly id: string;
  readonly owner: string;
  readonly base: BaseKind;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly codex: Readonly<Record<Side, SideColour>>;
  readonly attackDice: number;
  readonly rangedDice: number;
  readonly defenseDice: number;
  readonly bonusAttackDice?: number;
  readonly bonusRangedDice?: number;
  readonly bonusDefenseDice?: number;
  readonly abilities?: readonly "deadly"[];
  readonly value?: number;
  /** Movement points for the AI's lookahead; the default is `unitMovePoints` (arcaneLegionsFacts.ts). */
  readonly move?: number;
}

/** An Arcane Legions scenario as parsed: the input exactly, with no defaults filled in. */
export interface ArcaneLegionsScenario {
  readonly game: "arcane-legions";
  readonly name?: string;
  readonly board: {
    /** When given, the table is `[0, width] × [0, height]` steps. */
    readonly width?: number;
    readonly height?: number;
    readonly terrain?: readonly TerrainPiece[];
  };
  readonly figures: readonly ArcaneLegionsFigure[];
}

const colourSchema = z.enum(["blue", "red", "grey"]);
const diceSchema = z.int().min(0).max(12);
const bonusSchema = z.int().min(-12).max(12);

/** A table dimension, in steps. */
export const tableSizeSchema = z
  .number()
  .positive()
  .max(MAX_TABLE_COORDINATE, atLimit("MAX_TABLE_COORDINATE"));

/** A terrain piece's shape; its polygon's simplicity is cross-checked later. */
export const terrainPieceSchema = z.strictObject({
  id: idSchema.optional(),
  kind: z.enum(["blocking", "hindering"]),
  points: z.array(pointSchema).min(3),
}) satisfies z.ZodType<TerrainPiece>;

/** A unit's shape and single-field bounds (docs/rules/arcane-legions.md#scenario-fields). */
export const arcaneLegionsFigureSchema = z.strictObject({
  id: idSchema,
  owner: ownerSchema,
  base: z.enum(["sortie", "foot", "cavalry"]),
  x: coordinateSchema,
  y: coordinateSchema,
  facing: z.number().min(-MAX_FACING, atLimit("MAX_FACING")).max(MAX_FACING, atLimit("MAX_FACING")),
  codex: z.strictObject({
    front: colourSchema,
    right: colourSchema,
    back: colourSchema,
    left: colourSchema,
  }),
  attackDice: diceSchema,
  rangedDice: diceSchema,
  defenseDice: diceSchema,
  bonusAttackDice: bonusSchema.optional(),
  bonusRangedDice: bonusSchema.optional(),
  bonusDefenseDice: bonusSchema.optional(),
  abilities: z.array(z.literal("deadly")).optional(),
  value: valueSchema.optional(),
  move: z.int().min(0).max(UNIT_MOVE_MAX).optional(),
}) satisfies z.ZodType<ArcaneLegionsFigure>;

/** The whole scenario's shape. */
export const arcaneLegionsScenarioSchema = z.strictObject({
  game: z.literal("arcane-legions"),
  name: z.string().optional(),
  board: z.strictObject({
    width: tableSizeSchema.optional(),
    height: tableSizeSchema.optional(),
    terrain: z.array(terrainPieceSchema).optional(),
  }),
  figures: z.array(arcaneLegionsFigureSchema),
}) satisfies z.ZodType<ArcaneLegionsScenario>;

/** The elements the cross-checks look at; a hole marks an element that failed the schema. */
export interface ArcaneLegionsParts {
  /** `undefined` when absent or invalid: the table is then unbounded in that direction. */
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly terrain: readonly (TerrainPiece | undefined)[];
  readonly figures: readonly (ArcaneLegionsFigure | undefined)[];
}

/** The parts of a scenario that parsed. */
export function arcaneLegionsParts(scenario: ArcaneLegionsScenario): ArcaneLegionsParts {
  const { width, height, terrain = [] } = scenario.board;
  return { width, height, terrain, figures: scenario.figures };
}

/** The elements of raw input that parse on their own, for cross-checking a failed scenario. */
export function salvageArcaneLegionsParts(
  raw: Readonly<Record<string, unknown>>,
): ArcaneLegionsParts {
  return {
    width: salvage(field(raw.board, "width"), tableSizeSchema),
    height: salvage(field(raw.board, "height"), tableSizeSchema),
    terrain: salvageList(field(raw.board, "terrain") ?? [], terrainPieceSchema),
    figures: salvageList(raw.figures, arcaneLegionsFigureSchema),
  };
}
