// The queries every tool answers (spec/scenario.md#queries), checked before they are answered:
// a malformed query gets an error in its own slot and the others are still answered.
import { z } from "zod";

const figureId = z.string().min(1);
const diceCount = z.number().int().min(0).max(64);
const kind = z.enum(["melee", "ranged", "close"]);

const querySchemas = {
  los: z.strictObject({ q: z.literal("los"), from: figureId, to: figureId }),
  range: z.strictObject({ q: z.literal("range"), from: figureId, to: figureId }),
  targets: z.strictObject({
    q: z.literal("targets"),
    attacker: figureId,
    card: z.string().optional(),
  }),
  odds: z.strictObject({
    q: z.literal("odds"),
    attackDice: diceCount,
    defenseDice: diceCount,
    kind: kind.optional(),
  }),
  roll: z.strictObject({
    q: z.literal("roll"),
    attackDice: diceCount,
    defenseDice: diceCount,
    kind: kind.optional(),
    seed: z.union([z.number().int(), z.string()]),
  }),
  matrix: z.strictObject({ q: z.literal("matrix"), of: z.array(figureId).optional() }),
  plan: z.strictObject({
    q: z.literal("plan"),
    owner: z.string().min(1),
    card: z.string().optional(),
    attacker: figureId.optional(),
  }),
} as const;

/** The name of a query kind: `los`, `range`, `targets`, `odds`, `roll`, `matrix`, `plan`. */
export type QueryKind = keyof typeof querySchemas;
export const queryKinds = Object.keys(querySchemas) as QueryKind[];

/** A checked query of one kind. */
export type Query<K extends QueryKind = QueryKind> = z.infer<(typeof querySchemas)[K]>;

/** What a query that cannot be answered gets in its slot. */
export interface QueryError {
  readonly error: string;
  readonly reason: string;
}

/** One answer: an object, or for `targets` a list of attack entries. */
export type Answer = object;

/** Checks one query; a malformed one gets an `invalid-query` error naming what is wrong. */
export function parseQuery(input: unknown): Query | QueryError {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { error: "invalid-query", reason: 'a query is an object like {"q": "range", ...}' };
  }
  const q = (input as { q?: unknown }).q;
  if (typeof q !== "string" || !(q in querySchemas)) {
    return {
      error: "unknown-query",
      reason: `unknown query ${JSON.stringify(q)}: expected one of ${queryKinds.join(", ")}`,
    };
  }
  const parsed = querySchemas[q as QueryKind].safeParse(input);
  if (parsed.success) return parsed.data;
  return {
    error: "invalid-query",
    reason: parsed.error.issues
      .map((issue) => `/${issue.path.join("/")}: ${issue.message}`)
      .join("; "),
  };
}

export function isQueryError(answer: unknown): answer is QueryError {
  return typeof answer === "object" && answer !== null && "error" in answer;
}

/** The answer for a figure id the scenario does not have. */
export function unknownFigure(id: string): QueryError {
  return { error: "unknown-figure", reason: `no figure ${JSON.stringify(id)} in the scenario` };
}

/** The answer for a query kind whose rules this game does not implement yet. */
export function notImplemented(game: string, kind: QueryKind): QueryError {
  return {
    error: "not-implemented",
    reason: `the ${kind} query is not implemented for ${game} yet`,
  };
}
