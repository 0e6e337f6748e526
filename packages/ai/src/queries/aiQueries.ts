// The AI's query kinds, `plan`, `turn`, `danger` and `stands` (docs/rules/ai.md), declared on the
// rules' extension point (`declareQuery`): their schemas live here and in overlayQueries.ts, and
// `parseAiQuery` reads them with the rules' core queries.
import {
  type CoreQuery,
  type CoreQueryKind,
  type QueryDeclaration,
  type QueryError,
  declareQuery,
  queryParser,
} from "@sightline/rules";
import { z } from "zod";
import { type DangerQuery, type StandsQuery, dangerQuery, standsQuery } from "./overlayQueries.js";

/**
 * The deepest `turn` search, in owners' turns looked ahead (docs/rules/limits.md#the-ai): each
 * turn deeper multiplies the positions searched, so past it the query is `invalid-query`.
 */
export const MAX_TURN_DEPTH = 8;

const figureId = z.string().min(1);

const planSchema = z.strictObject({
  q: z.literal("plan"),
  owner: z.string().min(1),
  card: z.string().optional(),
  attacker: figureId.optional(),
  explain: z.boolean().optional(),
});

const turnSchema = z.strictObject({
  q: z.literal("turn"),
  owner: z.string().min(1),
  /** HeroScape: the card whose figures move and attack. */
  card: z.string().min(1).optional(),
  /** Arcadia Quest and Arcane Legions: the character or unit whose activation is searched. */
  attacker: figureId.optional(),
  depth: z.number().int().min(1).max(MAX_TURN_DEPTH).optional(),
  nodes: z.number().int().min(1).optional(),
  ms: z.number().positive().optional(),
  seed: z.union([z.number().int(), z.string()]).optional(),
  explain: z.boolean().optional(),
});

/** A checked `plan` query: an owner's best attacks with one card (or one attacker). */
export type PlanQuery = z.infer<typeof planSchema>;
/** A checked `turn` query: a card's best moves and attacks, `depth` owners' turns ahead. */
export type TurnQuery = z.infer<typeof turnSchema>;

/** The `plan` kind, declared on the rules' extension point. */
export const planQuery: QueryDeclaration<"plan", PlanQuery> = declareQuery("plan", planSchema);
/** The `turn` kind, declared on the rules' extension point. */
export const turnQuery: QueryDeclaration<"turn", TurnQuery> = declareQuery("turn", turnSchema);

/** A query kind the AI's tools answer: the rules' core kinds, `plan`, `turn`, `danger`, `stands`. */
export type AiQueryKind = CoreQueryKind | "plan" | "turn" | "danger" | "stands";
/** Any query the AI's tools answer: a union told apart by `q`. */
export type AiQuery = CoreQuery | PlanQuery | TurnQuery | DangerQuery | StandsQuery;
/** The query of one kind the AI's tools answer, e.g. `AiQueryOf<"turn">` = {@link TurnQuery}. */
export type AiQueryOf<K extends AiQueryKind> = Extract<AiQuery, { q: K }>;

/**
 * `Q` with no field its kind does not have: `{ q: "plan", ownr: "red" }` does not type-check.
 */
export type ExactAiQuery<Q extends AiQuery> = Q &
  Record<Exclude<keyof Q, keyof AiQueryOf<Q["q"] & AiQueryKind>>, never>;

const parseDeclared = queryParser([planQuery, turnQuery, dangerQuery, standsQuery]);

/**
 * Checks one query the way `sightline query` reads it: a core query by the rules' schema, a
 * `plan`, `turn`, `danger` or `stands` by the AI's. A malformed one gets `invalid-query` naming the field; an unknown
 * kind, `unknown-query` listing every kind.
 *
 * @example parseAiQuery({ q: "turn", owner: "red", card: "scouts", depth: 9 }).error // "invalid-query"
 */
export function parseAiQuery(input: unknown): AiQuery | QueryError {
  return parseDeclared(input);
}
