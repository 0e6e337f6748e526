// The playground's entry: defines <battle-board> (by importing it), <dice-calculator> and
// <sightline-playground>.
import "@sightline/battle-board";
import { DiceCalculator } from "./diceCalculator.js";
import { PlaygroundApp } from "./playgroundApp.js";

customElements.define("dice-calculator", DiceCalculator);
customElements.define("sightline-playground", PlaygroundApp);
