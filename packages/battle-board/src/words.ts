// What the element says in words on the page (the panel); the reasons a figure is not a target
// come from the rules. No DOM and no Lit here.

/** A probability as a whole percentage. */
export function percent(p: number): string {
  return `${Math.round(100 * p)}%`;
}

/** A count with its noun, singular for one: "1 step", "3 steps", "1.5 movement points". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
