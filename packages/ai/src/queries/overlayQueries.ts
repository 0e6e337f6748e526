// The AI's overlay query kinds, `danger` and `stands` (docs/rules/ai.md#overlays), declared on the
// rules' extension point beside `plan` and `turn`. A place is read in any game's shape here — a
// HeroScape hex `[q, r]` (or the hexes `[[q, r], …]` a figure stands on), an Arcadia Quest space
// `[x, y]`, an Arcane Legions pose `{x, y, facing}` — and held to the game's shape by the answer,
// which knows the game.
import { type QueryDeclaration, declareQuery } from "@sightline/rules";
import { z } from "zod";

const figureId = z.string().min(1);
const pair = z.tuple([z.int(), z.int()]);
const pose = z.strictObject({ x: z.number(), y: z.number(), facing: z.number() });

/** A place as a query gives it: `[q, r]` / `[x, y]`, `[[q, r], [q, r]]`, or `{x, y, facing}`. */
const place = z.union([pair, z.array(pair).min(1).max(2), pose]);

const dangerSchema = z.strictObject({
  q: z.literal("danger"),
  figure: figureId,
  at: z.array(place).optional(),
});

const standsSchema = z.strictObject({
  q: z.literal("stands"),
  figure: figureId,
  target: figureId,
});

/** A place of a `danger` query, in any game's shape (the answer checks it against the game). */
export type QueryPlace =
  | readonly [number, number]
  | readonly (readonly [number, number])[]
  | { readonly x: number; readonly y: number; readonly facing: number };

/** A checked `danger` query: who could attack a figure at each place, and how hard. */
export interface DangerQuery {
  readonly q: "danger";
  readonly figure: string;
  /** Where to weigh the figure standing; by default every place it could stand alone. */
  readonly at?: readonly QueryPlace[];
}

/** A checked `stands` query: where a figure could move this turn, and how well it attacks from there. */
export interface StandsQuery {
  readonly q: "stands";
  readonly figure: string;
  readonly target: string;
}

/** The `danger` kind, declared on the rules' extension point. */
export const dangerQuery: QueryDeclaration<"danger", DangerQuery> = declareQuery<
  "danger",
  DangerQuery
>("danger", dangerSchema);
/** The `stands` kind, declared on the rules' extension point. */
export const standsQuery: QueryDeclaration<"stands", StandsQuery> = declareQuery<
  "stands",
  StandsQuery
>("stands", standsSchema);
