// The repository's own rules pages are what the code cites (docs/rules/README.md): every
// `docs/…md#section` a source comment names, and every relative link in the Markdown, must
// resolve in a clone, anchors included; and nothing may cite the spec beside the repository
// (`spec/*.md`), which a clone does not have.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// packages/rules/test/ → the repository root.
const root = fileURLToPath(new URL("../../../", import.meta.url));

/** Build output, dependencies and tool state: not the repository's own text. */
const SKIPPED = new Set(["node_modules", "dist", "build", "bundle", "coverage"]);
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const hidden = entry.name.startsWith(".") && entry.name !== ".changeset";
      return hidden || SKIPPED.has(entry.name) ? [] : walk(path);
    }
    return [path];
  });
}

const files = walk(root);
const markdown = files.filter((file) => file.endsWith(".md"));
const sources = files.filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts"));

const where = (file: string, text: string, index: number): string =>
  `${relative(root, file)}:${text.slice(0, index).split("\n").length}`;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Markdown with fenced code blocks blanked (line count kept): links there are not links. */
function withoutFences(text: string): string {
  let fence: string | undefined;
  return text
    .split("\n")
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) fence = marker[0];
      else if (fence !== undefined && marker?.[0] === fence) fence = undefined;
      else if (fence === undefined) return line;
      return "";
    })
    .join("\n");
}

/** Markdown with code blanked, fenced and inline, offsets kept: `<a src="x">` in code is text. */
function withoutCode(text: string): string {
  return withoutFences(text).replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, (code) =>
    code.replace(/[^\n]/g, " "),
  );
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a Markdown file offers: its headings' slugs (GitHub numbers repeats) and ids. */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set();
  const text = withoutFences(readFileSync(file, "utf8"));
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/gm)) {
    const slug = headingSlug(heading!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  anchorCache.set(file, anchors);
  return anchors;
}

/** What is wrong with `path#anchor` (path from the repository root), or undefined. */
function problemWith(path: string, anchor: string | undefined): string | undefined {
  const target = resolve(root, path);
  let isFile: boolean;
  try {
    isFile = statSync(target).isFile();
  } catch {
    return `${path} does not exist`;
  }
  if (anchor === undefined || anchor === "") return undefined;
  if (!isFile || !target.endsWith(".md")) return `${path} has no sections to link to`;
  return anchorsOf(target).has(anchor) ? undefined : `${path} has no section #${anchor}`;
}

// `docs/rules/heroscape.md#range, #line-of-sight` and `…#maps and #board`: the later anchors
// belong to the same page, even across a comment's line break.
const CITATION =
  /(?<![\w./-])(docs\/[\w./-]+\.md)(#[\w-]+)?((?:(?:,|\s+and)\s*(?:(?:\/\/|\*)\s*)?#[a-z][\w-]*)*)/g;
const BARE_ANCHOR = /(?<=[(\s,])#([a-z][a-z0-9-]*)\b/g;
const COMMENT_LINE = /^\s*(?:\/\/|\/?\*)/;

describe("links to the rules resolve in a clone", () => {
  it("every docs/… page and section a source comment cites exists", () => {
    const problems: string[] = [];
    let cited = 0;
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      const pages = new Set<string>();
      const chained = new Set<number>();
      for (const match of text.matchAll(CITATION)) {
        const [, path, first, rest] = match;
        pages.add(path!);
        const anchors = [first?.slice(1), ...[...rest!.matchAll(/#([\w-]+)/g)].map((m) => m[1])];
        for (const anchor of anchors) {
          cited += 1;
          const problem = problemWith(path!, anchor);
          if (problem) problems.push(`${where(file, text, match.index)}: ${problem}`);
        }
        for (let i = match.index; i < match.index + match[0].length; i++) chained.add(i);
      }
      // A bare section in a comment (`#lineup step 3`) is one of a rules page the file cites.
      let offset = 0;
      for (const line of text.split("\n")) {
        if (COMMENT_LINE.test(line)) {
          for (const match of line.matchAll(BARE_ANCHOR)) {
            if (chained.has(offset + match.index)) continue;
            const anchor = match[1]!;
            const rules = [...pages].filter((page) => page.startsWith("docs/rules/"));
            if (!rules.some((page) => problemWith(page, anchor) === undefined)) {
              const cites = rules.length > 0 ? rules.join(", ") : "no rules page";
              problems.push(
                `${where(file, text, offset + match.index)}: #${anchor} is no section of ${cites}`,
              );
            }
          }
        }
        offset += line.length + 1;
      }
    }
    expect(problems).toEqual([]);
    // The code cites the rules a few hundred times; far fewer means the scan lost its way.
    expect(cited).toBeGreaterThan(200);
  });

  it("every relative link in the repository's Markdown resolves, anchors included", () => {
    const problems: string[] = [];
    let links = 0;
    for (const file of markdown) {
      const text = withoutCode(readFileSync(file, "utf8"));
      const targets = [
        ...text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g),
        ...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
        ...text.matchAll(/\b(?:href|src)="([^"]+)"/g),
      ];
      for (const match of targets) {
        const target = match[1]!;
        if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue; // https:, mailto:, …
        links += 1;
        const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
        const path = decodeURIComponent(pathPart);
        const absolute =
          path === ""
            ? file
            : path.startsWith("/")
              ? join(root, path)
              : resolve(dirname(file), path);
        const problem = problemWith(relative(root, absolute) || ".", anchor);
        if (problem) problems.push(`${where(file, text, match.index)}: ${target}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(links).toBeGreaterThan(50);
  });

  it("nothing cites spec/*.md, which lives beside the repository and not in a clone", () => {
    const problems: string[] = [];
    for (const file of [...markdown, ...sources]) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/(?<![\w./-])spec\/[\w-]+\.md/g)) {
        problems.push(`${where(file, text, match.index)}: ${match[0]} (cite docs/rules/ instead)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("reads anchors as GitHub writes them", () => {
    expect(headingSlug("Close (adjacency)")).toBe("close-adjacency");
    expect(headingSlug("Owners, allies, enemies")).toBe("owners-allies-enemies");
    expect(headingSlug("`plan` and `turn`")).toBe("plan-and-turn");
    expect(headingSlug("Readings where the spec is silent (maps)")).toBe(
      "readings-where-the-spec-is-silent-maps",
    );
    expect(anchorsOf(join(root, "docs/rules/arcane-legions.md"))).toContain("lineup");
  });
});
