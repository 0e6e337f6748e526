// The scenarios the playground offers without a file: the repository's examples and its own
// maps, each loaded when picked (Vite splits every JSON into its own chunk). Only scenarios: the
// examples' other JSON — query lists and `sightline analyse`'s positions lists — is left out by
// name (test/playground.test.ts holds the picker to the files the rules check as scenarios).
const examples = import.meta.glob<unknown>(
  [
    "../../../examples/*/*.json",
    "!../../../examples/*/*queries.json",
    "!../../../examples/heroscape/ambush-openings.json",
    "!../../../examples/maps/*.json",
  ],
  {
    import: "default",
  },
);
const maps = import.meta.glob<unknown>("../../../examples/maps/*.json", { import: "default" });

/** One scenario to pick: its id (kept in the URL), its title, and how to load it. */
export interface CatalogueEntry {
  readonly id: string;
  readonly title: string;
  load(): Promise<unknown>;
}

const GAME_TITLES: Record<string, string> = {
  heroscape: "HeroScape",
  "arcadia-quest": "Arcadia Quest",
  "arcane-legions": "Arcane Legions",
};

function entries(
  files: Record<string, () => Promise<unknown>>,
  name: (path: string) => { id: string; title: string },
): CatalogueEntry[] {
  return Object.entries(files)
    .map(([path, load]) => ({ ...name(path), load }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Every scenario to pick, examples first. */
export const catalogue: readonly CatalogueEntry[] = [
  ...entries(examples, (path) => {
    const [game, file] = path.split("/").slice(-2) as [string, string];
    const name = file.replace(/\.json$/, "");
    return {
      id: `${game}/${name}`,
      title: `${GAME_TITLES[game] ?? game}: ${name.replace(/-/g, " ")}`,
    };
  }),
  ...entries(maps, (path) => {
    const name = path
      .split("/")
      .pop()!
      .replace(/\.json$/, "");
    return { id: `maps/${name}`, title: `Map: ${name.replace(/-/g, " ")}` };
  }),
];

/** The entry with `id`, if the catalogue has one. */
export function entryOf(id: string | undefined): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id);
}
