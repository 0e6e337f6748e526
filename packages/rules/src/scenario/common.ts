// Pieces shared by the three games' scenario schemas and checks (docs/rules/scenario.md).
import { z } from "zod";
import { MAX_TABLE_COORDINATE } from "../limits.js";
import { atLimit, type Problem } from "./problems.js";

/**
 * A figure, obstacle or terrain id: a non-empty string (docs/rules/scenario.md: ids name things).
 */
export const idSchema = z.string().min(1);

/** A figure's owner: the player or side it belongs to. */
export const ownerSchema = z.string().min(1);

/** A figure's `value`: how much destroying it weighs in the AI's plans; finite and ≥ 0. */
export const valueSchema = z.number().min(0);

/** What a figure without a `value` is worth to the AI's scores (docs/rules/ai.md#plan). */
export const DEFAULT_VALUE = 1;

/**
 * A figure's `value`, or {@link DEFAULT_VALUE}: what destroying it is worth to the AI.
 *
 * @example figureValue({}) // 1
 */
export function figureValue(figure: { readonly value?: number }): number {
  return figure.value ?? DEFAULT_VALUE;
}

/** A pair of integers: a hex `[q, r]`. */
export const hexSchema = z.tuple([z.int(), z.int()]);

/** A coordinate on the Arcane Legions table, in steps (docs/rules/limits.md). */
export const coordinateSchema = z
  .number()
  .min(-MAX_TABLE_COORDINATE, atLimit("MAX_TABLE_COORDINATE"))
  .max(MAX_TABLE_COORDINATE, atLimit("MAX_TABLE_COORDINATE"));

/** A pair of finite numbers within the table's limits: a point `[x, y]`. */
export const pointSchema = z.tuple([coordinateSchema, coordinateSchema]);

/**
 * Parses each element of `raw` (when it is a list) on its own, keeping the ones that parse
 * and leaving a hole for the others. Lets the cross-checks run on the sound elements of a
 * scenario whose schema failed elsewhere, so one bad figure does not hide the others' problems.
 * A non-list gives a single hole, because its elements are unknown (a check that needs the
 * complete list then stays silent); callers pass `[]` for an optional list that is absent.
 */
export function salvageList<T>(raw: unknown, schema: z.ZodType<T>): (T | undefined)[] {
  if (!Array.isArray(raw)) return [undefined];
  return raw.map((item) => {
    const result = schema.safeParse(item);
    return result.success ? result.data : undefined;
  });
}

/** Parses `raw` with `schema`, or gives `undefined` when it does not parse. */
export function salvage<T>(raw: unknown, schema: z.ZodType<T>): T | undefined {
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** The field `key` of `raw` when `raw` is a plain object, else `undefined`. */
export function field(raw: unknown, key: string): unknown {
  return typeof raw === "object" && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Reports every item whose `id` was already used by an earlier item of the same list
 * (docs/rules/scenario.md: ids are unique); the problem sits on the later duplicate's `id`.
 * Items without an id (holes, or terrain pieces that have none) are skipped.
 */
export function duplicateIds(
  items: readonly ({ readonly id?: string | undefined } | undefined)[],
  listPath: string,
  problems: Problem[],
): void {
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const id = item?.id;
    if (id === undefined) return;
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, i);
    } else {
      problems.push({
        path: `${listPath}/${i}/id`,
        reason: `id ${JSON.stringify(id)} is already used by ${listPath}/${earlier}`,
      });
    }
  });
}
