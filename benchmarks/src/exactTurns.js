// `node src/exactTurns.js [--raiders=2,3,4] [--moves=3,4,5] [--map="Rotten Ice"]`: the exact-turn
// ladder (issue 20, exactLadder.js), one JSON line a rung. The `exactTurns` suite times its goals.
import { loadavg } from "node:os";
import { exactRung } from "./exactLadder.js";
import { mapWithFigures } from "./maps.js";

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const list = (text) => text.split(",").map(Number);

const map = mapWithFigures(option("map", "Rotten Ice"), 0);
for (const raiders of list(option("raiders", "2,3,4"))) {
  for (const move of list(option("moves", "3,4,5"))) {
    const rung = await exactRung(map, { raiders, move });
    const line = {
      ...rung,
      seconds: Number(rung.seconds.toFixed(2)),
      load: loadavg()[0].toFixed(2),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
