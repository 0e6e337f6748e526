// The queries every tool answers (docs/rules/scenario.md#queries), checked before they are
// answered: a malformed query gets an error in its own slot and the others are still answered. The
// schemas are the one source of the query types, so a query that type-checks is one that parses.
import { z } from "zod";
import { MAX_DICE, MAX_MATRIX_FIGURES } from "../limits.js";

const figureId = z.string().min(1);
const diceCount = z.number().int().min(0).max(MAX_DICE);
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
  matrix: z.strictObject({
    q: z.literal("matrix"),
    of: z.array(figureId).max(MAX_MATRIX_FIGURES).optional(),
  }),
  plan: z.strictObject({
    q: z.literal("plan"),
    owner: z.string().min(1),
    card: z.string().optional(),
    attacker: figureId.optional(),
  }),
  turn: z.strictObject({
    q: z.literal("turn"),
    owner: z.string().min(1),
    card: z.string().min(1),
    depth: z.number().int().min(1).max(8).optional(),
    nodes: z.number().int().min(1).optional(),
    ms: z.number().positive().optional(),
    seed: z.union([z.number().int(), z.string()]).optional(),
  }),
} as const;

/** The name of a query kind: `los`, `range`, `targets`, `odds`, `roll`, `matrix`, `plan`, `turn`. */
export type QueryKind = keyof typeof querySchemas;
export const queryKinds = Object.keys(querySchemas) as QueryKind[];

/** The query of one kind, e.g. `QueryOf<"los">` = `{ q: "los"; from: string; to: string }`. */
export type QueryOf<K extends QueryKind> = z.infer<(typeof querySchemas)[K]>;

/** Any query: a union told apart by `q`. */
export type Query = { [K in QueryKind]: QueryOf<K> }[QueryKind];

/**
 * `Q` with no field its kind does not have: `{ q: "los", form: "a", to: "b" }` does not
 * type-check, though the object is a valid `Query` in shape.
 */
export type ExactQuery<Q extends Query> = Q &
  Record<Exclude<keyof Q, keyof QueryOf<Q["q"]>>, never>;

/**
 * Why a query got no answer. `internal-error` is the engine's own failure on that query (a bug
 * to report): the other queries of the batch are still answered.
 */
export type QueryErrorCode =
  "invalid-query" | "unknown-query" | "unknown-figure" | "not-implemented" | "internal-error";

/** What a query that cannot be answered gets in its slot. */
export interface QueryError {
  readonly error: QueryErrorCode;
  readonly reason: string;
}

type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/**
 * An answer or the error in its slot, typed so that reading a field of the answer type-checks
 * (`reply.clear` is `boolean | undefined`) and checking `reply.error` (or
 * {@link isQueryError}) narrows to one or the other.
 */
export type Reply<T> =
  | (T & { readonly error?: undefined })
  | (QueryError & { readonly [K in Exclude<KeysOfUnion<T>, keyof QueryError>]?: undefined });

/** Checks one query; a malformed one gets an `invalid-query` error naming what is wrong. */
export function parseQuery(input: unknown): Query | QueryError {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { error: "invalid-query", reason: 'a query is an object like {"q": "range", ...}' };
  }
  const q = (input as { q?: unknown }).q;
  // Own keys only: "toString" or "constructor" are on every object's prototype, not queries.
  if (typeof q !== "string" || !Object.hasOwn(querySchemas, q)) {
    return {
      error: "unknown-query",
      reason: `unknown query ${JSON.stringify(q) ?? String(q)}: expected one of ${queryKinds.join(", ")}`,
    };
  }
  const of = (input as { of?: unknown }).of;
  if (q === "matrix" && Array.isArray(of) && of.length > MAX_MATRIX_FIGURES) {
    // Refused before its entries are looked at: a million of them would each be checked.
    return matrixTooLarge(of.length, "/of names");
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

/** Whether an answer is the error in its slot. */
export function isQueryError(answer: unknown): answer is QueryError {
  return typeof answer === "object" && answer !== null && "error" in answer;
}

/** The answer for a figure id the position does not have. */
export function unknownFigure(id: string): QueryError {
  return { error: "unknown-figure", reason: `no figure ${JSON.stringify(id)} in the scenario` };
}

/**
 * The answer for a `matrix` of more than MAX_MATRIX_FIGURES figures (docs/rules/limits.md): its
 * answer grows with the square of them, and its work, in Arcane Legions, with the cube.
 */
export function matrixTooLarge(figures: number, what: string): QueryError {
  return {
    error: "invalid-query",
    reason: `${what} ${figures} figures; a matrix covers at most ${MAX_MATRIX_FIGURES} (limit MAX_MATRIX_FIGURES): name fewer with \`of\``,
  };
}

/** The answer for a query kind whose rules this game does not implement yet. */
export function notImplemented(game: string, kind: QueryKind): QueryError {
  const reason =
    kind === "plan" || kind === "turn"
      ? `the ${kind} query is the AI's: answer it with @sightline/ai (or \`sightline query\`)`
      : `the ${kind} query is not implemented for ${game} yet`;
  return { error: "not-implemented", reason };
}

/** The answer for dice counts or faces the dice cannot roll (a `RangeError` of the dice code). */
export function invalidDice(error: unknown): QueryError {
  if (error instanceof RangeError) return { error: "invalid-query", reason: error.message };
  throw error;
}

/**
 * What a query that threw gets in its slot, so one query never takes its batch down
 * (docs/rules/scenario.md#errors): a `RangeError` names an input the query's code cannot take
 * (dice counts, faces), anything else is the engine's failure.
 */
export function failedQuery(error: unknown): QueryError {
  if (error instanceof RangeError) return invalidDice(error);
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { error: "internal-error", reason: `the engine failed on this query: ${reason}` };
}
