// HeroScape's overlays (docs/rules/ai.md#overlays). `danger`: the rules' `attacksOn` batch — every
// enemy's `targets` entry for the figure standing at each place — summed, and the wounds'
// distributions convolved against its life left. `stands`: the figure's legal moves, per space the
// path that provokes least, and the rules' `targetsFrom` batch from every space reached.
import {
  type Hex,
  type HeroscapeFigure,
  type HeroscapeMove,
  type HeroscapeTarget,
  type Position,
  type QueryError,
  isQueryError,
  leavingEngagementDice,
} from "@sightline/rules";
import { TIE } from "../plan/score.js";
import { woundChances } from "../plan/woundChances.js";
import type { DangerQuery, QueryPlace, StandsQuery } from "../queries/overlayQueries.js";
import { badPlace, isHexList, isPair, placesAnswer, dangerPlaces } from "./queryPlaces.js";
import { expectedCount, reachChance } from "./woundSum.js";

/**
 * A HeroScape place in an answer: `[q, r]` for a single-space figure, the two hexes
 * `[[q, r], [q, r]]` for a double-space one.
 */
export type HeroscapePlace = Hex | readonly Hex[];

/** One place of a HeroScape `danger` answer. */
export interface HeroscapeDangerPlace {
  readonly at: HeroscapePlace;
  /** The enemies that could attack the figure there, by id. */
  readonly attackers: readonly string[];
  /** The expected wounds of all their attacks, summed. */
  readonly expected: number;
  /** P(those wounds, together, reach the figure's life left). */
  readonly destroyed: number;
}

/** The HeroScape `danger` answer. */
export interface HeroscapeDanger {
  readonly places: readonly HeroscapeDangerPlace[];
}

/** The leaving-engagement attacks a stand's path provokes: wounds taken, uncapped, and the end. */
export interface Provoked {
  readonly expected: number;
  readonly destroyed: number;
}

/** One stand of a HeroScape `stands` answer. */
export interface HeroscapeStand {
  readonly at: HeroscapePlace;
  /** The spaces walked, start first; none at the start place. */
  readonly path?: readonly Hex[];
  /** Movement spent. */
  readonly cost: number;
  /** The figure's `targets` entry for the target from there, or null when it has none. */
  readonly attack: HeroscapeTarget | null;
  readonly provoked: Provoked;
}

/** The HeroScape `stands` answer, by (q, r). */
export interface HeroscapeStands {
  readonly stands: readonly HeroscapeStand[];
}

/** A figure's hexes as an answer names its place. */
const placeOf = (hexes: readonly Hex[]): HeroscapePlace => (hexes.length === 1 ? hexes[0]! : hexes);

/** The `k`-th place of a query as the hexes `figure` would stand on, or its error. */
function readPlace(place: QueryPlace, k: number, figure: HeroscapeFigure): Hex[] | QueryError {
  const hexes = isPair(place) ? [place] : isHexList(place) ? place : undefined;
  if (!hexes) {
    return badPlace(k, `a HeroScape place is a hex [q, r] or a figure's hexes [[q, r], …]`);
  }
  if (hexes.length !== figure.hexes.length) {
    return badPlace(
      k,
      `${JSON.stringify(figure.id)} stands on ${figure.hexes.length} hexes: give them as [[q, r], [q, r]]`,
    );
  }
  return hexes.map(([q, r]): Hex => [q, r]);
}

/** `danger` on a HeroScape position (the figure is on the board). */
export function heroscapeDanger(
  position: Position<"heroscape">,
  query: DangerQuery,
): HeroscapeDanger | QueryError {
  const figure = position.figure(query.figure)!;
  const places = dangerPlaces(
    query.at,
    (place, k) => readPlace(place, k, figure),
    () => position.rules.placements(figure.id),
  );
  if (isQueryError(places)) return places;
  const attacks = placesAnswer(position.rules.attacksOn(figure.id, places), query.at !== undefined);
  if (isQueryError(attacks)) return attacks;
  const lifeLeft = figure.life - (figure.wounds ?? 0);
  return {
    places: places.map((hexes, c) => {
      const on = attacks[c]!;
      let expected = 0;
      for (const { attack } of on) expected += attack.odds.expected;
      const wounds = on.map(({ attack }) => ({
        chances: woundChances(attack.attackDice, attack.defenseDice),
      }));
      return {
        at: placeOf(hexes),
        attackers: on.map((a) => a.attacker),
        expected,
        destroyed: reachChance(wounds, lifeLeft),
      };
    }),
  };
}

/**
 * What the leaving-engagement attacks of `enemies` do to a figure with `lifeLeft`
 * (docs/rules/heroscape.md#movement): the rules' pool of one die each, no defence.
 */
function provokedBy(enemies: number, lifeLeft: number): Provoked {
  const dice = leavingEngagementDice(enemies);
  const chances = woundChances(dice.attackDice, dice.defenseDice);
  return { expected: expectedCount(chances), destroyed: reachChance([{ chances }], lifeLeft) };
}

/** Whether the way `a` to a space provokes less than `b`: P(destroyed), wounds, then steps. */
function provokesLess(
  a: { readonly move: HeroscapeMove; readonly provoked: Provoked },
  b: { readonly move: HeroscapeMove; readonly provoked: Provoked },
): boolean {
  if (a.provoked.destroyed < b.provoked.destroyed - TIE) return true;
  if (a.provoked.destroyed > b.provoked.destroyed + TIE) return false;
  if (a.provoked.expected < b.provoked.expected - TIE) return true;
  if (a.provoked.expected > b.provoked.expected + TIE) return false;
  return a.move.path.length < b.move.path.length;
}

/** `stands` on a HeroScape position (both figures are on the board). */
export function heroscapeStands(
  position: Position<"heroscape">,
  query: StandsQuery,
): HeroscapeStands | QueryError {
  const figure = position.figure(query.figure)!;
  const moves = position.moves(figure.id);
  if (isQueryError(moves)) return moves;
  const lifeLeft = figure.life - (figure.wounds ?? 0);
  const [sq, sr] = figure.hexes[0]!;
  // Per space the least provoking way there. A move onto a friend is left out: the friend still
  // stands there (a turn's later moves are the turn search's to weigh).
  const ways = new Map<string, { move: HeroscapeMove; provoked: Provoked }>();
  for (const move of moves) {
    if (move.occupiedBy !== undefined) continue;
    const way = { move, provoked: provokedBy(move.provokes.length, lifeLeft) };
    const key = `${move.to[0]},${move.to[1]}`;
    const known = ways.get(key);
    if (!known || provokesLess(way, known)) ways.set(key, way);
  }
  const chosen = [...ways.values()].sort(
    (a, b) => a.move.to[0] - b.move.to[0] || a.move.to[1] - b.move.to[1],
  );
  const stays = (move: HeroscapeMove) => move.to[0] === sq && move.to[1] === sr;
  // A double-space figure only stays: its stand is both its hexes.
  const candidates = chosen.map(({ move }) => (stays(move) ? figure.hexes : [move.to]));
  const targets = position.rules.targetsFrom(figure.id, candidates, [query.target]);
  if (isQueryError(targets)) return targets;
  return {
    stands: chosen.map(({ move, provoked }, k) => ({
      at: placeOf(candidates[k]!),
      ...(stays(move) ? {} : { path: move.path }),
      cost: move.cost,
      attack: targets[k]!.find((t) => t.target === query.target) ?? null,
      provoked,
    })),
  };
}
