// Readable Arcadia Quest test boards: the rows of the scenario, with a lower-case letter for a
// character standing on a space (`h` is the hero; other letters are monsters unless given
// an owner), plus walls and doors.

export interface CharacterOptions {
  owner?: string;
  huge?: boolean;
  move?: number;
  life?: number;
  defense?: number;
  attacks?: { name: string; kind: "melee" | "ranged"; dice: number; exhausted?: boolean }[];
}

export function asciiBoard(
  rows: string[],
  edges: object[] = [],
  characters: Record<string, CharacterOptions> = {},
): object {
  const figures: object[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      if (!/[a-z]/.test(c)) return;
      figures.push({
        id: c,
        owner: c === "h" ? "guild" : "monsters",
        x,
        y,
        defense: 2,
        attacks: [
          { name: "Sword", kind: "melee", dice: 2 },
          { name: "Bow", kind: "ranged", dice: 2 },
        ],
        ...characters[c],
      });
    }),
  );
  return {
    game: "arcadia-quest",
    board: { rows: rows.map((row) => row.replace(/[a-z]/g, ".")), edges },
    figures,
  };
}
