// <sightline-playground>: a newcomer's first screen. Pick one of the repository's scenarios or
// drop your own (scenario JSON or a VirtualScape .hsc map), see who can attack whom in
// <battle-board>, work out any roll's odds, and read the query and answer JSON behind what is on
// screen — ready for `sightline query`. What is on screen is kept in the URL, so a link shares it.
import { LitElement, type PropertyValues, type TemplateResult, css, html, nothing } from "lit";
import { live } from "lit/directives/live.js";
import type { BattleBoard } from "@sightline/battle-board";
import type { Problem } from "@sightline/rules";
import { catalogue, entryOf } from "./catalogue.js";
import { openFile } from "./openFile.js";
import { type SharedView, readHash, writeHash } from "./shareLink.js";

/** One question the board asked, as `sightline query` takes it, and the engine's answer. */
interface Exchange {
  readonly query: object;
  readonly answer: unknown;
}

const DEFAULT = "heroscape/skirmish";

export class PlaygroundApp extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-rows: auto minmax(24rem, 1fr) auto;
      gap: 0.75rem;
      padding: 0.75rem;
      box-sizing: border-box;
      min-height: 100%;
    }
    :host([dragging]) {
      outline: 3px dashed #2e86c1;
      outline-offset: -6px;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
      align-items: center;
    }
    h1 {
      font-size: 1.2rem;
      margin: 0 1rem 0 0;
    }
    battle-board {
      min-height: 24rem;
      border: 1px solid color-mix(in oklab, currentColor 20%, transparent);
    }
    .panels {
      display: grid;
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      gap: 0.75rem;
    }
    section {
      border: 1px solid color-mix(in oklab, currentColor 20%, transparent);
      padding: 0.5rem 0.75rem;
      overflow: auto;
      max-height: 22rem;
    }
    h2 {
      font-size: 1rem;
      margin: 0 0 0.5rem;
    }
    pre {
      font-size: 0.8em;
      white-space: pre-wrap;
      word-break: break-word;
      margin: 0 0 0.5rem;
    }
    .file-problems {
      color: #c0392b;
    }
  `;

  static override properties = {
    _view: { state: true },
    _own: { state: true },
    _problems: { state: true },
    _log: { state: true },
  };

  /** The view on screen, as the URL holds it. */
  declare _view: SharedView;
  /** Where a scenario of one's own on screen came from, as the picker names it. */
  declare _own: string;
  /** What kept a dropped file from becoming a scenario (not JSON, not a readable map). */
  declare _problems: readonly Problem[];
  /** The last questions the board asked, newest first. */
  declare _log: readonly Exchange[];

  constructor() {
    super();
    this._view = {};
    this._own = "";
    this._problems = [];
    this._log = [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("hashchange", this.#onHashChange);
    this.addEventListener("dragover", this.#dragOver);
    this.addEventListener("dragleave", this.#dragLeave);
    this.addEventListener("drop", this.#drop);
    void this.#fromHash();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.#onHashChange);
  }

  /** The board, once rendered. */
  get board(): BattleBoard {
    return this.renderRoot.querySelector("battle-board")!;
  }

  #onHashChange = (): void => {
    void this.#fromHash();
  };

  /** Shows what the URL's hash describes (the default scenario when it describes nothing). */
  async #fromHash(): Promise<void> {
    const view = await readHash(location.hash);
    if (view.data === undefined && !entryOf(view.scenario)) {
      this.#show({ ...view, scenario: DEFAULT });
    } else this.#show(view, "shared link");
  }

  /**
   * Puts `view` on screen (unless it is there) and in the URL; `own` names where a scenario of
   * one's own (`view.data`) came from — a file, a link — for the picker.
   */
  #show(view: SharedView, own = ""): void {
    const sameScenario = view.scenario === this._view.scenario && view.data === this._view.data;
    this._view = view;
    if (!sameScenario) {
      this._own = view.data === undefined ? "" : own;
      this._log = [];
      this._problems = [];
    }
    void this.#loadInto(view, sameScenario);
    void this.#remember();
  }

  async #loadInto(view: SharedView, sameScenario: boolean): Promise<void> {
    await this.updateComplete;
    const board = this.board;
    if (!sameScenario) {
      board.attacker = undefined;
      board.target = undefined;
      board.scenario = view.data !== undefined ? view.data : await entryOf(view.scenario)!.load();
      await board.ready;
      // The view changed while the board loaded: a figure clicked meanwhile (its attacker-change
      // is in the view now, and stays selected), or another scenario shown, loaded by its own call.
      if (this._view !== view) return;
    }
    board.attacker = view.attacker;
    if (view.target) board.target = view.target;
  }

  async #remember(): Promise<void> {
    const hash = await writeHash(this._view);
    if (hash !== location.hash) history.replaceState(null, "", hash);
  }

  #pick = (event: Event): void => {
    this.#show({ scenario: (event.target as HTMLSelectElement).value });
  };

  #choose = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (file) void this.#open(file);
  };

  async #open(file: File): Promise<void> {
    const opened = await openFile(file);
    if (!opened.ok) {
      this._problems = opened.problems;
      return;
    }
    this.#show({ data: opened.scenario }, `opened file: ${file.name}`);
  }

  #dragOver = (event: DragEvent): void => {
    event.preventDefault();
    this.toggleAttribute("dragging", true);
  };

  #dragLeave = (): void => {
    this.toggleAttribute("dragging", false);
  };

  #drop = (event: DragEvent): void => {
    event.preventDefault();
    this.toggleAttribute("dragging", false);
    const file = event.dataTransfer?.files[0];
    if (file) void this.#open(file);
  };

  #attackerChanged = (event: CustomEvent<{ attacker?: string; targets: unknown }>): void => {
    const { attacker, targets } = event.detail;
    this._view = { ...this._view, attacker, target: undefined };
    if (attacker) this.#log({ q: "targets", attacker }, targets);
    void this.#remember();
  };

  #targetFocused = (
    event: CustomEvent<{ attacker: string; target: string; los: unknown }>,
  ): void => {
    const { attacker, target, los } = event.detail;
    this._view = { ...this._view, target };
    this.#log({ q: "los", from: attacker, to: target }, los);
    void this.#remember();
  };

  /** An overlay's query and answer, logged as the board's other questions are. */
  #overlayShown = (event: CustomEvent<{ query: object; answer: unknown }>): void => {
    this.#log(event.detail.query, event.detail.answer);
  };

  #scenarioError = (event: CustomEvent<{ problems: readonly Problem[] }>): void => {
    this.#log(
      { check: "scenario" },
      { error: "invalid-scenario", problems: event.detail.problems },
    );
  };

  #log(query: object, answer: unknown): void {
    this._log = [{ query, answer }, ...this._log].slice(0, 8);
  }

  #copy = (): void => {
    const queries = this._log
      .map((e) => e.query)
      .filter((q) => "q" in q)
      .reverse();
    void navigator.clipboard?.writeText(JSON.stringify(queries, null, 2));
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("_view") && this._view.scenario)
      document.title = `Sightline · ${this._view.scenario}`;
  }

  protected override render(): TemplateResult {
    // The picker names what the board shows. `.selected` (live), not the attribute: once a user
    // has picked an option, the browser no longer selects by the attribute (its dirtiness).
    const picked = this._view.data === undefined ? this._view.scenario : "";
    return html`<header>
        <h1>Sightline playground</h1>
        <a href="./api/">API reference</a>
        <label
          >Scenario
          <select @change=${this.#pick} aria-label="scenario">
            ${picked ? nothing : html`<option value="" .selected=${live(true)}>${this._own}</option>`}
            ${catalogue.map(
              (entry) =>
                html`<option value=${entry.id} .selected=${live(entry.id === picked)}>
                  ${entry.title}
                </option>`,
            )}
          </select>
        </label>
        <label
          >Open your own (scenario JSON or VirtualScape .hsc), or drop it here:
          <input type="file" accept=".json,.hsc,application/json" @change=${this.#choose} />
        </label>
      </header>
      <battle-board
        @attacker-change=${this.#attackerChanged}
        @target-focus=${this.#targetFocused}
        @overlay-shown=${this.#overlayShown}
        @scenario-error=${this.#scenarioError}
      ></battle-board>
      ${
        this._problems.length
          ? html`<div class="file-problems" role="alert">
              ${this._problems.map((p) => html`<p><code>${p.path || "/"}</code>: ${p.reason}</p>`)}
            </div>`
          : nothing
      }
      <div class="panels">
        <section aria-label="queries and answers">
          <h2>
            Query and answer
            <button @click=${this.#copy} ?disabled=${this._log.length === 0}>
              copy the queries
            </button>
          </h2>
          ${
            this._log.length === 0
              ? html`<p>
                  Select a figure: the queries the board asks, and the engine's answers, show here.
                </p>`
              : this._log.map(
                  (e) =>
                    html`<pre class="query">${JSON.stringify(e.query)}</pre>
                      <pre class="answer">${compactJson(e.answer)}</pre>`,
                )
          }
        </section>
        <section aria-label="dice odds">
          <h2>Dice odds</h2>
          <dice-calculator></dice-calculator>
        </section>
      </div>`;
  }
}

/** JSON to read: indented objects, but each array of plain values on one line. */
function compactJson(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_, items: string) => `[${items.split(/,\s+/).join(", ")}]`,
  );
}
