// No list is spread into a call's arguments anywhere in the repository (docs/rules/limits.md):
// every entry goes on the stack, and 300,000 figures or a column of 123,000 tiles overflowed it.
// `npm run lint` enforces it with eslint.config.js; this holds the rule itself to what it must
// catch and what it must let through, through ESLint's own API.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// packages/rules/test/ → the repository root, whose eslint.config.js is the one `npm run lint` uses.
const root = fileURLToPath(new URL("../../../", import.meta.url));

const eslint = new ESLint({ cwd: root });

/** The lines the spread rule flags in `code`, linted as a file of the repository's tools. */
async function spreadErrors(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}tools/maps/probe.js` });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.line);
}

describe("the spread rule", () => {
  it.each([
    ["Math.max of a list", "export const top = (tops) => Math.max(...tops);"],
    ["a push of a list", "export const add = (problems, more) => problems.push(...more);"],
    ["a constructor's arguments", "export const join = (lists) => new Set(...lists);"],
    ["a call on a call's result", "export const f = (g, xs) => g(...xs.map((x) => x + 1));"],
  ])("refuses %s", async (_what, code) => {
    expect(await spreadErrors(code)).toEqual([1]);
  });

  it.each([
    ["a literal list", "export const f = (g) => g(...[1, 2], 3);"],
    ["fast-check's builders", "export const f = (fc, faces) => fc.constantFrom(...faces);"],
    ["a spread into a list", "export const all = (a, b) => [...a, ...b];"],
    ["a spread into an object", "export const copy = (o) => ({ ...o });"],
    ["a loop", "export const top = (xs) => xs.reduce((a, b) => Math.max(a, b), -Infinity);"],
  ])("lets through %s", async (_what, code) => {
    expect(await spreadErrors(code)).toEqual([]);
  });
});
