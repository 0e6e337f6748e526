// What the battle worker does for the elements of a page (docs/decisions/007-battle-board.md):
// it opens their scenarios (validation, or a VirtualScape map's import), keeps a position of
// each, and answers the questions an element asks when a player selects or focuses a figure —
// each a single message, whatever number of queries it takes; the AI's queries (`plan`, `turn`,
// `danger`, `stands`) are answered here too, by @sightline/ai, so a suggestion never blocks the
// page. The AI is loaded the first time one of its queries comes (a chunk of its own): a page
// that only shows who can attack whom never fetches it. Plain TypeScript with no DOM: the worker
// entry exposes it, and tests may call it directly in Node.
import type * as AiModule from "@sightline/ai";
import type { AiAnswer, AiAnswerOf } from "@sightline/ai";
import {
  type Game,
  type Position,
  type Query,
  type QueryOf,
  type Reply,
  HscError,
  ScenarioError,
  coreQueryKinds,
  importHsc,
  openBattle,
} from "@sightline/rules";
import { type AttackerView, attackerView } from "./attackerView.js";
import type { BattleInput, BattleWorkerApi, Focused, Opened } from "./battleProtocol.js";

export type { BattleInput, BattleWorkerApi, Focused, Opened } from "./battleProtocol.js";

/** The battle worker's api (see {@link BattleWorkerApi}), over the positions it has opened. */
export class BattleService implements BattleWorkerApi {
  readonly #positions = new Map<number, Position>();
  #next = 1;
  /** @sightline/ai, once a query of its kinds has come. */
  #ai: Promise<typeof AiModule> | undefined;

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

  async answer<const Q extends Query>(
    id: number,
    query: Q,
  ): Promise<Reply<AiAnswerOf<Game, Q["q"]>>> {
    const [reply] = await this.answerAll(id, [query]);
    // The reply of a query of kind Q["q"], as @sightline/ai's own `answer` types it.
    return reply as Reply<AiAnswerOf<Game, Q["q"]>>;
  }

  async answerAll(id: number, queries: readonly Query[]): Promise<Reply<AiAnswer>[]> {
    const position = this.#position(id);
    // The rules' own kinds need no AI; anything else (the AI's, or a kind nobody knows, which
    // the AI's parser names with every kind) goes to it.
    const core = (q: unknown) =>
      typeof q === "object" &&
      q !== null &&
      (coreQueryKinds as readonly unknown[]).includes((q as { q?: unknown }).q);
    if (queries.every(core)) {
      return position.answerAll(queries);
    }
    const { answerAll } = await this.#loadAi();
    return answerAll(position, queries);
  }

  async prepareAi(): Promise<void> {
    await this.#loadAi();
  }

  #loadAi(): Promise<typeof AiModule> {
    return (this.#ai ??= import("@sightline/ai"));
  }

  async attacker(id: number, attacker: string): Promise<AttackerView> {
    return attackerView(this.#position(id), attacker);
  }

  async focus(
    id: number,
    attacker: string,
    target: string,
    odds?: QueryOf<"odds">,
  ): Promise<Focused> {
    const position = this.#position(id);
    const sight = position.answer({ q: "los", from: attacker, to: target });
    const chances = odds === undefined ? undefined : position.answer(odds);
    const { rules } = position;
    const profile = "sightProfile" in rules ? rules.sightProfile(attacker, target) : undefined;
    return {
      los: sight,
      ...(chances === undefined ? {} : { odds: chances }),
      ...(profile && !("error" in profile) ? { profile } : {}),
    };
  }

  async close(id: number): Promise<void> {
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
