// A rolled attack as a player reads it off the table: the faces of each side's dice, then what
// they come to in the game's words (docs/rules/scenario.md#roll). Faces are text, never markup.
import { type TemplateResult, html } from "lit";
import type { Game } from "@sightline/rules";

type Roll = Record<string, unknown>;

export function rolledAttack(game: Game, roll: Roll): TemplateResult {
  return html`<div class="rolled" role="status">
    ${dice("attack", roll.attack)} ${dice("defense", roll.defense)}
    <p class="result">${result(game, roll)}</p>
  </div>`;
}

function dice(side: "attack" | "defense", faces: unknown): TemplateResult {
  const list = Array.isArray(faces) ? (faces as (string | number)[]) : [];
  return html`<p class="dice ${side}">
    <span class="side">${side}</span>
    ${list.map((face) => html`<span class="face face-${String(face)}">${String(face)}</span>`)}
  </p>`;
}

function result(game: Game, roll: Roll): string {
  const n = (key: string) => Number(roll[key] ?? 0);
  switch (game) {
    case "heroscape":
      return `${n("skulls")} skulls against ${n("shields")} shields: ${n("wounds")} wounds`;
    case "arcadia-quest":
      return `${n("hits")} hits, ${n("saves")} saves: ${n("damage")} damage`;
    case "arcane-legions": {
      const pairs = (roll.pairs ?? []) as [number, number][];
      const lined = pairs.map(([a, d]) => `${a} v ${d}`).join(", ");
      return `lined up ${lined}${roll.crit === true ? " (critical)" : ""}: attacker hits ${n("attackerHits")}, defender hits ${n("defenderHits")}`;
    }
  }
}
