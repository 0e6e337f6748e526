// The release rehearsed on a copy of the repository's manifests and changesets (the real ones
// stay pending): `changeset version` writes each published package's CHANGELOG.md from the
// changesets that name it and bumps its version, the packages keep pinning each other's new
// versions, the private workspaces are left alone, and the CHANGELOG.md goes into the tarball.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Manifest, publishable, readJson, root, run, workspaces } from "./packing.js";

const copy = mkdtempSync(join(tmpdir(), "sightline-release-"));
const published = publishable().map(({ manifest }) => manifest.name);
const rehearsal = "Release rehearsal: every published package gets this line in its CHANGELOG.";

/** A changeset's packages (its front matter) and its summary (the rest). */
interface Changeset {
  file: string;
  packages: string[];
  summary: string;
}

function readChangesets(folder: string): Changeset[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => {
      const [, front = "", summary = ""] =
        /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(folder, file), "utf8")) ?? [];
      const packages = [...front.matchAll(/^["']?([^"':]+)["']?\s*:/gm)].map(([, name]) => name!);
      return { file, packages, summary: summary.trim() };
    });
}

const squash = (text: string): string => text.replace(/\s+/g, " ");
const manifestIn = (dir: string): Manifest => readJson<Manifest>(join(copy, dir, "package.json"));

let pending: Changeset[] = [];
// rmSync removes the copy's node_modules link, never the workspace's folder it points to.
afterAll(() => rmSync(copy, { recursive: true, force: true }));
beforeAll(async () => {
  // Only what `changeset version` reads and writes: the manifests and .changeset/. The copy's
  // node_modules is the workspace's, for the changelog generator named in config.json.
  cpSync(join(root, "package.json"), join(copy, "package.json"));
  cpSync(join(root, ".changeset"), join(copy, ".changeset"), { recursive: true });
  for (const { dir } of workspaces()) {
    mkdirSync(join(copy, dir), { recursive: true });
    cpSync(join(root, dir, "package.json"), join(copy, dir, "package.json"));
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  // One changeset of its own, so the rehearsal has something to release just after a release.
  writeFileSync(
    join(copy, ".changeset/release-rehearsal.md"),
    `---\n${published.map((name) => `"${name}": patch`).join("\n")}\n---\n\n${rehearsal}\n`,
  );
  pending = readChangesets(join(copy, ".changeset"));
  await run(join(root, "node_modules/.bin/changeset"), ["version"], copy);
});

describe("changeset version, rehearsed on a copy", () => {
  it("consumes every pending changeset", () => {
    expect(readChangesets(join(copy, ".changeset"))).toEqual([]);
  });

  it.each(published)(
    "%s: a new version and a CHANGELOG.md with every changeset naming it",
    (name) => {
      const { dir, manifest: before } = publishable().find((w) => w.manifest.name === name)!;
      const after = manifestIn(dir);
      expect(after.version).not.toBe(before.version);
      const changelog = readFileSync(join(copy, dir, "CHANGELOG.md"), "utf8");
      expect(changelog.startsWith(`# ${name}\n\n## ${after.version}\n`)).toBe(true);
      const mine = pending.filter((changeset) => changeset.packages.includes(name));
      expect(mine.length).toBeGreaterThan(0);
      for (const { file, summary } of mine) {
        expect(squash(changelog), file).toContain(squash(summary.split("\n")[0]!));
      }
    },
  );

  it("the published packages pin each other's new versions", () => {
    for (const { dir } of publishable()) {
      const manifest = manifestIn(dir);
      for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
        if (!published.includes(dependency)) continue;
        const { dir: dependencyDir } = publishable().find((w) => w.manifest.name === dependency)!;
        expect(range, `${manifest.name} → ${dependency}`).toBe(manifestIn(dependencyDir).version);
      }
    }
  });

  it("leaves the private workspaces unversioned, without a CHANGELOG.md", () => {
    for (const { dir, manifest } of workspaces().filter((w) => w.manifest.private)) {
      expect(manifestIn(dir).version, dir).toBe(manifest.version);
      expect(existsSync(join(copy, dir, "CHANGELOG.md")), dir).toBe(false);
    }
  });

  it("packs each CHANGELOG.md into its package's tarball", async () => {
    const reports = JSON.parse(
      await run(
        "npm",
        [
          "pack",
          "--dry-run",
          "--json",
          "--ignore-scripts",
          ...publishable().flatMap(({ dir }) => ["--workspace", dir]),
        ],
        copy,
      ),
    ) as { name: string; files: { path: string }[] }[];
    expect(reports.map((report) => report.name).sort()).toEqual([...published].sort());
    for (const report of reports)
      expect(
        report.files.map(({ path }) => path),
        report.name,
      ).toContain("CHANGELOG.md");
  });
});
