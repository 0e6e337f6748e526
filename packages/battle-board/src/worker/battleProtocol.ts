// The battle worker's protocol (docs/decisions/007-battle-board.md): what the page hands it and
// what it answers, one declared api that the worker implements (battleService.ts) and the page
// calls (battleClient.ts). Answers are the rules' and the AI's own types, never re-declared here.
import type { AiAnswer, AiAnswerOf } from "@sightline/ai";
import type {
  AnswerOf,
  Game,
  Problem,
  Query,
  QueryOf,
  Reply,
  Scenario,
  SightProfile,
} from "@sightline/rules";
import type { AttackerView } from "./attackerView.js";

/**
 * What the element hands over: a scenario or a `.hsc` map's bytes. The scenario is the page's
 * JSON as given (the element's `scenario` property), unchecked: the worker validates it, and
 * answers its problems in {@link Opened}.
 */
export type BattleInput =
  { readonly scenario: unknown } | { readonly hsc: Uint8Array; readonly name?: string };

/** A scenario opened, or every problem that kept it from opening. */
export type Opened =
  | { readonly ok: true; readonly id: number; readonly game: Game; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** What focusing a target shows: the `los` answer, the attack's odds, HeroScape's sight profile. */
export interface Focused {
  readonly los: Reply<AnswerOf<Game, "los">>;
  readonly odds?: Reply<AnswerOf<Game, "odds">>;
  readonly profile?: SightProfile;
}

/** What the battle worker offers the page's elements, each call one message. */
export interface BattleWorkerApi {
  /** Validates (or imports) and opens a scenario; its problems are an answer, not a throw. */
  open(input: BattleInput): Promise<Opened>;
  /**
   * One query of the spec's (docs/rules/scenario.md#queries) or the AI's (`plan`, `turn`:
   * docs/rules/ai.md) on battle `id`, answered or its `{ error }`, typed by its kind.
   */
  answer<const Q extends Query>(id: number, query: Q): Promise<Reply<AiAnswerOf<Game, Q["q"]>>>;
  /** Several queries in one message, the AI's included. */
  answerAll(id: number, queries: readonly Query[]): Promise<Reply<AiAnswer>[]>;
  /** What selecting `attacker` shows: its targets, and why every other figure is not one. */
  attacker(id: number, attacker: string): Promise<AttackerView>;
  /**
   * What focusing `target` with `attacker` selected shows, in one message: the `los` answer,
   * the answer to `odds` (the attack's odds query, when `target` is a legal target) and, in
   * HeroScape, the section along the line of sight.
   */
  focus(id: number, attacker: string, target: string, odds?: QueryOf<"odds">): Promise<Focused>;
  /**
   * Loads the AI (@sightline/ai, a chunk of its own) now rather than with its first query: an
   * element calls it when an overlay is chosen, so the first selection's overlay does not wait
   * for the chunk.
   */
  prepareAi(): Promise<void>;
  /** Forgets a battle (its element was removed from the page). */
  close(id: number): Promise<void>;
}
