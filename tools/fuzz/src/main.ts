// `npm run fuzz -- --minutes N` (README.md): each target gets an equal share of the time, its
// inputs run one at a time in a sandbox process, and the run fails (exit 1) on any
// disagreement, crash, hang or memory finding, printing how to replay each.
import type { CampaignReport } from "./campaign.js";
import { runCampaign } from "./campaign.js";
import { OptionError, parseOptions, usage } from "./options.js";
import { findingCount, formatReport } from "./report.js";
import { Sandbox } from "./sandbox.js";
import type { FuzzTarget } from "./target.js";

process.exitCode = await main(process.argv.slice(2));

async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    process.stderr.write(`fuzz: ${error.message}\n${usage}\n`);
    return 2;
  }
  if (options === "help") {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const { targets: all } = (await import(options.targetsModule)) as {
    targets: readonly FuzzTarget[];
  };
  const unknown = options.targets.filter((name) => !all.some((t) => t.name === name));
  if (unknown.length > 0) {
    process.stderr.write(
      `fuzz: unknown target ${unknown.map((n) => JSON.stringify(n)).join(", ")}: expected ${all.map((t) => t.name).join(", ")}\n`,
    );
    return 2;
  }
  const chosen =
    options.targets.length === 0 ? all : all.filter((t) => options.targets.includes(t.name));
  const budgetMs = (options.minutes * 60_000) / chosen.length;
  process.stdout.write(
    options.path === undefined
      ? `fuzz: seed ${options.seed}, ${options.minutes} min over ${chosen.length} targets (${(budgetMs / 1000).toFixed(1)} s each), hang guard ${options.hangMs} ms, memory cap ${options.memoryMb} MB\n`
      : `fuzz: replaying ${chosen[0]!.name} at seed ${options.seed}, path ${options.path}\n`,
  );
  const reports: CampaignReport[] = [];
  for (const target of chosen) {
    const sandbox = new Sandbox(options);
    try {
      const report = await runCampaign(target, { ...options, budgetMs, sandbox });
      reports.push(report);
      const found = findingCount([report]);
      process.stdout.write(
        `  ${target.name}: ${report.tried} inputs in ${(report.ms / 1000).toFixed(1)} s, ${found === 0 ? "nothing found" : `${found} found`} (${target.what})\n`,
      );
    } finally {
      sandbox.close();
    }
  }
  process.stdout.write(`\n${formatReport(reports, options.seed)}\n`);
  const found = findingCount(reports);
  if (found > 0) {
    process.stdout.write(
      `\nfuzz: ${found} bad input${found === 1 ? "" : "s"}; inputs saved under ${options.out}\n`,
    );
    return 1;
  }
  return 0;
}
