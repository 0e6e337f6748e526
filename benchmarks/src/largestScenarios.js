// Writes the largest scenario each game accepts (docs/rules/limits.md#what-the-largest-costs), with a
// list of queries that touch every part of it, so that their memory and time can be measured:
//
//   node benchmarks/src/largestScenarios.js /tmp/largest
//   /usr/bin/time -f "%M KB, %e s" npx sightline query /tmp/largest/heroscape.json /tmp/largest/heroscape-queries.json > /dev/null
//
// Every number comes from @sightline/rules' limits, so the files follow them when they change.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  MAX_ATTACK_CARDS,
  MAX_CRIT_SHARE,
  MAX_DICE,
  MAX_DIE_FACES,
  MAX_FIGURE_HEIGHT,
  MAX_FIGURES,
  MAX_HEX_CELLS,
  MAX_HEX_SPACES,
  MAX_LEVEL_HEIGHT,
  MAX_MATRIX_FIGURES,
  MAX_SCENE_SOLIDS,
  MAX_SOLID_INTERVALS,
  MAX_SQUARE_SIDE,
  MAX_TABLE_COORDINATE,
  MAX_TERRAIN_POINTS,
  checkScenario,
} from "@sightline/rules";

const out = process.argv[2];
if (!out) throw new Error("usage: node benchmarks/src/largestScenarios.js DIRECTORY");
mkdirSync(out, { recursive: true });

/** The first `n` figure ids, as a matrix's `of`. */
const first = (figures, n) => figures.slice(0, n).map((f) => f.id);

/**
 * HeroScape: MAX_HEX_SPACES spaces spread over the widest grid MAX_HEX_CELLS allows, as many
 * intervals of ground each as MAX_SCENE_SOLIDS allows (at most MAX_SOLID_INTERVALS), MAX_FIGURES
 * figures MAX_FIGURE_HEIGHT tall with MAX_DICE dice, levels MAX_LEVEL_HEIGHT pitches high.
 */
function heroscape() {
  // The padding takes a cell on each side: spaces span 2,046 × 2,046 hexes, 33 to a row.
  const side = Math.sqrt(MAX_HEX_CELLS) - 3;
  const perRow = 33;
  const rows = Math.ceil(MAX_HEX_SPACES / perRow) - 1;
  const intervals = Math.min(MAX_SOLID_INTERVALS, Math.floor(MAX_SCENE_SOLIDS / MAX_HEX_SPACES));
  const top = 2 * intervals - 1;
  const solid = Array.from({ length: intervals }, (_, k) => [2 * k, 2 * k + 1]);
  const spaces = Array.from({ length: MAX_HEX_SPACES }, (_, k) => ({
    q: Math.round(((k % perRow) * side) / (perRow - 1)),
    r: Math.floor((Math.floor(k / perRow) * side) / rows),
    level: top,
    solid,
  }));
  const figures = Array.from({ length: MAX_FIGURES }, (_, i) => ({
    id: `f${i}`,
    owner: i % 2 === 0 ? "red" : "blue",
    hexes: [[spaces[i * 60].q, spaces[i * 60].r]],
    height: MAX_FIGURE_HEIGHT,
    range: 1_000_000,
    attack: MAX_DICE,
    defense: MAX_DICE,
    life: 100,
  }));
  const scenario = {
    game: "heroscape",
    board: { spaces, levelHeight: MAX_LEVEL_HEIGHT },
    figures,
  };
  return { scenario, queries: queries(figures) };
}

/**
 * Arcadia Quest: a board MAX_SQUARE_SIDE square, MAX_FIGURES characters two to a space, each with
 * MAX_ATTACK_CARDS cards of MAX_DICE dice, dice of MAX_DIE_FACES faces, MAX_CRIT_SHARE of them crits.
 */
function arcadiaQuest() {
  const rows = Array.from({ length: MAX_SQUARE_SIDE }, () => ".".repeat(MAX_SQUARE_SIDE));
  const figures = Array.from({ length: MAX_FIGURES }, (_, i) => ({
    id: `c${i}`,
    owner: i % 2 === 0 ? "guild" : "monsters",
    x: (Math.floor(i / 2) * 97) % MAX_SQUARE_SIDE,
    y: (Math.floor(i / 2) * 61) % MAX_SQUARE_SIDE,
    defense: MAX_DICE,
    attacks: Array.from({ length: MAX_ATTACK_CARDS }, (_, k) => ({
      name: `card ${k}`,
      kind: k % 2 === 0 ? "melee" : "ranged",
      dice: MAX_DICE - (k % 4),
    })),
  }));
  const crits = Math.floor(MAX_DIE_FACES * MAX_CRIT_SHARE);
  const die = (other) => [
    ...Array(crits).fill("crit"),
    ...Array(MAX_DIE_FACES - crits).fill(other),
  ];
  const scenario = {
    game: "arcadia-quest",
    board: { rows },
    figures,
    dice: { attack: die("sword"), defense: die("shield") },
  };
  return { scenario, queries: queries(figures) };
}

/**
 * Arcane Legions: MAX_FIGURES units spread over a table MAX_TABLE_COORDINATE steps square, and
 * MAX_TERRAIN_POINTS points of terrain (a hundred circles of a hundred points).
 */
function arcaneLegions() {
  const size = MAX_TABLE_COORDINATE;
  const perRow = Math.ceil(Math.sqrt(MAX_FIGURES));
  const step = size / (perRow + 1);
  const codex = { front: "blue", right: "red", back: "grey", left: "red" };
  const figures = Array.from({ length: MAX_FIGURES }, (_, i) => ({
    id: `u${i}`,
    owner: i % 2 === 0 ? "han" : "rome",
    base: ["sortie", "foot", "cavalry"][i % 3],
    x: step * (1 + (i % perRow)),
    y: step * (1 + Math.floor(i / perRow)),
    facing: (i * 37) % 360,
    codex,
    attackDice: 12,
    rangedDice: 12,
    defenseDice: 12,
  }));
  const pieces = MAX_TERRAIN_POINTS / 100;
  const terrain = Array.from({ length: pieces }, (_, p) => ({
    kind: p % 2 === 0 ? "hindering" : "blocking",
    points: Array.from({ length: 100 }, (_, k) => {
      const angle = (2 * Math.PI * k) / 100;
      const [cx, cy] = [step * (1.5 + (p % perRow)), step * (1.5 + Math.floor(p / perRow))];
      return [cx + 3 * Math.cos(angle), cy + 3 * Math.sin(angle)];
    }),
  }));
  const scenario = {
    game: "arcane-legions",
    board: { width: size, height: size, terrain },
    figures,
  };
  return { scenario, queries: queries(figures, 12) };
}

/**
 * Queries on every part of a battle: sight, range, targets, the largest matrix, the largest odds
 * (`dice` a side: Arcane Legions rolls at most 12, docs/rules/arcane-legions.md#the-line-up).
 */
function queries(figures, dice = MAX_DICE) {
  const [a, b] = figures;
  return [
    { q: "range", from: a.id, to: b.id },
    { q: "los", from: a.id, to: b.id },
    { q: "targets", attacker: a.id },
    { q: "matrix", of: first(figures, MAX_MATRIX_FIGURES) },
    { q: "odds", attackDice: dice, defenseDice: dice },
  ];
}

for (const [game, make] of [
  ["heroscape", heroscape],
  ["arcadia-quest", arcadiaQuest],
  ["arcane-legions", arcaneLegions],
]) {
  const { scenario, queries: list } = make();
  const checked = checkScenario(scenario);
  if (!checked.ok) {
    throw new Error(`${game}: ${JSON.stringify(checked.problems.slice(0, 3), null, 2)}`);
  }
  writeFileSync(join(out, `${game}.json`), JSON.stringify(scenario));
  writeFileSync(join(out, `${game}-queries.json`), JSON.stringify(list));
  console.log(`${join(out, `${game}.json`)}: accepted`);
}
