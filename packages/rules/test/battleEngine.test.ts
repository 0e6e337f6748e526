// A battle loads only its game's board kind (src/battle.ts, GameModule.board): on an engine of
// that kind alone it answers as on a full one, an engine without it is refused naming the kind,
// and `openBattle` asks geometry for that one kind.
import * as geometry from "@sightline/geometry";
import { describe, expect, it, vi } from "vitest";
import { GAMES, type Game, gameModule, openBattle } from "../src/index.js";
import { arcadiaQuest, arcaneLegions, heroscape } from "./scenario/fixtures.js";

const asked: unknown[] = [];
vi.mock("@sightline/geometry", async (original) => {
  const actual = await original<typeof geometry>();
  return {
    ...actual,
    loadGeometry: (kind: geometry.EngineKind, options?: geometry.EngineOptions) => {
      asked.push(options);
      return actual.loadGeometry(kind, options);
    },
  };
});

/** Each game's small scenario, and queries that reach its board kind's kernels. */
const BATTLES: Record<Game, { scenario: object; queries: object[] }> = {
  heroscape: {
    scenario: heroscape(),
    queries: [
      { q: "range", from: "orc", to: "dragon" },
      { q: "los", from: "orc", to: "dragon" },
      { q: "targets", attacker: "dragon" },
      { q: "matrix" },
    ],
  },
  "arcadia-quest": {
    scenario: arcadiaQuest(),
    queries: [
      { q: "range", from: "h1", to: "troll" },
      { q: "los", from: "h1", to: "m1" },
      { q: "targets", attacker: "h1" },
      { q: "matrix" },
    ],
  },
  "arcane-legions": {
    scenario: arcaneLegions(),
    queries: [
      { q: "range", from: "A", to: "B" },
      { q: "los", from: "A", to: "C" },
      { q: "targets", attacker: "A" },
      { q: "matrix" },
    ],
  },
};

describe.each(GAMES)("a %s battle", (game) => {
  const { scenario, queries } = BATTLES[game];
  const board = gameModule(game).board;

  it.each(["wasm", "reference"] as const)(
    "on a %s engine of its board kind alone answers as on a full engine",
    async (kind) => {
      const engine = await geometry.loadGeometry(kind, { boards: [board] });
      const full = await geometry.loadGeometry(kind);
      const [alone, onFull] = [
        await openBattle(scenario, { engine }),
        await openBattle(scenario, { engine: full }),
      ];
      const answers = alone.answerAll(queries);
      expect(answers.every((answer) => !("error" in answer))).toBe(true);
      expect(answers).toEqual(onFull.answerAll(queries));
    },
  );

  it("is refused on an engine without its board kind, naming the kind", async () => {
    const others = geometry.BOARD_KINDS.filter((kind) => kind !== board);
    const engine = await geometry.loadGeometry("reference", { boards: others });
    await expect(openBattle(scenario, { engine })).rejects.toThrow(
      `this engine has no ${board} boards`,
    );
  });

  it("asks geometry for its board kind only", async () => {
    asked.length = 0;
    await openBattle(scenario);
    await openBattle(scenario, { engine: "reference" });
    expect(asked).toEqual([{ boards: [board] }, { boards: [board] }]);
  });
});
