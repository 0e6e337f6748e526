// The public cases of spec/cases, copied into test/cases (a clone has no ../shared).
import { readFileSync, readdirSync } from "node:fs";

export interface PublicCase {
  readonly file: string;
  readonly name: string;
  readonly why: string;
  readonly scenario: { readonly game: string } & Record<string, unknown>;
  readonly queries: readonly ({ readonly q: string } & Record<string, unknown>)[];
  readonly expected: readonly unknown[];
}

const casesDir = new URL("./cases/", import.meta.url);

/** Every case file, game by game, in file-name order. */
export function publicCases(): PublicCase[] {
  return readdirSync(casesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(new URL(`${dir.name}/`, casesDir))
        .filter((file) => file.endsWith(".json"))
        .sort()
        .map((file) => {
          const path = new URL(`${dir.name}/${file}`, casesDir);
          return { file: `${dir.name}/${file}`, ...JSON.parse(readFileSync(path, "utf8")) };
        }),
    );
}

/** The query kinds each game answers so far; the list grows as the rules land. */
export const implemented: Record<string, readonly string[]> = {
  heroscape: ["range", "los", "targets", "odds", "roll", "matrix"],
  "arcadia-quest": ["range", "los", "targets", "odds", "roll", "matrix"],
  "arcane-legions": ["range", "los", "targets", "odds", "roll", "matrix"],
};

/** Whether the engine answers `kind` queries in `game` (others must say not-implemented). */
export function answered(game: string, kind: string): boolean {
  return implemented[game]?.includes(kind) ?? false;
}
