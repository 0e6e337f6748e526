// The publishable workspaces packed as `npm publish` packs them, and the tarballs read back.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** The repository's root, with a trailing slash. */
export const root = fileURLToPath(new URL("../../../", import.meta.url));

/** The parts of a package.json these tests read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  keywords?: string[];
  engines?: { node?: string };
  repository?: { type?: string; url?: string; directory?: string };
  exports?: unknown;
  bin?: Record<string, string>;
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export const readJson = <T = unknown>(file: string): T =>
  JSON.parse(readFileSync(file, "utf8")) as T;

/** Every workspace of the root package.json, in its order, with its manifest. */
export function workspaces(): { dir: string; manifest: Manifest }[] {
  const { workspaces: dirs } = readJson<{ workspaces: string[] }>(join(root, "package.json"));
  return dirs.map((dir) => ({
    dir,
    manifest: readJson<Manifest>(join(root, dir, "package.json")),
  }));
}

/** The workspaces npm would publish: those not marked `private`. */
export const publishable = () => workspaces().filter((w) => !w.manifest.private);

/**
 * Runs a command as from a user's shell and returns its standard output: without the `npm_*`
 * variables of the `npm test` that started this one, which would configure the inner npm.
 */
export async function run(file: string, args: readonly string[], cwd: string): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")),
  );
  try {
    const { stdout } = await promisify(execFile)(file, args, {
      cwd,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    // Both outputs in the message: tsc, for one, prints its diagnostics on stdout.
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    throw new Error(
      `${[file, ...args].join(" ")} (in ${cwd}) exited with ${String(failed.code)}\n` +
        `${failed.stdout ?? ""}\n${failed.stderr ?? ""}`,
      { cause: error },
    );
  }
}

/** One packed workspace. */
export interface Tarball {
  name: string;
  /** The workspace's folder, relative to the root (`packages/rules`). */
  dir: string;
  /** The .tgz file. */
  file: string;
  /** What npm reports: the tarball's size and the files' total. */
  size: number;
  unpackedSize: number;
  /** Every file in the tarball, relative to the package (`dist/index.js`). */
  paths: string[];
  /** Where the tarball was extracted: paths above are relative to it. */
  extracted: string;
}

/**
 * Packs every publishable workspace into `destination` and extracts each tarball beside it.
 * `--ignore-scripts`: turbo built these packages before this test ran (they are its
 * devDependencies), and each one's prepack would start a second turbo inside this one.
 */
export async function packPublishable(destination: string): Promise<Tarball[]> {
  const packages = publishable();
  const stdout = await run(
    "npm",
    [
      "pack",
      "--json",
      "--ignore-scripts",
      "--pack-destination",
      destination,
      ...packages.flatMap(({ dir }) => ["--workspace", dir]),
    ],
    root,
  );
  const reports = JSON.parse(stdout) as {
    name: string;
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  return Promise.all(
    reports.map(async (report) => {
      const file = join(destination, report.filename);
      const extracted = join(destination, basename(report.filename, ".tgz"));
      mkdirSync(extracted);
      await run("tar", ["-xzf", file, "-C", extracted, "--strip-components=1"], destination);
      const dir = packages.find(({ manifest }) => manifest.name === report.name)!.dir;
      return {
        name: report.name,
        dir,
        file,
        size: report.size,
        unpackedSize: report.unpackedSize,
        paths: report.files.map(({ path }) => path).sort(),
        extracted,
      };
    }),
  );
}
