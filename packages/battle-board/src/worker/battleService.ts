// What the battle worker does for the elements of a page (docs/decisions/007-battle-board.md):
// it opens their scenarios (validation, or a VirtualScape map's import), keeps a position of
// each, and answers the questions an element asks when a player selects or focuses a figure —
// each a single message, whatever number of queries it takes; the AI's queries (`plan`, `turn`)
// are answered here too, by @sightline/ai, so a suggestion never blocks the page. Plain
// TypeScript with no DOM:
// the worker entry exposes it through Comlink, and tests call it directly in Node.
import { answerAll } from "@sightline/ai";
import {
  type Game,
  type Position,
  type Problem,
  type Scenario,
  type SightProfile,
  HscError,
  ScenarioError,
  importHsc,
  openBattle,
} from "@sightline/rules";
import { type AttackerView, attackerView } from "./attackerView.js";

/** What the element hands over: a scenario (JSON, already parsed) or a `.hsc` map's bytes. */
export type BattleInput =
  { readonly scenario: unknown } | { readonly hsc: Uint8Array; readonly name?: string };

/** What focusing a target shows: the `los` answer, the attack's odds, HeroScape's sight profile. */
export interface Focused {
  readonly los: unknown;
  readonly odds?: unknown;
  readonly profile?: SightProfile;
}

/** A scenario opened, or every problem that kept it from opening. */
export type Opened =
  | { readonly ok: true; readonly id: number; readonly game: Game; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export class BattleService {
  readonly #positions = new Map<number, Position>();
  #next = 1;

  /** Validates (or imports) and opens a scenario; its problems are an answer, not a throw. */
  async open(input: BattleInput): Promise<Opened> {
    try {
      const scenario: unknown =
        "hsc" in input ? importHsc(input.hsc, { name: input.name }) : input.scenario;
      const battle = await openBattle(scenario);
      const id = this.#next++;
      this.#positions.set(id, battle.position());
      return { ok: true, id, game: battle.game, scenario: battle.scenario };
    } catch (error) {
      if (error instanceof ScenarioError) return { ok: false, problems: error.problems };
      if (error instanceof HscError) {
        return { ok: false, problems: [{ path: "", reason: error.message }] };
      }
      throw error;
    }
  }

  /**
   * One query of the spec's (docs/rules/scenario.md#queries) or the AI's (`plan`, `turn`:
   * docs/rules/ai.md), answered or its `{ error }`. The position is left as it was.
   */
  async answer(id: number, query: unknown): Promise<unknown> {
    const [reply] = await answerAll(this.#position(id), [query]);
    return reply;
  }

  /** Several queries in one message, the AI's included. */
  answerAll(id: number, queries: readonly unknown[]): Promise<unknown[]> {
    return answerAll(this.#position(id), queries);
  }

  /** What selecting `attacker` shows: its targets, and why every other figure is not one. */
  attacker(id: number, attacker: string): AttackerView {
    return attackerView(this.#position(id), attacker);
  }

  /**
   * What focusing `target` with `attacker` selected shows, in one message: the `los` answer,
   * the answer to `odds` (the attack's odds query, when `target` is a legal target) and, in
   * HeroScape, the section along the line of sight.
   */
  focus(id: number, attacker: string, target: string, odds?: unknown): Focused {
    const position = this.#position(id);
    const los = { q: "los", from: attacker, to: target };
    const [sight, chances] = position.answerAll(odds === undefined ? [los] : [los, odds]);
    const { rules } = position;
    const profile = "sightProfile" in rules ? rules.sightProfile(attacker, target) : undefined;
    return {
      los: sight,
      ...(odds === undefined ? {} : { odds: chances }),
      ...(profile && !("error" in profile) ? { profile } : {}),
    };
  }

  /** Forgets a battle (its element was removed from the page). */
  close(id: number): void {
    this.#positions.delete(id);
  }

  #position(id: number): Position {
    const position = this.#positions.get(id);
    if (!position) {
      // A battle lives in the worker that opened it: after that worker stopped, a new one has
      // none until the element is given its scenario again.
      throw new Error(
        `no battle ${id} is open in this worker (the worker that opened it stopped): give the scenario again`,
      );
    }
    return position;
  }
}
