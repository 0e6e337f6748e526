// What a position of a game with no questions of its own answers beyond the shared queries
// (`position.rules`): nothing yet. A game's own questions are its module's to add.

/** No questions beyond the shared queries. */
export type NoQuestions = Readonly<Record<never, never>>;
