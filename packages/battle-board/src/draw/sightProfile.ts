// The HeroScape sight profile: the vertical section along the focused line of sight, distance
// over the ground across, height up (rules' `position.sightProfile`). The ground and obstacles
// of every hex the ray crosses, other figures' bodies, the eye, and the target's sight column
// with the pieces of it that show — or, when the line is blocked, the fan of rays to the whole
// column and what cuts it. How a player checks a close call by eye.
import { type TemplateResult, html, nothing, svg } from "lit";
import { type Blocker, type SightProfile, blockerName } from "@sightline/rules";
import { round } from "./boardView.js";

/**
 * Heights are drawn twice their size: a long ray over low ground is otherwise a thin strip. An
 * affine stretch keeps lines straight and what they meet the same, so the drawing stays honest.
 */
const STRETCH = 2;
const MARGIN = 0.35;

/**
 * `blockers`: what the `los` answer names as in the way, outlined where the ray crosses it.
 * `levelHeight`: the board's pitches per level (docs/rules/heroscape.md#coordinates-and-units),
 * so heights and distances keep the board's proportions.
 */
export function sightProfile(
  profile: SightProfile,
  blockers: readonly Blocker[],
  levelHeight: number,
): TemplateResult {
  const y = (level: number) => round(-level * levelHeight * STRETCH);
  const x = (pitches: number) => round(pitches);
  const cuts = new Set(blockers.map((b) => JSON.stringify(b)));
  const { crossings, eye, target, length } = profile;
  let top = Math.max(eye.height, target.to);
  for (const c of crossings) {
    for (const s of c.solids) top = Math.max(top, s.to);
    if (c.body) top = Math.max(top, c.body.to);
  }
  const box = {
    x: -MARGIN,
    y: y(top) - MARGIN,
    width: length + 2 * MARGIN + 0.6,
    height: -y(top) + 2 * MARGIN,
  };
  const column = (from: number, to: number, css: string) =>
    svg`<line class=${css} x1=${x(length)} y1=${y(from)} x2=${x(length)} y2=${y(to)}></line>`;
  const fan = (low: number, high: number, css: string) =>
    svg`<polygon class=${css} points=${`${x(0)},${y(eye.height)} ${x(length)},${y(low)} ${x(length)},${y(high)}`}></polygon>`;
  const pieces = target.visible;
  return html`<figure class="profile">
    <svg
      part="profile"
      role="img"
      viewBox="${box.x} ${box.y} ${box.width} ${box.height}"
      aria-label=${profileWords(profile, blockers)}
    >
      ${crossings.map(
        (c) =>
          svg`<g class="crossing"><title>(${c.hex.join(",")})</title>${c.solids.map(
            (s) =>
              svg`<rect class=${`${"space" in s.blocker ? "ground" : "obstacle"}${cuts.has(JSON.stringify(s.blocker)) ? " cut" : ""}`}
                x=${x(c.from)} y=${y(s.to)} width=${round(Math.max(c.to - c.from, 0.01))} height=${round(y(s.from) - y(s.to))}></rect>`,
          )}${
            c.body
              ? svg`<rect class=${`body${cuts.has(JSON.stringify({ figure: c.body.figure })) ? " cut" : ""}`}
                x=${x(c.from)} y=${y(c.body.to)} width=${round(Math.max(c.to - c.from, 0.01))} height=${round(y(c.body.from) - y(c.body.to))}><title>${c.body.figure}</title></rect>`
              : nothing
          }</g>`,
      )}
      ${
        profile.clear
          ? pieces.map(([low, high]) => fan(low, high, "fan"))
          : fan(target.from, target.to, "fan blocked")
      }
      ${column(target.from, target.to, "column")}
      ${pieces.map(([low, high]) => column(low, high, "column visible"))}
      <circle class="eye" cx=${x(0)} cy=${y(eye.height)} r="0.09"></circle>
      <text class="axis" x=${x(length) + 0.12} y=${y(target.to)}>${target.figure}</text>
    </svg>
    <figcaption>
      Sight profile, ${length.toFixed(2)} pitches:
      ${profile.clear ? "the green piece shows" : "nothing of the column shows"} (heights drawn
      ×${STRETCH}).
    </figcaption>
  </figure>`;
}

/** The profile in words, for the image's accessible name. */
function profileWords(profile: SightProfile, blockers: readonly Blocker[]): string {
  const { eye, target } = profile;
  const shows = profile.clear
    ? `visible from level ${target.visible.map(([lo, hi]) => `${lo.toFixed(2)} to ${hi.toFixed(2)}`).join(" and ")}`
    : `hidden${blockers.length ? ` by ${blockers.map(blockerName).join(", ")}` : ""}`;
  return `Sight profile: eye at level ${eye.height.toFixed(2)} over (${eye.hex.join(",")}), ${target.figure} from level ${target.from} to ${target.to}, ${shows}.`;
}
