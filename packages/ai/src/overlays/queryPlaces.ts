// How the overlays read a query's places and word one that cannot be weighed: `invalid-query`
// naming the query's field (`/at/3`), whether the place was refused by its shape here or by the
// rules' placement check.
import { type QueryError, isQueryError } from "@sightline/rules";
import type { QueryPlace } from "../queries/overlayQueries.js";

/** Whether a place is one pair of numbers: a HeroScape hex `[q, r]`, an Arcadia Quest `[x, y]`. */
export function isPair(place: QueryPlace): place is readonly [number, number] {
  return Array.isArray(place) && typeof place[0] === "number";
}

/** Whether a place is a list of hexes `[[q, r], …]`. */
export function isHexList(place: QueryPlace): place is readonly (readonly [number, number])[] {
  return Array.isArray(place) && Array.isArray(place[0]);
}

/** The `invalid-query` of the `k`-th place of `at`. */
export function badPlace(k: number, reason: string): QueryError {
  return { error: "invalid-query", reason: `/at/${k}: ${reason}` };
}

/**
 * A rules answer as the query's: a candidate the rules refused (their reason begins
 * `candidate k:`, the place's index among those asked) named as the query's `/at/k`; any other
 * error as it came. With `given` false the places were the overlay's own, so no field is named.
 */
export function placesAnswer<T>(answer: T | QueryError, given: boolean): T | QueryError {
  if (!isQueryError(answer) || !given) return answer;
  const refused = /^candidate (\d+): (.*)$/s.exec(answer.reason);
  return refused ? badPlace(Number(refused[1]), refused[2]!) : answer;
}

/**
 * The places a `danger` query weighs: each of `at` read by `read` (its error names `/at/k`), or,
 * without `at`, the game's default places.
 */
export function dangerPlaces<P>(
  at: readonly QueryPlace[] | undefined,
  read: (place: QueryPlace, k: number) => P | QueryError,
  defaults: () => readonly P[] | QueryError,
): readonly P[] | QueryError {
  if (!at) return defaults();
  const places: P[] = [];
  for (const [k, place] of at.entries()) {
    const one = read(place, k);
    if (isQueryError(one)) return one;
    places.push(one);
  }
  return places;
}
