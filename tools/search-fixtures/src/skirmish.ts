// A skirmish on a map with no figures: a card of red movers in the middle of the map and blue
// figures around them, on free spaces (no obstacle), so a turn has moves to weigh and targets.
import { readFileSync } from "node:fs";
import type { HeroscapeScenario } from "@sightline/rules";

type Space = HeroscapeScenario["board"]["spaces"][number];

/** How a {@link skirmish} is placed. */
export interface Skirmish {
  /** Red's card "raiders": how many figures, and their move. */
  readonly movers: number;
  readonly move: number;
  /** Blue figures, the nearest free spaces at distance ≥ `enemyDistance` from the centre. */
  readonly enemies: number;
  readonly enemyDistance: number;
}

const distance = (a: Space, b: Space): number => {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

/** `map` with the skirmish placed around its middle free space of level 1. */
export function skirmish(map: HeroscapeScenario, placing: Skirmish): HeroscapeScenario {
  const blocked = new Set(
    (map.board.obstacles ?? []).flatMap((o) => o.hexes.map(([q, r]) => `${q},${r}`)),
  );
  const free = map.board.spaces.filter(
    (s) => !blocked.has(`${s.q},${s.r}`) && s.terrain !== "water",
  );
  const flat = free.filter((s) => s.level === 1);
  const centre = flat[Math.floor(flat.length / 2)]!;
  const byDistance = [...free].sort(
    (a, b) => distance(a, centre) - distance(b, centre) || a.q - b.q || a.r - b.r,
  );
  const red = byDistance.slice(0, placing.movers);
  const blue = byDistance
    .filter((s) => distance(s, centre) >= placing.enemyDistance)
    .slice(0, placing.enemies);
  const figure = (id: string, space: Space) => ({
    id,
    hexes: [[space.q, space.r] as [number, number]],
    height: 5,
    range: 4,
    attack: 3,
    defense: 2,
    life: 2,
  });
  return {
    ...map,
    figures: [
      ...red.map((s, i) => ({
        ...figure(`raider${i}`, s),
        owner: "red",
        card: "raiders",
        move: placing.move,
      })),
      ...blue.map((s, i) => ({ ...figure(`guard${i}`, s), owner: "blue", move: 4 })),
    ],
  };
}

/** The project's own Old Gate Ford (examples/maps) with the skirmish placed on it. */
export function onOldGateFord(placing: Skirmish): HeroscapeScenario {
  const map = JSON.parse(
    readFileSync(new URL("../../../examples/maps/old-gate-ford.json", import.meta.url), "utf8"),
  ) as HeroscapeScenario;
  return skirmish(map, placing);
}
