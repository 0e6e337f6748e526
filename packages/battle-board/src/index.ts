// @sightline/battle-board: the <battle-board> element. Importing this module defines it.
import { BattleBoard } from "./battleBoard.js";

export { BattleBoard, type RolledAttack, type TargetEntry } from "./battleBoard.js";
export type { AttackerView, NotATarget } from "./worker/attackerView.js";
export { oddsChart, oddsChartStyles } from "./draw/oddsChart.js";
export type { Overlay, OverlayAnswer, OverlayQuery } from "./draw/overlayPlaces.js";

if (!customElements.get("battle-board")) customElements.define("battle-board", BattleBoard);

declare global {
  interface HTMLElementTagNameMap {
    "battle-board": BattleBoard;
  }
}
