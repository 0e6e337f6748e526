// <dice-calculator>: the exact odds of a roll in any of the three games, without a scenario —
// the rules' odds without a battle (no board, no engine), the same answer
// `sightline odds GAME --attack N --defense M` prints.
import { LitElement, type TemplateResult, css, html } from "lit";
import { oddsChart, oddsChartStyles } from "@sightline/battle-board";
import { type AnswerOf, GAMES, type Game, type OddsDice, type Reply, odds } from "@sightline/rules";

/** The attack kinds a game's dice know: Arcadia Quest's cards, Arcane Legions' orders. */
const KINDS: Record<Game, readonly string[]> = {
  heroscape: [],
  "arcadia-quest": ["melee", "ranged"],
  "arcane-legions": ["ranged", "close"],
};

export class DiceCalculator extends LitElement {
  static override styles = [
    oddsChartStyles,
    css`
      :host {
        display: block;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      label {
        display: grid;
        font-size: 0.85em;
      }
      input {
        width: 4rem;
      }
      pre {
        font-size: 0.8em;
        white-space: pre-wrap;
      }
    `,
  ];

  static override properties = { _answer: { state: true } };

  declare _answer: { query: object; answer: Reply<AnswerOf<Game, "odds">> } | undefined;

  #game: Game = "heroscape";
  #attack = 3;
  #defense = 2;
  #kind = "";

  override connectedCallback(): void {
    super.connectedCallback();
    this.#roll();
  }

  #roll(): void {
    const dice = {
      attackDice: this.#attack,
      defenseDice: this.#defense,
      ...(this.#kind ? { kind: this.#kind } : {}),
    };
    // Read off the form: `odds` checks the counts and the kind as a battle checks a query.
    this._answer = { query: { q: "odds", ...dice }, answer: odds(this.#game, dice as OddsDice) };
  }

  #change = (event: Event): void => {
    const form = (event.currentTarget as HTMLFormElement).elements;
    const value = (name: string) => (form.namedItem(name) as HTMLInputElement).value;
    const game = value("game") as Game;
    if (game !== this.#game) this.#kind = KINDS[game][0] ?? "";
    else this.#kind = KINDS[game].length ? value("kind") : "";
    this.#game = game;
    this.#attack = Number(value("attack"));
    this.#defense = Number(value("defense"));
    this.#roll();
  };

  /** The same question on the command line, and as a query. */
  #command(): string {
    const kind = this.#kind ? ` --kind ${this.#kind}` : "";
    return `sightline odds ${this.#game} --attack ${this.#attack} --defense ${this.#defense}${kind}\n${JSON.stringify(this._answer!.query)}`;
  }

  protected override render(): TemplateResult {
    const answer = this._answer?.answer;
    return html`<form @input=${this.#change} @submit=${(e: Event) => e.preventDefault()}>
        <label
          >game
          <select name="game">
            ${GAMES.map((g) => html`<option value=${g} ?selected=${g === this.#game}>${g}</option>`)}
          </select>
        </label>
        <label
          >attack dice
          <input name="attack" type="number" min="0" max="30" .value=${String(this.#attack)}
        /></label>
        <label
          >defense dice
          <input name="defense" type="number" min="0" max="30" .value=${String(this.#defense)}
        /></label>
        ${
          KINDS[this.#game].length
            ? html`<label
                >kind
                <select name="kind">
                  ${KINDS[this.#game].map((k) => html`<option ?selected=${k === this.#kind}>${k}</option>`)}
                </select>
              </label>`
            : html`<input type="hidden" name="kind" value="" />`
        }
      </form>
      ${
        answer === undefined
          ? html`<p>…</p>`
          : answer.error !== undefined
            ? html`<p role="alert">${answer.reason}</p>`
            : html`${oddsChart({ ...answer }, undefined)}
                <p>P(at least one) ${(100 * (answer.atLeast[1] ?? 0)).toFixed(1)}%</p>`
      }
      <pre>${this._answer ? this.#command() : ""}</pre>`;
  }
}
