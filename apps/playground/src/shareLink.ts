// What is on screen, kept in the URL's hash so a link shares it: a picked scenario by its id,
// or a scenario of one's own compressed into the link (deflate, base64url), and the selected
// attacker and focused target. `#scenario=heroscape/skirmish&attacker=archer&target=dragon`.

/** The playground's state as a link carries it. */
export interface SharedView {
  /** A catalogue id… */
  readonly scenario?: string;
  /** …or a scenario of one's own (parsed JSON), when no id is given. */
  readonly data?: unknown;
  readonly attacker?: string;
  readonly target?: string;
}

/** The view a hash (`location.hash`) describes; a hash it cannot read describes nothing. */
export async function readHash(hash: string): Promise<SharedView> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const view: { -readonly [K in keyof SharedView]: SharedView[K] } = {};
  const scenario = params.get("scenario");
  const data = params.get("data");
  if (scenario) view.scenario = scenario;
  else if (data) {
    try {
      view.data = JSON.parse(await inflate(data));
    } catch {
      // A damaged link: show the default scenario rather than nothing.
    }
  }
  const attacker = params.get("attacker");
  const target = params.get("target");
  if (attacker) view.attacker = attacker;
  if (attacker && target) view.target = target;
  return view;
}

/** The hash that describes `view`. */
export async function writeHash(view: SharedView): Promise<string> {
  const params = new URLSearchParams();
  if (view.scenario) params.set("scenario", view.scenario);
  else if (view.data !== undefined) params.set("data", await deflate(JSON.stringify(view.data)));
  if (view.attacker) params.set("attacker", view.attacker);
  if (view.attacker && view.target) params.set("target", view.target);
  return `#${params.toString()}`;
}

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    // eslint-disable-next-line no-restricted-syntax -- at most 0x8000 bytes a call, by the loop
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function inflate(base64url: string): Promise<string> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(stream).text();
}
