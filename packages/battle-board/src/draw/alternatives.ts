// Why the AI chose (docs/rules/ai.md#explanations): the alternatives an explained answer lists,
// best first, each with its score in the game's words and the chosen one marked, so a player
// sees what else was weighed and by how much the suggestion won. Hovering or focusing one
// previews it on the board: it is the same drawing as the suggestion's (its moves and arrows).
import { type TemplateResult, html, nothing } from "lit";
import type { ActivationMove, PlannedAttack, TurnMove } from "@sightline/ai";
import {
  type Suggestion,
  type SuggestionAnswer,
  attackWords,
  moveWords,
  scoreWords,
  suggestionOf,
} from "./suggestion.js";
import type { Game } from "@sightline/rules";

/**
 * One alternative of any explained answer: a `turn`'s (moves, attacks, score, complete) or a
 * `plan`'s (its first attack and the expectation of starting with it).
 */
export interface Alternative {
  readonly moves?: readonly (TurnMove | ActivationMove)[];
  readonly attacks?: readonly PlannedAttack[];
  readonly attack?: PlannedAttack;
  readonly score?: object;
  readonly expected?: object;
  readonly complete?: boolean;
  readonly attackFirst?: boolean;
}

/** The answer's alternatives, or none (an error, or an answer asked without `explain`). */
export function alternativesOf(answer: SuggestionAnswer): readonly Alternative[] {
  if (answer.error || !("alternatives" in answer)) return [];
  return (answer.alternatives ?? []) as readonly Alternative[];
}

/** What an alternative does and gets: its moves and attacks as the answer's, its score. */
const doneOf = (a: Alternative) => ({
  moves: a.moves ?? [],
  attacks: a.attacks ?? (a.attack ? [a.attack] : []),
});

/**
 * The alternative the answer chose: the first whose moves and attacks are the answer's own (the
 * spec lists it first; matching says so rather than assuming it).
 */
export function chosenAlternative(answer: SuggestionAnswer): number {
  const all = alternativesOf(answer);
  if (answer.error) return -1;
  const own = JSON.stringify({
    moves: "moves" in answer ? answer.moves : [],
    attacks: answer.attacks.slice(0, "moves" in answer ? undefined : 1),
  });
  const k = all.findIndex((a) => JSON.stringify(doneOf(a)) === own);
  return k >= 0 || all.length === 0 ? k : 0;
}

/** An alternative in words: its moves, then its attacks (Arcadia Quest's attack first, if so). */
export function alternativeWords(alternative: Alternative): string {
  const { moves, attacks } = doneOf(alternative);
  const steps = [...moves.map(moveWords), ...attacks.map(attackWords)];
  if (alternative.attackFirst) steps.reverse();
  return steps.length === 0 ? "stay and hold" : steps.join("; ");
}

/** The suggestion as it would be drawn with alternative `k` chosen instead: its preview. */
export function alternativeSuggestion(
  suggestion: Suggestion,
  k: number,
  figure: { readonly id: string; readonly x?: number; readonly y?: number },
  game: Game,
): Suggestion {
  const alternative = alternativesOf(suggestion.answer)[k]!;
  // The drawing reads an answer's moves and attacks only: an alternative has both.
  const answer = { ...doneOf(alternative) } as unknown as SuggestionAnswer;
  return suggestionOf(figure, suggestion.query, answer, game);
}

/**
 * The list of alternatives, best first, the chosen one marked; `preview(k)` is called when the
 * player hovers or focuses alternative `k`, `preview(undefined)` when they leave it.
 */
export function alternativesPanel(
  suggestion: Suggestion,
  preview: (k: number | undefined) => void,
  previewed: number | undefined,
): TemplateResult | typeof nothing {
  const all = alternativesOf(suggestion.answer);
  if (all.length === 0) return nothing;
  const chosen = chosenAlternative(suggestion.answer);
  return html`<h3 class="alternatives-title">Why this one: the best ${all.length} weighed</h3>
    <ol class="alternatives">
      ${all.map((a, k) => {
        const score = a.score ?? a.expected ?? {};
        return html`<li
          class="alternative${k === chosen ? " chosen" : ""}${k === previewed ? " previewed" : ""}"
          tabindex="0"
          data-index=${k}
          data-score=${JSON.stringify(score)}
          aria-current=${k === chosen ? "true" : nothing}
          @pointerenter=${() => preview(k)}
          @pointerleave=${() => preview(undefined)}
          @focus=${() => preview(k)}
          @blur=${() => preview(undefined)}
        >
          ${k === chosen ? html`<strong class="chosen-mark">suggested</strong> ` : nothing}<span
            class="alternative-steps"
            >${alternativeWords(a)}</span
          >
          <span class="alternative-score"
            >${scoreWords(score)}${a.complete === false ? " (not searched to the end)" : ""}</span
          >
        </li>`;
      })}
    </ol>`;
}
