// Arcane Legions' overlays (docs/rules/ai.md#overlays). A unit's places are poses of its move
// lattice. `danger`: the rules' `attacksOn` batch, each enemy's best option on the unit (by
// expected hits), summed — units have no life, so nothing is destroyed. `stands`: each pose the
// lattice reaches, the rules' `targetsFrom` batch once for all of them, the best option on the
// target.
import {
  type ArcaneLegionsAttack,
  type Position,
  type QueryError,
  isQueryError,
} from "@sightline/rules";
import { TIE } from "../plan/score.js";
import type { DangerQuery, StandsQuery } from "../queries/overlayQueries.js";
import { badPlace, isHexList, isPair, placesAnswer, dangerPlaces } from "./queryPlaces.js";

/** A base's pose: its centre and the direction its front faces (degrees clockwise from +x). */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/** One place of an Arcane Legions `danger` answer. */
export interface ArcaneLegionsDangerPlace {
  readonly at: Pose;
  /** The enemies that could attack the unit there, by id. */
  readonly attackers: readonly string[];
  /** The expected hits of each one's best option, summed. */
  readonly expected: number;
}

/** The Arcane Legions `danger` answer. */
export interface ArcaneLegionsDanger {
  readonly places: readonly ArcaneLegionsDangerPlace[];
}

/** One stand of an Arcane Legions `stands` answer. */
export interface ArcaneLegionsStand {
  readonly at: Pose;
  /** The lattice's cost of the pose. */
  readonly cost: number;
  /** The unit's best `targets` entry for the target from there, or null. */
  readonly attack: ArcaneLegionsAttack | null;
}

/** The Arcane Legions `stands` answer, in lattice order. */
export interface ArcaneLegionsStands {
  readonly stands: readonly ArcaneLegionsStand[];
}

/**
 * A move of the lattice as `position.moves` lists it (its pose and cost, in lattice order):
 * read by shape, so that these overlays stand on the moves whatever their type says today.
 */
interface LatticeMove {
  readonly to: Pose;
  readonly cost: number;
}

/** The expected hits of an entry's best option: a ranged entry's options, or its close combat. */
function expectedHits(entry: ArcaneLegionsAttack): number {
  if (entry.kind === "close") return entry.odds.expected;
  let best = entry.odds.expected;
  for (const option of entry.options) best = Math.max(best, option.expected);
  return best;
}

/** The first entry for `target` of highest expected hits (ties within 1e-9 keep the first). */
function bestOn(entries: readonly ArcaneLegionsAttack[], target: string) {
  let best: { entry: ArcaneLegionsAttack; expected: number } | undefined;
  for (const entry of entries) {
    if (entry.target !== target) continue;
    const expected = expectedHits(entry);
    if (!best || expected > best.expected + TIE) best = { entry, expected };
  }
  return best;
}

/** The unit's lattice, the start pose first when the lattice leaves it out, or the error. */
function latticeOf(position: Position<"arcane-legions">, id: string): LatticeMove[] | QueryError {
  const moves = position.moves(id) as readonly unknown[] | QueryError;
  if (isQueryError(moves)) return moves;
  const lattice = moves as readonly LatticeMove[];
  const { x, y, facing } = position.figure(id)!;
  const start = lattice.some((m) => m.to.x === x && m.to.y === y && m.to.facing === facing);
  return start ? [...lattice] : [{ to: { x, y, facing }, cost: 0 }, ...lattice];
}

/** `danger` on an Arcane Legions position (the unit is on the board). */
export function arcaneLegionsDanger(
  position: Position<"arcane-legions">,
  query: DangerQuery,
): ArcaneLegionsDanger | QueryError {
  const unit = position.figure(query.figure)!;
  const poses = dangerPlaces(
    query.at,
    (place, k): Pose | QueryError =>
      isPair(place) || isHexList(place)
        ? badPlace(k, "an Arcane Legions place is a pose {x, y, facing}")
        : { x: place.x, y: place.y, facing: place.facing },
    () => {
      const lattice = latticeOf(position, unit.id);
      return isQueryError(lattice) ? lattice : lattice.map((m) => m.to);
    },
  );
  if (isQueryError(poses)) return poses;
  const attacks = placesAnswer(position.rules.attacksOn(unit.id, poses), query.at !== undefined);
  if (isQueryError(attacks)) return attacks;
  return {
    places: poses.map((pose, k) => {
      const attackers: string[] = [];
      let expected = 0;
      // By attacker id, as the rules list them.
      for (const { attacker, attacks: entries } of attacks[k]!) {
        const best = bestOn(entries, unit.id);
        if (!best) continue;
        attackers.push(attacker);
        expected += best.expected;
      }
      return { at: pose, attackers, expected };
    }),
  };
}

/** `stands` on an Arcane Legions position (both units are on the board). */
export function arcaneLegionsStands(
  position: Position<"arcane-legions">,
  query: StandsQuery,
): ArcaneLegionsStands | QueryError {
  const lattice = latticeOf(position, query.figure);
  if (isQueryError(lattice)) return lattice;
  const poses = lattice.map((m) => m.to);
  const targets = position.rules.targetsFrom(query.figure, poses, [query.target]);
  if (isQueryError(targets)) {
    // The lattice's poses are the unit's to take: one refused is the lattice's fault, not the query's.
    if (targets.error !== "invalid-query") return targets;
    throw new Error(
      `a pose of the lattice of ${JSON.stringify(query.figure)} is refused: ${targets.reason}`,
    );
  }
  return {
    stands: lattice.map(({ to, cost }, k) => ({
      at: to,
      cost,
      attack: bestOn(targets[k]!, query.target)?.entry ?? null,
    })),
  };
}
