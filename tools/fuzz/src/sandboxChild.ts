// The sandbox process (see sandbox.ts): loads the targets once, then checks each input the
// runner sends and answers with the outcome. Anything that escapes a check is a crash with its
// stack; the runner, not this process, decides what a hang is.
import type { FuzzTarget, Outcome } from "./target.js";

const [targetsModule] = process.argv.slice(2);
if (targetsModule === undefined || !process.send) {
  throw new Error(
    "the sandbox is started by the fuzz runner (sandbox.ts), with its targets module",
  );
}
const { targets } = (await import(targetsModule)) as { targets: readonly FuzzTarget[] };
const byName = new Map(targets.map((target) => [target.name, target]));
let current: number | undefined;

process.on("message", (message: { id: number; target: string; input: unknown }) => {
  void answer(message);
});
// A failure outside the awaited check (a stray rejection, a throw in a timer) is the current
// input's crash too.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error: unknown) => {
    if (current !== undefined) process.send!({ id: current, outcome: thrown(error, event) });
    process.exitCode = 70;
    setImmediate(() => process.exit());
  });
}
// The runner gone, nothing is left to answer.
process.on("disconnect", () => process.exit());
process.send({ ready: true });

async function answer({ id, target, input }: { id: number; target: string; input: unknown }) {
  current = id;
  let outcome: Outcome;
  try {
    const check = byName.get(target);
    if (!check) throw new Error(`no target ${JSON.stringify(target)} in ${targetsModule}`);
    outcome = await check.check(input);
  } catch (error) {
    outcome = thrown(error, "the check");
  }
  current = undefined;
  process.send!({ id, outcome });
}

function thrown(error: unknown, where: string): Outcome {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: "crash",
    message: `${where} threw ${name}: ${firstLine(message)}`,
    detail: error instanceof Error ? error.stack : undefined,
  };
}

function firstLine(text: string): string {
  const line = text.split("\n")[0]!;
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
