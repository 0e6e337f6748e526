// The `sightline` command (docs/rules/scenario.md#cli): the engine from a terminal, JSON in and
// out. Exit 0 on success, 2 on invalid input, 1 on an internal failure.
import { parseArgs } from "node:util";
import { answerAll } from "@sightline/ai";
import { RedisLostError } from "@sightline/ai-queue";
import { ScenarioError, checkScenario, isQueryError, openBattle } from "@sightline/rules";
import { InputError, readJson } from "./readJson.js";
import { describeAnswer, describeScenario } from "./describe.js";
import { analyseCommand } from "./commands/analyseCommand.js";
import { importCommand } from "./commands/importCommand.js";
import { oddsCommand } from "./commands/oddsCommand.js";
import { planCommand } from "./commands/planCommand.js";
import { workerCommand } from "./commands/workerCommand.js";

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_INVALID = 2;

/** Where the command writes; tests pass their own. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /**
   * Draws a progress line (it starts with \r, to redraw the last one). Absent, a long search
   * shows none: `main` gives it when stderr is a terminal or SIGHTLINE_PROGRESS=1.
   */
  progress?(line: string): void;
}

export const usage = `Usage:
  sightline check FILE                  validate a scenario and summarise it
  sightline query FILE QUERIES          answer a JSON list of queries, print a JSON list of answers
  sightline range FILE --from A --to B  one query, human-readable (--json for JSON)
  sightline los FILE --from A --to B
  sightline targets FILE --attacker A [--card C]
  sightline plan FILE --owner P (--card C | --attacker ID) [--depth D] [--nodes N]
                 [--seed S] [--time-ms T] [--workers N | --redis URL] [--json]
                                        the AI's best turn (HeroScape: --card, moves then
                                        attacks) or best attack (--attacker); Ctrl-C stops a
                                        search and prints the best found so far; --redis
                                        sends its tasks to \`sightline worker\` processes
  sightline analyse FILE --positions LIST [--owners P,Q] [--depth D] [--nodes N] [--seed S]
                 [--redis URL]              each owner's best card turn on each position of
                                        LIST (JSON list or lines of {"id", "hexes": {FIGURE:
                                        [[q, r]]}}), one JSON line each; --redis: one job
                                        each on the queue, with a progress bar
  sightline worker --redis URL [--concurrency N]
                                        run search tasks from the job queue on that Redis
                                        until Ctrl-C or SIGTERM
  sightline import MAP.hsc              print a VirtualScape map as a HeroScape scenario (JSON)
  sightline odds GAME --attack N --defense M [--kind melee|ranged|close]
                                        exact odds of a roll (GAME: heroscape, arcadia-quest,
                                        arcane-legions)

Exit status: 0 success, 2 invalid input, 1 internal failure.`;

/** Runs one command line (without `node` and the script) and returns the exit status. */
export async function runCli(argv: readonly string[], output: Output): Promise<number> {
  try {
    return await dispatch(argv, output);
  } catch (error) {
    if (error instanceof ScenarioError) {
      output.err(JSON.stringify({ error: "invalid-scenario", problems: error.problems }, null, 2));
      return EXIT_INVALID;
    }
    if (error instanceof InputError) {
      output.err(`sightline: ${error.message}`);
      return EXIT_INVALID;
    }
    if (error instanceof RedisLostError) {
      output.err(`sightline: ${error.message}`);
      return EXIT_FAILURE;
    }
    output.err(
      `sightline: internal failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return EXIT_FAILURE;
  }
}

async function dispatch(argv: readonly string[], output: Output): Promise<number> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, ...files] = positionals;
  if (values.help || command === "help") {
    output.out(usage);
    return EXIT_OK;
  }
  switch (command) {
    case "check": {
      const [file] = expectFiles(files, 1, "check FILE");
      const result = checkScenario(await readJson(file));
      if (!result.ok) throw new ScenarioError(result.problems);
      output.out(describeScenario(file, result.scenario));
      return EXIT_OK;
    }
    case "query": {
      const [file, queriesFile] = expectFiles(files, 2, "query FILE QUERIES");
      const queries = await readJson(queriesFile);
      if (!Array.isArray(queries)) {
        throw new InputError(`${queriesFile}: expected a JSON list of queries`);
      }
      const battle = await openBattle(await readJson(file));
      output.out(JSON.stringify(await answerAll(battle, queries), null, 2));
      return EXIT_OK;
    }
    case "range":
    case "los":
    case "targets": {
      const [file] = expectFiles(files, 1, `${command} FILE`);
      const query =
        command === "targets"
          ? {
              q: command,
              attacker: required(values.attacker, "--attacker"),
              ...(values.card ? { card: values.card } : {}),
            }
          : { q: command, from: required(values.from, "--from"), to: required(values.to, "--to") };
      const battle = await openBattle(await readJson(file));
      const [answer] = battle.answerAll([query]);
      output.out(values.json ? JSON.stringify(answer, null, 2) : describeAnswer(query, answer!));
      return isQueryError(answer) ? EXIT_INVALID : EXIT_OK;
    }
    case "plan": {
      const [file] = expectFiles(files, 1, "plan FILE");
      const battle = await openBattle(await readJson(file));
      return planCommand(battle, values, output);
    }
    case "analyse": {
      const [file] = expectFiles(files, 1, "analyse FILE --positions LIST");
      const scenario = await readJson(file);
      const battle = await openBattle(scenario);
      return analyseCommand(battle, scenario, values, output);
    }
    case "worker": {
      expectFiles(files, 0, "worker --redis URL");
      await workerCommand(values, output.err);
      return EXIT_OK;
    }
    case "odds": {
      const query = { q: "odds", game: files[0] };
      const answer = await oddsCommand(files[0], values);
      output.out(values.json ? JSON.stringify(answer, null, 2) : describeAnswer(query, answer));
      return isQueryError(answer) ? EXIT_INVALID : EXIT_OK;
    }
    case "import": {
      const [file] = expectFiles(files, 1, "import MAP.hsc");
      output.out(await importCommand(file));
      return EXIT_OK;
    }
    case undefined:
      throw new InputError(`no command given\n${usage}`);
    default:
      throw new InputError(`unknown command ${JSON.stringify(command)}\n${usage}`);
  }
}

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        attacker: { type: "string" },
        card: { type: "string" },
        attack: { type: "string" },
        defense: { type: "string" },
        kind: { type: "string" },
        owner: { type: "string" },
        depth: { type: "string" },
        nodes: { type: "string" },
        seed: { type: "string" },
        "time-ms": { type: "string" },
        workers: { type: "string" },
        redis: { type: "string" },
        concurrency: { type: "string" },
        positions: { type: "string" },
        owners: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new InputError(`${(error as Error).message}\n${usage}`);
  }
}

function expectFiles<N extends 0 | 1 | 2>(
  files: string[],
  count: N,
  form: string,
): N extends 0 ? [] : N extends 1 ? [string] : [string, string] {
  if (files.length !== count) {
    throw new InputError(`expected \`sightline ${form}\`, got ${files.length} file argument(s)`);
  }
  return files as N extends 0 ? [] : N extends 1 ? [string] : [string, string];
}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new InputError(`${flag} is required`);
  return value;
}
