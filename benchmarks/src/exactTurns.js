// `node src/exactTurns.js [--raiders=2,3,4] [--moves=3,4,5] [--map="Rotten Ice"]`: the exact-turn
// ladder (issue 20): the exact depth-1 `turn` (no budget) of 2, 3, 4 raiders with move 3, 4, 5
// against the skirmish's eight guards, in-thread. Prints one JSON line a rung: the positions
// evaluated and seconds, or the refusal and how long it took; the answer's digest, so two runs
// (before and after a change) can be compared answer for answer.
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { mapWithFigures } from "./maps.js";
import { skirmish } from "./skirmish.js";

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const list = (text) => text.split(",").map(Number);

const map = mapWithFigures(option("map", "Rotten Ice"), 0);
for (const raiders of list(option("raiders", "2,3,4"))) {
  for (const move of list(option("moves", "3,4,5"))) {
    const scenario = skirmish(map.scenario, { raiders, move });
    const battle = await openBattle(scenario, { game: "heroscape" });
    const started = performance.now();
    const reply = await answer(battle, { q: "turn", owner: "red", card: "raiders" });
    const seconds = (performance.now() - started) / 1000;
    const { nodes, ...rest } = reply;
    const line = {
      map: map.name,
      raiders,
      move,
      seconds: Number(seconds.toFixed(2)),
      ...(reply.error ? { refused: reply.reason } : { nodes, complete: reply.complete }),
      // The answer without its work count: moves, attacks, score.
      digest: createHash("sha256").update(JSON.stringify(rest)).digest("hex").slice(0, 16),
      load: loadavg()[0].toFixed(2),
    };
    if (!reply.error) line.score = reply.score;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
