// The run's report: one row per target (inputs tried, per minute, each kind of finding, what the
// inputs reached, the slowest input), then every finding with how to replay it.
import type { CampaignReport } from "./campaign.js";
import { FINDING_KINDS } from "./findings.js";

/** The table of targets and the list of findings, as printed at the end of a run. */
export function formatReport(reports: readonly CampaignReport[], seed: number): string {
  const header = ["target", "inputs", "per minute", ...FINDING_KINDS, "slowest ms", "reached"];
  const rows = reports.map((r) => [
    r.target,
    String(r.tried),
    String(Math.round(r.tried / (r.ms / 60_000))),
    ...FINDING_KINDS.map((kind) => String(r.counts[kind])),
    r.slowest ? String(Math.round(r.slowest.ms)) : "-",
    Object.entries(r.tags)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, n]) => `${tag} ${n}`)
      .join(", "),
  ]);
  const widths = header.map((h, c) =>
    rows.reduce((widest, row) => Math.max(widest, row[c]!.length), h.length),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, c) =>
        c === 0 || c === cells.length - 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!),
      )
      .join("  ")
      .trimEnd();
  const out = [line(header), ...rows.map(line)];
  const groups = reports.flatMap((r) => r.groups.map((g) => ({ target: r.target, ...g })));
  if (groups.length > 0) {
    out.push("", `Findings (seed ${seed}):`);
    for (const g of groups) {
      out.push(
        `- ${g.target}: ${g.kind} ×${g.count}: ${g.message}`,
        `    replay: npm run fuzz -- --target ${g.target} --seed ${g.seed} --path ${g.path}`,
      );
      for (const dir of g.saved) out.push(`    input: ${dir}`);
    }
  }
  return out.join("\n");
}

/** How many findings of any kind a run had. */
export function findingCount(reports: readonly CampaignReport[]): number {
  return reports.reduce((n, r) => n + FINDING_KINDS.reduce((m, kind) => m + r.counts[kind], 0), 0);
}
