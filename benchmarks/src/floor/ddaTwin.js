// The floor's DDA in plain JS (assembly/floor.ts line for line): the oracle of floorDdaBatch,
// a row of its own in the floor suite, and the step count of one ray on an open grid.

/** Packs one byte per cell (non-zero blocked) into u32 words, bit `cell & 31` of `cell >> 5`. */
export function packBits(blocked) {
  const words = new Int32Array(Math.ceil(blocked.length / 32));
  blocked.forEach((b, cell) => {
    if (b !== 0) words[cell >> 5] |= 1 << (cell & 31);
  });
  return words;
}

/** floorDdaBatch, line for line: `out[i]` 1 when ray i is clear; returns the steps taken. */
export function ddaBatch(words, width, rays, out) {
  let steps = 0;
  for (let i = 0; i < out.length; i++) {
    const x0 = rays[4 * i];
    const y0 = rays[4 * i + 1];
    const dx = rays[4 * i + 2] - x0;
    const dy = rays[4 * i + 3] - y0;
    const stepX = dx > 0 ? 1 : -1;
    const stepY = dy > 0 ? width : -width;
    const adx = Math.abs(dx);
    const ady = Math.abs(dy);
    let err = ady - adx;
    let cell = y0 * width + x0;
    const to = cell + dy * width + dx;
    let clear = 1;
    while (cell !== to) {
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
      if (cell !== to && (words[cell >> 5] >>> (cell & 31)) & 1) {
        clear = 0;
        break;
      }
    }
    out[i] = clear;
  }
  return steps;
}

/**
 * The steps the floor takes from a cell to the cell (dx, dy) away on an open grid: |dx| + |dy|
 * less one for each corner the ray passes exactly (where it steps diagonally).
 */
export function ddaSteps(dx, dy) {
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  let [x, y, err, steps] = [0, 0, ady - adx, 0];
  while (x !== adx || y !== ady) {
    if (err < 0) {
      x++;
      err += ady << 1;
    } else if (err > 0) {
      y++;
      err -= adx << 1;
    } else {
      x++;
      y++;
      err += (ady - adx) << 1;
    }
    steps++;
  }
  return steps;
}
