// Readable HeroScape test boards: an ASCII height map, one row per line, one token per hex in
// odd-r offset columns (indent odd rows to see the hexes). A token is the space's level, `.`
// for no space; a level followed by a figure's id (`1a`) puts that figure there. After the
// level, `~` makes the space water (`1~`, `1~a`) and `#` stands a rock on it (`2#`: an obstacle
// prism from the space's level, 4 levels tall, id `rock-q-r`).
//
//   heightMap(`
//     1a 1  4  1  1b
//       1  1  4  1  1
//   `, { a: { height: 2 }, b: { owner: "blue" } })

/** A figure's fields in {@link heightMap}; the rest take the defaults (red, height 5, range 10, 3/3, life 4). */
export interface FigureOptions {
  owner?: string;
  height?: number;
  range?: number;
  attack?: number;
  defense?: number;
  life?: number;
  eye?: number;
  move?: number;
  /** A second hex for a double-space figure, as [q, r]. */
  also?: [number, number];
}

/** The HeroScape scenario (plain JSON) the ASCII height map `text` draws, with its figures and any extra obstacles. */
export function heightMap(
  text: string,
  figures: Record<string, FigureOptions> = {},
  obstacles: object[] = [],
): object {
  const spaces: { q: number; r: number; level: number; terrain?: string }[] = [];
  const placed: object[] = [];
  const rocks: object[] = [];
  const rows = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  rows.forEach((line, r) => {
    line.split(/\s+/).forEach((token, x) => {
      if (token === ".") return;
      const match = /^(\d+)(~)?(#)?([a-z]\w*)?$/.exec(token);
      if (!match) throw new Error(`row ${r}, column ${x}: cannot read token "${token}"`);
      const q = x - (r - (r & 1)) / 2;
      const level = Number(match[1]);
      spaces.push({ q, r, level, ...(match[2] ? { terrain: "water" } : {}) });
      if (match[3]) {
        rocks.push({
          id: `rock-${q}-${r}`,
          kind: "outcrop",
          hexes: [[q, r]],
          from: level,
          to: level + 4,
          shape: "prism",
        });
      }
      const id = match[4];
      if (id) {
        const { also, ...rest } = figures[id] ?? {};
        placed.push({
          id,
          owner: "red",
          hexes: also ? [[q, r], also] : [[q, r]],
          height: 5,
          range: 10,
          attack: 3,
          defense: 3,
          life: 4,
          ...rest,
        });
      }
    });
  });
  return {
    game: "heroscape",
    board: { spaces, obstacles: [...obstacles, ...rocks] },
    figures: placed,
  };
}
