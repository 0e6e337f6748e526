// Random hex boards for the differential tests: an odd-r rectangle of hexes with holes.
import fc from "fast-check";
import type { Hex } from "../src/index.js";

/** Up to 40 × 40 hexes, anywhere on the axial plane, each hex a space or a hole. */
export function arbitraryHexSpaces(): fc.Arbitrary<Hex[]> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: 40 }),
      height: fc.integer({ min: 1, max: 40 }),
      qShift: fc.integer({ min: -30, max: 30 }),
      rShift: fc.integer({ min: -30, max: 30 }),
      holeRate: fc.integer({ min: 0, max: 60 }),
    })
    .chain(({ width, height, qShift, rShift, holeRate }) =>
      fc
        .array(fc.integer({ min: 0, max: 99 }), {
          minLength: width * height,
          maxLength: width * height,
        })
        .map((rolls) => {
          const spaces: Hex[] = [];
          rolls.forEach((roll, i) => {
            if (roll < holeRate) return;
            const r = Math.floor(i / width);
            // Odd-r rows, as real maps are laid out, rather than a parallelogram.
            const q = (i % width) - (r >> 1);
            spaces.push([q + qShift, r + rShift]);
          });
          return spaces.length > 0 ? spaces : [[qShift, rShift] as Hex];
        }),
    );
}
