// The public cases of spec/cases, copied into the rules' test/cases (a clone has no ../shared):
// the rules' tests and the command's run every one.
import { readFileSync, readdirSync } from "node:fs";

/** One case file of packages/rules/test/cases (its README gives the fields). */
export interface PublicCase {
  /** The file, from the cases folder: `heroscape/hs-01-….json`. */
  readonly file: string;
  readonly name: string;
  readonly why: string;
  readonly scenario: { readonly game: string } & Record<string, unknown>;
  readonly queries: readonly ({ readonly q: string } & Record<string, unknown>)[];
  readonly expected: readonly unknown[];
}

// The cases live with the rules, whose spec they are (packages/rules/test/cases/<game>/).
const casesDir = new URL("../../../packages/rules/test/cases/", import.meta.url);

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
