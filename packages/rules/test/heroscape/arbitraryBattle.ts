// Random HeroScape battles for the property tests: small height maps with figures on them, and
// the steps of a search (moves, removals, wounds, undos) to take on a position.
import { heightMap } from "@sightline/test-fixtures";
import fc from "fast-check";
import type { Position } from "../../src/index.js";

/** A height map of `rows` rows: levels 0–4, some holes and rocks, figures a, b, c… on spaces. */
export const arbitraryBoard = fc
  .record({
    rows: fc.integer({ min: 3, max: 8 }),
    columns: fc.integer({ min: 3, max: 8 }),
    cells: fc.array(fc.nat(999), { minLength: 64, maxLength: 64 }),
    figures: fc.array(
      fc.record({
        cell: fc.nat(63),
        height: fc.integer({ min: 1, max: 7 }),
        blue: fc.boolean(),
        double: fc.boolean(),
      }),
      { minLength: 2, maxLength: 9 },
    ),
  })
  .map(({ rows, columns, cells, figures }) => {
    const tokens: string[][] = [];
    for (let r = 0; r < rows; r++) {
      tokens.push([]);
      for (let x = 0; x < columns; x++) {
        const roll = cells[(r * columns + x) % 64]!;
        tokens[r]!.push(roll < 80 ? "." : `${roll % 5}${roll > 930 ? "#" : ""}`);
      }
    }
    const options: Record<string, object> = {};
    const taken = new Set<string>();
    figures.forEach(({ cell, height, blue, double }, i) => {
      const [r, x] = [Math.floor(cell / 8) % rows, cell % columns];
      const token = tokens[r]![x]!;
      if (token === "." || token.includes("#") || taken.has(`${r},${x}`)) return;
      const id = String.fromCharCode(97 + i);
      const q = x - (r - (r & 1)) / 2;
      const also: [number, number] = [q + 1, r];
      const next = tokens[r]![x + 1];
      const pair = double && next === token && !taken.has(`${r},${x + 1}`);
      if (pair) taken.add(`${r},${x + 1}`);
      taken.add(`${r},${x}`);
      tokens[r]![x] = `${token}${id}`;
      options[id] = {
        height,
        owner: blue ? "blue" : "red",
        range: 1 + (cell % 8),
        ...(pair ? { also } : {}),
      };
    });
    const text = tokens.map((row, r) => `${r & 1 ? "  " : ""}${row.join(" ")}`).join("\n");
    return heightMap(text, options);
  })
  .filter((scenario) => (scenario as { figures: object[] }).figures.length >= 2);

/** One step of a search on a position. */
export const step = fc.record({
  kind: fc.constantFrom("move", "move", "remove", "wound", "undo"),
  figure: fc.nat(99),
  space: fc.nat(999),
});

/**
 * Takes `step` on `position`, the way a search would: moves only to a space it may stand on
 * (a refused move changes nothing), removals, wounds and undos as they come.
 */
export function takeStep(
  position: Position<"heroscape">,
  { kind, figure, space }: { kind: string; figure: number; space: number },
  spaces: readonly { readonly q: number; readonly r: number }[],
): void {
  const figures = position.figures();
  const f = figures[figure % Math.max(1, figures.length)];
  if (kind === "undo") position.undo();
  else if (f && kind === "remove") position.remove(f.id);
  else if (f && kind === "wound") position.wound(f.id, 1 + (space % 3));
  else if (f && kind === "move" && f.hexes.length === 1) {
    const to = spaces[space % spaces.length]!;
    try {
      position.move(f.id, [[to.q, to.r]]);
    } catch {
      // A rock or a figure there: the search would not move there either.
    }
  }
}
