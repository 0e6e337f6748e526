// The AI's suggestion for the selected figure (docs/rules/ai.md), drawn as a preview over the
// board: each move a figure makes along its path, then each attack as an arrow from attacker to
// target, in the order the answer gives them. Nothing here changes the scenario: the moved
// figures are drawn translated, and clearing the suggestion puts them back.
import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from "lit";
import type { ActivationMove, AiAnswerOf, PlannedAttack, TurnMove } from "@sightline/ai";
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

/** The query that asks for a suggestion: a `turn` (a `plan` still draws, as the element once asked). */
export type SuggestionQuery = QueryOf<"turn"> | QueryOf<"plan">;

/** The `turn` answer (or a `plan` answer), or its error. */
export type SuggestionAnswer = Reply<AiAnswerOf<Game, SuggestionQuery["q"]>>;

/** What the element asked and what the worker answered, with the moves as drawing offsets. */
export interface Suggestion {
  readonly figure: string;
  readonly query: SuggestionQuery;
  readonly answer: SuggestionAnswer;
  /** Per moved figure, its path as offsets from where it stands (the last: where it ends). */
  readonly paths: ReadonlyMap<string, readonly Point[]>;
}

/**
 * The query that asks for a suggestion for `figure`: the `turn` of its card (HeroScape) or of its
 * activation (docs/rules/ai.md#turn-other-games), explained, so the panel can say why
 * (docs/rules/ai.md#explanations): with a budget, explaining changes neither the answer nor the
 * work.
 */
export function suggestionQuery(
  game: Game,
  figure: { readonly id: string; readonly owner: string; readonly card?: string },
  nodes: number,
): SuggestionQuery {
  return game === "heroscape"
    ? { q: "turn", owner: figure.owner, card: cardOf(figure), nodes, seed: 0, explain: true }
    : { q: "turn", owner: figure.owner, attacker: figure.id, nodes, seed: 0, explain: true };
}

/** Where the drawing puts a place of a move's path: a hex's centre, a square's, a base's. */
function drawnAt(game: Game, place: readonly number[]): Point {
  if (game === "heroscape") return hexCentre(place as Hex);
  // Arcadia Quest squares are a unit each; Arcane Legions places are the table's own steps.
  return game === "arcadia-quest" ? [place[0]! + 0.5, place[1]! + 0.5] : [place[0]!, place[1]!];
}

/** A move's places from its start, in the game's words: a path, or a lattice move's two poses. */
function pathOf(
  move: TurnMove | ActivationMove,
  from: { readonly x?: number; readonly y?: number },
): readonly (readonly number[])[] {
  if ("path" in move) return move.path;
  return [
    [from.x ?? 0, from.y ?? 0],
    [move.to.x, move.to.y],
  ];
}

/** The suggestion of `answer` for `figure` in `game`, its moves turned into offsets on the drawing. */
export function suggestionOf(
  figure: { readonly id: string; readonly x?: number; readonly y?: number },
  query: SuggestionQuery,
  answer: SuggestionAnswer,
  game: Game = "heroscape",
): Suggestion {
  const paths = new Map<string, Point[]>();
  for (const move of movesOf(answer)) {
    const path = pathOf(move, figure);
    const [start] = path;
    if (!start) continue;
    const [x0, y0] = drawnAt(game, start);
    paths.set(
      move.figure,
      path.map((place) => {
        const [x, y] = drawnAt(game, place);
        return [x - x0, y - y0] as const;
      }),
    );
  }
  return { figure: figure.id, query, answer, paths };
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
export function suggestionPanel(
  suggestion: Suggestion,
  clear: () => void,
  why: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  const { answer, query } = suggestion;
  const heading = html`<h2>Suggested ${query.q === "turn" ? "turn" : "attack"}</h2>`;
  const clearButton = html`<button class="clear-suggestion" @click=${clear}>Clear</button>`;
  if (answer.error) {
    return html`${heading}
      <p>No suggestion: ${answer.reason}</p>
      ${clearButton}`;
  }
  // Items are spaced, so the list's text reads as words (copied, or read without its markup).
  // prettier-ignore
  const moves = movesOf(answer).map((move) => html`<li> ${moveWords(move)} </li>`);
  // prettier-ignore
  const attacks = attacksOf(answer).map((a) => html`<li> ${attackWords(a)} </li>`);
  // A `turn` answer has a score and says whether its search was complete; a `plan` its expectations.
  const turn = "score" in answer ? answer : undefined;
  const worth = scoreWords(turn ? turn.score : "expected" in answer ? answer.expected : {});
  const search =
    turn === undefined
      ? ""
      : ` · ${turn.complete ? "every choice weighed" : `the best of ${turn.nodes} positions weighed (the search stopped at its limit)`}`;
  // Arcadia Quest: an attack before the movement is listed first.
  const steps =
    turn && "attackFirst" in turn && turn.attackFirst
      ? [...attacks, ...moves]
      : [...moves, ...attacks];
  return html`${heading}
    ${
      moves.length + attacks.length === 0
        ? html`<p>Nothing to do: stay and hold.</p>`
        : html`<ol class="suggestion-steps">
            ${steps}
          </ol>`
    }
    <p class="suggestion-score">${worth}${search}</p>
    ${why} ${clearButton}`;
}

/** What a score's numbers are, in the game's words: `value` is the worth of figures destroyed. */
const SCORE_WORDS: Record<string, string> = {
  value: "value destroyed",
  destroyed: "value destroyed",
  wounds: "wounds",
  damage: "damage",
  hits: "hits",
};

/**
 * A score (a `turn`'s, or a `plan`'s expectations) in the game's words: HeroScape "1.32 value
 * destroyed · 2.17 wounds", Arcadia Quest's value and damage, Arcane Legions' hits.
 */
export function scoreWords(score: object): string {
  return Object.entries(score as Record<string, number>)
    .map(([what, n]) => `${n.toFixed(2)} ${SCORE_WORDS[what] ?? what}`)
    .join(" · ");
}

/** One attack in the panel's words: who attacks whom, with what card or kind, and the dice. */
export function attackWords(a: PlannedAttack): string {
  return `${a.attacker} attacks ${a.target}${a.card ? ` with ${a.card}` : ""}${a.kind ? ` (${a.kind})` : ""}: ${a.attackDice} vs ${a.defenseDice} dice`;
}

/** The answer's attacks, in any game's words (`PlannedAttack`); an error has none. */
function attacksOf(answer: SuggestionAnswer): readonly PlannedAttack[] {
  return answer.attacks ?? [];
}

/** A `turn` answer's moves; a `plan` answer, or an error, has none. */
function movesOf(answer: SuggestionAnswer): readonly (TurnMove | ActivationMove)[] {
  return ("moves" in answer ? answer.moves : undefined) ?? [];
}

/** One move in the panel's words: where to, and how far (steps, or the lattice's points). */
export function moveWords(move: TurnMove | ActivationMove): string {
  if (!("path" in move)) {
    return `${move.figure} moves to (${move.to.x},${move.to.y}) facing ${move.to.facing}°, ${move.cost} movement point${move.cost === 1 ? "" : "s"}`;
  }
  const steps = move.path.length - 1;
  const to = move.path.at(-1) ?? [];
  const doors =
    "doors" in move && move.doors.length > 0
      ? `, ${move.doors.length} door action${move.doors.length === 1 ? "" : "s"}`
      : "";
  return `${move.figure} moves to (${to.join(",")}), ${steps} step${steps === 1 ? "" : "s"}${doors}`;
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
