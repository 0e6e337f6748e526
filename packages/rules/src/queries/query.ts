// The queries every tool answers (docs/rules/scenario.md#queries), checked before they are
// answered: a malformed query gets an error in its own slot and the others are still answered. The
// schemas are the one source of the query types, so a query that type-checks is one that parses.
import { z } from "zod";
import { MAX_DICE, MAX_MATRIX_FIGURES } from "../limits.js";

const figureId = z.string().min(1);
const diceCount = z.number().int().min(0).max(MAX_DICE);
const kind = z.enum(["melee", "ranged", "close"]);

/** The core queries' schemas: the questions the rules answer themselves. */
const coreQuerySchemas = {
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
} as const;

/** The name of a core query kind, one the rules answer: `los`, `range`, `targets`, `odds`, `roll`, `matrix`. */
export type CoreQueryKind = keyof typeof coreQuerySchemas;
/** The core query kinds, in the order errors list them. */
export const coreQueryKinds = Object.keys(coreQuerySchemas) as CoreQueryKind[];

/** The AI's package, which answers its query kinds (and `sightline query`, through it). */
const AI = "@sightline/ai (or `sightline query`)";

/**
 * Kinds another package declares (with {@link declareQuery}) and answers, known here by name
 * only, so that the rules alone answer them `not-implemented` naming that package rather than
 * `unknown-query`. Their fields are that package's to check.
 */
const answeredElsewhere = { plan: AI, turn: AI, danger: AI, stands: AI } as const;

/** A kind another package declares and answers: `plan`, `turn`, `danger`, `stands` are @sightline/ai's. */
export type ElsewhereQueryKind = keyof typeof answeredElsewhere;

/** The name of a query kind: the core ones, then `plan`, `turn`, `danger`, `stands` (@sightline/ai's). */
export type QueryKind = CoreQueryKind | ElsewhereQueryKind;
/**
 * Every query kind's name: `los`, `range`, `targets`, `odds`, `roll`, `matrix`, then the AI's
 * `plan`, `turn`, `danger`, `stands`.
 */
export const queryKinds = [...coreQueryKinds, ...Object.keys(answeredElsewhere)] as QueryKind[];

/**
 * A query of a kind another package checks, as the rules see it: its kind, its other fields
 * unchecked (e.g. `QueryOf<"plan">`; @sightline/ai's `PlanQuery` is the checked one).
 */
export type ElsewhereQuery<K extends string = ElsewhereQueryKind> = {
  readonly q: K;
  readonly [field: string]: unknown;
};

/**
 * The query of one kind, e.g. `QueryOf<"los">` = `{ q: "los"; from: string; to: string }`; of a
 * kind answered elsewhere, an {@link ElsewhereQuery}.
 */
export type QueryOf<K extends QueryKind> = K extends CoreQueryKind
  ? z.infer<(typeof coreQuerySchemas)[K]>
  : ElsewhereQuery<K>;

/** Any core query: a union told apart by `q`. */
export type CoreQuery = { [K in CoreQueryKind]: QueryOf<K> }[CoreQueryKind];

/** Any query: a union told apart by `q`. */
export type Query = { [K in QueryKind]: QueryOf<K> }[QueryKind];

/**
 * `Q` with no field its kind does not have: `{ q: "los", form: "a", to: "b" }` does not
 * type-check, though the object is a valid `Query` in shape.
 */
export type ExactQuery<Q extends Query> = Q &
  Record<Exclude<keyof Q, keyof QueryOf<Q["q"]>>, never>;

/**
 * What checks a query of a declared kind: a zod schema is one. A failure's issues name the
 * field (`path`) and what is wrong with it (`message`).
 */
export interface QuerySchema<Q> {
  safeParse(input: unknown):
    | { readonly success: true; readonly data: Q }
    | {
        readonly success: false;
        readonly error: {
          readonly issues: readonly {
            readonly path: readonly PropertyKey[];
            readonly message: string;
          }[];
        };
      };
}

/** A query kind declared outside the rules (docs/rules/scenario.md#queries): its name and its schema. */
export interface QueryDeclaration<
  K extends string = string,
  Q extends { readonly q: K } = { readonly q: K },
> {
  readonly kind: K;
  readonly schema: QuerySchema<Q>;
}

/**
 * Declares a query kind of another package's: its name and the schema that checks it (whose `q`
 * is that name). Pass declarations to {@link queryParser} to read them with the core queries.
 *
 * @example const reasonsQuery = declareQuery("reasons", z.strictObject({ q: z.literal("reasons"), attacker: z.string() }));
 */
export function declareQuery<const K extends string, Q extends { readonly q: K }>(
  kind: K,
  schema: QuerySchema<Q>,
): QueryDeclaration<K, Q> {
  if (Object.hasOwn(coreQuerySchemas, kind)) {
    throw new TypeError(`query kind "${kind}" is a core query of @sightline/rules`);
  }
  return { kind, schema };
}

/** The queries a parser of `D` reads: the core ones and the declared ones. */
export type DeclaredQuery<D extends readonly QueryDeclaration[]> =
  CoreQuery | (D[number] extends QueryDeclaration<string, infer Q> ? Q : never);

/**
 * A {@link parseQuery} that also reads the declared kinds, each checked by its schema: an unknown
 * kind is `unknown-query` listing the core kinds then the declared ones, a malformed query
 * `invalid-query` naming the field.
 *
 * @example const parseAiQuery = queryParser([planQuery, turnQuery]);
 */
export function queryParser<const D extends readonly QueryDeclaration[]>(
  declarations: D,
): (input: unknown) => DeclaredQuery<D> | QueryError {
  const declared = new Map<string, QuerySchema<{ readonly q: string }>>();
  for (const { kind, schema } of declarations) {
    if (declared.has(kind)) throw new TypeError(`query kind "${kind}" is declared twice`);
    declared.set(kind, schema);
  }
  const kinds = [...coreQueryKinds, ...declared.keys()];
  return (input) =>
    parseWith(input, kinds, (q) => declared.get(q)) as DeclaredQuery<D> | QueryError;
}

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

/**
 * Checks one query; a malformed one gets an `invalid-query` error naming what is wrong. A kind
 * answered elsewhere (`plan`, `turn`, `danger`, `stands`) comes back with its fields unchecked: the package that
 * declares it checks them (@sightline/ai's `parseAiQuery`).
 */
export function parseQuery(input: unknown): Query | QueryError {
  return parseWith(input, queryKinds, (q) =>
    Object.hasOwn(answeredElsewhere, q) ? uncheckedFields : undefined,
  ) as Query | QueryError;
}

/** The schema of a kind answered elsewhere, as the rules check it: its kind only. */
const uncheckedFields: QuerySchema<{ readonly q: string }> = {
  safeParse: (input) => ({ success: true, data: input as { readonly q: string } }),
};

/**
 * Checks one query against the core schemas and those `declared` gives: `kinds` are the names an
 * unknown kind's error lists.
 */
function parseWith(
  input: unknown,
  kinds: readonly string[],
  declared: (q: string) => QuerySchema<{ readonly q: string }> | undefined,
): { readonly q: string } | QueryError {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { error: "invalid-query", reason: 'a query is an object like {"q": "range", ...}' };
  }
  const q = (input as { q?: unknown }).q;
  // Own keys only: "toString" or "constructor" are on every object's prototype, not queries.
  const schema =
    typeof q !== "string"
      ? undefined
      : Object.hasOwn(coreQuerySchemas, q)
        ? coreQuerySchemas[q as CoreQueryKind]
        : declared(q);
  if (schema === undefined) {
    return {
      error: "unknown-query",
      reason: `unknown query ${JSON.stringify(q) ?? String(q)}: expected one of ${kinds.join(", ")}`,
    };
  }
  const of = (input as { of?: unknown }).of;
  if (q === "matrix" && Array.isArray(of) && of.length > MAX_MATRIX_FIGURES) {
    // Refused before its entries are looked at: a million of them would each be checked.
    return matrixTooLarge(of.length, "/of names");
  }
  const parsed = schema.safeParse(input);
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
  const reason = Object.hasOwn(answeredElsewhere, kind)
    ? `the ${kind} query is the AI's: answer it with ${answeredElsewhere[kind as ElsewhereQueryKind]}`
    : `the ${kind} query is not implemented for ${game} yet`;
  return { error: "not-implemented", reason };
}

/** The `invalid-query` answer, its reason naming what is wrong (docs/rules/scenario.md#queries). */
export function invalidQuery(reason: string): QueryError {
  return { error: "invalid-query", reason };
}

/** The answer for dice counts or faces the dice cannot roll (a `RangeError` of the dice code). */
export function invalidDice(error: unknown): QueryError {
  if (error instanceof RangeError) return invalidQuery(error.message);
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
