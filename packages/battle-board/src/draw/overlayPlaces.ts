// The board overlays (docs/rules/ai.md#overlays) as the element weighs them for drawing: the
// query a selection asks, each place of the answer with the number it is shaded by, and the
// scale those numbers are read on. The numbers are the answer's own, never worked out here:
// `danger` shades by `destroyed` where the figure has a life (else `expected`), `stands` by the
// expected wounds of the attack on the target from there. No DOM and no Lit.
import type { AiAnswerOf, Dangers, StandsAnswers } from "@sightline/ai";
import type { Game, Reply } from "@sightline/rules";

/** The overlays a player can show: none, or one of the AI's two queries. */
export const OVERLAYS = ["none", "danger", "stands"] as const;

/** The `overlay` attribute's values. */
export type Overlay = (typeof OVERLAYS)[number];

/** The query an overlay asks: `danger` for the figure, `stands` for the figure and a target. */
export type OverlayQuery =
  | { readonly q: "danger"; readonly figure: string }
  | { readonly q: "stands"; readonly figure: string; readonly target: string };

/** The answer to an overlay's query, or its error. */
export type OverlayAnswer = Reply<AiAnswerOf<Game, "danger">> | Reply<AiAnswerOf<Game, "stands">>;

/** One place of a `danger` answer, in any game. */
export type DangerPlace = Dangers[Game]["places"][number];

/** One stand of a `stands` answer, in any game. */
export type Stand = StandsAnswers[Game]["stands"][number];

/** What the shading's numbers are. */
export type Measure = "destroyed" | "expected";

/** An overlay's answer as it is drawn: its entries, the number each is shaded by, the scale. */
export interface OverlayModel {
  readonly query: OverlayQuery;
  readonly game: Game;
  /** `danger`'s places or `stands`' stands, in the answer's order. */
  readonly entries: readonly (DangerPlace | Stand)[];
  /** Per entry, the number it is shaded by; null for a stand with no attack on the target. */
  readonly values: readonly (number | null)[];
  readonly measure: Measure;
  /** The top of the scale: the values are shaded as a fraction of it. */
  readonly top: number;
}

/**
 * The query `overlay` asks for `figure` (and, for `stands`, the focused `target`), or nothing
 * when it has nothing to ask about.
 */
export function overlayQuery(
  overlay: string | undefined,
  figure: string | undefined,
  target: string | undefined,
): OverlayQuery | undefined {
  if (!figure) return undefined;
  if (overlay === "danger") return { q: "danger", figure };
  if (overlay === "stands" && target && target !== figure) return { q: "stands", figure, target };
  return undefined;
}

/** An answer as drawn; an error has nothing to shade (the panel says its reason). */
export function overlayModel(
  game: Game,
  query: OverlayQuery,
  answer: OverlayAnswer,
): OverlayModel | undefined {
  if (answer.error) return undefined;
  let entries: readonly (DangerPlace | Stand)[];
  let values: (number | null)[];
  let measure: Measure = "expected";
  if ("places" in answer) {
    entries = answer.places;
    // A figure with a life has `destroyed` at every place; one without has it at none.
    measure = answer.places.some((p) => "destroyed" in p) ? "destroyed" : "expected";
    values = answer.places.map((p) =>
      measure === "destroyed" && "destroyed" in p ? p.destroyed! : p.expected,
    );
  } else {
    entries = answer.stands;
    values = answer.stands.map((s) => (s.attack ? s.attack.odds.expected : null));
  }
  let highest = 0;
  for (const v of values) if (v !== null && v > highest) highest = v;
  return { query, game, entries, values, measure, top: niceTop(highest, measure) };
}

/**
 * The tops a chance's scale may have, and an expectation's before its power of ten: each one's
 * quarters are round numbers (a chance's to half a percent, an expectation's to two decimals).
 */
const CHANCE_TOPS = [0.04, 0.1, 0.2, 0.4, 0.6, 0.8, 1];
const COUNT_TOPS = [1, 2, 3, 4, 5, 6, 8, 10];

/**
 * The scale's top: the highest value rounded up to one of those. A top near the highest value
 * keeps a board of small dangers from looking all alike; a round one keeps the legend plain.
 */
export function niceTop(highest: number, measure: Measure): number {
  if (measure === "destroyed") {
    return CHANCE_TOPS.find((t) => highest <= t + 1e-12) ?? 1;
  }
  if (highest <= 0) return 1;
  // m × 10^k, divided for k < 0 so that 3 × 10^-1 is 0.3 and not 0.30000000000000004.
  const k = Math.floor(Math.log10(highest));
  const times = (m: number) => (k >= 0 ? m * 10 ** k : m / 10 ** -k);
  return COUNT_TOPS.map(times).find((t) => highest <= t * (1 + 1e-12)) ?? times(10);
}

/** A value's place on the scale, 0 to 1. */
export function shade(value: number, top: number): number {
  return Math.max(0, Math.min(1, value / top));
}

/** The legend's five numbers: the scale from 0 to its top in quarters. */
export function legendTicks(top: number): number[] {
  return [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
}

/** What the game calls an attack's result: wounds, damage or hits. */
export function resultWord(game: Game): string {
  return game === "heroscape" ? "wounds" : game === "arcadia-quest" ? "damage" : "hits";
}
