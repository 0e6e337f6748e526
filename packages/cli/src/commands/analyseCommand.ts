// `sightline analyse FILE --positions LIST [--owners P,Q] [--depth D] [--nodes N] [--seed S]
// [--redis URL]`: each owner's best card turn on each position of a list (the scenario's figures
// placed as the list says), one JSON line per (position, owner) in the list's order. With
// --redis the work is one job per line on the queue that `sightline worker` processes, and a
// progress bar of jobs done; without, it runs here.
import { bestCardTurn } from "@sightline/ai";
import { type AnalysedPosition, type AnalysisResult, analysePositions } from "@sightline/ai-queue";
import { type Battle, checkScenario, openBattle } from "@sightline/rules";
import { readFile } from "node:fs/promises";
import { InputError } from "../readJson.js";
import { type PlanOutput, onInterrupt, positiveInteger, seedOf } from "./planCommand.js";

/** The flags `analyse` reads, as `parseArgs` gives them. */
export interface AnalyseFlags {
  readonly positions?: string;
  readonly owners?: string;
  readonly depth?: string;
  readonly nodes?: string;
  readonly seed?: string;
  readonly redis?: string;
}

/** One entry of a positions list: figures moved to new hexes, the others where they stand. */
interface Placement {
  readonly id?: string;
  readonly hexes: Readonly<Record<string, readonly (readonly [number, number])[]>>;
}

/** Analyses the positions; returns the exit status (2 when a position was invalid). */
export async function analyseCommand(
  battle: Battle,
  scenario: unknown,
  flags: AnalyseFlags,
  output: PlanOutput,
): Promise<number> {
  if (battle.game !== "heroscape") {
    throw new InputError(`analyse searches HeroScape turns; this scenario is ${battle.game}`);
  }
  if (flags.positions === undefined) {
    throw new InputError(
      "analyse needs --positions LIST: a JSON list (or JSON lines) of placements",
    );
  }
  const positions = placed(scenario, await readPlacements(flags.positions), flags.positions);
  const owners = flags.owners?.split(",").filter((owner) => owner !== "");
  const depth = positiveInteger(flags.depth, "--depth");
  const nodes = positiveInteger(flags.nodes, "--nodes");
  const seed = flags.seed === undefined ? undefined : seedOf(flags.seed);
  const search = {
    ...(owners === undefined ? {} : { owners }),
    ...(depth === undefined ? {} : { depth }),
    ...(nodes === undefined ? {} : { nodes }),
    ...(seed === undefined ? {} : { seed }),
  };
  const controller = new AbortController();
  const bar = progressBar(output);
  const stop = onInterrupt(controller, () => {
    bar.clear();
    output.err("sightline: interrupted: jobs not started are removed (Ctrl-C again to quit)");
  });
  let invalid = false;
  let written = 0;
  try {
    const lines =
      flags.redis === undefined
        ? analyseHere(positions, search, controller.signal, bar.draw)
        : analysePositions({
            connection: connectionOf(flags.redis),
            positions,
            ...search,
            signal: controller.signal,
            onProgress: bar.draw,
          });
    for await (const line of lines) {
      invalid ||= "error" in line.answer && line.answer.error === "invalid-scenario";
      bar.clear();
      output.out(JSON.stringify(line));
      written++;
    }
  } finally {
    stop();
    bar.clear();
  }
  if (controller.signal.aborted) {
    output.err(`sightline: analysed ${written} line(s) before the interrupt`);
    return 130;
  }
  return invalid ? 2 : 0;
}

/** `--redis URL`, checked before any work starts. */
function connectionOf(url: string): string {
  if (!/^redis:\/\//.test(url)) throw new InputError(`--redis: "${url}" is not a redis:// URL`);
  return url;
}

/** Reads a positions list: a JSON list, or one JSON object per line. */
async function readPlacements(file: string): Promise<Placement[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const trimmed = text.trim();
  let entries: unknown[];
  if (trimmed.startsWith("[")) {
    try {
      entries = JSON.parse(trimmed) as unknown[];
    } catch (error) {
      throw new InputError(`${file} is not valid JSON: ${(error as Error).message}`);
    }
  } else {
    entries = trimmed
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line, k) => {
        try {
          return JSON.parse(line) as unknown;
        } catch (error) {
          throw new InputError(
            `${file} line ${k + 1} is not valid JSON: ${(error as Error).message}`,
          );
        }
      });
  }
  return entries.map((entry, k) => placementOf(entry, `${file} entry ${k + 1}`));
}

function placementOf(entry: unknown, where: string): Placement {
  const record = entry as { id?: unknown; hexes?: unknown };
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    throw new InputError(`${where}: expected {"id": "…", "hexes": {"FIGURE": [[q, r]]}}`);
  }
  if (record.id !== undefined && typeof record.id !== "string") {
    throw new InputError(`${where}: "id" is a string`);
  }
  const hexes = record.hexes;
  if (typeof hexes !== "object" || hexes === null || Array.isArray(hexes)) {
    throw new InputError(
      `${where}: "hexes" maps figure ids to their hexes, like {"scout-1": [[0, 1]]}`,
    );
  }
  return record as Placement;
}

/** The scenario with each placement's figures moved; a figure it names must be there. */
function placed(scenario: unknown, placements: Placement[], file: string): AnalysedPosition[] {
  const base = scenario as { figures: { id: string; hexes: unknown }[] };
  const ids = new Set(base.figures.map((figure) => figure.id));
  return placements.map((placement, k) => {
    for (const id of Object.keys(placement.hexes)) {
      if (!ids.has(id))
        throw new InputError(`${file} entry ${k + 1}: no figure ${JSON.stringify(id)}`);
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

/** The analysis in this process: the same lines, in the same order, as through the queue. */
async function* analyseHere(
  positions: readonly AnalysedPosition[],
  search: { owners?: string[]; depth?: number; nodes?: number; seed?: number | string },
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): AsyncGenerator<AnalysisResult> {
  const checked = positions.map((position) => ({
    position,
    checked: checkScenario(position.scenario),
  }));
  const total = checked.reduce(
    (sum, { checked }) =>
      sum + (checked.ok ? (search.owners ?? ownersOf(checked.scenario)).length : 1),
    0,
  );
  let done = 0;
  for (const { position, checked: result } of checked) {
    if (signal.aborted) return;
    if (!result.ok) {
      done++;
      yield {
        position: position.id,
        answer: { error: "invalid-scenario", problems: result.problems },
      };
      continue;
    }
    const here = (await openBattle(result.scenario)).position();
    for (const owner of search.owners ?? ownersOf(result.scenario)) {
      const query = { owner, depth: search.depth, nodes: search.nodes, seed: search.seed };
      const answer = await bestCardTurn(here, query, { signal });
      if (signal.aborted) return;
      onProgress(++done, total);
      yield { position: position.id, owner, answer };
    }
  }
}

function ownersOf(scenario: { figures: readonly { owner: string }[] }): string[] {
  return [...new Set(scenario.figures.map((figure) => figure.owner))];
}

/** `analysed 12/40 [######--------------] 30%` on stderr, redrawn as jobs finish. */
function progressBar(output: PlanOutput) {
  let drawn = false;
  return {
    draw(done: number, total: number) {
      if (!output.progress) return;
      const width = 20;
      const filled = Math.round((done / total) * width);
      drawn = true;
      output.progress(
        `\ranalysed ${done}/${total} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${Math.floor((100 * done) / total)}%\x1b[K`,
      );
    },
    clear() {
      if (drawn && output.progress) output.progress("\r\x1b[K");
      drawn = false;
    },
  };
}
