// The one progress line a long command redraws on stderr (`plan`'s search, `analyse`'s jobs):
// drawn only where `Output.progress` is given (a terminal, or SIGHTLINE_PROGRESS=1), each draw
// replacing the last, cleared before anything else is printed.
import type { Output } from "./command.js";

/** The line's writer: `draw` replaces the line with `text`, `clear` erases it if drawn. */
export function progressLine(output: Output): { draw(text: string): void; clear(): void } {
  let drawn = false;
  return {
    draw(text) {
      if (!output.progress) return;
      drawn = true;
      output.progress(`\r${text}\x1b[K`);
    },
    clear() {
      if (drawn) output.progress?.("\r\x1b[K");
      drawn = false;
    },
  };
}

/** `[#####---------------]`: `done` (0 to 1) of a bar 20 wide. */
export function progressBar(done: number): string {
  const width = 20;
  return `[${"#".repeat(Math.round(Math.min(1, done) * width)).padEnd(width, "-")}]`;
}
