// The battle worker's entry, for a module Worker in the browser: the rules and the geometry's
// WebAssembly run here, off the page's thread (docs/decisions/007-battle-board.md). `expose` is
// called at once, before anything is awaited, so no message sent early is lost.
import { exposeThread } from "@sightline/geometry/thread";
import { BattleService } from "./battleService.js";

exposeThread(new BattleService());
