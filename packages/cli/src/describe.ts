// Human-readable forms of scenarios and answers, for the terminal.
import { type Answer, type Reply, type Scenario, isQueryError } from "@sightline/rules";

/** One line per fact: what `sightline check` prints for a valid scenario. */
export function describeScenario(file: string, scenario: Scenario): string {
  const title = scenario.name ? ` "${scenario.name}"` : "";
  const owners = [...new Set(scenario.figures.map((f) => f.owner))];
  return [
    `${file}: valid ${scenario.game} scenario${title}`,
    `  board: ${describeBoard(scenario)}`,
    `  figures: ${scenario.figures.length} (${owners.map((o) => `${o}: ${scenario.figures.filter((f) => f.owner === o).length}`).join(", ")})`,
  ].join("\n");
}

function describeBoard(scenario: Scenario): string {
  switch (scenario.game) {
    case "heroscape":
      return `${scenario.board.spaces.length} spaces, ${scenario.board.obstacles?.length ?? 0} obstacles`;
    case "arcadia-quest":
      return `${scenario.board.rows[0]?.length ?? 0} × ${scenario.board.rows.length} cells, ${scenario.board.edges?.length ?? 0} walls and doors`;
    case "arcane-legions": {
      const size =
        scenario.board.width !== undefined
          ? `${scenario.board.width} × ${scenario.board.height} steps, `
          : "";
      return `${size}${scenario.board.terrain?.length ?? 0} terrain pieces`;
    }
  }
}

/** A one-query answer as `key: value` lines (the `--json` flag prints the JSON instead). */
export function describeAnswer(query: Record<string, unknown>, answer: Reply<Answer>): string {
  const head = Object.entries(query)
    .filter(([key]) => key !== "q")
    .map(([key, value]) => `${key} ${value}`)
    .join(", ");
  if (isQueryError(answer)) return `${query.q} (${head}): ${answer.error}: ${answer.reason}`;
  if (Array.isArray(answer)) {
    if (answer.length === 0) return `${query.q} (${head}): none`;
    return [`${query.q} (${head}):`, ...answer.map((entry: object) => describeTarget(entry))].join(
      "\n",
    );
  }
  const lines = Object.entries(answer).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`);
  return [`${query.q} (${head}):`, ...lines].join("\n");
}

/** One attack option: whom, with which dice, and the odds. */
function describeTarget(answer: object): string {
  const entry = answer as Record<string, unknown>;
  const odds = (entry.odds ?? {}) as Record<string, number>;
  const card = entry.card ? ` with ${entry.card}` : entry.kind ? ` (${entry.kind})` : "";
  const chances = [
    `expected ${round(odds.expected)}`,
    `P(≥1) ${round(odds.atLeastOne)}`,
    ...(odds.destroy !== undefined ? [`P(destroyed) ${round(odds.destroy)}`] : []),
  ];
  return `  ${entry.target}${card}: ${entry.attackDice} vs ${entry.defenseDice} dice, ${chances.join(", ")}`;
}

function round(p: number | undefined): string {
  return p === undefined ? "?" : String(Math.round(p * 1e4) / 1e4);
}
