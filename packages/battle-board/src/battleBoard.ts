// <battle-board>: a scenario of any of the three games drawn in SVG, with who can attack whom,
// why not, and the odds (docs/decisions/007-battle-board.md). The rules and the geometry run in
// the page's battle worker: the element draws the board at once from the scenario, then asks
// the worker — one message per selection or focus — and draws what it answers.
import { LitElement, type PropertyValues, type TemplateResult, html, nothing, svg } from "lit";
import type { AnswerOf, Game, Problem, QueryOf, Reply, Scenario } from "@sightline/rules";
import { battleWorker } from "./battleClient.js";
import { type BoardView, type FigureMark, pointList } from "./draw/boardView.js";
import { mapOf } from "./draw/maps.js";
import { type SightDrawing, sightDrawing, sightDuringPreview } from "./draw/sightLines.js";
import { oddsChart } from "./draw/oddsChart.js";
import { reachOverlay } from "./draw/reachOverlay.js";
import { rolledAttack } from "./draw/rolledAttack.js";
import {
  OVERLAYS,
  type Overlay,
  type OverlayAnswer,
  type OverlayModel,
  type OverlayQuery,
  overlayModel,
  overlayQuery,
} from "./draw/overlayPlaces.js";
import {
  overlayHover,
  overlayLegend,
  overlayShapes,
  overlaySummary,
  overlayTip,
} from "./draw/overlayDrawing.js";
import { LatestOnly } from "./latestOnly.js";
import { alternativeSuggestion, alternativesPanel } from "./draw/alternatives.js";
import {
  type Suggestion,
  type SuggestionAnswer,
  playSuggestion,
  reducedMotion,
  scenarioFigure,
  suggestedTransform,
  suggestionOf,
  suggestionOverlay,
  suggestionPanel,
  suggestionQuery,
} from "./draw/suggestion.js";
import { styles } from "./styles.js";
import { percent } from "./words.js";
import type { AttackerView, TargetEntry } from "./worker/attackerView.js";
import type { BattleInput, Opened } from "./worker/battleProtocol.js";

export type { TargetEntry } from "./worker/attackerView.js";

/** The rolled attack `attack-rolled` reports and `roll()` resolves to. */
export interface RolledAttack {
  readonly attacker: string;
  readonly target: string;
  readonly seed: number | string;
  /** The `roll` answer (docs/rules/scenario.md#roll), or its `{ error }`. */
  readonly roll: Reply<AnswerOf<Game, "roll">>;
}

/** The kind an entry's dice roll as: Arcadia Quest's card kind, Arcane Legions' attack kind. */
function kindOf(entry: TargetEntry): QueryOf<"odds">["kind"] {
  if ("attackKind" in entry) return entry.attackKind;
  return "kind" in entry ? entry.kind : undefined;
}

/** P(the target is destroyed), where the entry's game says. */
function destroyChance(entry: TargetEntry): number | undefined {
  return "destroy" in entry.odds ? entry.odds.destroy : undefined;
}

/**
 * Draws a HeroScape, Arcadia Quest or Arcane Legions scenario and, for the selected attacker,
 * every legal target with its dice and odds, why each other figure cannot be attacked, and the
 * focused target's line of sight as the engine explains it.
 *
 * @element battle-board
 * @attr src - URL of a scenario JSON or a VirtualScape `.hsc` map
 * @attr attacker - the id of the selected attacker
 * @attr target - the id of the focused figure, whose line of sight is drawn
 * @attr theme - `dark` or `light`; without it the user's preference
 * @attr suggest-nodes - the node budget of a HeroScape suggestion's `turn` search (default 2000)
 * @attr overlay - `none`, `danger` (to the attacker) or `stands` (where the attacker could stand to attack the target)
 * @fires attacker-change - the attacker changed; `detail: { attacker, targets }`
 * @fires target-focus - a target was focused; `detail: { attacker, target, los }`
 * @fires attack-rolled - an attack was rolled; `detail: { attacker, target, seed, roll }`
 * @fires scenario-error - the scenario is invalid; `detail: { problems }`
 * @fires suggestion - the AI suggested a turn or an attack; `detail: { figure, query, answer }`
 * @fires overlay-shown - an overlay's answer is drawn; `detail: { overlay, query, answer }`
 * @csspart frame - the board and its panel
 * @csspart board - the board's SVG
 * @csspart panel - the panel beside the board
 * @csspart problems - the list of a bad scenario's problems
 * @csspart overlay - the overlay's shaded places
 * @csspart legend - the overlay's legend
 * @cssprop --bb-background - the element's background
 * @cssprop --bb-owner-0 - the first owner's colour (then --bb-owner-1 … --bb-owner-5)
 */
export class BattleBoard extends LitElement {
  static override styles = styles;

  static override properties = {
    scenario: { attribute: false },
    src: { type: String },
    attacker: { type: String, reflect: true },
    target: { type: String, reflect: true },
    theme: { type: String, reflect: true },
    suggestNodes: { type: Number, attribute: "suggest-nodes" },
    overlay: { type: String, reflect: true },
    _state: { state: true },
    _overlay: { state: true },
    _overlayHover: { state: true },
    _preview: { state: true },
  };

  // Reactive properties are declared, not initialised here: a class field would shadow the
  // accessor Lit defines (TypeScript emits real class fields for ES2022).
  /** The scenario to draw (an object, as parsed JSON); takes precedence over `src`. */
  declare scenario: unknown;
  /** URL of a scenario JSON or of a VirtualScape `.hsc` map. */
  declare src: string | undefined;
  /** The selected attacker's id, or undefined. */
  declare attacker: string | undefined;
  /** The focused figure's id (hovered, focused, or set): its line of sight is drawn. */
  declare target: string | undefined;
  /** `dark` or `light`; without it the user's preference (`prefers-color-scheme`). */
  declare theme: string | undefined;
  /** The node budget of a HeroScape suggestion's `turn` search (default 2000). */
  declare suggestNodes: number | undefined;
  /**
   * The overlay shown (docs/rules/ai.md#overlays): `none` (or unset), `danger` — every place the
   * attacker could stand, shaded by the chance it is destroyed there (else the expected wounds)
   * — or `stands` — every place the attacker can reach this turn, shaded by how hard it could
   * attack the focused target from there.
   */
  declare overlay: Overlay | undefined;
  /** Everything drawn that came back from the worker. */
  declare _state: BoardState;
  /** The overlay's latest answer drawn (for the wanted query, or an older one until it comes). */
  declare _overlay: OverlayShown | undefined;
  /** The overlay's place under the pointer, and where the pointer is in the view. */
  declare _overlayHover: OverlayHover | undefined;
  /** The alternative of the suggestion the player hovers or focuses, drawn instead of it. */
  declare _preview:
    | { readonly index: number; readonly of: Suggestion; readonly suggestion: Suggestion }
    | undefined;

  constructor() {
    super();
    this._state = { phase: "empty" };
  }

  #ready: Promise<void> = Promise.resolve();
  #focus: string | undefined;
  /** The drawn area: the board's box, panned and zoomed. */
  #camera: { x: number; y: number; width: number; height: number } | undefined;
  /** Each load gets a number, so the answer of an older one is ignored. */
  #generation = 0;
  /** The suggestion's moves and flashes while they play. */
  #playing: Animation[] = [];
  /** The figure `stands` weighs attacks on: the last focused, kept while the pointer crosses the attacker. */
  #standsTarget: string | undefined;
  /** The overlay's queries, one at a time, the latest selection's only. */
  readonly #overlays = new LatestOnly<OverlayRequest, OverlayAnswer>(
    ({ id, query }) => battleWorker().answer(id, query) as Promise<OverlayAnswer>,
    (request, answer) => void this.#showOverlay(request, answer),
    (error) => this.#fail(this.#generation, [{ path: "", reason: (error as Error).message }]),
  );

  /**
   * Resolved when the worker holds the scenario (or has said what is wrong with it). Read right
   * after setting `scenario` or `src`, it waits for that load: the load starts in the update the
   * change schedules.
   */
  get ready(): Promise<void> {
    return this.updateComplete.then(() => this.#ready);
  }

  /** The overlay's query and the worker's answer, as drawn now (undefined while none is). */
  get overlayShown(): { readonly query: OverlayQuery; readonly answer: OverlayAnswer } | undefined {
    const shown = this._overlay;
    return shown && shown.key === this.#overlays.wanted
      ? { query: shown.query, answer: shown.answer }
      : undefined;
  }

  /** The selected attacker's legal attacks: exactly the `targets` answer (empty without one). */
  get targets(): readonly TargetEntry[] {
    const state = this._state;
    return state.phase === "open" ? (state.attacker?.targets ?? []) : [];
  }

  /**
   * Rolls the selected attacker's attack on `targetId` with `seed` (docs/rules/scenario.md#roll),
   * shows the faces and the result, and fires `attack-rolled`.
   */
  async roll(targetId: string, seed: number | string = Date.now()): Promise<RolledAttack> {
    const state = this._state;
    const entry = this.targets.find((t) => t.target === targetId);
    if (state.phase !== "open" || !this.attacker || !entry) {
      throw new Error(`${targetId} is not a target of ${this.attacker ?? "no attacker"}`);
    }
    const kind = kindOf(entry);
    const query = {
      q: "roll",
      attackDice: entry.attackDice,
      defenseDice: entry.defenseDice,
      seed,
    } as const;
    const roll = await battleWorker().answer(state.id, kind ? { ...query, kind } : query);
    const rolled: RolledAttack = { attacker: this.attacker, target: targetId, seed, roll };
    this._state = { ...state, rolled };
    this.dispatchEvent(
      new CustomEvent("attack-rolled", { detail: rolled, bubbles: true, composed: true }),
    );
    return rolled;
  }

  /**
   * Asks the AI, in the worker, what the selected figure should do (docs/rules/ai.md): in
   * HeroScape the best `turn` of its card (`card`, or its id) within `suggest-nodes` nodes (seed
   * 0), in the other games the best attack (`plan`). Plays it on the board — each move along its
   * path, then each attack's arrow in order; drawn at once with `prefers-reduced-motion` — lists
   * it in the panel and fires `suggestion`. A preview: the scenario does not change.
   */
  async suggest(): Promise<SuggestionAnswer> {
    const state = this._state;
    const figure =
      state.phase === "open" && this.attacker
        ? scenarioFigure(state.scenario, this.attacker)
        : undefined;
    if (state.phase !== "open" || !figure) {
      throw new Error(`no figure selected to suggest for (${this.attacker ?? "none"})`);
    }
    this.clearSuggestion();
    const query = suggestionQuery(state.game, figure, this.suggestNodes ?? 2000);
    this._state = { ...state, suggesting: true };
    const answer = await battleWorker().answer(state.id, query);
    const now = this._state;
    if (now.phase !== "open" || now.id !== state.id || this.attacker !== figure.id) return answer;
    const suggestion = suggestionOf(figure, query, answer, state.game);
    this._state = { ...now, suggesting: false, suggestion };
    await this.updateComplete;
    if (!reducedMotion()) this.#playing = playSuggestion(this.renderRoot, suggestion);
    this.dispatchEvent(
      new CustomEvent("suggestion", {
        detail: { figure: figure.id, query, answer },
        bubbles: true,
        composed: true,
      }),
    );
    return answer;
  }

  /** Draws alternative `k` of the suggestion instead of it (undefined: the suggestion again). */
  #previewAlternative = (k: number | undefined): void => {
    const state = this._state;
    const figure =
      state.phase === "open" && state.suggestion
        ? scenarioFigure(state.scenario, state.suggestion.figure)
        : undefined;
    if (k === undefined || state.phase !== "open" || !state.suggestion || !figure) {
      this._preview = undefined;
      return;
    }
    // The suggestion's own animations would fight the preview's positions: its end state stays.
    for (const animation of this.#playing) animation.finish();
    this.#playing = [];
    const suggestion = alternativeSuggestion(state.suggestion, k, figure, state.game);
    this._preview = { index: k, of: state.suggestion, suggestion };
  };

  /** The suggestion drawn: the previewed alternative while there is one, else the suggestion. */
  #shownSuggestion(): Suggestion | undefined {
    const state = this._state;
    if (state.phase !== "open") return undefined;
    const preview = this._preview;
    return preview && preview.of === state.suggestion ? preview.suggestion : state.suggestion;
  }

  /** Takes the suggestion off the board: every figure back where the scenario has it. */
  clearSuggestion(): void {
    for (const animation of this.#playing) animation.cancel();
    this.#playing = [];
    const state = this._state;
    if (state.phase === "open" && (state.suggestion || state.suggesting)) {
      this._state = { ...state, suggestion: undefined, suggesting: false };
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("scenario") || changed.has("src")) this.#ready = this.#load();
    else if (changed.has("attacker")) void this.#settled(this.#select(this.attacker, this.target));
    else if (changed.has("target") && this.target !== this.#focus) {
      void this.#settled(this.#focusTarget(this.target));
    }
    this.#wantOverlay(changed);
  }

  /**
   * Asks for the overlay the selection now calls for, if it is not the one asked already: in the
   * worker, the latest selection's only (latestOnly.ts). Until its answer comes, the one drawn
   * stays, marked stale; with nothing to ask, it goes.
   */
  #wantOverlay(changed: PropertyValues<this>): void {
    // Chosen, an overlay will soon ask the AI: its chunk loads now, not after the first click.
    if (changed.has("overlay") && (this.overlay === "danger" || this.overlay === "stands")) {
      battleWorker()
        .prepareAi()
        .catch(() => {});
    }
    if (changed.has("attacker")) this.#standsTarget = undefined;
    if (this.target && this.target !== this.attacker) this.#standsTarget = this.target;
    const state = this._state;
    const query =
      state.phase === "open"
        ? overlayQuery(this.overlay, this.attacker, this.#standsTarget)
        : undefined;
    if (state.phase !== "open" || !query) {
      this.#overlays.want(undefined);
      this._overlay = undefined;
      this._overlayHover = undefined;
      return;
    }
    this.#overlays.want(`${state.id} ${JSON.stringify(query)}`, { id: state.id, query });
  }

  /** Draws an overlay's answer (its shapes made once), and fires `overlay-shown` once drawn. */
  async #showOverlay(request: OverlayRequest, answer: OverlayAnswer): Promise<void> {
    const state = this._state;
    if (state.phase !== "open" || state.id !== request.id) return;
    const model = overlayModel(state.game, request.query, answer);
    this._overlayHover = undefined;
    this._overlay = {
      key: `${request.id} ${JSON.stringify(request.query)}`,
      query: request.query,
      answer,
      model,
      shapes: model && overlayShapes(model, state.scenario, this.#hoverPlace),
    };
    await this.updateComplete;
    this.dispatchEvent(
      new CustomEvent("overlay-shown", {
        detail: { overlay: request.query.q, query: request.query, answer },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #hoverPlace = (index: number | undefined, event: PointerEvent): void => {
    const view = this.renderRoot.querySelector(".view")?.getBoundingClientRect();
    if (index === undefined || !view) {
      if (this._overlayHover) this._overlayHover = undefined;
      return;
    }
    const [x, y] = [event.clientX - view.left, event.clientY - view.top];
    // The tooltip opens towards the middle of the view, so it stays inside it.
    this._overlayHover = { index, x, y, left: x > view.width / 2, up: y > view.height / 2 };
  };

  /**
   * Ends work the element started on its own (a selection, a focus, a button's roll or
   * suggestion) that nobody awaits: a worker call that fails — the worker stopped, and its
   * battles with it (battleClient.ts) — shows in the problems panel and fires scenario-error, as
   * a failed open does, rather than becoming the page's unhandled rejection.
   */
  async #settled(work: Promise<unknown>): Promise<void> {
    const generation = this.#generation;
    try {
      await work;
    } catch (error) {
      this.#fail(generation, [{ path: "", reason: (error as Error).message }]);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Nothing to forget if the worker stopped: its battles went with it.
    if (this._state.phase === "open")
      battleWorker()
        .close(this._state.id)
        .catch(() => {});
  }

  async #load(): Promise<void> {
    const generation = ++this.#generation;
    this.#camera = undefined;
    this.#focus = undefined;
    let input: BattleInput | undefined;
    try {
      input = this.scenario !== undefined ? { scenario: this.scenario } : await this.#fetch();
    } catch (error) {
      return this.#fail(generation, [{ path: "", reason: (error as Error).message }]);
    }
    this._overlay = undefined;
    if (!input) {
      this._state = { phase: "empty" };
      return;
    }
    // Drawn at once from the scenario given; a map's board waits for its import.
    if ("scenario" in input) this._state = { phase: "loading", view: drawable(input.scenario) };
    else this._state = { phase: "loading" };
    let opened: Opened;
    try {
      opened = await battleWorker().open(input);
    } catch (error) {
      // The worker failed (battleClient.ts): said in the panel, not left loading for good.
      return this.#fail(generation, [{ path: "", reason: (error as Error).message }]);
    }
    if (generation !== this.#generation) return;
    if (!opened.ok) return this.#fail(generation, opened.problems);
    this._state = {
      phase: "open",
      id: opened.id,
      game: opened.game,
      scenario: opened.scenario,
      view: mapOf(opened.scenario),
    };
    if (this.attacker) await this.#settled(this.#select(this.attacker, this.target));
  }

  async #fetch(): Promise<BattleInput | undefined> {
    if (!this.src) return undefined;
    const response = await fetch(this.src);
    if (!response.ok) throw new Error(`${this.src}: ${response.status} ${response.statusText}`);
    if (/\.hsc$/i.test(new URL(this.src, document.baseURI).pathname)) {
      const name = decodeURIComponent(
        this.src
          .split("/")
          .pop()!
          .replace(/\.hsc$/i, ""),
      );
      return { hsc: new Uint8Array(await response.arrayBuffer()), name };
    }
    const text = await response.text();
    try {
      return { scenario: JSON.parse(text) };
    } catch (error) {
      throw new Error(`${this.src}: not a scenario JSON (${(error as Error).message})`, {
        cause: error,
      });
    }
  }

  #fail(generation: number, problems: readonly Problem[]): void {
    if (generation !== this.#generation) return;
    this._state = { phase: "invalid", problems };
    this.dispatchEvent(
      new CustomEvent("scenario-error", { detail: { problems }, bubbles: true, composed: true }),
    );
  }

  /** Selects `attacker`; then focuses `target` again, if one was focused and is another figure. */
  async #select(attacker: string | undefined, target?: string): Promise<void> {
    const state = this._state;
    if (state.phase !== "open") return;
    this.#focus = undefined;
    const view = attacker ? await battleWorker().attacker(state.id, attacker) : undefined;
    if (this._state !== state && this._state.phase === "open" && this.attacker !== attacker) return;
    for (const animation of this.#playing) animation.cancel();
    this.#playing = [];
    this._state = {
      ...state,
      attacker: view,
      sight: undefined,
      rolled: undefined,
      odds: undefined,
      suggestion: undefined,
      suggesting: false,
    };
    this.dispatchEvent(
      new CustomEvent("attacker-change", {
        detail: { attacker, targets: view?.targets ?? [] },
        bubbles: true,
        composed: true,
      }),
    );
    if (attacker && target && target !== attacker) await this.#focusTarget(target);
    else this.target = undefined;
  }

  async #focusTarget(target: string | undefined): Promise<void> {
    const state = this._state;
    if (
      state.phase !== "open" ||
      !this.attacker ||
      target === this.attacker ||
      this.#focus === target
    )
      return;
    this.#focus = target;
    this.target = target;
    if (!target) {
      this._state = { ...state, sight: undefined, odds: undefined, rolled: undefined };
      return;
    }
    const entry = this.targets.find((t) => t.target === target);
    const kind = entry && kindOf(entry);
    const odds: QueryOf<"odds"> | undefined = entry && {
      q: "odds",
      attackDice: entry.attackDice,
      defenseDice: entry.defenseDice,
      ...(kind ? { kind } : {}),
    };
    const {
      los,
      odds: chances,
      profile,
    } = await battleWorker().focus(state.id, this.attacker, target, odds);
    if (this.#focus !== target || this._state.phase !== "open") return;
    this._state = {
      ...this._state,
      sight: sightDrawing(
        state.game,
        state.scenario,
        this.attacker,
        target,
        // The drawing reads the answer's fields by name, whatever its game: a copy is a plain record.
        { ...los },
        profile,
      ),
      odds: chances,
      rolled: undefined,
    };
    this.dispatchEvent(
      new CustomEvent("target-focus", {
        detail: { attacker: this.attacker, target, los },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #setAttacker(id: string | undefined): void {
    this.attacker = id;
  }

  protected override render(): TemplateResult {
    const state = this._state;
    if (state.phase === "invalid") {
      return html`<div class="problems" part="problems" role="alert">
        <strong>This scenario cannot be drawn:</strong>
        <ul>
          ${state.problems.map((p) => html`<li><code>${p.path || "/"}</code>: ${p.reason}</li>`)}
        </ul>
      </div>`;
    }
    const view = state.phase === "empty" ? undefined : state.view;
    return html`<div class="frame" part="frame">
      ${view ? this.#board(view, state) : html`<div></div>`}
      <aside part="panel">${this.#panel(state)}</aside>
      ${state.phase === "loading" ? html`<div class="loading">loading…</div>` : nothing}
      <div class="live" aria-live="polite">${summary(state, this.attacker)}</div>
    </div>`;
  }

  #board(view: BoardView, state: BoardState): TemplateResult {
    const camera = (this.#camera ??= { ...view.box });
    const attackerView = state.phase === "open" ? state.attacker : undefined;
    const targets = new Map(this.targets.map((t) => [t.target, t]));
    const reasons = new Map(attackerView?.others.map((o) => [o.id, o.reason]) ?? []);
    const owners = [...new Set(view.figures.map((f) => f.owner))];
    const viewBox = `${camera.x} ${camera.y} ${camera.width} ${camera.height}`;
    const overlay = state.phase === "open" ? this._overlay : undefined;
    const stale = overlay !== undefined && overlay.key !== this.#overlays.wanted;
    const hovered = !stale && overlay?.model ? this._overlayHover : undefined;
    const shades = overlay?.shapes
      ? svg`<g class=${stale ? "stale" : ""}>${overlay.shapes}</g>`
      : nothing;
    // An overlay takes the reach's place, already while its answer is on the way: drawing the
    // reach only to replace it cost the first selection's frame tens of milliseconds.
    // Spaces lie under the figures; an Arcane Legions unit's poses lie mostly under its own base,
    // so its slim pointers go over the bases (which stay clickable between them).
    const shadesUnder = state.phase !== "open" || state.game !== "arcane-legions";
    // The focused target's sight has an SVG of its own over the board's (same box and viewBox):
    // drawn inside the board's, each hover repainted the whole board (8 ms on 669 spaces).
    return html`<div class="view">
      <svg
        class="board"
        part="board"
        viewBox=${viewBox}
        @wheel=${this.#zoom}
        @pointerdown=${this.#pan}
        role="group"
        aria-label="battle board"
      >
        ${view.board}
        ${
          overlay?.shapes
            ? shadesUnder
              ? shades
              : nothing
            : state.phase === "open" && attackerView?.reach && this.#overlays.wanted === undefined
              ? reachOverlay(state.game, attackerView.reach)
              : nothing
        }
        <g class="figures">
          ${view.figures.map((figure, i) =>
            this.#figure(figure, i, owners.indexOf(figure.owner), targets, reasons, view.figures),
          )}
        </g>
        ${shadesUnder ? nothing : shades}
      </svg>
      <svg class="sight-layer" viewBox=${viewBox} aria-hidden="true">
        ${state.phase === "open" && state.sight && !state.suggestion ? state.sight.overlay : nothing}
        ${state.phase === "open" && state.suggestion ? suggestionOverlay(view, this.#shownSuggestion()!) : nothing}
        ${hovered && state.phase === "open" ? overlayHover(overlay!.model!, hovered.index, view, state.scenario) : nothing}
      </svg>
      ${overlay?.model ? overlayLegend(overlay.model) : nothing}
      ${
        hovered
          ? html`<div
              class="overlay-tip${hovered.left ? " left" : ""}${hovered.up ? " up" : ""}"
              role="tooltip"
              data-index=${hovered.index}
              style=${`left: ${Math.round(hovered.x)}px; top: ${Math.round(hovered.y)}px`}
            >
              ${overlayTip(overlay!.model!, hovered.index)}
            </div>`
          : nothing
      }
    </div>`;
  }

  #figure(
    figure: FigureMark,
    index: number,
    owner: number,
    targets: ReadonlyMap<string, TargetEntry>,
    reasons: ReadonlyMap<string, string>,
    all: readonly FigureMark[],
  ): TemplateResult {
    const entry = targets.get(figure.id);
    const isAttacker = figure.id === this.attacker;
    const reason = reasons.get(figure.id);
    const role = isAttacker ? "attacker" : entry ? "target" : reason ? "dimmed" : "";
    const note = entry
      ? `target: ${entry.attackDice} vs ${entry.defenseDice} dice, expected ${entry.odds.expected.toFixed(2)}, at least one ${percent(entry.odds.atLeastOne)}`
      : (reason ?? "");
    const [x, y] = figure.at;
    const suggestion = this.#shownSuggestion();
    return svg`<g
      class="figure ${role}"
      transform=${suggestedTransform(suggestion, figure.id)}
      style="--owner: var(--bb-owner-${owner % 6})"
      tabindex="0"
      role="button"
      data-id=${figure.id}
      aria-label=${`${figure.id}, ${figure.owner}${note ? `: ${note}` : ""}`}
      aria-pressed=${isAttacker ? "true" : "false"}
      @click=${() => this.#setAttacker(isAttacker ? undefined : figure.id)}
      @pointerenter=${() => void this.#focusTarget(isAttacker ? undefined : figure.id)}
      @focus=${() => void this.#focusTarget(isAttacker ? undefined : figure.id)}
      @keydown=${(event: KeyboardEvent) => this.#key(event, index, all)}
    >
      <title>${figure.id} (${figure.owner}): ${figure.detail}${note ? `. ${note}` : ""}</title>
      ${figure.shape}
      ${figure.ring ? svg`<polygon class="ring" points=${pointList(figure.ring)}></polygon>` : svg`<circle class="ring" cx=${x} cy=${y} r="0.42"></circle>`}
      <text class="name" x=${x} y=${y - 0.45}>${figure.id}</text>
      ${entry ? svg`<text class="name label" x=${x} y=${y + 0.62}>${entry.attackDice}v${entry.defenseDice} · ${percent(entry.odds.atLeastOne)}</text>` : nothing}
    </g>`;
  }

  #key(event: KeyboardEvent, index: number, all: readonly FigureMark[]): void {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = (index + step + all.length) % all.length;
      const target = this.renderRoot.querySelector<SVGGElement>(
        `.figure[data-id="${CSS.escape(all[next]!.id)}"]`,
      );
      target?.focus();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const id = all[index]!.id;
      this.#setAttacker(this.attacker === id ? undefined : id);
    } else if (event.key === "Escape") {
      this.#setAttacker(undefined);
    }
  }

  #panel(state: BoardState): TemplateResult {
    if (state.phase !== "open")
      return html`<p>${state.phase === "loading" ? "Opening the scenario…" : "No scenario."}</p>`;
    if (!this.attacker)
      return html`<h2>${scenarioTitle(state.scenario)}</h2>
        <p>Select a figure to see whom it can attack.</p>
        ${this.#overlayControl()}`;
    const focus = this.#focus;
    const entry = this.targets.find((t) => t.target === focus);
    return html`<h2>${this.attacker}</h2>
      <p>${this.targets.length} legal attack${this.targets.length === 1 ? "" : "s"}.</p>
      ${this.#overlayControl()}
      <ul class="targets">
        ${this.targets.map(
          (t) =>
            html`<li>
              ${t.target}${"card" in t && t.card ? html` with ${t.card}` : nothing}${"kind" in t && t.kind ? html` (${t.kind})` : nothing}:
              ${t.attackDice} vs ${t.defenseDice} dice, expected ${t.odds.expected.toFixed(2)}
            </li>`,
        )}
      </ul>
      <button
        class="suggest"
        ?disabled=${state.suggesting === true}
        @click=${() => void this.#settled(this.suggest())}
      >
        ${state.suggesting ? "Suggesting…" : "Suggest"}
      </button>
      ${
        state.suggestion
          ? suggestionPanel(
              state.suggestion,
              () => this.clearSuggestion(),
              alternativesPanel(
                state.suggestion,
                this.#previewAlternative,
                this._preview?.of === state.suggestion ? this._preview.index : undefined,
              ),
            )
          : nothing
      }
      ${
        focus && entry
          ? html`<h2>${this.attacker} → ${focus}</h2>
              ${state.odds ? oddsChart({ ...state.odds }, destroyChance(entry)) : nothing}
              <button
                @click=${() => void this.#settled(this.roll(focus, Math.floor(Math.random() * 2 ** 31)))}
              >
                Roll
              </button>
              ${state.rolled ? rolledAttack(state.game, { ...state.rolled.roll }) : nothing}`
          : focus
            ? html`<p>
                ${focus}: ${state.attacker?.others.find((o) => o.id === focus)?.reason ?? ""}
              </p>`
            : nothing
      }
      ${state.sight ? (state.suggestion ? sightDuringPreview : state.sight.panel) : nothing}`;
  }

  /** The overlay's control, and what it shows or waits for, in words. */
  #overlayControl(): TemplateResult {
    const overlay = this.overlay ?? "none";
    const names: Record<Overlay, string> = {
      none: "none",
      danger: "danger",
      stands: "where to stand",
    };
    const shown = this._overlay;
    const current = shown && shown.key === this.#overlays.wanted ? shown : undefined;
    let words: TemplateResult | typeof nothing = nothing;
    if (overlay !== "none" && !this.attacker) {
      words = html`<p class="overlay-hint">Select a figure to shade the board.</p>`;
    } else if (overlay === "stands" && !this.#standsTarget) {
      words = html`<p class="overlay-hint">
        Hover or focus an enemy: the places ${this.attacker} can reach are shaded by how hard it
        could attack it from each.
      </p>`;
    } else if (overlay !== "none" && !current) {
      words = html`<p class="overlay-hint">Working out the ${names[overlay]}…</p>`;
    } else if (current?.answer.error) {
      words = html`<p class="overlay-hint">No overlay: ${current.answer.reason}</p>`;
    } else if (current?.model) {
      words = overlaySummary(current.model);
    }
    return html`<label class="overlay-control"
        >Overlay
        <select
          aria-label="overlay"
          @change=${(event: Event) => {
            this.overlay = (event.target as HTMLSelectElement).value as Overlay;
          }}
        >
          ${OVERLAYS.map(
            (o) => html`<option value=${o} ?selected=${o === overlay}>${names[o]}</option>`,
          )}
        </select></label
      >
      ${words}`;
  }

  #zoom = (event: WheelEvent): void => {
    const camera = this.#camera;
    if (!camera) return;
    event.preventDefault();
    const svgElement = event.currentTarget as SVGSVGElement;
    const box = svgElement.getBoundingClientRect();
    const fx = (event.clientX - box.left) / box.width;
    const fy = (event.clientY - box.top) / box.height;
    const factor = Math.exp(event.deltaY * 0.0015);
    const [width, height] = [camera.width * factor, camera.height * factor];
    this.#camera = {
      x: camera.x + fx * (camera.width - width),
      y: camera.y + fy * (camera.height - height),
      width,
      height,
    };
    this.requestUpdate();
  };

  #pan = (event: PointerEvent): void => {
    const camera = this.#camera;
    if (!camera || (event.target as Element).closest(".figure")) return;
    const svgElement = event.currentTarget as SVGSVGElement;
    const box = svgElement.getBoundingClientRect();
    const scale = Math.max(camera.width / box.width, camera.height / box.height);
    const [startX, startY, from] = [event.clientX, event.clientY, { ...camera }];
    svgElement.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent) => {
      this.#camera = {
        ...from,
        x: from.x - (e.clientX - startX) * scale,
        y: from.y - (e.clientY - startY) * scale,
      };
      this.requestUpdate();
    };
    const up = () => {
      svgElement.removeEventListener("pointermove", move);
      svgElement.removeEventListener("pointerup", up);
    };
    svgElement.addEventListener("pointermove", move);
    svgElement.addEventListener("pointerup", up);
  };
}

/** What the element shows, by how far the scenario got. */
type BoardState =
  | { readonly phase: "empty" }
  | { readonly phase: "loading"; readonly view?: BoardView }
  | { readonly phase: "invalid"; readonly problems: readonly Problem[] }
  | {
      readonly phase: "open";
      readonly id: number;
      readonly game: Game;
      readonly scenario: Scenario;
      readonly view: BoardView;
      readonly attacker?: AttackerView;
      readonly sight?: SightDrawing;
      readonly odds?: Reply<AnswerOf<Game, "odds">>;
      readonly rolled?: RolledAttack;
      /** The AI's suggestion for the selected figure, drawn as a preview. */
      readonly suggestion?: Suggestion;
      /** A suggestion is being worked out in the worker. */
      readonly suggesting?: boolean;
    };

/** The overlay's place under the pointer, where the pointer is in the view, and which way the tooltip opens. */
interface OverlayHover {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly left: boolean;
  readonly up: boolean;
}

/** An overlay's query on a battle, as the element asks the worker. */
interface OverlayRequest {
  readonly id: number;
  readonly query: OverlayQuery;
}

/** An overlay's answer as drawn: its shapes are made once, when the answer comes. */
interface OverlayShown {
  /** The battle and the query, as the element wants them (latestOnly.ts). */
  readonly key: string;
  readonly query: OverlayQuery;
  readonly answer: OverlayAnswer;
  /** The answer weighed for drawing; undefined for an error. */
  readonly model: OverlayModel | undefined;
  readonly shapes: ReturnType<typeof overlayShapes> | undefined;
}

/** The board of a scenario object as given, before the worker has checked it (if it can be drawn). */
function drawable(scenario: unknown): BoardView | undefined {
  try {
    return mapOf(scenario as Scenario);
  } catch {
    return undefined;
  }
}

function scenarioTitle(scenario: Scenario): string {
  return scenario.name ?? `${scenario.game} scenario`;
}

/** The spoken summary of the selection: whom the attacker can attack, and the odds. */
function summary(state: BoardState, attacker: string | undefined): string {
  if (state.phase === "invalid")
    return `The scenario is invalid: ${state.problems.length} problems.`;
  if (state.phase !== "open" || !attacker || !state.attacker) return "";
  const targets = state.attacker.targets;
  if (targets.length === 0) return `${attacker} can attack nobody.`;
  return `${attacker} can attack ${targets
    .map(
      (t) =>
        `${t.target} (${t.attackDice} against ${t.defenseDice} dice, at least one hit ${percent(t.odds.atLeastOne)})`,
    )
    .join(", ")}.`;
}
