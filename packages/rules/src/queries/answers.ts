// What each query answers in each game (docs/rules/scenario.md#queries): one table from (game,
// query kind) to the answer's type, so `position.answer({ q: "los", … })` is typed by its kind.
import type { ArcadiaQuestRoll } from "../arcadiaQuest/arcadiaQuestDice.js";
import type {
  ArcadiaQuestRange,
  ArcadiaQuestSight,
  ArcadiaQuestTarget,
} from "../arcadiaQuest/arcadiaQuestRules.js";
import type {
  ArcaneLegionsAttack,
  ArcaneLegionsRange,
} from "../arcaneLegions/arcaneLegionsRules.js";
import type { ArcaneLegionsMatrix, ArcaneLegionsSight } from "../arcaneLegions/lineOfSight.js";
import type { LineUpOdds, LineUpRoll } from "../arcaneLegions/lineUp.js";
import type { DiceOdds } from "../dice/odds.js";
import type { Game } from "../games.js";
import type { HeroscapeRoll } from "../heroscape/heroscapeDice.js";
import type {
  HeroscapeRange,
  HeroscapeSight,
  HeroscapeTarget,
} from "../heroscape/heroscapeRules.js";
import type { CoreQueryKind, QueryKind } from "./query.js";

/** The `matrix` answer: sight and distance for every ordered pair (diagonal `false` / 0). */
export interface FigureMatrix {
  readonly ids: readonly string[];
  readonly los: boolean[][];
  /** Steps (HeroScape), or null where the game has no distance or no path joins the two. */
  readonly distance: (number | null)[][];
}

/**
 * Each game's answer to each core query kind. A kind answered elsewhere (`plan` and `turn`, the
 * AI's: @sightline/ai) is not listed: the rules alone answer it only with the `{ error }` in its
 * slot, so its answer here is `never`.
 */
export interface Answers {
  heroscape: {
    los: HeroscapeSight;
    range: HeroscapeRange;
    targets: HeroscapeTarget[];
    matrix: FigureMatrix;
    odds: DiceOdds;
    roll: HeroscapeRoll;
  };
  "arcadia-quest": {
    los: ArcadiaQuestSight;
    range: ArcadiaQuestRange;
    targets: ArcadiaQuestTarget[];
    matrix: FigureMatrix;
    odds: DiceOdds;
    roll: ArcadiaQuestRoll;
  };
  "arcane-legions": {
    los: ArcaneLegionsSight;
    range: ArcaneLegionsRange;
    targets: ArcaneLegionsAttack[];
    matrix: ArcaneLegionsMatrix;
    odds: LineUpOdds;
    roll: LineUpRoll;
  };
}

/**
 * The answer of game `G` to a query of kind `K` (a union when `G` is); `never` for a kind
 * answered elsewhere.
 */
export type AnswerOf<G extends Game, K extends QueryKind> = K extends CoreQueryKind
  ? Answers[G][K]
  : never;

/** Any answer of game `G`. */
export type Answer<G extends Game = Game> = AnswerOf<G, QueryKind>;
