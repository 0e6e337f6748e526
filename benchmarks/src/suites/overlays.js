// The board overlays (docs/rules/ai.md#overlays): `danger` of a figure at every free space of the
// largest bundled map (Rolling Downs, 1,296 spaces) with 30 figures, and `stands` of a figure with
// move 5 — answered through the rules' batches (`attacksOn`, `targetsFrom`), beside the same
// answers asked of `targets` place by place on a moved position, which must agree with them; and
// the same for an Arcane Legions unit with move 12 among 30 on the arcaneLegions suite's table,
// its places every pose of its move lattice.
// Goals (issue 21): `danger` ≤ 100 ms and `stands` ≤ 20 ms in-thread. The figures take turns, so
// the battle's remembered sight serves some of them; a battle opened afresh remembers nothing,
// and the first ask on one is timed too.
import { danger, parseAiQuery, stands } from "@sightline/ai";
import { openBattle, parseScenario } from "@sightline/rules";
import { mapWithFigures } from "../maps.js";
import { tableScenario } from "./arcaneLegions.js";

const MAP = "Rolling Downs";
const FIGURES = 30;
const MOVE = 5;
const GOAL_DANGER_MS = 100;
const GOAL_STANDS_MS = 20;
/** Places a row of the place-by-place danger weighs a call (a slice of the board). */
const SLICE = 50;

/** A checked query (the suite's own, so a refusal is a bug here). */
function query(input) {
  const parsed = parseAiQuery(input);
  if (parsed.error) throw new Error(`${JSON.stringify(input)}: ${parsed.reason}`);
  return parsed;
}

/** `danger` of `id` at `places`, asked of every enemy's `targets` with the figure moved there. */
function dangerOneByOne(position, id, places) {
  const figure = position.figure(id);
  const enemies = position.figures().filter((f) => f.owner !== figure.owner);
  return places.map((hexes) => {
    position.move(id, hexes);
    const attackers = [];
    let expected = 0;
    for (const enemy of enemies) {
      const entry = position.targets(enemy.id).find((t) => t.target === id);
      if (!entry) continue;
      attackers.push(enemy.id);
      expected += entry.odds.expected;
    }
    position.undo();
    return { attackers: attackers.sort(), expected };
  });
}

/** `stands` of `id` against `target`, its moves made one by one and `targets` asked after each. */
function standsOneByOne(position, id, target) {
  const attacks = new Map();
  for (const move of position.moves(id)) {
    if (move.occupiedBy) continue;
    position.move(id, [move.to]);
    const entry = position.targets(id).find((t) => t.target === target) ?? null;
    attacks.set(String(move.to), entry && entry.attackDice);
    position.undo();
  }
  return attacks;
}

/** Milliseconds of one call of a timed row. */
const msOf = (row) => 1e3 / row.callsPerSecond;

export default {
  id: "overlays",
  title:
    "Overlays: danger at every place and stands, HeroScape (move 5) and Arcane Legions (move 12), 30 figures",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    const map = mapWithFigures(MAP, FIGURES);
    const scenario = parseScenario({
      ...map.scenario,
      figures: map.scenario.figures.map((f) => ({ ...f, move: MOVE })),
    });
    const position = (await openBattle(scenario)).position();
    const ids = scenario.figures.map((f) => f.id);

    // The answers first: the batches say what `targets` says place by place.
    const checked = ctx.quick ? ids.slice(0, 2) : ids.slice(0, 6);
    let places = 0;
    let attacked = 0;
    for (const id of checked) {
      const answer = danger(position, query({ q: "danger", figure: id }));
      if (answer.error) throw new Error(`${MAP}: danger of ${id}: ${answer.reason}`);
      const sample = answer.places.filter((_, k) => k % (ctx.quick ? 40 : 8) === 0);
      const expected = dangerOneByOne(
        position,
        id,
        sample.map((p) => (typeof p.at[0] === "number" ? [p.at] : p.at)),
      );
      sample.forEach((place, k) => {
        const want = expected[k];
        const same =
          JSON.stringify(place.attackers) === JSON.stringify(want.attackers) &&
          Math.abs(place.expected - want.expected) <= 1e-9;
        if (!same) {
          throw new Error(
            `${MAP}: danger of ${id} at ${JSON.stringify(place.at)}: ${JSON.stringify(place)} against ${JSON.stringify(want)}`,
          );
        }
      });
      places = answer.places.length;
      attacked += answer.places.filter((p) => p.attackers.length > 0).length;
      const target = ids[(ids.indexOf(id) + 1) % ids.length];
      const got = stands(position, query({ q: "stands", figure: id, target }));
      if (got.error) throw new Error(`${MAP}: stands of ${id}: ${got.reason}`);
      const want = standsOneByOne(position, id, target);
      for (const stand of got.stands) {
        if ((stand.attack && stand.attack.attackDice) !== want.get(String(stand.at))) {
          throw new Error(`${MAP}: stands of ${id} at ${JSON.stringify(stand.at)} disagree`);
        }
      }
    }
    ctx.note(
      `${MAP}: ${scenario.board.spaces.length.toLocaleString("en")} spaces, ${FIGURES} figures (range 8, move ${MOVE}); a figure has ${places.toLocaleString("en")} free spaces, ${Math.round(attacked / checked.length)} of them within some enemy's reach. The batches' answers equal \`targets\` asked place by place on a moved position (${checked.length} figures checked).`,
    );

    // Each call the next figure: its places, its attackers and what sight remembers all change.
    let k = 0;
    const next = () => (k = (k + 1) % ids.length);
    const slices = ids.map((id) =>
      danger(position, query({ q: "danger", figure: id }))
        .places.slice(0, SLICE)
        .map((p) => [p.at]),
    );
    const [batch] = await ctx.measure([
      {
        group: `${MAP}: danger of a figure at every free space`,
        engine: "attacksOn batch",
        baseline: true,
        unit: "places",
        perCall: places,
        fn: () => danger(position, query({ q: "danger", figure: ids[next()] })),
      },
      {
        group: `${MAP}: danger of a figure at every free space`,
        engine: "targets place by place",
        unit: "places",
        perCall: SLICE,
        fn: () => {
          const figure = next();
          dangerOneByOne(position, ids[figure], slices[figure]);
        },
      },
    ]);
    const [byBatch, byPlace] = await ctx.measure([
      {
        group: `${MAP}: stands of a figure with move ${MOVE}`,
        engine: "targetsFrom batch",
        baseline: true,
        unit: "figures",
        fn: () =>
          stands(
            position,
            query({ q: "stands", figure: ids[next()], target: ids[(k + 1) % ids.length] }),
          ),
      },
      {
        group: `${MAP}: stands of a figure with move ${MOVE}`,
        engine: "targets place by place",
        unit: "figures",
        fn: () => standsOneByOne(position, ids[next()], ids[(k + 1) % ids.length]),
      },
    ]);

    // A battle opened afresh remembers no sight and no steps: the first ask on each.
    const fresh = { danger: [], stands: [] };
    for (const id of ids.slice(0, ctx.quick ? 2 : 8)) {
      const target = ids[(ids.indexOf(id) + 1) % ids.length];
      let again = (await openBattle(scenario)).position();
      let started = performance.now();
      danger(again, query({ q: "danger", figure: id }));
      fresh.danger.push(performance.now() - started);
      again = (await openBattle(scenario)).position();
      started = performance.now();
      stands(again, query({ q: "stands", figure: id, target }));
      fresh.stands.push(performance.now() - started);
    }
    const most = (list) => list.reduce((a, b) => Math.max(a, b), 0);
    const within = (ms, goal) => (ms <= goal ? "within" : "over");
    ctx.note(
      `${MAP}: danger at every free space takes ${msOf(batch).toFixed(1)} ms a figure (figures in turn), the first ask on a fresh battle at most ${most(fresh.danger).toFixed(1)} ms of ${fresh.danger.length}: ${within(Math.max(msOf(batch), most(fresh.danger)), GOAL_DANGER_MS)} the ${GOAL_DANGER_MS} ms goal.`,
    );
    ctx.note(
      `${MAP}: stands with move ${MOVE} take ${msOf(byBatch).toFixed(2)} ms a figure (${(msOf(byPlace) / msOf(byBatch)).toFixed(1)}× less than move + targets a move), the first ask on a fresh battle at most ${most(fresh.stands).toFixed(2)} ms: ${within(Math.max(msOf(byBatch), most(fresh.stands)), GOAL_STANDS_MS)} the ${GOAL_STANDS_MS} ms goal.`,
    );
    await arcaneLegionsRows(ctx);
  },
};

const AL_UNITS = 30;
const AL_MOVE = 12;
/** Poses a row of the pose-by-pose danger weighs a call (a slice of the lattice). */
const AL_SLICE = 40;

/** An Arcane Legions entry's expected hits at its best: a ranged entry's best option, or close combat. */
function bestHits(entry) {
  if (entry.kind === "close") return entry.odds.expected;
  return entry.options.reduce((best, o) => Math.max(best, o.expected), entry.odds.expected);
}

/** The first of `entries` for `target` of highest expected hits (ties within 1e-9 keep the first). */
function bestEntryOn(entries, target) {
  let best;
  for (const entry of entries) {
    if (entry.target !== target) continue;
    if (!best || bestHits(entry) > bestHits(best) + 1e-9) best = entry;
  }
  return best;
}

/** Arcane Legions `danger` of `id` at `poses`, asked of every enemy's `targets` with the unit moved there. */
function dangerPoseByPose(position, id, poses) {
  const unit = position.figure(id);
  const enemies = position
    .figures()
    .filter((f) => f.owner !== unit.owner)
    .map((f) => f.id)
    .sort();
  return poses.map((pose) => {
    position.move(id, pose);
    const attackers = [];
    let expected = 0;
    for (const enemy of enemies) {
      const best = bestEntryOn(position.targets(enemy), id);
      if (!best) continue;
      attackers.push(enemy);
      expected += bestHits(best);
    }
    position.undo();
    return { attackers, expected };
  });
}

/** Arcane Legions `stands` of `id` against `target` at `poses`: the unit moved to each, `targets` asked. */
function standsPoseByPose(position, id, target, poses) {
  return poses.map((pose) => {
    position.move(id, pose);
    const best = bestEntryOn(position.targets(id), target) ?? null;
    position.undo();
    return best;
  });
}

/**
 * Arcane Legions: danger of a unit with move 12 at every pose of its lattice among 30 units, and
 * its stands against the next unit, by the rules' batches and pose by pose, which must agree.
 */
async function arcaneLegionsRows(ctx) {
  const table = tableScenario(AL_UNITS);
  const scenario = { ...table, figures: table.figures.map((f) => ({ ...f, move: AL_MOVE })) };
  const position = (await openBattle(scenario)).position();
  const ids = scenario.figures.map((f) => f.id);
  /** The first unit after `id`, in scenario order round the table, of another owner. */
  const enemyOf = (id) => {
    const owner = position.figure(id).owner;
    const i = ids.indexOf(id);
    for (let j = 1; j < ids.length; j++) {
      const other = ids[(i + j) % ids.length];
      if (position.figure(other).owner !== owner) return other;
    }
    throw new Error(`Arcane Legions: ${id} has no enemy`);
  };
  const poses = ids.map((id) => {
    const answer = danger(position, query({ q: "danger", figure: id }));
    if (answer.error) throw new Error(`Arcane Legions: danger of ${id}: ${answer.reason}`);
    return answer.places.map((p) => p.at);
  });
  // The answers first: the batches say what `targets` says pose by pose.
  const checked = ctx.quick ? ids.slice(0, 2) : ids.slice(0, 4);
  let weighed = 0;
  let attacked = 0;
  for (const id of checked) {
    const i = ids.indexOf(id);
    const answer = danger(position, query({ q: "danger", figure: id }));
    const sample = answer.places.filter((_, k) => k % (ctx.quick ? 40 : 8) === 0);
    const want = dangerPoseByPose(
      position,
      id,
      sample.map((p) => p.at),
    );
    sample.forEach((place, k) => {
      const same =
        JSON.stringify(place.attackers) === JSON.stringify(want[k].attackers) &&
        Math.abs(place.expected - want[k].expected) <= 1e-9;
      if (!same) {
        throw new Error(
          `Arcane Legions: danger of ${id} at ${JSON.stringify(place.at)}: ${JSON.stringify(place)} against ${JSON.stringify(want[k])}`,
        );
      }
    });
    weighed += answer.places.length;
    attacked += answer.places.filter((p) => p.attackers.length > 0).length;
    const target = enemyOf(id);
    const got = stands(position, query({ q: "stands", figure: id, target }));
    if (got.error) throw new Error(`Arcane Legions: stands of ${id}: ${got.reason}`);
    const expected = standsPoseByPose(position, id, target, poses[i]);
    got.stands.forEach((stand, k) => {
      if (JSON.stringify(stand.attack) !== JSON.stringify(expected[k])) {
        throw new Error(`Arcane Legions: stands of ${id} at ${JSON.stringify(stand.at)} disagree`);
      }
    });
  }
  const lattice = poses.reduce((sum, list) => sum + list.length, 0) / ids.length;
  ctx.note(
    `Arcane Legions: ${AL_UNITS} units with move ${AL_MOVE} on the arcaneLegions table; a unit's lattice has ${lattice.toFixed(0)} poses on average; of the units checked, ${Math.round(attacked / checked.length)} poses of ${Math.round(weighed / checked.length)} are under some enemy's attack. The batches' answers equal \`targets\` asked pose by pose on a moved position (${checked.length} units checked, ${weighed.toLocaleString("en")} poses).`,
  );
  let k = 0;
  const next = () => (k = (k + 1) % ids.length);
  const [dangerBatch, dangerByPose] = await ctx.measure([
    {
      group: `Arcane Legions: danger of a unit at every pose of its lattice (move ${AL_MOVE})`,
      engine: "attacksOn batch",
      baseline: true,
      unit: "poses",
      perCall: lattice,
      fn: () => danger(position, query({ q: "danger", figure: ids[next()] })),
    },
    {
      group: `Arcane Legions: danger of a unit at every pose of its lattice (move ${AL_MOVE})`,
      engine: "targets pose by pose",
      unit: "poses",
      perCall: AL_SLICE,
      fn: () => {
        const u = next();
        dangerPoseByPose(position, ids[u], poses[u].slice(0, AL_SLICE));
      },
    },
  ]);
  const [standsBatch, standsByPose] = await ctx.measure([
    {
      group: `Arcane Legions: stands of a unit with move ${AL_MOVE}`,
      engine: "targetsFrom batch",
      baseline: true,
      unit: "units",
      fn: () => {
        const u = next();
        stands(position, query({ q: "stands", figure: ids[u], target: enemyOf(ids[u]) }));
      },
    },
    {
      group: `Arcane Legions: stands of a unit with move ${AL_MOVE}`,
      engine: "targets pose by pose",
      unit: "units",
      fn: () => {
        const u = next();
        standsPoseByPose(position, ids[u], enemyOf(ids[u]), poses[u]);
      },
    },
  ]);
  const perPose = (row, n) => 1e3 / row.callsPerSecond / n;
  ctx.note(
    `Arcane Legions: danger at every lattice pose takes ${msOf(dangerBatch).toFixed(1)} ms a unit (${(perPose(dangerByPose, AL_SLICE) / perPose(dangerBatch, lattice)).toFixed(1)}× less a pose than moving and asking every enemy's targets); stands ${msOf(standsBatch).toFixed(1)} ms a unit (${(msOf(standsByPose) / msOf(standsBatch)).toFixed(1)}× less than moving and asking its targets at each pose).`,
  );
}
