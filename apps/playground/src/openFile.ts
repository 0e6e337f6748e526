// A scenario of one's own, from a dropped or picked file: a scenario JSON (the element checks it
// and lists its problems), or a VirtualScape `.hsc` map imported here in the browser.
import { HscError, type Problem, importHsc } from "@sightline/rules";

/** What a file gave: a scenario to show (checked by the element), or why there is none. */
export type OpenedFile =
  | { readonly ok: true; readonly scenario: unknown }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export async function openFile(file: File): Promise<OpenedFile> {
  if (/\.hsc$/i.test(file.name)) {
    try {
      const name = file.name.replace(/\.hsc$/i, "");
      return { ok: true, scenario: importHsc(new Uint8Array(await file.arrayBuffer()), { name }) };
    } catch (error) {
      if (!(error instanceof HscError)) throw error;
      return { ok: false, problems: [{ path: "", reason: `${file.name}: ${error.message}` }] };
    }
  }
  try {
    return { ok: true, scenario: JSON.parse(await file.text()) as unknown };
  } catch (error) {
    return {
      ok: false,
      problems: [{ path: "", reason: `${file.name} is not JSON: ${(error as Error).message}` }],
    };
  }
}
