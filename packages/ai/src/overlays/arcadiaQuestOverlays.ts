// Arcadia Quest's overlays (docs/rules/ai.md#overlays). `danger`: the rules' `attacksOn` batch,
// each enemy's best card on the character (by expected damage), summed, and where the character
// has a life the damage convolved against it. `stands`: its moves with their doors, the rules'
// `targetsFrom` batch once for each set of doors the moves leave, the best card on the target.
import {
  type ArcadiaQuestDoorAction,
  type ArcadiaQuestMove,
  type ArcadiaQuestSpace,
  type ArcadiaQuestTarget,
  type Position,
  type QueryError,
  isQueryError,
} from "@sightline/rules";
import { TIE } from "../plan/score.js";
import type { DangerQuery, StandsQuery } from "../queries/overlayQueries.js";
import { badPlace, isPair, placesAnswer, dangerPlaces } from "./queryPlaces.js";
import { type CountChances, reachChance } from "./woundSum.js";

/** An Arcadia Quest space in an answer, `[x, y]`. */
export type ArcadiaQuestPlace = readonly [x: number, y: number];

/** One place of an Arcadia Quest `danger` answer. */
export interface ArcadiaQuestDangerPlace {
  readonly at: ArcadiaQuestPlace;
  /** The enemies with a card that would reach the character there, by id. */
  readonly attackers: readonly string[];
  /** The expected damage of each one's best card, summed. */
  readonly expected: number;
  /** Where the character has a life: P(that damage, together, reaches it). */
  readonly destroyed?: number;
}

/** The Arcadia Quest `danger` answer. */
export interface ArcadiaQuestDanger {
  readonly places: readonly ArcadiaQuestDangerPlace[];
}

/** One stand of an Arcadia Quest `stands` answer. */
export interface ArcadiaQuestStand {
  readonly at: ArcadiaQuestPlace;
  /** The spaces walked, start first; none at the start space. */
  readonly path?: readonly ArcadiaQuestPlace[];
  /** Movement points spent: steps and door actions. */
  readonly cost: number;
  /** The door actions of the move, when it has some (`at`: steps taken before each). */
  readonly doors?: readonly ArcadiaQuestDoorAction[];
  /** The character's best `targets` entry for the target from there, or null. */
  readonly attack: ArcadiaQuestTarget | null;
}

/** The Arcadia Quest `stands` answer, by (y, x). */
export interface ArcadiaQuestStands {
  readonly stands: readonly ArcadiaQuestStand[];
}

/** The first entry of highest expected damage (ties within 1e-9 keep the first), or null. */
function bestCard(entries: readonly ArcadiaQuestTarget[]): ArcadiaQuestTarget | null {
  let best: ArcadiaQuestTarget | null = null;
  for (const entry of entries) {
    if (!best || entry.odds.expected > best.odds.expected + TIE) best = entry;
  }
  return best;
}

/** `danger` on an Arcadia Quest position (the character is on the board). */
export function arcadiaQuestDanger(
  position: Position<"arcadia-quest">,
  query: DangerQuery,
): ArcadiaQuestDanger | QueryError {
  const figure = position.figure(query.figure)!;
  const places = dangerPlaces(
    query.at,
    (place, k): ArcadiaQuestSpace | QueryError =>
      isPair(place)
        ? { x: place[0], y: place[1] }
        : badPlace(k, "an Arcadia Quest place is a space [x, y]"),
    () => position.rules.placements(figure.id),
  );
  if (isQueryError(places)) return places;
  const attacks = placesAnswer(position.rules.attacksOn(figure.id, places), query.at !== undefined);
  if (isQueryError(attacks)) return attacks;
  const damage = damageChances(position);
  return {
    places: places.map(({ x, y }, c) => {
      const best = attacks[c]!.map(({ attacker, attacks: entries }) => ({
        attacker,
        entry: bestCard(entries)!,
      }));
      let expected = 0;
      for (const { entry } of best) expected += entry.odds.expected;
      return {
        at: [x, y] as const,
        attackers: best.map((b) => b.attacker),
        expected,
        ...(figure.life === undefined
          ? {}
          : {
              destroyed: reachChance(
                best.map((b) => damage(b.entry)),
                figure.life,
              ),
            }),
      };
    }),
  };
}

/**
 * The damage distribution of an entry's roll, from the position's `odds` answer (the scenario's
 * dice): listed up to where less than 1e-12 is left, that rest kept as the tail.
 */
function damageChances(
  position: Position<"arcadia-quest">,
): (entry: ArcadiaQuestTarget) => CountChances {
  const known = new Map<string, CountChances>();
  return ({ attackDice, defenseDice, attackKind }) => {
    const key = `${attackDice} ${defenseDice} ${attackKind}`;
    let chances = known.get(key);
    if (!chances) {
      const odds = position.answer({ q: "odds", attackDice, defenseDice, kind: attackKind });
      if (odds.error) throw new RangeError(odds.reason);
      chances = { chances: odds.distribution, tail: odds.tail };
      known.set(key, chances);
    }
    return chances;
  };
}

/** The doors as a move leaves them: each door it acts on, at its last action. */
function doorsLeft(move: ArcadiaQuestMove): ArcadiaQuestDoorAction[] {
  const last = new Map<string, ArcadiaQuestDoorAction>();
  for (const door of move.doors) last.set(`${door.x},${door.y},${door.side}`, door);
  return [...last.values()].sort((a, b) => a.y - b.y || a.x - b.x || (a.side < b.side ? -1 : 1));
}

/** `stands` on an Arcadia Quest position (both characters are on the board). */
export function arcadiaQuestStands(
  position: Position<"arcadia-quest">,
  query: StandsQuery,
): ArcadiaQuestStands | QueryError {
  const figure = position.figure(query.figure)!;
  const moves = position.moves(figure.id);
  if (isQueryError(moves)) return moves;
  // One batch for each set of doors the moves leave (most leave every door as it was).
  const groups = new Map<string, { doors: ArcadiaQuestDoorAction[]; moves: number[] }>();
  moves.forEach((move, m) => {
    const doors = doorsLeft(move);
    const key = doors.map((d) => `${d.x},${d.y},${d.side}=${d.open}`).join(" ");
    const group = groups.get(key) ?? { doors, moves: [] };
    group.moves.push(m);
    groups.set(key, group);
  });
  const attacks: (ArcadiaQuestTarget | null)[] = [];
  const saved = position.changes;
  try {
    for (const group of groups.values()) {
      for (const door of group.doors) position.setDoor(door, door.open);
      const spaces = group.moves.map((m) => ({ x: moves[m]!.to[0], y: moves[m]!.to[1] }));
      const targets = position.rules.targetsFrom(figure.id, spaces, [query.target]);
      position.undoTo(saved);
      if (isQueryError(targets)) return targets;
      group.moves.forEach((m, k) => {
        attacks[m] = bestCard(targets[k]!.filter((t) => t.target === query.target));
      });
    }
  } finally {
    position.undoTo(saved);
  }
  // Per space one move: at the start the stay (nothing done); elsewhere the fewest steps, then
  // the best attack on the target, then the fewest points.
  const chosen = new Map<string, number>();
  const steps = (m: number) => moves[m]!.path.length - 1;
  const points = (m: number) => steps(m) + moves[m]!.doors.length;
  const strength = (m: number) => attacks[m]?.odds.expected ?? -1;
  const stays = (m: number) => points(m) === 0;
  const better = (m: number, than: number): boolean => {
    if (stays(m) !== stays(than)) return stays(m);
    if (steps(m) !== steps(than)) return steps(m) < steps(than);
    if (Math.abs(strength(m) - strength(than)) > TIE) return strength(m) > strength(than);
    return points(m) < points(than);
  };
  moves.forEach((move, m) => {
    const key = `${move.to[0]},${move.to[1]}`;
    const known = chosen.get(key);
    if (known === undefined || better(m, known)) chosen.set(key, m);
  });
  const order = [...chosen.values()].sort(
    (a, b) => moves[a]!.to[1] - moves[b]!.to[1] || moves[a]!.to[0] - moves[b]!.to[0],
  );
  return {
    stands: order.map((m) => {
      const move = moves[m]!;
      return {
        at: move.to,
        ...(stays(m) ? {} : { path: move.path }),
        cost: points(m),
        ...(move.doors.length > 0 ? { doors: move.doors } : {}),
        attack: attacks[m] ?? null,
      };
    }),
  };
}
