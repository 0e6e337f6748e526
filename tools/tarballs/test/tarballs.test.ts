// What each published tarball holds: what a user needs (the .wasm, the types, the command, the
// element's bundle and manifest, README, LICENSE), nothing they don't (sources, tests, configs,
// maps without their sources, modules left over from an older build), and every path inside it
// that a module, a declaration or the package.json points to.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Manifest,
  type Tarball,
  packPublishable,
  publishable,
  readJson,
  root,
  run,
} from "./packing.js";

/** Beyond what exports and bin name: the files each package cannot work without. */
const needs: Record<string, (string | RegExp)[]> = {
  // loadWasm reads build/geometry.wasm beside dist/; its declarations import build/geometry.d.ts.
  "@sightline/geometry": [
    "build/geometry.wasm",
    "build/geometry.d.ts",
    "dist/worker/nodeWorker.js",
    "dist/worker/browserWorker.js",
  ],
  "@sightline/rules": ["dist/heroscape/maps/virtualscapeTemplates.json"],
  // Its entry point, and the search pool's workers, started from files beside the pool.
  "@sightline/ai": ["dist/index.js", "dist/pool/nodeSearchWorker.js", "dist/pool/searchWorker.js"],
  // The queue's worker runs its tasks on @sightline/ai's pool; its entry point is all it ships.
  "@sightline/ai-queue": ["dist/index.js"],
  "@sightline/cli": ["bin/sightline.js", "dist/main.js"],
  // The page-ready bundle loads its worker and the wasm relative to itself.
  "@sightline/battle-board": [
    "custom-elements.json",
    "bundle/battle-board.js",
    /^bundle\/assets\/battleWorker-[\w-]+\.js$/,
    /^bundle\/assets\/geometry-[\w-]+\.wasm$/,
  ],
};

/** Every file path an `exports` map or `bin` names. */
function targets(manifest: Manifest): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") found.push(posix.normalize(value));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  walk(manifest.bin);
  return found;
}

/** The relative files a shipped module or declaration refers to, as paths in the package. */
function references(path: string, text: string): string[] {
  const here = posix.dirname(path);
  const specifiers: string[] = [];
  // import … from "./x.js", import "./x.js", import("./x.js"), export … from "./x.js"
  for (const [, specifier] of text.matchAll(
    /(?:\bfrom|\bimport)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g,
  ))
    specifiers.push(specifier!);
  // new URL("./x.wasm", import.meta.url): a worker or the wasm, loaded relative to the module
  for (const [, specifier] of text.matchAll(
    /new URL\(\s*["'`]([^"'`]+)["'`]\s*,\s*import\.meta\.url/g,
  ))
    specifiers.push(specifier!);
  // A module's map (a declaration's map is not shipped: see the source-map test below).
  if (!path.endsWith(".d.ts"))
    for (const [, specifier] of text.matchAll(/^\/\/# sourceMappingURL=(\S+)$/gm))
      specifiers.push(specifier!);
  return specifiers.map((specifier) => {
    const target = posix.normalize(posix.join(here, specifier));
    // A declaration's "./x.js" is typed by "./x.d.ts".
    return path.endsWith(".d.ts") ? target.replace(/\.js$/, ".d.ts") : target;
  });
}

const scratch = mkdtempSync(join(tmpdir(), "sightline-tarballs-"));
let tarballs: Tarball[] = [];
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeAll(async () => {
  tarballs = await packPublishable(scratch);
});

const packed = (name: string): Tarball => {
  const tarball = tarballs.find((t) => t.name === name);
  if (!tarball) throw new Error(`${name} was not packed`);
  return tarball;
};
const read = (tarball: Tarball, path: string): string =>
  readFileSync(join(tarball.extracted, path), "utf8");

it("every publishable workspace is listed here with what it needs", () => {
  expect(
    publishable()
      .map((w) => w.manifest.name)
      .sort(),
  ).toEqual(Object.keys(needs).sort());
});

describe.each(publishable().map(({ manifest }) => manifest.name))("%s", (name) => {
  it("ships its package.json, README.md and the repository's LICENSE", () => {
    const tarball = packed(name);
    expect(tarball.paths).toEqual(expect.arrayContaining(["package.json", "README.md", "LICENSE"]));
    expect(read(tarball, "LICENSE")).toBe(readFileSync(join(root, "LICENSE"), "utf8"));
  });

  it("ships every file its exports and bin name, and the files it cannot work without", () => {
    const tarball = packed(name);
    const manifest = readJson<Manifest>(join(tarball.extracted, "package.json"));
    for (const target of targets(manifest)) expect(tarball.paths).toContain(target);
    for (const need of needs[name] ?? []) {
      if (typeof need === "string") expect(tarball.paths).toContain(need);
      else expect(tarball.paths.filter((path) => need.test(path))).toHaveLength(1);
    }
    for (const bin of Object.values(manifest.bin ?? {}))
      expect(read(tarball, bin)).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it("ships types for every export that has code", () => {
    const tarball = packed(name);
    const manifest = readJson<Manifest>(join(tarball.extracted, "package.json"));
    for (const [subpath, target] of Object.entries(manifest.exports as Record<string, unknown>)) {
      if (typeof target !== "object") continue; // a file (package.json, the manifest, the bundle)
      const types = (target as { types?: string }).types;
      expect(types, `exports["${subpath}"].types`).toMatch(/\.d\.ts$/);
      expect(tarball.paths).toContain(posix.normalize(types!));
    }
  });

  it("ships only what it builds: no sources, tests or configs", () => {
    const tarball = packed(name);
    const manifest = readJson<Manifest>(join(tarball.extracted, "package.json"));
    const allowed = [
      "package.json",
      "README.md",
      "LICENSE",
      "CHANGELOG.md",
      ...(manifest.files ?? []).filter((entry) => !entry.startsWith("!")),
    ];
    for (const path of tarball.paths) {
      expect(
        allowed.some((entry) => path === entry || path.startsWith(`${entry}/`)),
        path,
      ).toBe(true);
      expect(path).not.toMatch(/(^|\/)(test|tests|__tests__|src)\/|\.(test|spec)\.[cm]?[jt]s$/);
    }
  });

  it("ships no module that its src/ no longer has (output of an older build)", () => {
    const tarball = packed(name);
    for (const path of tarball.paths.filter((p) => p.startsWith("dist/"))) {
      const source = path.replace(/^dist\//, "src/").replace(/(\.d\.ts|\.js)(\.map)?$/, ".ts");
      expect(existsSync(join(root, tarball.dir, source)), `${path}: no ${source}`).toBe(true);
    }
  });

  it("every relative import, worker, wasm and map its modules name is in the tarball", () => {
    const tarball = packed(name);
    let count = 0;
    for (const path of tarball.paths.filter((p) => /\.(js|d\.ts)$/.test(p))) {
      for (const target of references(path, read(tarball, path))) {
        expect(tarball.paths, `${path} refers to ${target}`).toContain(target);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it("ships source maps only with their sources inside, and no declaration maps", () => {
    // A declaration map cannot carry its sources: it would point at src/, which is not shipped.
    // (The .d.ts files keep their trailing sourceMappingURL comment; TypeScript ignores a map
    // that is not there.) A module's map carries its TypeScript (tsc's inlineSources), so
    // stack traces and debuggers show the source with nothing else installed.
    const tarball = packed(name);
    expect(tarball.paths.filter((path) => path.endsWith(".d.ts.map"))).toEqual([]);
    for (const path of tarball.paths.filter((p) => p.endsWith(".map"))) {
      const map = JSON.parse(read(tarball, path)) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      expect(map.sources.length, path).toBeGreaterThan(0);
      expect(map.sourcesContent?.length, `${path}: sourcesContent`).toBe(map.sources.length);
      for (const content of map.sourcesContent!) expect(typeof content, path).toBe("string");
    }
  });

  it("declares its Node, licence, repository and keywords, and exports its package.json", () => {
    const tarball = packed(name);
    const manifest = readJson<Manifest>(join(tarball.extracted, "package.json"));
    expect(manifest.engines?.node).toMatch(/^>=20(\.\d+)*$/);
    expect(manifest.license).toBe("MIT");
    expect(manifest.repository).toEqual({
      type: "git",
      url: expect.stringMatching(/^git\+https:\/\/.+\.git$/),
      directory: tarball.dir,
    });
    expect(manifest.keywords?.length).toBeGreaterThan(0);
    expect((manifest.exports as Record<string, unknown>)["./package.json"]).toBe("./package.json");
  });

  it("npm publish would take its package.json as written (`npm pkg fix` changes nothing)", async () => {
    // Publishing "corrects" a manifest silently, and some corrections remove things: npm 11
    // drops a bin whose path starts with "./", which would publish the CLI without its command.
    const tarball = packed(name);
    const before = readJson<Manifest>(join(tarball.extracted, "package.json"));
    await run("npm", ["pkg", "fix"], tarball.extracted);
    expect(readJson<Manifest>(join(tarball.extracted, "package.json"))).toEqual(before);
  });

  it("builds itself and what it depends on before it is packed (prepack)", () => {
    const manifest = readJson<Manifest>(join(root, packed(name).dir, "package.json"));
    // turbo builds the package's workspace dependencies first (build dependsOn ^build), from
    // its cache when nothing changed; stdout stays clean for `npm pack --json`.
    expect(manifest.scripts?.prepack).toMatch(
      new RegExp(`turbo run build --filter=${name.replace("/", "\\/")} .*>&2$`),
    );
  });
});

it("every tarball stays small: a stray folder would not", () => {
  for (const tarball of tarballs) {
    console.log(
      `${tarball.name}: ${kB(tarball.size)} packed, ${kB(tarball.unpackedSize)} unpacked, ${tarball.paths.length} files`,
    );
    expect(tarball.size, tarball.name).toBeLessThan(512 * 1024);
  }
});

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
