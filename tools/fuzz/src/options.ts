// The fuzz's command line (`npm run fuzz -- --minutes N …`, README.md): every flag checked, and a
// wrong one named with what it takes.
import { parseArgs } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { resolve } from "node:path";

export interface FuzzOptions {
  /** The whole run's length, split evenly across the targets. */
  readonly minutes: number;
  /** Names of the targets to run (all when empty). */
  readonly targets: readonly string[];
  readonly seed: number;
  /** Replay one input: its fast-check path (needs one target and the seed). */
  readonly path?: string;
  readonly hangMs: number;
  readonly memoryMb: number;
  /** Where inputs that went wrong are written. */
  readonly out: string;
  /** The module (file URL) whose `targets` export is fuzzed. */
  readonly targetsModule: string;
}

/** The repository's root, from this file's place (tools/fuzz/dist/ or src/). */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export const usage = `Usage: npm run fuzz -- [options]
  --minutes N       how long to run, split evenly across the targets (default 1)
  --target NAME     only this target (repeat, or separate names with commas)
  --seed N          fast-check's seed (default: a random one, printed)
  --path P          replay the one input at this path (with --seed and one --target)
  --hang-ms N       an input running longer than this is a hang (default 20000)
  --memory-mb N     a sandbox using more memory than this is a finding (default 2048)
  --out DIR         where inputs that went wrong are written (default fuzz-findings/)
  --targets FILE    a module exporting the \`targets\` to fuzz (default: the engine's)
Exit status: 0 nothing found, 1 a disagreement, crash, hang or memory finding, 2 bad options.`;

/** A bad option: the runner prints it with the usage and exits 2. */
export class OptionError extends Error {
  override readonly name = "OptionError";
}

/** Parses the command line; throws {@link OptionError} naming the flag that is wrong. */
export function parseOptions(argv: readonly string[]): FuzzOptions | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        minutes: { type: "string" },
        target: { type: "string", multiple: true },
        seed: { type: "string" },
        path: { type: "string" },
        "hang-ms": { type: "string" },
        "memory-mb": { type: "string" },
        out: { type: "string" },
        targets: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new OptionError((error as Error).message);
  }
  if (values.help) return "help";
  const targets = (values.target ?? []).flatMap((names) => names.split(",")).filter(Boolean);
  const seed =
    values.seed === undefined
      ? Math.floor(Math.random() * 2 ** 31)
      : number(values.seed, "--seed", { integer: true, min: -(2 ** 31), max: 2 ** 31 - 1 });
  if (values.path !== undefined) {
    if (!/^\d+(:\d+)*$/.test(values.path)) {
      throw new OptionError(
        `--path ${JSON.stringify(values.path)}: expected a fast-check path like 42`,
      );
    }
    if (values.seed === undefined || targets.length !== 1) {
      throw new OptionError("--path replays one input: give --seed and exactly one --target too");
    }
  }
  return {
    minutes: values.minutes === undefined ? 1 : number(values.minutes, "--minutes", { min: 0.001 }),
    targets,
    seed,
    ...(values.path !== undefined && { path: values.path }),
    hangMs:
      values["hang-ms"] === undefined
        ? 20_000
        : number(values["hang-ms"], "--hang-ms", { integer: true, min: 100 }),
    memoryMb:
      values["memory-mb"] === undefined
        ? 2048
        : number(values["memory-mb"], "--memory-mb", { integer: true, min: 64 }),
    out: resolve(
      process.env.INIT_CWD ?? process.cwd(),
      values.out ?? resolve(ROOT, "fuzz-findings"),
    ),
    targetsModule:
      values.targets === undefined
        ? new URL("./targets/index.js", import.meta.url).href
        : pathToFileURL(resolve(process.env.INIT_CWD ?? process.cwd(), values.targets)).href,
  };
}

function number(
  text: string,
  flag: string,
  {
    integer = false,
    min,
    max = Number.MAX_SAFE_INTEGER,
  }: { integer?: boolean; min: number; max?: number },
): number {
  // Decimal digits only: "0x10" or "1e1" or "" are not what anyone means by a count.
  const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < min ||
    value > max
  ) {
    const what = integer ? "a whole number" : "a number";
    throw new OptionError(
      `${flag} ${JSON.stringify(text)}: expected ${what} from ${min} to ${max}`,
    );
  }
  return value;
}
