// Groups laid out flat — a figure's cells, a cell's solids, a piece's vertices, a unit's points —
// are read by the kernels through offsets without a bounds check: offsets checked once at load.

/**
 * Throws a `RangeError` naming `path` unless `offsets` splits `items` items into `groups` groups:
 * `groups + 1` entries from 0 to `items`, never going down.
 */
export function assertGroupOffsets(
  offsets: Int32Array,
  groups: number,
  items: number,
  path: string,
): void {
  if (offsets.length !== groups + 1) {
    throw new RangeError(
      `${path}: ${groups} groups need ${groups + 1} offsets, got ${offsets.length}`,
    );
  }
  if (offsets[0] !== 0 || offsets[groups] !== items) {
    throw new RangeError(
      `${path}: must run from 0 to ${items}, runs from ${offsets[0]} to ${offsets[groups]}`,
    );
  }
  for (let i = 0; i < groups; i++) {
    if (offsets[i + 1]! < offsets[i]!) {
      throw new RangeError(`${path}[${i + 1}]: ${offsets[i + 1]} is less than ${offsets[i]}`);
    }
  }
}
