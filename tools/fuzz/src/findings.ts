// What a run found, grouped by what went wrong: each group keeps its first inputs on disk (under
// the gitignored fuzz-findings/) with a finding.txt saying what happened and how to replay it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FuzzTarget } from "./target.js";

/** The kinds of finding: each fails the run. */
export const FINDING_KINDS = ["disagreement", "crash", "hang", "memory"] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** A verdict that fails the run. */
export interface BadVerdict {
  readonly kind: FindingKind;
  readonly message?: string;
  readonly detail?: string;
}

/** The inputs that went wrong the same way (the same kind and message, numbers aside). */
export interface FindingGroup {
  readonly kind: FindingKind;
  /** The first input's message. */
  readonly message: string;
  count: number;
  /** fast-check's replay coordinates of the first input: `--seed` and `--path`. */
  readonly seed: number;
  readonly path: string;
  /** Folders holding the first inputs of the group (at most {@link SAVED_PER_GROUP}). */
  readonly saved: string[];
}

/** Inputs kept per group: enough to see the pattern, few enough for a run full of one bug. */
const SAVED_PER_GROUP = 3;

/** Collects one target's findings and writes their inputs under `out/<target>/`. */
export class Findings {
  readonly groups: FindingGroup[] = [];
  readonly #byKey = new Map<string, FindingGroup>();

  constructor(
    private readonly target: FuzzTarget,
    private readonly out: string,
  ) {}

  /** Records a bad verdict on the input at `seed`/`path`, saving the input if it is among the first. */
  add(verdict: BadVerdict, input: unknown, seed: number, path: string): void {
    const message = verdict.message ?? "(no message)";
    // Numbers aside: "used 2113 MB" and "used 2290 MB" are one finding.
    const key = `${verdict.kind} ${message.replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi, "#")}`;
    let group = this.#byKey.get(key);
    if (!group) {
      group = { kind: verdict.kind, message, count: 0, seed, path, saved: [] };
      this.#byKey.set(key, group);
      this.groups.push(group);
    }
    group.count++;
    if (group.saved.length < SAVED_PER_GROUP)
      group.saved.push(this.#save(verdict, input, seed, path));
  }

  #save(verdict: BadVerdict, input: unknown, seed: number, path: string): string {
    const dir = join(this.out, this.target.name, `${seed}-${path.replaceAll(":", "_")}`);
    mkdirSync(dir, { recursive: true });
    for (const file of this.target.files(input)) writeFileSync(join(dir, file.name), file.data);
    const lines = [
      `${verdict.kind}: ${verdict.message ?? ""}`,
      "",
      `replay: npm run fuzz -- --target ${this.target.name} --seed ${seed} --path ${path}`,
      ...(this.target.reproduce ? [`reproduce: ${this.target.reproduce(dir)}`] : []),
      ...(verdict.detail ? ["", verdict.detail] : []),
      "",
    ];
    writeFileSync(join(dir, "finding.txt"), lines.join("\n"));
    return dir;
  }
}
