// A search long enough to be killed, stopped or cancelled mid-task: three raiders (move 4) among
// five guards on the project's own map (the AI's pool tests use it for the same reason).
import { onOldGateFord } from "./skirmish.js";

/** Three raiders (move 4) and five guards on Old Gate Ford: a search that takes a while. */
export const ford = onOldGateFord({ movers: 3, move: 4, enemies: 5, enemyDistance: 5 });
