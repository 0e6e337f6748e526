// The shape of an Arcadia Quest scenario (docs/rules/arcadia-quest.md#board, #scenario-fields). Row
// contents, edge placement and figure placement are cross-checked in arcadiaQuestChecks.ts.
import { z } from "zod";
import { MAX_DICE, MAX_MOVE_POINTS } from "../limits.js";
import {
  field,
  idSchema,
  ownerSchema,
  salvage,
  salvageList,
  valueSchema,
} from "../scenario/common.js";
import { atLimit } from "../scenario/problems.js";

/** Dice a card or a character brings (docs/rules/limits.md: MAX_DICE). */
const diceSchema = z.int().min(0).max(MAX_DICE, atLimit("MAX_DICE"));

/** Bonus dice, added to every roll of a character (docs/rules/limits.md: MAX_DICE). */
const bonusSchema = z.int().min(-MAX_DICE, atLimit("MAX_DICE")).max(MAX_DICE, atLimit("MAX_DICE"));

/** A face of an Arcadia Quest die (docs/rules/arcadia-quest.md#dice). */
export type DieFace = "sword" | "bow" | "crit" | "shield" | "blank";

/**
 * An edge that is not plain: a wall or a door (docs/rules/arcadia-quest.md#board). `W` and `N` name
 * the same edge as the neighbour's `E` and `S`; doors are closed unless `open` (applied later).
 */
export interface ArcadiaQuestEdge {
  readonly x: number;
  readonly y: number;
  readonly side: "N" | "E" | "S" | "W";
  readonly kind: "wall" | "door";
  /** Only on doors. */
  readonly open?: boolean;
}

/** An attack card (docs/rules/arcadia-quest.md#attacks). */
export interface AttackCard {
  readonly name: string;
  readonly kind: "melee" | "ranged";
  readonly dice: number;
  readonly exhausted?: boolean;
}

/** A character, hero or monster, standing on space `(x, y)` (docs/rules/arcadia-quest.md). */
export interface ArcadiaQuestFigure {
  readonly id: string;
  /** The guild's name for a hero, `"monsters"` for a monster. */
  readonly owner: string;
  readonly x: number;
  readonly y: number;
  /** A Huge character counts as two and fills a space alone. */
  readonly huge?: boolean;
  readonly defense: number;
  readonly attacks: readonly AttackCard[];
  readonly bonusAttackDice?: number;
  readonly bonusDefenseDice?: number;
  readonly value?: number;
  /** The wounds that destroy the character; without it, it is never destroyed. */
  readonly life?: number;
  /** Movement points an activation; the default is `movePointsOf` (arcadiaQuestFacts.ts). */
  readonly move?: number;
}

/** An Arcadia Quest scenario as parsed: the input exactly, with no defaults filled in. */
export interface ArcadiaQuestScenario {
  readonly game: "arcadia-quest";
  readonly name?: string;
  readonly board: {
    /** Row `y` is `rows[y]`: `.` a space, `#` blocked terrain, ` ` not part of the board. */
    readonly rows: readonly string[];
    readonly edges?: readonly ArcadiaQuestEdge[];
  };
  readonly figures: readonly ArcadiaQuestFigure[];
  /** Face lists overriding the default dice (docs/rules/arcadia-quest.md#dice). */
  readonly dice?: {
    readonly attack?: readonly DieFace[];
    readonly defense?: readonly DieFace[];
  };
}

const faceSchema = z.enum(["sword", "bow", "crit", "shield", "blank"]);

/** The face overrides' shape; a die's share of crits is cross-checked later. */
export const arcadiaQuestDiceSchema = z.strictObject({
  attack: z.array(faceSchema).min(1).optional(),
  defense: z.array(faceSchema).min(1).optional(),
});

/** The rows' type; their characters and equal lengths are cross-checked later. */
export const arcadiaQuestRowsSchema = z.array(z.string().min(1)).min(1);

/** An edge's shape; its place on the grid and uniqueness are cross-checked later. */
export const arcadiaQuestEdgeSchema = z.strictObject({
  x: z.int(),
  y: z.int(),
  side: z.enum(["N", "E", "S", "W"]),
  kind: z.enum(["wall", "door"]),
  open: z.boolean().optional(),
}) satisfies z.ZodType<ArcadiaQuestEdge>;

const attackCardSchema = z.strictObject({
  name: z.string().min(1),
  kind: z.enum(["melee", "ranged"]),
  dice: diceSchema,
  exhausted: z.boolean().optional(),
}) satisfies z.ZodType<AttackCard>;

/** A character's shape and single-field bounds (docs/rules/arcadia-quest.md#scenario-fields). */
export const arcadiaQuestFigureSchema = z.strictObject({
  id: idSchema,
  owner: ownerSchema,
  x: z.int(),
  y: z.int(),
  huge: z.boolean().optional(),
  defense: diceSchema,
  attacks: z.array(attackCardSchema),
  bonusAttackDice: bonusSchema.optional(),
  bonusDefenseDice: bonusSchema.optional(),
  value: valueSchema.optional(),
  life: z.int().min(1).optional(),
  move: z.int().min(0).max(MAX_MOVE_POINTS).optional(),
}) satisfies z.ZodType<ArcadiaQuestFigure>;

/** The whole scenario's shape. */
export const arcadiaQuestScenarioSchema = z.strictObject({
  game: z.literal("arcadia-quest"),
  name: z.string().optional(),
  board: z.strictObject({
    rows: arcadiaQuestRowsSchema,
    edges: z.array(arcadiaQuestEdgeSchema).optional(),
  }),
  figures: z.array(arcadiaQuestFigureSchema),
  dice: arcadiaQuestDiceSchema.optional(),
}) satisfies z.ZodType<ArcadiaQuestScenario>;

/** The elements the cross-checks look at; a hole marks an element that failed the schema. */
export interface ArcadiaQuestParts {
  /** `undefined` when the rows did not parse: placement is then not checked. */
  readonly rows: readonly string[] | undefined;
  readonly edges: readonly (ArcadiaQuestEdge | undefined)[];
  readonly figures: readonly (ArcadiaQuestFigure | undefined)[];
  /** The face overrides; `undefined` when absent or when they did not parse. */
  readonly dice: ArcadiaQuestScenario["dice"];
}

/** The parts of a scenario that parsed. */
export function arcadiaQuestParts(scenario: ArcadiaQuestScenario): ArcadiaQuestParts {
  const { rows, edges = [] } = scenario.board;
  return { rows, edges, figures: scenario.figures, dice: scenario.dice };
}

/** The elements of raw input that parse on their own, for cross-checking a failed scenario. */
export function salvageArcadiaQuestParts(
  raw: Readonly<Record<string, unknown>>,
): ArcadiaQuestParts {
  return {
    rows: salvage(field(raw.board, "rows"), arcadiaQuestRowsSchema),
    edges: salvageList(field(raw.board, "edges") ?? [], arcadiaQuestEdgeSchema),
    figures: salvageList(raw.figures, arcadiaQuestFigureSchema),
    dice: salvage(raw.dice, arcadiaQuestDiceSchema),
  };
}
