// The geometry a turn search needs (issue 20, "honest peers" (c)): which sight and distance
// pairs its positions ask, how many of them are distinct within a position, differ from the
// previous position's, or were never asked before in the search. Priced at the kernel's cost a
// pair, the pairs a move changes give the search's geometry floor: what its positions would
// cost if the engine answered only what changed.
//
// A sight pair's key holds everything that can change its verdict: the viewer and where it
// stands (so its eye height), the target and where it stands (its sight columns), and the
// bodies that can cut a line between them — every other figure standing whose hex centre lies
// within 2ρ (+25%) of a segment between the viewer's and the target's hex centres (eyes stand on
// hex centres, columns and bodies within ρ of theirs). Terrain does not move. Range ignores
// figures (docs/rules/heroscape.md#range): a distance pair's key is the two stands alone, and a
// new stand of a viewer costs one BFS, which answers every target from it.
import { hexCentre } from "@sightline/geometry";
import { Position } from "@sightline/rules";

/** Margin on the corridor where a body can cut a line: a wider one only adds keys. */
const CORRIDOR_MARGIN = 1.25;

const stand = (hexes) => hexes.map(([q, r]) => `${q},${r}`).join(";");

/** Squared distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistance2(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return x * x + y * y;
}

/**
 * Runs `search` with every sight and distance question its positions ask recorded (the rules'
 * `targets`, and the HeroScape questions `targetsOfMany`, `attackRows` and `viewpoints`), a position being
 * what the board holds between one `move` and the next question after another `move`.
 *
 * @param {() => Promise<unknown>} search
 * @param {number} bodyRadius ρ, in hex pitches (the scene's `bodyRadius`)
 */
export async function geometryAsked(search, bodyRadius) {
  const reach2 = (2 * bodyRadius * CORRIDOR_MARGIN) ** 2;
  const stats = {
    positions: 0,
    questions: 0,
    sightAsked: 0,
    sightDistinct: 0,
    sightChanged: 0,
    sightNew: 0,
    distanceAsked: 0,
    distanceDistinct: 0,
    sourcesChanged: 0,
    sourcesNew: 0,
  };
  const seenSight = new Set();
  const seenSources = new Set();
  const seenDistance = new Set();
  let previous = { sight: new Set(), sources: new Set() };
  let current = { sight: new Set(), sources: new Set() };
  let moved = true;
  const close = () => {
    for (const key of current.sight) if (!previous.sight.has(key)) stats.sightChanged++;
    for (const key of current.sources) if (!previous.sources.has(key)) stats.sourcesChanged++;
    stats.sightDistinct += current.sight.size;
    previous = current;
    current = { sight: new Set(), sources: new Set() };
  };
  /** One viewer (figure `viewer` on `hexes`) asked about each of `targets` on `position`. */
  const ask = (position, viewer, hexes, targets) => {
    if (moved) {
      if (stats.positions > 0) close();
      stats.positions++;
      moved = false;
    }
    stats.questions++;
    const from = stand(hexes);
    current.sources.add(from);
    if (!seenSources.has(from)) {
      seenSources.add(from);
      stats.sourcesNew++;
    }
    const eyes = hexes.map(([q, r]) => hexCentre(q, r));
    const figures = position.figures();
    for (const target of targets) {
      if (target.id === viewer.id) continue;
      stats.sightAsked++;
      stats.distanceAsked++;
      const to = stand(target.hexes);
      const distanceKey = `${from}>${to}`;
      if (!seenDistance.has(distanceKey)) {
        seenDistance.add(distanceKey);
        stats.distanceDistinct++;
      }
      const columns = target.hexes.map(([q, r]) => hexCentre(q, r));
      let key = `${viewer.id}@${from}>${target.id}@${to}|`;
      for (const body of figures) {
        if (body.id === viewer.id || body.id === target.id) continue;
        const cuts = body.hexes.some(([q, r]) => {
          const [px, py] = hexCentre(q, r);
          return eyes.some(([ax, ay]) =>
            columns.some(([bx, by]) => segmentDistance2(px, py, ax, ay, bx, by) <= reach2),
          );
        });
        if (cuts) key += `${body.id}@${stand(body.hexes)};`;
      }
      current.sight.add(key);
      if (!seenSight.has(key)) {
        seenSight.add(key);
        stats.sightNew++;
      }
    }
  };
  const enemiesOf = (position, figure) =>
    position.figures().filter((f) => f.owner !== figure.owner);
  const restore = [];
  const wrap = (object, name, before) => {
    const original = object[name];
    object[name] = function (...args) {
      before(this, args);
      return original.apply(this, args);
    };
    restore.push(() => (object[name] = original));
  };
  wrap(Position.prototype, "move", () => (moved = true));
  wrap(Position.prototype, "targets", (position, [id]) => {
    const figure = position.figure(id);
    if (figure) ask(position, figure, figure.hexes, enemiesOf(position, figure));
  });
  // The game's questions live on an object each position makes once (`position.rules`).
  const rules = Object.getOwnPropertyDescriptor(Position.prototype, "rules");
  const wrapped = new WeakSet();
  const questionsAsked = (position, questions) => {
    if (wrapped.has(questions)) return;
    wrapped.add(questions);
    // The plan asks attackRows (the lean rows the targets answer is dressed from); others ask
    // targetsOfMany: both ask sight and steps of the same attackers against their enemies.
    for (const name of ["targetsOfMany", "attackRows"]) {
      if (typeof questions[name] !== "function") continue;
      wrap(questions, name, (_, [ids]) => {
        for (const id of ids) {
          const figure = position.figure(id);
          if (figure) ask(position, figure, figure.hexes, enemiesOf(position, figure));
        }
      });
    }
    if (typeof questions.viewpoints === "function") {
      wrap(questions, "viewpoints", (_, [id, stands, targets]) => {
        const figure = position.figure(id);
        if (!figure) return;
        const looked = targets
          ? targets.map((t) => position.figure(t)).filter(Boolean)
          : enemiesOf(position, figure);
        for (const hexes of stands) ask(position, figure, hexes, looked);
      });
    }
  };
  Object.defineProperty(Position.prototype, "rules", {
    ...rules,
    get() {
      const questions = rules.get.call(this);
      questionsAsked(this, questions);
      return questions;
    },
  });
  restore.push(() => Object.defineProperty(Position.prototype, "rules", rules));
  try {
    const answer = await search();
    if (stats.positions > 0) close();
    return { answer, ...stats };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
