// What the docs say about the packages and the test command agrees with what ships: a paragraph
// that lists the published packages lists all of them, a published package's README (what npm
// shows) names no private workspace for a user to install, and the test command a newcomer copies
// works on a fresh Debian and says how long it takes.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { publishable, root, workspaces } from "./packing.js";

/** Build output, dependencies, changelogs and benchmark results: not prose a user reads as docs. */
const SKIPPED = new Set(["node_modules", "dist", "build", "bundle", "coverage", "results"]);

function markdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith(".") || SKIPPED.has(entry.name) ? [] : markdown(path);
    }
    return entry.name.endsWith(".md") && entry.name !== "CHANGELOG.md" ? [path] : [];
  });
}

/** A doc's paragraphs, and each row of a table by itself, with the file they are in. */
const passages = markdown(root).flatMap((file) =>
  readFileSync(file, "utf8")
    .split(/\n\s*\n/)
    .flatMap((block) => (block.trimStart().startsWith("|") ? block.split("\n") : [block]))
    .map((text) => ({ file: relative(root, file), text })),
);

const published = publishable().map(({ manifest }) => manifest.name);
const privates = workspaces()
  .filter(({ manifest }) => manifest.private && manifest.name.startsWith("@sightline/"))
  .map(({ manifest }) => manifest.name);
/** The README each published package ships, as npm shows it. */
const shippedReadmes = publishable().map(({ dir }) => join(dir, "README.md"));

/** The published packages a passage names: `@sightline/rules`, or `rules` in a list of them. */
function namedPackages(text: string): string[] {
  return published.filter((name) => {
    const short = name.slice("@sightline/".length);
    return text.includes(name) || text.includes(`\`${short}\``);
  });
}

describe("the docs", () => {
  it("name every published package wherever they list the published ones", () => {
    expect(published.length).toBeGreaterThan(1);
    const lists = passages.filter(
      ({ text }) => /published/i.test(text) && namedPackages(text).length >= 3,
    );
    expect(lists.map((l) => l.file)).toEqual(
      expect.arrayContaining(["README.md", "CONTRIBUTING.md", "SECURITY.md"]),
    );
    for (const { file, text } of lists) {
      expect(namedPackages(text).sort(), `${file}: ${text}`).toEqual([...published].sort());
    }
  });

  it.each(shippedReadmes)("%s names no private workspace's package", (readme) => {
    expect(privates).toContain("@sightline/no-eval");
    const text = readFileSync(join(root, readme), "utf8");
    const named = privates.filter((name) => new RegExp(`${name}(?![\\w-])`).test(text));
    expect(named, `${readme}: not on npm, so not for a user to install`).toEqual([]);
  });

  it.each(["README.md", "CONTRIBUTING.md"])(
    "%s: the test command updates apt's lists first and says how long it takes",
    (doc) => {
      const commands = readFileSync(join(root, doc), "utf8")
        .split("\n")
        .filter((line) => line.includes("apt-get install") && line.includes("npm test"));
      expect(commands).toHaveLength(1);
      expect(commands[0]).toMatch(/^apt-get update && apt-get install -y /);
      expect(commands[0]).toMatch(/# .*about \d+ minutes on two cores/);
    },
  );
});
