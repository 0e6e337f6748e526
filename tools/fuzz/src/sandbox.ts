// The sandbox: a child process that runs one input at a time through a target's check, so that
// an input which hangs, exhausts memory or aborts V8 is a finding rather than the end of the
// run. The runner kills the child past the hang guard or the memory cap and starts another.
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Outcome } from "./target.js";

/** What the runner makes of one input: the check's outcome, or what the sandbox saw. */
export type Verdict =
  | Outcome
  | { readonly kind: "hang" | "memory"; readonly message: string; readonly detail?: string };

export interface SandboxOptions {
  /** The module whose `targets` the child loads (a file URL). */
  readonly targetsModule: string;
  /** An input still running after this many milliseconds is a hang. */
  readonly hangMs: number;
  /** A child using more than this many megabytes (heap or resident) is a memory finding. */
  readonly memoryMb: number;
}

/** How long a fresh child may take to load the engine before the run gives up. */
const STARTUP_MS = 60_000;
const WATCH_MS = 50;
/** The end of the child's stderr kept for a crash's message (a V8 fatal error, an abort). */
const STDERR_TAIL = 4096;
const CHILD = fileURLToPath(new URL("./sandboxChild.js", import.meta.url));

interface Pending {
  readonly id: number;
  readonly child: ChildProcess;
  readonly settle: (verdict: Verdict) => void;
}

/** One sandbox process at a time, started on demand and replaced after a hang or a death. */
export class Sandbox {
  readonly #options: SandboxOptions;
  #child: ChildProcess | undefined;
  #ready: Promise<void> | undefined;
  #pending: Pending | undefined;
  #stderr = "";
  #nextId = 0;

  constructor(options: SandboxOptions) {
    this.#options = options;
  }

  /** Runs one input through `target`'s check; never rejects. */
  async run(target: string, input: unknown): Promise<Verdict> {
    try {
      await this.#start();
    } catch (error) {
      this.#stop();
      return { kind: "crash", message: `the sandbox did not start: ${(error as Error).message}` };
    }
    const child = this.#child!;
    const id = this.#nextId++;
    return new Promise<Verdict>((resolve) => {
      let settled = false;
      const finish = (verdict: Verdict) => {
        if (settled) return;
        settled = true;
        clearTimeout(hang);
        clearInterval(watch);
        if (this.#pending?.id === id) this.#pending = undefined;
        resolve(verdict);
      };
      this.#pending = { id, child, settle: finish };
      const hang = setTimeout(() => {
        this.#stop();
        finish({ kind: "hang", message: `still running after ${this.#options.hangMs} ms` });
      }, this.#options.hangMs);
      const watch = setInterval(() => {
        const mb = residentMb(child.pid);
        if (mb !== undefined && mb > this.#options.memoryMb) {
          this.#stop();
          finish({
            kind: "memory",
            message: `used ${Math.round(mb)} MB, over the ${this.#options.memoryMb} MB cap`,
          });
        }
      }, WATCH_MS);
      child.send({ id, target, input }, (error) => {
        if (error)
          finish({
            kind: "crash",
            message: `the input did not reach the sandbox: ${error.message}`,
          });
      });
    });
  }

  /**
   * Starts the child and waits until it has loaded the targets (a run starts its clock after
   * this, so the engine's loading is not counted as fuzzing time). Rejects if it cannot start.
   */
  ready(): Promise<void> {
    return this.#start();
  }

  /** Ends the child, if there is one. */
  close(): void {
    this.#stop();
  }

  #start(): Promise<void> {
    if (this.#ready) return this.#ready;
    const { targetsModule, memoryMb } = this.#options;
    const child = fork(CHILD, [targetsModule], {
      serialization: "advanced",
      // The heap limit turns runaway JS allocation into a quick death the runner names.
      execArgv: [`--max-old-space-size=${memoryMb}`],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    this.#child = child;
    child.stderr!.setEncoding("utf8");
    this.#stderr = "";
    child.stderr!.on("data", (text: string) => {
      if (this.#child === child) this.#stderr = (this.#stderr + text).slice(-STDERR_TAIL);
    });
    this.#ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer in ${STARTUP_MS} ms`)),
        STARTUP_MS,
      );
      child.on("message", (message: { ready?: true; id?: number; outcome?: Outcome }) => {
        if (message.ready) {
          clearTimeout(timer);
          resolve();
        } else {
          const pending = this.#pending;
          if (pending && message.id === pending.id && message.outcome)
            pending.settle(message.outcome);
        }
      });
      // "close", not "exit": by then the whole of stderr (a V8 fatal error) has arrived.
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        if (this.#child === child) {
          this.#child = undefined;
          this.#ready = undefined;
        }
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        reject(new Error(`it exited (${how}): ${lastLines(this.#stderr)}`));
        // Only this child's input: a child killed for a hang dies after the next one started.
        if (this.#pending?.child === child) this.#pending.settle(deathVerdict(how, this.#stderr));
      });
    });
    return this.#ready;
  }

  #stop(): void {
    const child = this.#child;
    this.#child = undefined;
    this.#ready = undefined;
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

/** A child that died mid-input: out of heap is a memory finding, anything else a crash. */
function deathVerdict(how: string, stderr: string): Verdict {
  if (/heap out of memory|Reached heap limit|Array buffer allocation failed/i.test(stderr)) {
    return { kind: "memory", message: `the sandbox ran out of memory (${how})`, detail: stderr };
  }
  return {
    kind: "crash",
    message: `the sandbox died (${how}): ${lastLines(stderr)}`,
    detail: stderr,
  };
}

function lastLines(text: string): string {
  const lines = text
    .trim()
    .split("\n")
    .filter((line) => line.trim() !== "");
  return lines.slice(-2).join(" / ") || "nothing on stderr";
}

/** The child's resident set in megabytes, from /proc (Linux); undefined elsewhere. */
function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    return (pages * 4096) / 2 ** 20;
  } catch {
    return undefined;
  }
}
