// A focused target's line of sight as the engine explains it (its `los` answer): HeroScape the
// eye to the witness point, or the ray to the target with its blockers outlined; Arcadia Quest
// centre to centre with the edge, space or corner that stops it; Arcane Legions the best notch
// pair with its hindrances outlined, or what blocks.
import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from "lit";
import {
  type Blocker,
  type SightProfile,
  type ArcaneLegionsScenario,
  type Game,
  type HeroscapeScenario,
  type Scenario,
  baseCorners,
  blockerName,
  levelHeightOf,
} from "@sightline/rules";
import { type Point, pointList, round } from "./boardView.js";
import { hexCentre, hexCorners } from "./heroscapeMap.js";
import { sightProfile } from "./sightProfile.js";

/** What the element draws over the board, and says in its panel, for a focused target. */
export interface SightDrawing {
  readonly overlay: SVGTemplateResult;
  readonly panel: TemplateResult;
}

type Answer = Record<string, unknown>;

/**
 * What the panel says instead of the focused target's sight while a suggestion is previewed: the
 * engine's line runs between where the figures stand in the scenario, hexes the preview shows
 * empty, so none is drawn.
 */
export const sightDuringPreview: TemplateResult = html`<p class="sight-hidden">
  No line of sight during the preview: it would start where the figures stand now. Clear the
  suggestion to see it.
</p>`;

export function sightDrawing(
  game: Game,
  scenario: Scenario,
  from: string,
  to: string,
  los: Answer,
  profile?: SightProfile,
): SightDrawing {
  if (los.error !== undefined) return { overlay: svg``, panel: html`<p>${String(los.reason)}</p>` };
  switch (game) {
    case "heroscape": {
      const board = scenario as HeroscapeScenario;
      return withProfile(heroscapeSight(board, from, to, los), los, levelHeightOf(board), profile);
    }
    case "arcadia-quest":
      return arcadiaQuestSight(scenario, from, to, los);
    case "arcane-legions":
      return arcaneLegionsSight(scenario as ArcaneLegionsScenario, from, to, los);
  }
}

/**
 * HeroScape's panel also shows the section along the line (the sight profile), drawn at the
 * board's own pitches per level.
 */
function withProfile(
  drawing: SightDrawing,
  los: Answer,
  levelHeight: number,
  profile?: SightProfile,
): SightDrawing {
  if (!profile) return drawing;
  const blockers = (los.blockers ?? []) as Blocker[];
  const section = sightProfile(profile, blockers, levelHeight);
  return { ...drawing, panel: html`${drawing.panel}${section}` };
}

function line([x1, y1]: Point, [x2, y2]: Point, clear: boolean): SVGTemplateResult {
  return svg`<line class="sight${clear ? "" : " blocked"}" x1=${round(x1)} y1=${round(y1)} x2=${round(x2)} y2=${round(y2)}></line>`;
}

function heroscapeSight(
  scenario: HeroscapeScenario,
  from: string,
  to: string,
  los: Answer,
): SightDrawing {
  const attacker = scenario.figures.find((f) => f.id === from)!;
  const target = scenario.figures.find((f) => f.id === to)!;
  if (los.clear === true) {
    const eye = hexCentre(los.eye as [number, number]);
    const [x, y, z] = los.witness as [number, number, number];
    return {
      overlay: svg`${line(eye, [x, y], true)}<circle class="witness" cx=${round(x)} cy=${round(y)} r="0.08"></circle>`,
      panel: html`<p>
        Clear: the eye over (${(los.eye as number[]).join(",")}) sees ${to} at a height of
        ${z.toFixed(2)} pitches.
      </p>`,
    };
  }
  const blockers = (los.blockers ?? []) as Answer[];
  const outlines = blockers.map((b) => {
    if (b.space !== undefined)
      return svg`<polygon class="blocker" points=${pointList(hexCorners(hexCentre(b.space as [number, number]), 0.97))}></polygon>`;
    if (b.obstacle !== undefined) {
      const obstacle = scenario.board.obstacles?.find((o) => o.id === b.obstacle);
      return svg`${(obstacle?.hexes ?? []).map((hex) => svg`<polygon class="blocker" points=${pointList(hexCorners(hexCentre(hex), 0.9))}></polygon>`)}`;
    }
    const figure = scenario.figures.find((f) => f.id === b.figure);
    return svg`${(figure?.hexes ?? []).map((hex) => {
      const [x, y] = hexCentre(hex);
      return svg`<circle class="blocker" cx=${round(x)} cy=${round(y)} r="0.38"></circle>`;
    })}`;
  });
  const names = (blockers as unknown as Blocker[]).map(blockerName);
  return {
    overlay: svg`${line(hexCentre(attacker.hexes[0]!), hexCentre(target.hexes[0]!), false)}${outlines}`,
    panel: html`<p>
      No line of sight${names.length ? html`: blocked by ${names.join(", ")}` : nothing}.
    </p>`,
  };
}

function arcadiaQuestSight(
  scenario: Scenario,
  from: string,
  to: string,
  los: Answer,
): SightDrawing {
  const figures = scenario.figures as readonly { id: string; x: number; y: number }[];
  const [a, b] = [figures.find((f) => f.id === from)!, figures.find((f) => f.id === to)!];
  const ends: [Point, Point] = [
    [a.x + 0.5, a.y + 0.5],
    [b.x + 0.5, b.y + 0.5],
  ];
  if (los.clear === true)
    return { overlay: line(ends[0], ends[1], true), panel: html`<p>Clear, centre to centre.</p>` };
  const why = (los.blockedBy ?? {}) as Answer;
  let mark: SVGTemplateResult = svg``;
  let words = "";
  if (why.edge !== undefined) {
    const { x, y, side } = why.edge as { x: number; y: number; side: "E" | "S" };
    const [x2, y2] = side === "E" ? [x + 1, y + 1] : [x + 1, y + 1];
    const [x1, y1] = side === "E" ? [x + 1, y] : [x, y + 1];
    mark = svg`<line class="blocker" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
    words = `the ${String(why.kind)} on the ${side === "E" ? "east" : "south"} edge of (${x},${y})`;
  } else if (why.space !== undefined) {
    const [x, y] = why.space as [number, number];
    mark = svg`<rect class="blocker" x=${x} y=${y} width="1" height="1"></rect>`;
    words = `the space (${x},${y}): ${String(why.kind)}`;
  } else if (why.corner !== undefined) {
    const [x, y] = why.corner as [number, number];
    mark = svg`<circle class="blocker" cx=${x} cy=${y} r="0.12"></circle>`;
    words = `the corner at (${x},${y}), closed on both sides`;
  }
  return {
    overlay: svg`${line(ends[0], ends[1], false)}${mark}`,
    panel: html`<p>No line of sight: blocked by ${words}.</p>`,
  };
}

function arcaneLegionsSight(
  scenario: ArcaneLegionsScenario,
  from: string,
  to: string,
  los: Answer,
): SightDrawing {
  const outline = (name: string, css: string) => {
    const unit = scenario.figures.find((f) => f.id === name);
    if (unit) return svg`<polygon class=${css} points=${pointList(baseCorners(unit))}></polygon>`;
    const terrain = scenario.board.terrain ?? [];
    const piece = terrain.find((p, i) => (p.id ?? `terrain ${i}`) === name);
    return piece ? svg`<polygon class=${css} points=${pointList(piece.points)}></polygon>` : svg``;
  };
  if (los.clear === true) {
    const [a, b] = los.line as [Point, Point];
    const hindered = (los.hinderedBy ?? []) as string[];
    return {
      overlay: svg`${line(a, b, true)}${hindered.map((name) => outline(name, "hindrance"))}`,
      panel: html`<p>
        Clear: ${String(los.fromSide)} notch ${String(los.fromNotch)} to ${String(los.toSide)} notch
        ${String(los.toNotch)}, ${Number(los.distance).toFixed(2)}
        steps${hindered.length ? html`, hindered by ${hindered.join(", ")}` : nothing}.
      </p>`,
    };
  }
  const [a, b] = [
    scenario.figures.find((f) => f.id === from)!,
    scenario.figures.find((f) => f.id === to)!,
  ];
  const blockers = (los.blockedBy ?? []) as string[];
  return {
    overlay: svg`${line([a.x, a.y], [b.x, b.y], false)}${blockers.map((name) => outline(name, "blocker"))}`,
    panel: html`<p>
      No line of
      sight${blockers.length ? html`: the shortest line is blocked by ${blockers.join(", ")}` : nothing}.
    </p>`,
  };
}
