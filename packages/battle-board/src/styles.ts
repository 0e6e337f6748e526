// The element's look: every colour a CSS custom property a page can set (dark with
// `theme="dark"`, or by the user's preference unless `theme="light"`), and the parts a page can
// style (::part).
import { css } from "lit";
import { oddsChartStyles } from "./draw/oddsChart.js";

/** The dark theme's colours: `theme="dark"`, or the user's preference unless `theme="light"`. */
const dark = css`
  --bb-background: #1e1f22;
  --bb-text: #e8e6e3;
  --bb-ground-low: #4f5d3a;
  --bb-ground-high: #a8c470;
  --bb-space: #3a3832;
  --bb-table: #34302a;
  --bb-wall: #e8e6e3;
`;

// The panel (aside) is sized by the board, never by its content (contain: size; it scrolls): in a
// page that leaves the element's height auto, an odds chart or a suggestion in the panel made the
// row, and so the board under the pointer, taller. (Comments here, not in the CSS: it ships.)
export const styles = css`
  :host {
    --bb-background: #f6f4ee;
    --bb-text: #1d2021;
    --bb-ground-low: #c9d8a7;
    --bb-ground-high: #6f8a3a;
    --bb-water: #6fa8dc;
    --bb-ice: #dff1fb;
    --bb-lava: #e0662f;
    --bb-swamp: #7a8f5c;
    --bb-shadow: #8c8c9c;
    --bb-obstacle: #7b6a58;
    --bb-tree: #2f6b35;
    --bb-space: #e8e2d0;
    --bb-blocked-terrain: #5b5348;
    --bb-wall: #2b2b2b;
    --bb-door: #9a5b1f;
    --bb-table: #efe6cf;
    --bb-blocking: #6d6257;
    --bb-hindering: #8fb07a;
    --bb-side-blue: #2a64c4;
    --bb-side-red: #c43a2a;
    --bb-side-grey: #8a8a8a;
    --bb-owner-0: #c0392b;
    --bb-owner-1: #2471a3;
    --bb-owner-2: #b7950b;
    --bb-owner-3: #7d3c98;
    --bb-owner-4: #148f77;
    --bb-owner-5: #a04000;
    --bb-select: #f1c40f;
    --bb-target: #e67e22;
    --bb-sight: #16a085;
    --bb-blocked: #c0392b;
    --bb-reach: #2e86c1;
    --bb-danger-low: #fde68a;
    --bb-danger-high: #b91c1c;
    --bb-stand-low: #e9d5ff;
    --bb-stand-high: #6b21a8;
    --bb-no-attack: #8a8f98;
    --bb-dim: 0.35;
    display: block;
    position: relative;
    min-height: 240px;
    color: var(--bb-text);
    background: var(--bb-background);
    font:
      14px/1.35 system-ui,
      sans-serif;
    contain: content;
  }
  :host([theme="dark"]) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme="light"])) {
      ${dark}
    }
  }
  .frame {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(14rem, 18rem);
    /* Not an auto row: sizing it by content re-measured the board's SVG on every change of
       the panel, and Chromium laid out all its texts again (30–100 ms a hover, 669 spaces). */
    grid-template-rows: minmax(0, 1fr);
    height: 100%;
    min-height: inherit;
  }
  .view {
    position: relative;
    min-width: 0;
    min-height: inherit;
  }
  svg.board {
    display: block;
    width: 100%;
    height: 100%;
    min-height: inherit;
    touch-action: none;
    cursor: grab;
    user-select: none;
  }
  svg.sight-layer {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    /* A layer of its own: a hover's line or path repaints it alone, never the board under it
       (with an overlay's translucent places, that repaint cost 20–50 ms a hover). */
    will-change: transform;
  }
  .space.ground {
    fill: color-mix(in oklab, var(--bb-ground-high) var(--shade), var(--bb-ground-low));
  }
  .terrain-water {
    fill: var(--bb-water);
  }
  .terrain-ice {
    fill: var(--bb-ice);
  }
  .terrain-lava {
    fill: var(--bb-lava);
  }
  .terrain-swamp-water {
    fill: var(--bb-swamp);
  }
  .terrain-shadow {
    fill: var(--bb-shadow);
  }
  .level {
    font-size: 0.28px;
    text-anchor: middle;
    fill: var(--bb-text);
    opacity: 0.55;
    pointer-events: none;
  }
  .obstacle {
    fill: var(--bb-obstacle);
    opacity: 0.85;
  }
  .obstacle.tree,
  .obstacle.palm,
  .obstacle.brush {
    fill: var(--bb-tree);
  }
  .space:not(.ground) {
    stroke: none;
  }
  rect.space {
    fill: var(--bb-space);
  }
  .blocked-terrain {
    fill: var(--bb-blocked-terrain);
  }
  .edge {
    stroke-linecap: round;
  }
  .wall {
    stroke: var(--bb-wall);
    stroke-width: 0.1;
  }
  .door.closed {
    stroke: var(--bb-door);
    stroke-width: 0.14;
  }
  .door.open {
    stroke: var(--bb-door);
    stroke-width: 0.06;
    stroke-dasharray: 0.12 0.08;
  }
  .table {
    fill: var(--bb-table);
  }
  .terrain.blocking {
    fill: var(--bb-blocking);
  }
  .terrain.hindering {
    fill: var(--bb-hindering);
    opacity: 0.7;
  }
  .side {
    stroke-width: 0.1;
    stroke-linecap: round;
  }
  .side.blue {
    stroke: var(--bb-side-blue);
  }
  .side.red {
    stroke: var(--bb-side-red);
  }
  .side.grey {
    stroke: var(--bb-side-grey);
  }
  .notch {
    fill: var(--bb-text);
  }
  .facing {
    stroke: var(--bb-text);
    stroke-width: 0.06;
  }
  .figure {
    cursor: pointer;
    outline: none;
  }
  .figure .body {
    fill: var(--owner);
    stroke: var(--bb-text);
    stroke-width: 0.03;
  }
  .figure .body.double {
    stroke: var(--owner);
    stroke-linecap: round;
  }
  .figure .body.base {
    fill: color-mix(in oklab, var(--owner) 55%, transparent);
  }
  .figure.dimmed {
    opacity: var(--bb-dim);
  }
  .figure.attacker .ring {
    stroke: var(--bb-select);
  }
  .figure.target .ring {
    stroke: var(--bb-target);
  }
  .figure:focus-visible .ring {
    stroke: var(--bb-text);
    stroke-dasharray: 0.08 0.05;
  }
  .ring {
    fill: none;
    stroke: transparent;
    stroke-width: 0.08;
  }
  .name {
    font-size: 0.3px;
    text-anchor: middle;
    fill: var(--bb-text);
    paint-order: stroke;
    stroke: var(--bb-background);
    stroke-width: 0.06px;
    pointer-events: none;
  }
  .label {
    font-size: 0.26px;
    fill: var(--bb-target);
    font-weight: 600;
  }
  .reach {
    fill: var(--bb-select);
    opacity: 0.18;
    pointer-events: none;
  }
  .sight {
    stroke: var(--bb-sight);
    stroke-width: 0.06;
    fill: none;
    pointer-events: none;
  }
  .sight.blocked {
    stroke: var(--bb-blocked);
    stroke-dasharray: 0.15 0.1;
  }
  .blocker {
    fill: none;
    stroke: var(--bb-blocked);
    stroke-width: 0.08;
    pointer-events: none;
  }
  .hindrance {
    fill: none;
    stroke: var(--bb-target);
    stroke-width: 0.06;
    stroke-dasharray: 0.1 0.06;
  }
  .witness {
    fill: var(--bb-sight);
  }
  .reach {
    fill: var(--bb-reach);
    opacity: 0.24;
    pointer-events: none;
  }
  .profile {
    margin: 0.75rem 0 0;
  }
  .profile svg {
    width: 100%;
    max-height: 12rem;
    background: color-mix(in oklab, var(--bb-text) 4%, transparent);
  }
  .profile figcaption {
    font-size: 0.85em;
    opacity: 0.8;
  }
  .profile .ground {
    fill: var(--bb-ground-low);
    stroke: var(--bb-background);
    stroke-width: 0.01;
  }
  .profile .obstacle {
    fill: var(--bb-obstacle);
  }
  .profile .body {
    fill: var(--bb-shadow);
  }
  .profile .cut {
    stroke: var(--bb-blocked);
    stroke-width: 0.04;
  }
  .profile .fan {
    fill: var(--bb-sight);
    opacity: 0.35;
  }
  .profile .fan.blocked {
    fill: var(--bb-blocked);
    opacity: 0.2;
  }
  .profile .column {
    stroke: var(--bb-target);
    stroke-width: 0.08;
  }
  .profile .column.visible {
    stroke: var(--bb-sight);
    stroke-width: 0.14;
  }
  .profile .eye {
    fill: var(--bb-text);
  }
  .profile .axis {
    font-size: 0.22px;
    fill: var(--bb-text);
  }
  aside {
    padding: 0.75rem;
    overflow: auto;
    contain: size;
    border-left: 1px solid color-mix(in oklab, var(--bb-text) 20%, transparent);
  }
  aside h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  aside ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .problems {
    color: var(--bb-blocked);
    padding: 1rem;
  }
  .loading {
    position: absolute;
    inset: auto 0.5rem 0.5rem auto;
    opacity: 0.7;
  }
  ${oddsChartStyles}
  .live {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  button {
    font: inherit;
  }
  button.suggest {
    margin: 0.5rem 0;
  }
  /* The AI's suggestion: numbered arrows from attacker to target, over the board. */
  .suggested-attack line {
    stroke: var(--bb-target);
    stroke-width: 0.08;
  }
  .suggested-attack text {
    font-size: 0.3px;
    font-weight: 700;
    fill: var(--bb-target);
    text-anchor: middle;
    paint-order: stroke;
    stroke: var(--bb-background);
    stroke-width: 0.06px;
  }
  #bb-arrow path {
    fill: var(--bb-target);
  }
  .suggestion-score {
    opacity: 0.85;
  }
  .wounds circle {
    fill: var(--bb-blocked);
  }
  .wounds text {
    font-size: 0.2px;
    fill: white;
    text-anchor: middle;
    pointer-events: none;
  }
  .rolled .dice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    align-items: center;
    margin: 0.25rem 0;
  }
  .rolled .side {
    min-width: 4rem;
    opacity: 0.8;
  }
  .rolled .face {
    border: 1px solid color-mix(in oklab, var(--bb-text) 35%, transparent);
    border-radius: 0.25rem;
    padding: 0 0.3rem;
    font-size: 0.85em;
  }
  .rolled .face-skull,
  .rolled .face-sword,
  .rolled .face-bow,
  .rolled .face-crit {
    background: color-mix(in oklab, var(--bb-target) 30%, transparent);
  }
  .rolled .face-shield {
    background: color-mix(in oklab, var(--bb-reach) 30%, transparent);
  }
  /* The overlays (draw/overlayDrawing.ts): each place's colour and opacity rise with its
     value, --t (a percentage) and --f (0 to 1), so a safe place barely tints the board. */
  .overlay .place {
    stroke: none;
    fill-opacity: calc(0.15 + 0.65 * var(--f));
  }
  .overlay.danger .place {
    --low: var(--bb-danger-low);
    --high: var(--bb-danger-high);
  }
  .overlay.stands .place {
    --low: var(--bb-stand-low);
    --high: var(--bb-stand-high);
  }
  .overlay .place:not(.pair) {
    fill: color-mix(in oklab, var(--high) var(--t), var(--low));
  }
  .overlay .place.pair {
    fill: none;
    stroke: color-mix(in oklab, var(--high) var(--t), var(--low));
    stroke-opacity: calc(0.15 + 0.65 * var(--f));
    stroke-width: 0.3;
    stroke-linecap: round;
  }
  .overlay .place.no-attack {
    fill: var(--bb-no-attack);
    fill-opacity: 0.22;
  }
  .stale .overlay {
    opacity: 0.45;
  }
  .place-outline {
    fill: none;
    stroke: var(--bb-text);
    stroke-width: 0.06;
  }
  .threat {
    stroke: var(--bb-blocked);
    stroke-width: 0.05;
    stroke-dasharray: 0.14 0.08;
  }
  .stand-path {
    fill: none;
    stroke: var(--bb-text);
    stroke-width: 0.08;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .legend,
  .overlay-tip {
    position: absolute;
    background: color-mix(in oklab, var(--bb-background) 92%, transparent);
    border: 1px solid color-mix(in oklab, var(--bb-text) 25%, transparent);
    border-radius: 0.3rem;
    padding: 0.35rem 0.5rem;
    font-size: 12px;
    pointer-events: none;
  }
  .legend {
    left: 0.5rem;
    bottom: 0.5rem;
    width: 15rem;
  }
  .legend p {
    margin: 0 0 0.25rem;
  }
  .legend-scale {
    display: flex;
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .legend-scale li {
    flex: 1;
    text-align: center;
  }
  .legend .swatch {
    display: block;
    height: 0.75rem;
    opacity: calc(0.15 + 0.65 * var(--f));
  }
  .legend.danger .legend-scale .swatch {
    background: color-mix(in oklab, var(--bb-danger-high) var(--t), var(--bb-danger-low));
  }
  .legend.stands .legend-scale .swatch {
    background: color-mix(in oklab, var(--bb-stand-high) var(--t), var(--bb-stand-low));
  }
  .legend-none {
    margin-top: 0.25rem;
  }
  .legend-none .swatch {
    display: inline-block;
    width: 1.5rem;
    vertical-align: middle;
    background: var(--bb-no-attack);
    opacity: 0.22;
  }
  .overlay-tip {
    display: flex;
    flex-direction: column;
    gap: 0.1rem;
    width: max-content;
    max-width: 18rem;
    transform: translate(14px, 14px);
    /* Moved on every hover: composited, so the board under it is not painted again. */
    will-change: transform;
  }
  .overlay-tip.left {
    transform: translate(calc(-100% - 14px), 14px);
  }
  .overlay-tip.up {
    transform: translate(14px, calc(-100% - 14px));
  }
  .overlay-tip.left.up {
    transform: translate(calc(-100% - 14px), calc(-100% - 14px));
  }
  .overlay-control select {
    margin-left: 0.35rem;
    font: inherit;
  }
  .overlay-hint,
  .overlay-summary {
    font-size: 0.9em;
    opacity: 0.85;
  }
  /* Why the AI chose (draw/alternatives.ts): the alternatives, the chosen one marked. */
  .alternatives-title {
    font-size: 0.95rem;
    margin: 0.75rem 0 0.25rem;
  }
  ol.alternatives {
    margin: 0 0 0.5rem;
    padding-left: 1.4rem;
  }
  .alternative {
    padding: 0.15rem 0.3rem;
    border-radius: 0.25rem;
    cursor: default;
  }
  .alternative + .alternative {
    margin-top: 0.2rem;
  }
  .alternative.chosen {
    background: color-mix(in oklab, var(--bb-select) 28%, transparent);
  }
  .alternative.previewed,
  .alternative:focus-visible {
    outline: 2px solid var(--bb-target);
  }
  .alternative-score {
    display: block;
    font-size: 0.9em;
    opacity: 0.85;
  }
`;
