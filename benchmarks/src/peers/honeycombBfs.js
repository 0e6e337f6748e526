// Hex range with honeycomb-grid 4's own API: a Grid of the board's spaces and a breadth-first
// search that asks the grid for each neighbour (`grid.neighborOf(hex, direction)`). This is
// the path a user of the library takes; each lookup builds a Hex and a string key.
import { Direction, Grid, Orientation, defineHex } from "honeycomb-grid";

// Pointy-top hexes: these six directions are the six axial neighbours.
const DIRECTIONS = [
  Direction.E,
  Direction.NE,
  Direction.NW,
  Direction.W,
  Direction.SW,
  Direction.SE,
];

export class HoneycombBfs {
  /**
   * @param {ReadonlyArray<readonly [number, number]>} spaces the board's hexes, each once
   */
  constructor(spaces) {
    const Space = defineHex({ orientation: Orientation.POINTY });
    this.grid = new Grid(
      Space,
      spaces.map(([q, r]) => ({ q, r })),
    );
    /** The grid's own hex of each space, in space order. */
    this.hexes = spaces.map(([q, r]) => this.grid.getHex({ q, r }));
  }

  /** Steps from space `start` to every space (-1 where no path reaches), in space order. */
  distancesFrom(start) {
    const { grid } = this;
    const first = this.hexes[start];
    const dist = new Map([[first, 0]]);
    const queue = [first];
    for (let i = 0; i < queue.length; i++) {
      const hex = queue[i];
      const d = dist.get(hex) + 1;
      for (const direction of DIRECTIONS) {
        const next = grid.neighborOf(hex, direction, { allowOutside: false });
        if (next !== undefined && !dist.has(next)) {
          dist.set(next, d);
          queue.push(next);
        }
      }
    }
    return Int32Array.from(this.hexes, (hex) => dist.get(hex) ?? -1);
  }
}
