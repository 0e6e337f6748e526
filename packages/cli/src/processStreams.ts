// The process's side of the command's contract (docs/rules/scenario.md#cli): what happens when
// stdout cannot be written, and to a failure no command caught. Node's default for both is a
// stack trace; ours is a Unix filter's behaviour and one line.
import { EXIT_FAILURE } from "./command.js";
import { describeFailure } from "./internalFailure.js";

/**
 * The status of a filter whose reader went away: 128 + SIGPIPE (13), what a shell reports for
 * `yes | head`. Node ignores SIGPIPE, so the command ends with that status itself.
 */
export const EXIT_BROKEN_PIPE = 141;

/** What {@link guardProcess} acts on: the real process, or a test's stand-in. */
export interface GuardedProcess {
  readonly stdout: NodeJS.EventEmitter;
  readonly stderr: NodeJS.EventEmitter & { write(text: string): boolean };
  readonly env: NodeJS.ProcessEnv;
  on(event: "uncaughtException", listener: (error: unknown) => void): unknown;
  exit(code: number): never;
}

/**
 * Makes the process end cleanly on output errors and uncaught failures:
 * - stdout's reader went away (EPIPE: `sightline query … | head`): end at once, quietly, with
 *   status 141, as `cat` would; there is nobody left to tell.
 * - any other stdout error (ENOSPC on a full disk, EIO): one line on stderr, status 1.
 * - stderr broken: end quietly (141 or 1), since there is nowhere to say it.
 * - an exception or rejection no command caught: one line on stderr (the stack with
 *   SIGHTLINE_DEBUG=1), status 1.
 */
export function guardProcess(target: GuardedProcess): void {
  target.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") target.exit(EXIT_BROKEN_PIPE);
    target.stderr.write(`sightline: cannot write to stdout: ${error.message}\n`);
    target.exit(EXIT_FAILURE);
  });
  target.stderr.on("error", (error: NodeJS.ErrnoException) => {
    target.exit(error.code === "EPIPE" ? EXIT_BROKEN_PIPE : EXIT_FAILURE);
  });
  target.on("uncaughtException", (error) => {
    target.stderr.write(`${describeFailure(error, target.env.SIGHTLINE_DEBUG === "1")}\n`);
    target.exit(EXIT_FAILURE);
  });
}
