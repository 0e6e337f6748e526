// The positions list a batch analysis reads: a JSON list, or JSON lines, of
// {"id": "…", "hexes": {"FIGURE": [[q, r]]}} entries, each the scenario with the figures it names
// moved and the others where they stand. Errors name the list, the entry or line, and the field,
// because a list of hundreds is fixed by its line numbers.
import type { Scenario } from "@sightline/rules";
import type { AnalysedPosition } from "./analysis.js";

/** One entry of a positions list: figures moved to new hexes, the others where they stand. */
export interface Placement {
  /** The position's name in the analysis's lines (default: its number in the list, from 1). */
  readonly id?: string;
  readonly hexes: Readonly<Record<string, readonly (readonly [number, number])[]>>;
}

/** A positions list (or the scenario it places) that cannot be read: the message names where. */
export class PositionsListError extends Error {
  override readonly name = "PositionsListError";
}

/**
 * Checks that `scenario` is one an analysis searches: a HeroScape scenario (a best card turn is
 * a HeroScape question). Throws a PositionsListError naming its game otherwise.
 *
 * @example checkAnalysable(parseScenario(json));
 */
export function checkAnalysable(scenario: Scenario): void {
  if (scenario.game !== "heroscape") {
    throw new PositionsListError(
      `analyse searches HeroScape turns; this scenario is ${scenario.game}`,
    );
  }
}

/**
 * Reads a positions list's text: a JSON list, or one JSON object per line. `source` names the
 * list in errors (a file name); a PositionsListError names the line or entry and the field.
 *
 * @example const placements = parsePositionsList('{"id": "a", "hexes": {"scout-1": [[0, 0]]}}', "openings.jsonl");
 */
export function parsePositionsList(text: string, source: string): Placement[] {
  const trimmed = text.trim();
  let entries: unknown[];
  if (trimmed.startsWith("[")) {
    try {
      entries = JSON.parse(trimmed) as unknown[];
    } catch (error) {
      throw new PositionsListError(`${source} is not valid JSON: ${(error as Error).message}`);
    }
  } else {
    entries = trimmed
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line, k) => {
        try {
          return JSON.parse(line) as unknown;
        } catch (error) {
          throw new PositionsListError(
            `${source} line ${k + 1} is not valid JSON: ${(error as Error).message}`,
          );
        }
      });
  }
  return entries.map((entry, k) => placementOf(entry, `${source} entry ${k + 1}`));
}

/** One entry checked in shape; its hexes are checked with the scenario they make. */
function placementOf(entry: unknown, where: string): Placement {
  const record = entry as { id?: unknown; hexes?: unknown };
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    throw new PositionsListError(`${where}: expected {"id": "…", "hexes": {"FIGURE": [[q, r]]}}`);
  }
  if (record.id !== undefined && typeof record.id !== "string") {
    throw new PositionsListError(`${where}: "id" is a string`);
  }
  const hexes = record.hexes;
  if (typeof hexes !== "object" || hexes === null || Array.isArray(hexes)) {
    throw new PositionsListError(
      `${where}: "hexes" maps figure ids to their hexes, like {"scout-1": [[0, 1]]}`,
    );
  }
  return record as Placement;
}

/**
 * The positions of an analysis: `base` with each placement's figures moved. A figure a
 * placement names must be in `base` (a PositionsListError names the entry); where it moves to
 * is checked by the analysis, which answers an invalid position in its line.
 *
 * @example const positions = placePositions(scenario, parsePositionsList(text, file), file);
 */
export function placePositions(
  base: Scenario,
  placements: readonly Placement[],
  source: string,
): AnalysedPosition[] {
  const ids = new Set(base.figures.map((figure) => figure.id));
  return placements.map((placement, k) => {
    for (const id of Object.keys(placement.hexes)) {
      if (!ids.has(id)) {
        throw new PositionsListError(`${source} entry ${k + 1}: no figure ${JSON.stringify(id)}`);
      }
    }
    return {
      id: placement.id ?? String(k + 1),
      scenario: {
        ...base,
        figures: base.figures.map((figure) =>
          Object.hasOwn(placement.hexes, figure.id)
            ? { ...figure, hexes: placement.hexes[figure.id] }
            : figure,
        ),
      },
    };
  });
}
