// The `danger` and `stands` queries (docs/rules/ai.md#overlays): checks the figures named, then
// asks the game's overlay. Each game's answers its places in that game's shape.
import type { Position, QueryError } from "@sightline/rules";
import type { DangerQuery, StandsQuery } from "../queries/overlayQueries.js";
import {
  type ArcadiaQuestDanger,
  type ArcadiaQuestStands,
  arcadiaQuestDanger,
  arcadiaQuestStands,
} from "./arcadiaQuestOverlays.js";
import {
  type ArcaneLegionsDanger,
  type ArcaneLegionsStands,
  arcaneLegionsDanger,
  arcaneLegionsStands,
} from "./arcaneLegionsOverlays.js";
import {
  type HeroscapeDanger,
  type HeroscapeStands,
  heroscapeDanger,
  heroscapeStands,
} from "./heroscapeOverlays.js";

/** The `danger` answer of each game. */
export interface Dangers {
  heroscape: HeroscapeDanger;
  "arcadia-quest": ArcadiaQuestDanger;
  "arcane-legions": ArcaneLegionsDanger;
}

/** The `stands` answer of each game. */
export interface StandsAnswers {
  heroscape: HeroscapeStands;
  "arcadia-quest": ArcadiaQuestStands;
  "arcane-legions": ArcaneLegionsStands;
}

/** The error for a field naming a figure the position does not have on the board. */
const notOnBoard = (field: string, id: string): QueryError => ({
  error: "invalid-query",
  reason: `/${field}: no figure ${JSON.stringify(id)} on the board`,
});

/** The answer to a checked `danger` query on `position`, or its error. */
export function danger<G extends Position["game"]>(
  position: Position<G>,
  query: DangerQuery,
): Dangers[G] | QueryError {
  if (!position.figure(query.figure)) return notOnBoard("figure", query.figure);
  switch (position.game) {
    case "heroscape":
      return heroscapeDanger(position as Position<"heroscape">, query) as Dangers[G];
    case "arcadia-quest":
      return arcadiaQuestDanger(position as Position<"arcadia-quest">, query) as Dangers[G];
    default:
      return arcaneLegionsDanger(position as Position<"arcane-legions">, query) as Dangers[G];
  }
}

/** The answer to a checked `stands` query on `position`, or its error. */
export function stands<G extends Position["game"]>(
  position: Position<G>,
  query: StandsQuery,
): StandsAnswers[G] | QueryError {
  if (!position.figure(query.figure)) return notOnBoard("figure", query.figure);
  if (!position.figure(query.target)) return notOnBoard("target", query.target);
  switch (position.game) {
    case "heroscape":
      return heroscapeStands(position as Position<"heroscape">, query) as StandsAnswers[G];
    case "arcadia-quest":
      return arcadiaQuestStands(position as Position<"arcadia-quest">, query) as StandsAnswers[G];
    default:
      return arcaneLegionsStands(position as Position<"arcane-legions">, query) as StandsAnswers[G];
  }
}
