// The AI's suggestion for the selected figure (docs/rules/ai.md), drawn as a preview over the
// board: each move a figure makes along its path, then each attack as an arrow from attacker to
// target, in the order the answer gives them. Nothing here changes the scenario: the moved
// figures are drawn translated, and clearing the suggestion puts them back.
import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from "lit";
import type { AiAnswerOf, PlannedAttack, TurnMove } from "@sightline/ai";
import {
  type Game,
  type Hex,
  type QueryOf,
  type Reply,
  type Scenario,
  cardOf,
} from "@sightline/rules";
import type { BoardView, Point } from "./boardView.js";
import { round } from "./boardView.js";
import { hexCentre } from "./heroscapeMap.js";

/** How long a figure takes over one step of its path, and an attack's arrow to flash. */
export const STEP_MS = 150;
export const FLASH_MS = 600;

/** The query that asks for a suggestion: HeroScape's `turn`, the other games' `plan`. */
export type SuggestionQuery = QueryOf<"turn"> | QueryOf<"plan">;

/** The `turn` answer (HeroScape) or the `plan` answer (the other games), or its error. */
export type SuggestionAnswer = Reply<AiAnswerOf<Game, SuggestionQuery["q"]>>;

/** What the element asked and what the worker answered, with the moves as drawing offsets. */
export interface Suggestion {
  readonly figure: string;
  readonly query: SuggestionQuery;
  readonly answer: SuggestionAnswer;
  /** Per moved figure, its path as offsets from where it stands (the last: where it ends). */
  readonly paths: ReadonlyMap<string, readonly Point[]>;
}

/** The query that asks for a suggestion for `figure`: HeroScape's `turn` of its card, else `plan`. */
export function suggestionQuery(
  game: Game,
  figure: { readonly id: string; readonly owner: string; readonly card?: string },
  nodes: number,
): SuggestionQuery {
  return game === "heroscape"
    ? { q: "turn", owner: figure.owner, card: cardOf(figure), nodes, seed: 0 }
    : { q: "plan", owner: figure.owner, attacker: figure.id };
}

/** The suggestion of `answer`, its moves turned into offsets on the drawing. */
export function suggestionOf(
  figure: string,
  query: SuggestionQuery,
  answer: SuggestionAnswer,
): Suggestion {
  const paths = new Map<string, Point[]>();
  for (const move of movesOf(answer)) {
    const [start] = move.path;
    if (!start) continue;
    const [x0, y0] = hexCentre(start as Hex);
    paths.set(
      move.figure,
      move.path.map((hex) => {
        const [x, y] = hexCentre(hex as Hex);
        return [x - x0, y - y0] as const;
      }),
    );
  }
  return { figure, query, answer, paths };
}

/** Where `id` is drawn once the suggestion has played: moved by its path's last offset. */
export function suggestedAt(view: BoardView, suggestion: Suggestion, id: string): Point {
  const at = view.figures.find((f) => f.id === id)?.at ?? [0, 0];
  const [dx, dy] = suggestion.paths.get(id)?.at(-1) ?? [0, 0];
  return [at[0] + dx, at[1] + dy];
}

/** The SVG `transform` of a figure the suggestion moves (at its end), or nothing. */
export function suggestedTransform(suggestion: Suggestion | undefined, id: string) {
  const end = suggestion?.paths.get(id)?.at(-1);
  return end ? `translate(${round(end[0])} ${round(end[1])})` : nothing;
}

/** The suggested attacks as numbered arrows, attacker (where it ends) to target. */
export function suggestionOverlay(view: BoardView, suggestion: Suggestion): SVGTemplateResult {
  const arrows = attacksOf(suggestion.answer).map((attack, k) => {
    const [x1, y1] = suggestedAt(view, suggestion, attack.attacker);
    const [x2, y2] = suggestedAt(view, suggestion, attack.target);
    // Stop short of the target's centre, so the arrowhead shows on its body's edge.
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const short = Math.min(0.35, length / 2) / length;
    const [ex, ey] = [x2 - (x2 - x1) * short, y2 - (y2 - y1) * short];
    return svg`<g class="suggested-attack" data-order=${k}>
      <line x1=${round(x1)} y1=${round(y1)} x2=${round(ex)} y2=${round(ey)} marker-end="url(#bb-arrow)"></line>
      <text x=${round((x1 + ex) / 2)} y=${round((y1 + ey) / 2)}>${k + 1}</text>
    </g>`;
  });
  return svg`<defs>
      <marker id="bb-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
        <path d="M 0 0 L 10 5 L 0 10 z"></path>
      </marker>
    </defs>
    <g class="suggestion">${arrows}</g>`;
}

/** The panel's account of the suggestion: the moves, the attacks, the score. */
export function suggestionPanel(suggestion: Suggestion, clear: () => void): TemplateResult {
  const { answer, query } = suggestion;
  const heading = html`<h2>Suggested ${query.q === "turn" ? "turn" : "attack"}</h2>`;
  const clearButton = html`<button class="clear-suggestion" @click=${clear}>Clear</button>`;
  if (answer.error) {
    return html`${heading}
      <p>No suggestion: ${answer.reason}</p>
      ${clearButton}`;
  }
  const moves = movesOf(answer).map((move) => {
    const steps = move.path.length - 1;
    return html`<li>
      ${move.figure} moves to ${hexName(move.to[0]!)}, ${steps} step${steps === 1 ? "" : "s"}
    </li>`;
  });
  const attacks = attacksOf(answer).map(
    (a) =>
      html`<li>
        ${a.attacker} attacks
        ${a.target}${a.card ? ` with ${a.card}` : ""}${a.kind ? ` (${a.kind})` : ""}:
        ${a.attackDice} vs ${a.defenseDice} dice
      </li>`,
  );
  // A `turn` answer has a score and says whether its search was complete; a `plan` its expectations.
  const turn = "score" in answer ? answer : undefined;
  const worth = turn
    ? `value ${turn.score.value.toFixed(2)}, wounds ${turn.score.wounds.toFixed(2)}`
    : Object.entries("expected" in answer ? answer.expected : {})
        .map(([what, n]: [string, number]) => `expected ${what} ${n.toFixed(2)}`)
        .join(", ");
  const search =
    turn === undefined
      ? ""
      : ` · ${turn.nodes} nodes, ${turn.complete ? "complete" : "best found within the budget"}`;
  return html`${heading}
    ${
      moves.length + attacks.length === 0
        ? html`<p>Nothing to do: stay and hold.</p>`
        : html`<ol class="suggestion-steps">
            ${moves}${attacks}
          </ol>`
    }
    <p class="suggestion-score">${worth}${search}</p>
    ${clearButton}`;
}

/** The answer's attacks, in any game's words (`PlannedAttack`); an error has none. */
function attacksOf(answer: SuggestionAnswer): readonly PlannedAttack[] {
  return answer.attacks ?? [];
}

/** A `turn` answer's moves; a `plan` answer, or an error, has none. */
function movesOf(answer: SuggestionAnswer): readonly TurnMove[] {
  return ("moves" in answer ? answer.moves : undefined) ?? [];
}

function hexName(hex: Hex | readonly number[]): string {
  return `(${hex.join(",")})`;
}

/**
 * Plays the suggestion drawn in `root`: each moved figure steps along its path, one after
 * another, then each attack's arrow flashes in order. The drawing already shows the end state
 * (figures translated, arrows shown); the animations only fill in the way there, so cancelling
 * them leaves the end state. Returns the animations started.
 */
export function playSuggestion(root: ParentNode, suggestion: Suggestion): Animation[] {
  const animations: Animation[] = [];
  let delay = 0;
  for (const [id, path] of suggestion.paths) {
    const figure = root.querySelector<SVGGElement>(`.figure[data-id="${CSS.escape(id)}"]`);
    if (!figure || path.length < 2) continue;
    const duration = STEP_MS * (path.length - 1);
    animations.push(
      figure.animate(
        path.map(([x, y]) => ({ transform: `translate(${x}px, ${y}px)` })),
        { duration, delay, fill: "backwards", easing: "linear" },
      ),
    );
    delay += duration;
  }
  root.querySelectorAll<SVGGElement>(".suggested-attack").forEach((arrow) => {
    animations.push(
      arrow.animate([{ opacity: 0 }, { opacity: 1 }, { opacity: 0.25 }, { opacity: 1 }], {
        duration: FLASH_MS,
        delay,
        fill: "backwards",
      }),
    );
    delay += FLASH_MS;
  });
  return animations;
}

/** Whether the page asks for no motion: then the suggestion's end state is drawn at once. */
export function reducedMotion(): boolean {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** The scenario figure `id`, with HeroScape's `card` when it has one. */
export function scenarioFigure(
  scenario: Scenario,
  id: string,
): { readonly id: string; readonly owner: string; readonly card?: string } | undefined {
  return scenario.figures.find((f) => f.id === id);
}
