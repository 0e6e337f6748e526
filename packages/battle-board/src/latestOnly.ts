// One question at a time to the battle worker, only the latest one wanted: an overlay's query
// takes tens of milliseconds on a large map, and a player clicks and hovers faster than that.
// While one question is out, a newer want replaces the one waiting (which is never sent), so
// the worker never works through a backlog of stale selections; and an answer that comes back
// when its question is no longer the one wanted is dropped, so an older selection's answer
// never shows for a newer one, however the answers are timed.

/** Asks questions one at a time, and hands on only the answer to the latest one wanted. */
export class LatestOnly<Q, A> {
  readonly #ask: (question: Q) => Promise<A>;
  readonly #answered: (question: Q, answer: A) => void;
  readonly #failed: (error: unknown) => void;
  #wanted: { readonly key: string; readonly question: Q } | undefined;
  #done: { readonly key: string } | undefined;
  #asking = false;

  /**
   * `ask` sends a question and resolves to its answer; `answered` gets the answer to the
   * question wanted; `failed` gets the error of a wanted question whose `ask` rejected.
   */
  constructor(
    ask: (question: Q) => Promise<A>,
    answered: (question: Q, answer: A) => void,
    failed: (error: unknown) => void,
  ) {
    this.#ask = ask;
    this.#answered = answered;
    this.#failed = failed;
  }

  /** The key of the question wanted now, if any. */
  get wanted(): string | undefined {
    return this.#wanted?.key;
  }

  /** Whether the question wanted has not been answered yet. */
  get waiting(): boolean {
    return this.#wanted !== undefined && this.#done !== this.#wanted;
  }

  /**
   * Wants `question`, told apart by `key` (the same key again changes nothing), or nothing at
   * all with `key` undefined: then no answer is handed on until the next want.
   */
  want(key: string | undefined, question?: Q): void {
    if (key === this.#wanted?.key) return;
    this.#wanted = key === undefined ? undefined : { key, question: question as Q };
    void this.#run();
  }

  async #run(): Promise<void> {
    if (this.#asking) return;
    this.#asking = true;
    try {
      while (this.#wanted && this.#done !== this.#wanted) {
        const asked = this.#wanted;
        let outcome: { answer: A } | { error: unknown };
        try {
          outcome = { answer: await this.#ask(asked.question) };
        } catch (error) {
          outcome = { error };
        }
        // Wanted again meanwhile (away and back), the answer still answers it.
        const wanted = this.#wanted;
        if (wanted?.key !== asked.key) continue;
        this.#done = wanted;
        if ("answer" in outcome) this.#answered(wanted.question, outcome.answer);
        else this.#failed(outcome.error);
      }
    } finally {
      this.#asking = false;
    }
  }
}
