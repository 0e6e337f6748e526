// An overlay drawn (docs/rules/ai.md#overlays): every place of the answer shaded by its number —
// a HeroScape hex (a double-space figure's two hexes as one bar), an Arcadia Quest space, an
// Arcane Legions pose as a pointer from its centre the way it faces — with the answer's numbers
// on each shape as data attributes; for the hovered place its outline and, over the board, the
// attackers' lines (danger) or the path there (stands), and the words of the tooltip; the legend
// with the scale's numbers. The shapes go under the figures in the board's SVG, drawn once per
// answer; what a hover adds goes in the layer above, so a hover never repaints the board.
import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import type { ArcaneLegionsScenario, Game, Hex, Scenario } from "@sightline/rules";
import { baseCorners } from "@sightline/rules";
import { type BoardView, type Point, pointList, round } from "./boardView.js";
import { hexCentre, hexCorners } from "./heroscapeMap.js";
import {
  type DangerPlace,
  type OverlayModel,
  type Stand,
  legendTicks,
  resultWord,
  shade,
} from "./overlayPlaces.js";
import { percent, plural } from "../words.js";

/** A place as an answer writes it, in any game. */
type Place = DangerPlace["at"];
type Pose = { readonly x: number; readonly y: number; readonly facing: number };

const isPose = (at: Place): at is Pose => !Array.isArray(at);
const isHex = (at: Place): at is Hex => Array.isArray(at) && typeof at[0] === "number";

/** Where a place is drawn: a hex's centre (a pair's midpoint), a space's, a pose's. */
export function placeAnchor(game: Game, at: Place): Point {
  if (isPose(at)) return [at.x, at.y];
  if (game === "arcadia-quest") return [(at[0] as number) + 0.5, (at[1] as number) + 0.5];
  if (isHex(at)) return hexCentre(at);
  const [a, b] = (at as readonly Hex[]).map(hexCentre);
  return b ? [(a![0] + b[0]) / 2, (a![1] + b[1]) / 2] : a!;
}

/** A place in words, as the rules' reasons write spaces: "(3,2)", "(3,2)+(4,2)", a pose. */
export function placeWords(at: Place): string {
  if (isPose(at)) return `(${at.x},${at.y}) facing ${at.facing}°`;
  if (isHex(at)) return `(${at.join(",")})`;
  return (at as readonly Hex[]).map((h) => `(${h.join(",")})`).join("+");
}

/** The unit an Arcane Legions overlay is about, for its base's outline at a pose. */
function unitOf(scenario: Scenario, id: string) {
  return (scenario as ArcaneLegionsScenario).figures.find((f) => f.id === id);
}

/** The base outline of `unit` at `pose`. */
function baseAt(
  scenario: Scenario,
  id: string,
  pose: Pose,
): readonly [Point, Point, Point, Point] | undefined {
  const unit = unitOf(scenario, id);
  return unit ? baseCorners({ ...unit, ...pose }) : undefined;
}

/** A pose's pointer: a narrow triangle from its centre towards the middle of its front side. */
function pointer(scenario: Scenario, id: string, pose: Pose): string {
  const corners = baseAt(scenario, id, pose);
  const [cx, cy] = [pose.x, pose.y];
  let [dx, dy] = [1, 0];
  if (corners) {
    const [fx, fy] = [(corners[0][0] + corners[1][0]) / 2, (corners[0][1] + corners[1][1]) / 2];
    const length = Math.hypot(fx - cx, fy - cy) || 1;
    [dx, dy] = [(fx - cx) / length, (fy - cy) / length];
  }
  // Poses lie half a step apart: a pointer as long as that reads at a glance without hiding
  // its neighbours, and the poses of one centre make a star of their facings.
  const [px, py] = [-dy * 0.12, dx * 0.12];
  const back: Point = [cx - dx * 0.05, cy - dy * 0.05];
  return pointList([
    [cx + dx * 0.45, cy + dy * 0.45],
    [back[0] + px, back[1] + py],
    [back[0] - px, back[1] - py],
  ]);
}

/** The attributes every shape carries: its index, the answer's numbers, its shade. */
interface Marks {
  readonly index: number;
  readonly at: string;
  readonly value: number | null;
  readonly style: string;
  readonly expected: number | undefined;
  readonly destroyed: number | undefined;
  readonly attackers: string | undefined;
  readonly cost: number | undefined;
  readonly provokedExpected: number | undefined;
  readonly provokedDestroyed: number | undefined;
}

function marksOf(model: OverlayModel, index: number): Marks {
  const entry = model.entries[index]!;
  const value = model.values[index]!;
  const t = value === null ? 0 : shade(value, model.top);
  const danger = "attackers" in entry ? entry : undefined;
  const stand = danger ? undefined : (entry as Stand);
  const provoked = stand && "provoked" in stand ? stand.provoked : undefined;
  return {
    index,
    at: JSON.stringify(entry.at),
    value,
    style: `--t: ${round(100 * t)}%; --f: ${round(t)}`,
    expected: danger ? danger.expected : (stand!.attack?.odds.expected ?? undefined),
    destroyed: danger && "destroyed" in danger ? danger.destroyed : undefined,
    attackers: danger ? JSON.stringify(danger.attackers) : undefined,
    cost: stand?.cost,
    provokedExpected: provoked?.expected,
    provokedDestroyed: provoked?.destroyed,
  };
}

/** An optional attribute: absent when there is no value. */
const optional = (value: number | string | undefined | null) => value ?? nothing;

/** A closed outline as a path. */
const closed = (points: readonly Point[]) => `M${pointList(points)}Z`;

/** A place's shape as one path: a hex, a space, a pose's pointer, or a pair's bar (stroked). */
function outlineOf(model: OverlayModel, scenario: Scenario, at: Place): string {
  if (isPose(at)) return `M${pointer(scenario, model.query.figure, at)}Z`;
  if (model.game === "arcadia-quest") {
    const [x, y] = at as readonly number[];
    return `M${x! + 0.06},${y! + 0.06}h0.88v0.88h-0.88Z`;
  }
  if (isHex(at)) return closed(hexCorners(hexCentre(at), 0.97));
  return `M${pointList((at as readonly Hex[]).map(hexCentre))}`;
}

/** An attribute's value made safe between double quotes: a figure's id is the scenario's text. */
const quoted = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A place's shape as markup: one path, with the answer's numbers as data attributes. */
function shapeMarkup(model: OverlayModel, scenario: Scenario, m: Marks): string {
  const at = model.entries[m.index]!.at;
  const pair = !isPose(at) && model.game === "heroscape" && !isHex(at);
  const attributes: [string, string | number | null | undefined][] = [
    ["class", `place${m.value === null ? " no-attack" : ""}${pair ? " pair" : ""}`],
    ["d", outlineOf(model, scenario, at)],
    ["style", m.style],
    ["data-index", m.index],
    ["data-at", m.at],
    ["data-value", m.value],
    ["data-expected", m.expected],
    ["data-destroyed", m.destroyed],
    ["data-attackers", m.attackers],
    ["data-cost", m.cost],
    ["data-provoked-expected", m.provokedExpected],
    ["data-provoked-destroyed", m.provokedDestroyed],
  ];
  let markup = "<path";
  for (const [name, value] of attributes) {
    if (value !== undefined && value !== null) markup += ` ${name}="${quoted(String(value))}"`;
  }
  return `${markup}></path>`;
}

/**
 * Every place of the overlay, shaded, in the answer's order, for the board's SVG under the
 * figures. `hover(index)` is called with the place the pointer is over (undefined on leaving).
 * The places are one piece of markup the browser parses at once (every value quoted): as Lit
 * templates, Rolling Downs' 1,257 took 135 ms to draw the first time and 50 ms the next, as
 * markup 13–18 ms (loaded 2-core machine). They change only with the answer, and as a whole.
 */
export function overlayShapes(
  model: OverlayModel,
  scenario: Scenario,
  hover: (index: number | undefined, event: PointerEvent) => void,
): SVGTemplateResult {
  const over = (event: PointerEvent) => {
    const index = (event.target as Element).getAttribute("data-index");
    hover(index === null ? undefined : Number(index), event);
  };
  let markup = "";
  for (let i = 0; i < model.entries.length; i++) {
    markup += shapeMarkup(model, scenario, marksOf(model, i));
  }
  return svg`<g
    class="overlay ${model.query.q}"
    part="overlay"
    data-figure=${model.query.figure}
    data-target=${optional("target" in model.query ? model.query.target : undefined)}
    data-measure=${model.measure}
    data-top=${model.top}
    @pointerover=${over}
    @pointerleave=${(event: PointerEvent) => hover(undefined, event)}
  >${unsafeSVG(markup)}</g>`;
}

/** The hovered place's outline, and its attackers' lines (danger) or its path (stands). */
export function overlayHover(
  model: OverlayModel,
  index: number,
  view: BoardView,
  scenario: Scenario,
): SVGTemplateResult {
  const entry = model.entries[index]!;
  const at = entry.at;
  const anchor = placeAnchor(model.game, at);
  let outline: SVGTemplateResult;
  if (isPose(at)) {
    const corners = baseAt(scenario, model.query.figure, at);
    outline = svg`<polygon class="place-outline" points=${corners ? pointList(corners) : ""}></polygon>`;
  } else if (model.game === "arcadia-quest") {
    const [x, y] = at as readonly number[];
    outline = svg`<rect class="place-outline" x=${x} y=${y} width="1" height="1"></rect>`;
  } else {
    const hexes = isHex(at) ? [at] : (at as readonly Hex[]);
    outline = svg`${hexes.map((h) => svg`<polygon class="place-outline" points=${pointList(hexCorners(hexCentre(h)))}></polygon>`)}`;
  }
  const from = (id: string) => view.figures.find((f) => f.id === id)?.at;
  let lines: SVGTemplateResult[] = [];
  if ("attackers" in entry) {
    lines = entry.attackers.flatMap((id) => {
      const start = from(id);
      return start
        ? [
            svg`<line class="threat" x1=${round(start[0])} y1=${round(start[1])} x2=${round(anchor[0])} y2=${round(anchor[1])}></line>`,
          ]
        : [];
    });
  } else {
    const stand = entry as Stand;
    const path =
      "path" in stand && stand.path
        ? (stand.path as readonly (readonly number[])[]).map((p) =>
            placeAnchor(model.game, p as Hex),
          )
        : isPose(at) && from(model.query.figure)
          ? [from(model.query.figure)!, anchor]
          : [];
    if (path.length > 1)
      lines = [svg`<polyline class="stand-path" points=${pointList(path)}></polyline>`];
  }
  return svg`<g class="overlay-hover">${outline}${lines}</g>`;
}

/** An expectation as the panel writes it. */
const amount = (n: number) => n.toFixed(2);

/** The tooltip's words for the hovered place: its numbers, and who attacks or how it gets there. */
export function overlayTip(model: OverlayModel, index: number): TemplateResult {
  const entry = model.entries[index]!;
  const word = resultWord(model.game);
  const where = placeWords(entry.at);
  if ("attackers" in entry) {
    const chance = "destroyed" in entry ? `${percent(entry.destroyed!)} destroyed · ` : "";
    return html`<strong>${model.query.figure} at ${where}</strong>
      <span>${chance}${amount(entry.expected)} expected ${word}</span>
      <span class="attackers"
        >${
          entry.attackers.length === 0
            ? "No enemy can attack it here"
            : `Attacked by ${entry.attackers.join(", ")}`
        }</span
      >`;
  }
  const stand = entry as Stand;
  const target = "target" in model.query ? model.query.target : "";
  const attack = stand.attack;
  const how = attack
    ? `Attacks ${target}${"card" in attack && attack.card ? ` with ${attack.card}` : ""}${"kind" in attack && attack.kind ? ` (${attack.kind})` : ""}: ${attack.attackDice} vs ${attack.defenseDice} dice, ${amount(attack.odds.expected)} expected ${word}`
    : `Cannot attack ${target} from here`;
  return html`<strong>${model.query.figure} to ${where}</strong>
    <span>${how}</span>
    <span>${moveWords(stand)}</span>
    ${"provoked" in stand && stand.provoked ? html`<span>${provokedWords(stand.provoked)}</span>` : nothing}`;
}

/** How the figure gets to a stand: staying, its steps, or the movement points spent. */
function moveWords(stand: Stand): string {
  if ("path" in stand && stand.path) {
    const steps = stand.path.length - 1;
    const doors = "doors" in stand && stand.doors ? stand.doors.length : 0;
    return `${plural(steps, "step")}${doors ? `, ${plural(doors, "door action")}` : ""}`;
  }
  return stand.cost === 0 ? "Where it stands" : `${plural(stand.cost, "movement point")}`;
}

/** What leaving engagement on the way costs (HeroScape). */
function provokedWords(provoked: { readonly expected: number; readonly destroyed?: number }) {
  if (provoked.expected === 0) return "Leaves no engagement on the way";
  return `Leaving engagement provokes ${amount(provoked.expected)} expected wounds${provoked.destroyed === undefined ? "" : `, ${percent(provoked.destroyed)} destroyed`}`;
}

/** A legend number: a chance as a percentage, an expectation, each to three digits at most. */
export function legendNumber(value: number, measure: OverlayModel["measure"]): string {
  return measure === "destroyed" ? `${+(100 * value).toPrecision(3)}%` : `${+value.toPrecision(3)}`;
}

/** What the shading says, as the legend's heading. */
function legendTitle(model: OverlayModel): string {
  const { query } = model;
  if (query.q === "stands") {
    return `Expected ${resultWord(model.game)} on ${query.target} from each place ${query.figure} can reach`;
  }
  return model.measure === "destroyed"
    ? `Chance ${query.figure} is destroyed there`
    : `Expected ${resultWord(model.game)} on ${query.figure} there`;
}

/** The legend: what the shading is, and the scale with its numbers. */
export function overlayLegend(model: OverlayModel): TemplateResult {
  const ticks = legendTicks(model.top);
  const words = ticks.map((t) => legendNumber(t, model.measure));
  return html`<div
    class="legend ${model.query.q}"
    part="legend"
    role="img"
    aria-label=${`${legendTitle(model)}: from ${words[0]} to ${words.at(-1)}`}
  >
    <p class="legend-title">${legendTitle(model)}</p>
    <ol class="legend-scale">
      ${ticks.map(
        (t, k) =>
          html`<li style=${`--t: ${round((100 * t) / model.top)}%; --f: ${round(t / model.top)}`}>
            <span class="swatch"></span><span class="tick">${words[k]}</span>
          </li>`,
      )}
    </ol>
    ${
      model.query.q === "stands"
        ? html`<p class="legend-none"><span class="swatch"></span> no attack from there</p>`
        : nothing
    }
  </div>`;
}

/** The panel's summary: how many places, and the best (stands) or the safest and worst (danger). */
export function overlaySummary(model: OverlayModel): TemplateResult {
  const { query, entries, values } = model;
  const word = resultWord(model.game);
  if (query.q === "stands") {
    let best = -1;
    values.forEach((v, k) => {
      if (v !== null && (best < 0 || v > values[best]! + 1e-9)) best = k;
    });
    const attacking = values.filter((v) => v !== null).length;
    return html`<p class="overlay-summary">
      ${plural(entries.length, "place")} ${query.figure} can reach this turn, ${attacking} with an
      attack on
      ${query.target}${
        best < 0
          ? "."
          : html`; the best: ${placeWords(entries[best]!.at)}, ${amount(values[best]!)} expected
            ${word}.`
      }
    </p>`;
  }
  const safe = (entries as readonly DangerPlace[]).filter((p) => p.attackers.length === 0).length;
  let worst = 0;
  values.forEach((v, k) => {
    if (v! > values[worst]! + 1e-9) worst = k;
  });
  const shown = (k: number) =>
    model.measure === "destroyed"
      ? `${percent(values[k]!)} destroyed`
      : `${amount(values[k]!)} expected ${word}`;
  return html`<p class="overlay-summary">
    ${plural(entries.length, "place")} ${query.figure} could stand on; ${safe} where no enemy can
    attack
    it${entries.length > 0 ? html`; the worst: ${placeWords(entries[worst]!.at)}, ${shown(worst)}.` : "."}
  </p>`;
}
