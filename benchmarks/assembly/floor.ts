// The physical floor of a grid walk (src/suites/floor.js): a plain integer DDA — Amanatides–Woo
// with its crossing times compared in integers — from cell centre to cell centre over a bit
// grid, stopping at the first blocked cell. No corner rule, no edge walls, no heights: the least
// work a grid sight walk can do per cell, which our sight kernels are measured against. It is
// benchmark code, so it lives here and is built into build/floor.wasm, never into the
// published geometry module.
//
// The grid holds one bit per cell, `cell = y * width + x`, bit `cell & 31` of u32 word
// `cell >> 5`. A ray is four i32 (x0, y0, x1, y1), both ends inside the grid. The host
// (src/floor/ddaFloor.js) lays both out from `heapBase()`.

/**
 * Walks every ray from the centre of (x0, y0) to the centre of (x1, y1). `out[i]` (one byte)
 * is 1 when no cell strictly between the two ends is blocked. Returns the cell steps taken,
 * summed over the batch (a diagonal step through a corner counts one; a blocked ray counts
 * its steps up to and including the blocked cell).
 */
export function floorDdaBatch(
  grid: usize,
  width: i32,
  rays: usize,
  rayCount: i32,
  out: usize,
): i32 {
  let steps: i32 = 0;
  for (let i: i32 = 0; i < rayCount; i++) {
    const ray = rays + ((<usize>i) << 4);
    const x0 = load<i32>(ray);
    const y0 = load<i32>(ray, 4);
    const dx = load<i32>(ray, 8) - x0;
    const dy = load<i32>(ray, 12) - y0;
    const stepX: i32 = dx > 0 ? 1 : -1;
    const stepY: i32 = dy > 0 ? width : -width;
    const adx = abs(dx);
    const ady = abs(dy);
    // The next vertical and horizontal crossings are at t = (2i−1)/2|dx| and (2j−1)/2|dy|:
    // `err` = (2i−1)|dy| − (2j−1)|dx|, negative when the vertical one comes first.
    let err = ady - adx;
    let cell = y0 * width + x0;
    const to = cell + dy * width + dx;
    let clear: u8 = 1;
    while (cell != to) {
      if (err < 0) {
        cell += stepX;
        err += ady << 1;
      } else if (err > 0) {
        cell += stepY;
        err -= adx << 1;
      } else {
        cell += stepX + stepY;
        err += (ady - adx) << 1;
      }
      steps++;
      const word = load<u32>(grid + ((<usize>(cell >>> 5)) << 2));
      if (cell != to && (word >>> ((<u32>cell) & 31)) & 1) {
        clear = 0;
        break;
      }
    }
    store<u8>(out + <usize>i, clear);
  }
  return steps;
}

/** First free byte after the module's static data: the host lays the grid out from here. */
export function heapBase(): usize {
  return __heap_base;
}
