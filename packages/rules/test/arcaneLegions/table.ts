// Readable Arcane Legions tables for the rules tests: a unit is `unit("A", "alice", [x, y],
// facing, {...})` with every side blue, 2 attack, 3 ranged, 2 defence dice unless said.
import type { ArcaneLegionsFigure, TerrainPiece } from "../../src/index.js";
import { type Battle, openBattle } from "../../src/index.js";

type Overrides = Partial<Omit<ArcaneLegionsFigure, "id" | "owner" | "x" | "y" | "facing">>;

export function unit(
  id: string,
  owner: string,
  [x, y]: readonly [number, number],
  facing: number,
  overrides: Overrides = {},
): ArcaneLegionsFigure {
  return {
    id,
    owner,
    base: "sortie",
    x,
    y,
    facing,
    codex: { front: "blue", right: "blue", back: "blue", left: "blue" },
    attackDice: 2,
    rangedDice: 3,
    defenseDice: 2,
    ...overrides,
  };
}

/** An axis-aligned terrain rectangle. */
export function block(
  kind: "blocking" | "hindering",
  [x0, y0]: readonly [number, number],
  [x1, y1]: readonly [number, number],
  id?: string,
): TerrainPiece {
  return {
    ...(id ? { id } : {}),
    kind,
    points: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
  };
}

/** A battle on a table with these units and terrain, on the engine given. */
export function table(
  figures: ArcaneLegionsFigure[],
  terrain: TerrainPiece[] = [],
  engine: "wasm" | "reference" = "wasm",
): Promise<Battle<"arcane-legions">> {
  return openBattle({ game: "arcane-legions", board: { terrain }, figures }, { engine });
}

/** The `targets` answer of `attacker`, as a list (fails the test on an error). */
export function targetsOf(battle: Battle, attacker: string): Record<string, unknown>[] {
  const answer = battle.answer({ q: "targets", attacker });
  if (!Array.isArray(answer)) throw new Error(`targets failed: ${JSON.stringify(answer)}`);
  return answer as unknown as Record<string, unknown>[];
}
