// One target's share of the run: fast-check draws inputs from the target's arbitrary until the
// time is up, each input goes through the sandbox, and every bad verdict is counted and saved.
// A bad input does not stop the campaign (the property holds whatever the verdict), so the counts
// cover the whole time, and each input's fast-check path replays it alone.
import fc from "fast-check";
import { FINDING_KINDS, type FindingGroup, type FindingKind, Findings } from "./findings.js";
import type { Sandbox } from "./sandbox.js";
import type { FuzzTarget } from "./target.js";

export interface CampaignOptions {
  /** fast-check's seed. */
  readonly seed: number;
  /** Replays the one input at this fast-check path instead of a timed run. */
  readonly path?: string;
  /** How long to draw inputs for (ms). */
  readonly budgetMs: number;
  readonly sandbox: Sandbox;
  /** Where inputs that went wrong are written. */
  readonly out: string;
}

/** What a campaign tried and found. */
export interface CampaignReport {
  readonly target: string;
  readonly what: string;
  readonly tried: number;
  /** Wall time of the campaign (ms). */
  readonly ms: number;
  readonly counts: Readonly<Record<FindingKind, number>>;
  /** The targets' tags counted (e.g. how many scenarios were accepted). */
  readonly tags: Readonly<Record<string, number>>;
  readonly groups: readonly FindingGroup[];
  /** The slowest input that was not a hang: its time and path. */
  readonly slowest?: { readonly ms: number; readonly path: string };
}

/** Runs `target` for the budget (or its one replayed input) and reports. */
export async function runCampaign(
  target: FuzzTarget,
  options: CampaignOptions,
): Promise<CampaignReport> {
  const { seed, path, budgetMs, sandbox, out } = options;
  const findings = new Findings(target, out);
  const counts = Object.fromEntries(FINDING_KINDS.map((kind) => [kind, 0])) as Record<
    FindingKind,
    number
  >;
  const tags: Record<string, number> = {};
  let slowest: { ms: number; path: string } | undefined;
  let tried = 0;
  // fast-check draws runs in order, so the run's index is its path (a replay starts there).
  let index = path === undefined ? 0 : Number(path.split(":")[0]);
  // A sandbox that cannot start is the first input's crash (run() says so): not thrown here.
  await sandbox.ready().catch(() => undefined);
  const started = performance.now();
  let inFlight: Promise<unknown> = Promise.resolve();
  const property = fc.asyncProperty(target.arbitrary(), (input) => (inFlight = tryOne(input)));
  async function tryOne(input: unknown): Promise<boolean> {
    const at = path ?? String(index++);
    const before = performance.now();
    const verdict = await sandbox.run(target.name, input);
    const ms = performance.now() - before;
    tried++;
    if (verdict.kind === "ok") {
      if (verdict.tag) tags[verdict.tag] = (tags[verdict.tag] ?? 0) + 1;
      if (!slowest || ms > slowest.ms) slowest = { ms, path: at };
    } else {
      const kind = verdict.kind;
      counts[kind]++;
      findings.add({ kind, message: verdict.message, detail: verdict.detail }, input, seed, at);
    }
    return true;
  }
  const details = await fc.check(
    property,
    path === undefined
      ? {
          seed,
          numRuns: 2 ** 31 - 1,
          interruptAfterTimeLimit: budgetMs,
          markInterruptAsFailure: false,
        }
      : { seed, path, numRuns: 1 },
  );
  // fast-check's time limit races the last input rather than waiting for it: let it finish
  // before the sandbox is closed under it (it counts; it ran).
  await inFlight;
  // fast-check calls a run cut off by the time limit before any input finished a failure with no
  // error: only the time ran out (on a loaded machine with a short budget, the sandbox's start
  // can take it all). Anything else is the fuzz's own fault (an arbitrary that threw), as the
  // property never fails.
  const outOfTime = details.interrupted && details.errorInstance === null;
  if (details.failed && !outOfTime) {
    throw new Error(`${target.name}: the fuzz itself failed: ${String(details.errorInstance)}`);
  }
  return {
    target: target.name,
    what: target.what,
    tried,
    ms: performance.now() - started,
    counts,
    tags,
    groups: findings.groups,
    ...(slowest && { slowest }),
  };
}
