// One rung of the exact-turn ladder (issue 20): the exact depth-1 `turn` (no budget) of a card of
// `raiders` raiders with move `move` against the skirmish's eight guards, in-thread, with its
// positions and seconds, or its refusal and how long that took; and the answer's digest, so two
// runs (before and after a change) can be compared answer for answer.
import { createHash } from "node:crypto";
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { skirmish } from "./skirmish.js";

/**
 * @param {{ name: string, scenario: object }} map a map with no figures (maps.js)
 * @param {{ raiders: number, move: number }} card
 * @returns {Promise<{ map: string, raiders: number, move: number, seconds: number,
 *   nodes?: number, complete?: boolean, refused?: string, score?: object, digest: string }>}
 */
export async function exactRung(map, { raiders, move }) {
  const battle = await openBattle(skirmish(map.scenario, { raiders, move }), { game: "heroscape" });
  const started = performance.now();
  const reply = await answer(battle, { q: "turn", owner: "red", card: "raiders" });
  const seconds = (performance.now() - started) / 1000;
  const { nodes, ...rest } = reply;
  return {
    map: map.name,
    raiders,
    move,
    seconds,
    ...(reply.error ? { refused: reply.reason } : { nodes, complete: reply.complete }),
    ...(reply.error ? {} : { score: reply.score }),
    // The answer without its work count: moves, attacks, score.
    digest: createHash("sha256").update(JSON.stringify(rest)).digest("hex").slice(0, 16),
  };
}
