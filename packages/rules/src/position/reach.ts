// What a figure reaches from where it stands, in each game's own terms: the HeroScape spaces
// within its range (steps along spaces, docs/rules/heroscape.md#range), the Arcadia Quest spaces
// Close to it (docs/rules/arcadia-quest.md#close-adjacency), the Arcane Legions notches a ranged
// attack leaves from and how far it carries (docs/rules/arcane-legions.md#ranged). What a player
// sees as a range overlay; `Position.reach` answers it.
import type { Hex } from "@sightline/geometry";
import type { Point } from "../arcaneLegions/bases.js";

/** HeroScape: every space within `range` steps of the figure, with its steps (0 under it). */
export interface HeroscapeReach {
  readonly range: number;
  readonly spaces: readonly { readonly hex: Hex; readonly steps: number }[];
}

/** Arcadia Quest: the spaces Close to the character, its own first. */
export interface ArcadiaQuestReach {
  readonly close: readonly { readonly x: number; readonly y: number }[];
}

/** Arcane Legions: the unit's notches, and the steps a ranged attack reaches from each. */
export interface ArcaneLegionsReach {
  readonly steps: number;
  readonly notches: readonly Point[];
}

/** What a figure reaches, by game. */
export interface Reaches {
  heroscape: HeroscapeReach;
  "arcadia-quest": ArcadiaQuestReach;
  "arcane-legions": ArcaneLegionsReach;
}
