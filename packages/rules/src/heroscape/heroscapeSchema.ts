// The shape of a HeroScape scenario (docs/rules/heroscape.md#scenario-fields and #board). Only
// types, required fields and single-field bounds live here; rules between fields or elements are in
// heroscapeChecks.ts so that they can run on the elements that parse even when others do not.
import { z } from "zod";
import type { Hex } from "@sightline/geometry";
import {
  MAX_CYLINDER_RADIUS,
  MAX_DICE,
  MAX_FIGURE_HEIGHT,
  MAX_LEVEL,
  MAX_LEVEL_HEIGHT,
  MIN_LEVEL_HEIGHT,
} from "../limits.js";
import {
  field,
  hexSchema,
  idSchema,
  ownerSchema,
  salvageList,
  valueSchema,
} from "../scenario/common.js";
import { atLimit, describe, limitNote } from "../scenario/problems.js";

/** A level, as any height in levels is bounded (docs/rules/limits.md: MAX_LEVEL). */
const levelSchema = z
  .number()
  .min(-MAX_LEVEL, atLimit("MAX_LEVEL"))
  .max(MAX_LEVEL, atLimit("MAX_LEVEL"));

/**
 * A level's height in pitches: above 0, and within the engine's limits (a value at or below 0 is
 * told only that it must be above 0).
 */
const levelHeightSchema = z
  .number()
  .positive()
  .refine((value) => value <= 0 || value >= MIN_LEVEL_HEIGHT, {
    error: (issue) =>
      `expected ≥ ${MIN_LEVEL_HEIGHT}, got ${describe(issue.input)} ${limitNote("MIN_LEVEL_HEIGHT")}`,
  })
  .max(MAX_LEVEL_HEIGHT, atLimit("MAX_LEVEL_HEIGHT"));

/** A level of a space's ground: from the table (0) up. */
const groundLevelSchema = z.number().min(0).max(MAX_LEVEL, atLimit("MAX_LEVEL"));

/** Dice a figure rolls (docs/rules/limits.md: MAX_DICE). */
const diceSchema = z.int().min(0).max(MAX_DICE, atLimit("MAX_DICE"));

/**
 * A space: a hex column the battlefield has (docs/rules/heroscape.md#board). Its top is at `level`;
 * its solid ground is `[0, level]` unless `solid` lists other intervals (bridges, arches).
 */
export interface HeroscapeSpace {
  readonly q: number;
  readonly r: number;
  readonly level: number;
  /** A free word (water, lava, …); it adds no height. */
  readonly terrain?: string;
  /** Solid intervals `[from, to]` in levels: sorted, disjoint, the last ending at `level`. */
  readonly solid?: readonly (readonly [from: number, to: number])[];
}

/**
 * An obstacle (tree, ruin, wall, …): a solid from level `from` to level `to` in each hex it
 * lists, a full hex prism or a vertical cylinder around the hex centre
 * (docs/rules/heroscape.md#board).
 */
export interface HeroscapeObstacle {
  readonly id: string;
  readonly kind: string;
  readonly hexes: readonly Hex[];
  /** Absolute levels, `from < to`. */
  readonly from: number;
  readonly to: number;
  readonly shape: "prism" | "cylinder";
  /** Pitches; only for cylinders (default 0.35, applied by the rules, not here). */
  readonly radius?: number;
}

/**
 * A figure standing on one space or two neighbouring spaces of one level
 * (docs/rules/heroscape.md#scenario-fields). Defaults (`card`, `wounds`, `eye`, `value`) are
 * applied by the rules, not by the parser.
 */
export interface HeroscapeFigure {
  readonly id: string;
  readonly owner: string;
  readonly card?: string;
  readonly hexes: readonly Hex[];
  readonly height: number;
  readonly range: number;
  readonly attack: number;
  readonly defense: number;
  readonly life: number;
  readonly wounds?: number;
  /** Levels above the base, `0 < eye ≤ height`; not necessarily an integer. */
  readonly eye?: number;
  readonly move?: number;
  readonly value?: number;
}

/** A HeroScape scenario as parsed: the input exactly, with no defaults filled in. */
export interface HeroscapeScenario {
  readonly game: "heroscape";
  readonly name?: string;
  readonly board: {
    readonly spaces: readonly HeroscapeSpace[];
    readonly obstacles?: readonly HeroscapeObstacle[];
    /** Pitches per level, > 0 (default 0.4/√3, applied by the rules). */
    readonly levelHeight?: number;
  };
  readonly figures: readonly HeroscapeFigure[];
}

/** A space's shape; `solid` ordering and its end at `level` are cross-checked later. */
export const heroscapeSpaceSchema = z.strictObject({
  q: z.int(),
  r: z.int(),
  level: z.int().min(0).max(MAX_LEVEL, atLimit("MAX_LEVEL")),
  terrain: z.string().optional(),
  // `to` above `from`, so above 0, is a cross-check: one problem, not two.
  solid: z
    .array(z.tuple([groundLevelSchema, z.number().max(MAX_LEVEL, atLimit("MAX_LEVEL"))]))
    .min(1)
    .optional(),
}) satisfies z.ZodType<HeroscapeSpace>;

/** An obstacle's shape; `from < to` and `radius` only on cylinders are cross-checked later. */
export const heroscapeObstacleSchema = z.strictObject({
  id: idSchema,
  kind: z.string(),
  hexes: z.array(hexSchema).min(1),
  from: levelSchema,
  to: levelSchema,
  shape: z.enum(["prism", "cylinder"]),
  radius: z.number().positive().max(MAX_CYLINDER_RADIUS, atLimit("MAX_CYLINDER_RADIUS")).optional(),
}) satisfies z.ZodType<HeroscapeObstacle>;

/** A figure's shape and single-field bounds (docs/rules/heroscape.md#scenario-fields). */
export const heroscapeFigureSchema = z.strictObject({
  id: idSchema,
  owner: ownerSchema,
  card: z.string().min(1).optional(),
  hexes: z.array(hexSchema).min(1).max(2),
  height: z.int().min(1).max(MAX_FIGURE_HEIGHT, atLimit("MAX_FIGURE_HEIGHT")),
  range: z.int().min(1),
  attack: diceSchema,
  defense: diceSchema,
  life: z.int().min(1),
  wounds: z.int().min(0).optional(),
  eye: z.number().positive().optional(),
  move: z.int().min(0).optional(),
  value: valueSchema.optional(),
}) satisfies z.ZodType<HeroscapeFigure>;

/** The whole scenario's shape. */
export const heroscapeScenarioSchema = z.strictObject({
  game: z.literal("heroscape"),
  name: z.string().optional(),
  board: z.strictObject({
    spaces: z.array(heroscapeSpaceSchema),
    obstacles: z.array(heroscapeObstacleSchema).optional(),
    levelHeight: levelHeightSchema.optional(),
  }),
  figures: z.array(heroscapeFigureSchema),
}) satisfies z.ZodType<HeroscapeScenario>;

/** The elements the cross-checks look at; a hole marks an element that failed the schema. */
export interface HeroscapeParts {
  readonly spaces: readonly (HeroscapeSpace | undefined)[];
  readonly obstacles: readonly (HeroscapeObstacle | undefined)[];
  readonly figures: readonly (HeroscapeFigure | undefined)[];
}

/** The parts of a scenario that parsed. */
export function heroscapeParts(scenario: HeroscapeScenario): HeroscapeParts {
  const { spaces, obstacles = [] } = scenario.board;
  return { spaces, obstacles, figures: scenario.figures };
}

/** The elements of raw input that parse on their own, for cross-checking a failed scenario. */
export function salvageHeroscapeParts(raw: Readonly<Record<string, unknown>>): HeroscapeParts {
  return {
    spaces: salvageList(field(raw.board, "spaces"), heroscapeSpaceSchema),
    obstacles: salvageList(field(raw.board, "obstacles") ?? [], heroscapeObstacleSchema),
    figures: salvageList(raw.figures, heroscapeFigureSchema),
  };
}
