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
