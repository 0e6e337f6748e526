// The odds of one attack as bars: P(damage = k) for every k the dice can deal, and, where the
// target can be destroyed, P(destroyed) beside them (docs/rules/scenario.md#odds).
import { type TemplateResult, css, html, svg } from "lit";

/** The chart's look, for a shadow root that shows it (the element's, a page's own component). */
export const oddsChartStyles = css`
  .bars rect {
    fill: var(--bb-target, #e67e22);
  }
  .bars rect.destroyed {
    fill: var(--bb-blocked, #c0392b);
  }
  .bars text {
    font-size: 10px;
    fill: var(--bb-text, currentColor);
  }
`;

const [WIDTH, HEIGHT, GAP] = [220, 90, 2];

/**
 * The bars of an `odds` answer (`distribution`, `expected`), with P(destroyed) beside them
 * when `destroy` is given.
 *
 * @example html`${oddsChart(await battle.answer({ q: "odds", attackDice: 3, defenseDice: 2 }), undefined)}`
 */
export function oddsChart(
  odds: Record<string, unknown>,
  destroy: number | undefined,
): TemplateResult {
  // Exploding dice list long tails of tiny chances: the bars stop at the last one a bar can show.
  const all = (odds.distribution ?? []) as number[];
  let shown = all.length;
  while (shown > 1 && all[shown - 1]! < 0.002) shown--;
  const distribution = all.slice(0, shown);
  const bars = [...distribution.map((p, k) => ({ label: String(k), p, destroyed: false }))];
  if (destroy !== undefined) bars.push({ label: "✝", p: destroy, destroyed: true });
  const width = WIDTH / Math.max(1, bars.length);
  return html`<svg
      class="bars"
      role="img"
      viewBox="0 0 ${WIDTH} ${HEIGHT + 14}"
      width=${WIDTH}
      aria-label=${`P(damage = k): ${distribution.map((p, k) => `${k}: ${Math.round(100 * p)}%`).join(", ")}${destroy === undefined ? "" : `; destroyed ${Math.round(100 * destroy)}%`}`}
    >
      ${bars.map((bar, k) => {
        const h = Math.max(1, bar.p * HEIGHT);
        return svg`<rect class=${bar.destroyed ? "destroyed" : ""} x=${k * width + GAP / 2} y=${HEIGHT - h}
          width=${width - GAP} height=${h}><title>${bar.destroyed ? "destroyed" : `${bar.label} damage`}: ${(100 * bar.p).toFixed(1)}%</title></rect>
        <text x=${k * width + width / 2} y=${HEIGHT + 12} text-anchor="middle">${bar.label}</text>`;
      })}
    </svg>
    <p>
      expected
      ${Number(odds.expected ?? 0).toFixed(2)}${destroy === undefined ? "" : html`, destroyed ${(100 * destroy).toFixed(1)}%`}
    </p>`;
}
