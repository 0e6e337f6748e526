// The board the turn-search benchmarks share (aiSearch, queueSearch): a card of four raiders
// (move 5) in the middle of a map and eight guards around them, within reach, and the timing of
// a search whose answer must stay the same however it runs.

export const RAIDERS = 4;
export const GUARDS = 8;
/** Untimed searches per engine before the timed rounds. */
export const WARM_UP = 3;

const distance = (a, b) => {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

/**
 * The map with red's card "raiders" (four figures, move 5, unless `card` says otherwise) on the
 * free spaces nearest its middle space of level 1, and eight blue guards on the nearest free
 * spaces at distance ≥ 5.
 */
export function skirmish(map, card = { raiders: RAIDERS, move: 5 }) {
  const blocked = new Set(
    (map.board.obstacles ?? []).flatMap((o) => o.hexes.map(([q, r]) => `${q},${r}`)),
  );
  const free = map.board.spaces.filter(
    (s) => !blocked.has(`${s.q},${s.r}`) && s.terrain !== "water",
  );
  const flat = free.filter((s) => s.level === 1);
  const centre = flat[Math.floor(flat.length / 2)] ?? free[Math.floor(free.length / 2)];
  const near = [...free].sort(
    (a, b) => distance(a, centre) - distance(b, centre) || a.q - b.q || a.r - b.r,
  );
  const figure = (id, s) => ({
    id,
    hexes: [[s.q, s.r]],
    height: 5,
    range: 4,
    attack: 3,
    defense: 2,
    life: 2,
  });
  const raiders = near.slice(0, card.raiders).map((s, i) => ({
    ...figure(`raider${i}`, s),
    owner: "red",
    card: "raiders",
    move: card.move,
  }));
  const guards = near
    .filter((s) => distance(s, centre) >= 5)
    .slice(0, GUARDS)
    .map((s, i) => ({ ...figure(`guard${i}`, s), owner: "blue", move: 4 }));
  return { ...map, figures: [...raiders, ...guards] };
}

/** Seconds per run of `search`, `samples` times, each answer checked against `expected`. */
export async function timed(search, samples, expected, what) {
  const seconds = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const got = await search();
    seconds.push((performance.now() - started) / 1000);
    if (JSON.stringify(got) !== expected) {
      throw new Error(`${what}: the answer differs from the in-thread search's`);
    }
  }
  return seconds;
}
