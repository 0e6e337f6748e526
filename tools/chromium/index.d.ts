import type { Browser } from "playwright-core";

/** The Chromium binary: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM: string;
/** Headless, as root in a container, and quiet: no network but the page's own. */
export const CHROMIUM_FLAGS: readonly string[];
/** Debian's Chromium, launched; throws saying how to install it when it is missing. */
export function launchChromium(): Promise<Browser>;

/** A page built by Vite and served on localhost. */
export interface ServedPage {
  /** Where the page is served (`http://127.0.0.1:…/`). */
  readonly url: string;
  /** The built files, which the server serves: write more files here to serve them too. */
  readonly outDir: string;
  /** Stops the server and removes the built files. */
  close(): Promise<void>;
}
/** Builds the page in `root` (a folder with its index.html) and serves it on localhost. */
export function servePage(root: string): Promise<ServedPage>;

/**
 * Serves an already built folder (an app's `dist/`, as deployed) on localhost, each response with
 * `headers` (e.g. a Content-Security-Policy). `close()` stops the server and leaves the folder.
 */
export function serveFolder(
  dir: string,
  options?: { readonly headers?: Readonly<Record<string, string>> },
): Promise<ServedPage>;
