// An owner's best turn over all of its cards (docs/rules/ai.md#turn): the question of a player
// choosing which card to activate, and what a batch analysis of positions asks for each
// (position, owner). Each card's turn is the `turn` query's search; the best score wins, the
// first card (in the order the scenario lists figures) on a tie.
import {
  type Position,
  type QueryError,
  cardOf,
  isQueryError,
  invalidQuery,
} from "@sightline/rules";
import { parseAiQuery } from "../queries/aiQueries.js";
import { type Score, better } from "../plan/score.js";
import { type TurnAnswer, type TurnOptions, shareBudget, turn } from "./turn.js";

/** What {@link bestCardTurn} is asked: a `turn` query without its card. */
export interface CardTurnQuery {
  readonly owner: string;
  /** Owners' turns searched, this one included (default 1). */
  readonly depth?: number;
  /** Positions evaluated in all, shared evenly among the cards; absent: no limit. */
  readonly nodes?: number;
  readonly seed?: number | string;
}

/** How one card's best turn scored. */
export interface CardScore {
  readonly card: string;
  readonly score: Score;
  readonly nodes: number;
  readonly complete: boolean;
}

/** The best card's turn, with every card's score beside it. */
export interface CardTurnAnswer extends TurnAnswer {
  /** The card whose turn this is. */
  readonly card: string;
  /** Each of the owner's cards, in the order the scenario first lists their figures. */
  readonly cards: readonly CardScore[];
}

/**
 * The best turn of any of `query.owner`'s cards on `position` (HeroScape). `options` steer each
 * card's search as they steer `turn`'s: a cancel skips the cards not yet searched.
 *
 * @example const best = await bestCardTurn(battle.position(), { owner: "red", nodes: 20_000, seed: 1 });
 */
export async function bestCardTurn(
  position: Position,
  query: CardTurnQuery,
  options: TurnOptions = {},
): Promise<CardTurnAnswer | QueryError> {
  if (position.game !== "heroscape") {
    return invalidQuery(`a best card turn is a HeroScape question, not ${position.game}'s`);
  }
  // The turn query's own checks (owner, depth, nodes, seed), on any card.
  const checked = parseAiQuery({ ...query, q: "turn", card: "any" });
  if (isQueryError(checked)) return checked;
  const cards = [
    ...new Set(
      (position as Position<"heroscape">)
        .figures()
        .filter((f) => f.owner === query.owner)
        .map(cardOf),
    ),
  ];
  if (cards.length === 0) return invalidQuery(`${JSON.stringify(query.owner)} has no figure`);
  const shares = shareBudget(query.nodes, cards.length);
  let best: Omit<CardTurnAnswer, "cards"> | undefined;
  let refused: QueryError | undefined;
  const scores: CardScore[] = [];
  for (const [c, card] of cards.entries()) {
    if (options.signal?.aborted) break;
    const answer = await turn(
      position as Position<"heroscape">,
      {
        q: "turn",
        owner: query.owner,
        card,
        ...(query.depth === undefined ? {} : { depth: query.depth }),
        ...(shares[c] === undefined ? {} : { nodes: Math.max(1, shares[c]) }),
        ...(query.seed === undefined ? {} : { seed: query.seed }),
      },
      options,
    );
    // A card the search refuses (more figures than a plan takes, an exact search past its
    // limit) is left out, with no score.
    if ("error" in answer) {
      refused ??= answer;
      continue;
    }
    scores.push({ card, score: answer.score, nodes: answer.nodes, complete: answer.complete });
    if (!best || better(answer.score, best.score)) best = { ...answer, card };
  }
  if (!best) {
    const why = refused ? `: ${refused.reason}` : "";
    return invalidQuery(`no card of ${JSON.stringify(query.owner)} could be searched${why}`);
  }
  const complete = scores.length === cards.length && scores.every((s) => s.complete);
  const nodes = scores.reduce((sum, s) => sum + s.nodes, 0);
  return { ...best, nodes, complete, cards: scores };
}
