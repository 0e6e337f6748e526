// `sightline analyse FILE --positions LIST [--owners P,Q] [--depth D] [--nodes N] [--seed S]
// [--redis URL]`: each owner's best card turn on each position of a list (the scenario's figures
// placed as the list says), one JSON line per (position, owner) in the list's order. With
// --redis the work is one job per line on the queue that `sightline worker` processes, and a
// progress bar of jobs done; without, it runs here.
import { bestCardTurn } from "@sightline/ai";
import {
  type AnalysedPosition,
  type AnalysisResult,
  analysePositions,
  planAnalysis,
} from "@sightline/ai-queue";
import { type Position, type Scenario, openBattle, parseScenario } from "@sightline/rules";
import {
  type Command,
  EXIT_FAILURE,
  EXIT_INTERRUPTED,
  EXIT_INVALID,
  EXIT_OK,
  type Output,
} from "../command.js";
import { wholeNumberFlag } from "../numberFlags.js";
import { InputError, STDIN, decodeText, fileName } from "../readJson.js";
import { progressBar, progressLine } from "../progressLine.js";
import { redisFlag } from "../redisFlag.js";
import { onInterrupt, seedOf } from "./planCommand.js";

/** The `analyse` row of the command table. */
export const analyseCommand: Command = {
  name: "analyse",
  operands: ["FILE"],
  flags: {
    positions: { type: "string" },
    owners: { type: "string" },
    depth: { type: "string" },
    nodes: { type: "string" },
    seed: { type: "string" },
    redis: { type: "string" },
  },
  usage: "--positions LIST [FLAGS]",
  summary: "each owner's best card turn on each position of a list, one JSON line each",
  help: `For each entry of LIST and each owner, the owner's best card turn (HeroScape: the turn search
for each of its cards) on the scenario with the entry's figures placed, as one JSON line
{"position", "owner", "answer"}, in the list's order. FILE or LIST (not both) may be - to read
it from stdin. FLAGS:

  --positions LIST  a JSON list, or JSON lines, of {"id": "…", "hexes": {"FIGURE": [[q, r]]}}:
                    the figures named move there, the others stay (required)
  --owners P,Q      the owners to analyse (default: every owner of the scenario)
  --depth D         turns of lookahead, a whole number of 1 or more
  --nodes N         positions searched per line, shared among the owner's cards
  --seed S          the searches' seed (an integer or a word)
  --redis URL       one job per line on the queue that \`sightline worker --redis URL\`
                    processes, with a progress bar of jobs done on stderr; run again after an
                    interrupt, it reuses the jobs already finished

A position that is not valid gets its problems in its line and the exit status is 2; a job
that failed on every try, its reason in its line and 1. Ctrl-C stops the analysis (exit 130);
through the queue, the jobs not started are removed.`,
  async run({ operands: [file = ""], flags, readJson, readBytes, output }) {
    const { positions } = flags as AnalyseFlags;
    if (file === STDIN && positions === STDIN) {
      throw new InputError("analyse reads one of FILE and --positions from stdin, not both");
    }
    // Parsed, not opened: the lines open their own battles (here, or on the workers).
    const scenario = parseScenario(await readJson(file));
    const list = positions === undefined ? undefined : decodeText(await readBytes(positions));
    return analyse(scenario, list, flags as AnalyseFlags, output);
  },
};

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

/**
 * Analyses the positions of `list` (the text of --positions); returns the exit status: 2 when a
 * position was invalid, 1 when a job failed.
 */
async function analyse(
  scenario: Scenario,
  list: string | undefined,
  flags: AnalyseFlags,
  output: Output,
): Promise<number> {
  if (scenario.game !== "heroscape") {
    throw new InputError(`analyse searches HeroScape turns; this scenario is ${scenario.game}`);
  }
  if (list === undefined || flags.positions === undefined) {
    throw new InputError(
      "analyse needs --positions LIST: a JSON list (or JSON lines) of placements",
    );
  }
  const file = fileName(flags.positions);
  const positions = placed(scenario, placementsOf(list, file), file);
  const owners = flags.owners?.split(",").filter((owner) => owner !== "");
  const depth = wholeNumberFlag(flags.depth, "--depth", 1);
  const nodes = wholeNumberFlag(flags.nodes, "--nodes", 1);
  const seed = flags.seed === undefined ? undefined : seedOf(flags.seed);
  const search = {
    ...(owners === undefined ? {} : { owners }),
    ...(depth === undefined ? {} : { depth }),
    ...(nodes === undefined ? {} : { nodes }),
    ...(seed === undefined ? {} : { seed }),
  };
  const connection = flags.redis === undefined ? undefined : redisFlag(flags.redis);
  const controller = new AbortController();
  const bar = linesProgress(output);
  const stop = onInterrupt(controller, () => {
    bar.clear();
    const queued = connection === undefined ? "" : ": jobs not started are removed";
    output.err(`sightline: interrupted${queued} (Ctrl-C again to quit)`);
  });
  let invalid = false;
  let failed = false;
  let written = 0;
  try {
    const lines =
      connection === undefined
        ? analyseHere(positions, search, controller.signal, bar.draw)
        : analysePositions({
            connection,
            positions,
            ...search,
            signal: controller.signal,
            onProgress: bar.draw,
          });
    for await (const line of lines) {
      const error = "error" in line.answer ? line.answer.error : undefined;
      invalid ||= error === "invalid-scenario";
      failed ||= error === "job-failed";
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
    return EXIT_INTERRUPTED;
  }
  return failed ? EXIT_FAILURE : invalid ? EXIT_INVALID : EXIT_OK;
}

/** A positions list's entries: a JSON list, or one JSON object per line. */
function placementsOf(text: string, file: string): Placement[] {
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
function placed(base: Scenario, placements: Placement[], file: string): AnalysedPosition[] {
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
  const lines = planAnalysis(positions, search);
  let done = 0;
  // A position's lines follow each other: its battle is opened once for all its owners.
  let opened: { scenario: string; position: Position } | undefined;
  for (const line of lines) {
    if (signal.aborted) return;
    done++;
    if (line.answer) {
      yield line.answer;
      continue;
    }
    const { scenario, owner, depth, nodes, seed } = line.data!;
    if (opened?.scenario !== scenario) {
      opened = { scenario, position: (await openBattle(JSON.parse(scenario))).position() };
    }
    const answer = await bestCardTurn(opened.position, { owner, depth, nodes, seed }, { signal });
    if (signal.aborted) return;
    onProgress(done, lines.length);
    yield { position: line.position, owner, answer };
  }
}

/** `analysed 12/40 [######--------------] 30%` on stderr, redrawn as jobs finish. */
function linesProgress(output: Output) {
  const line = progressLine(output);
  return {
    draw(done: number, total: number) {
      const percent = Math.floor((100 * done) / total);
      line.draw(`analysed ${done}/${total} ${progressBar(done / total)} ${percent}%`);
    },
    clear: line.clear,
  };
}
