// What the element says in words on the page (the panel); the reasons a figure is not a target
// come from the rules. No DOM and no Lit here.

/** A probability as a whole percentage. */
export function percent(p: number): string {
  return `${Math.round(100 * p)}%`;
}
