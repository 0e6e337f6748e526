// `sightline analyse FILE --positions LIST [--owners P,Q] [--depth D] [--nodes N] [--seed S]
// [--redis URL]`: each owner's best card turn on each position of a list (the scenario's figures
// placed as the list says), one JSON line per (position, owner) in the list's order. With
// --redis the work is one job per line on the queue that `sightline worker` processes, and a
// progress bar of jobs done; without, it runs here.
import {
  type AnalysedPosition,
  PositionsListError,
  analysePositions,
  checkAnalysable,
  localAnalysisRunner,
  parsePositionsList,
  placePositions,
} from "@sightline/ai";
import { queueAnalysisRunner } from "@sightline/ai-queue";
import { type Scenario, parseScenario } from "@sightline/rules";
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
  const positions = positionsOf(scenario, list, flags.positions);
  const owners = flags.owners?.split(",").filter((owner) => owner !== "");
  const depth = wholeNumberFlag(flags.depth, "--depth", 1);
  const nodes = wholeNumberFlag(flags.nodes, "--nodes", 1);
  const seed = flags.seed === undefined ? undefined : seedOf(flags.seed);
  const search = {
    positions,
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
    const runner =
      connection === undefined ? localAnalysisRunner() : queueAnalysisRunner({ connection });
    const lines = analysePositions({
      ...search,
      runner,
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

/**
 * The positions `list` (the text of --positions, named `file`) places on `scenario`; what is
 * wrong with either is an InputError naming the entry and the field.
 */
function positionsOf(
  scenario: Scenario,
  list: string | undefined,
  file: string | undefined,
): AnalysedPosition[] {
  try {
    checkAnalysable(scenario);
    if (list === undefined || file === undefined) {
      throw new InputError(
        "analyse needs --positions LIST: a JSON list (or JSON lines) of placements",
      );
    }
    const source = fileName(file);
    return placePositions(scenario, parsePositionsList(list, source), source);
  } catch (error) {
    throw error instanceof PositionsListError ? new InputError(error.message) : error;
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
