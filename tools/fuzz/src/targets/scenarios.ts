// The scenario validator through `sightline check`, then `sightline query` on every scenario it
// accepts (docs/rules/scenario.md): mutations of the valid examples in examples/ (and of the
// project's maps' scenarios) and scenarios made from scratch at the extremes. Exit 0 or 2 is a
// structured answer; exit 1 (or a throw) is a crash; a scenario `check` accepts and `query` then
// refuses (exit 2) is a disagreement between the two.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import type { FuzzTarget } from "../target.js";
import { type JsonMutation, applyMutation, jsonMutation } from "./jsonMutations.js";
import {
  arcadiaQuestScenario,
  arcaneLegionsScenario,
  heroscapeScenario,
} from "./scenarioGenerators.js";
import { firstLine, scratchFile, sightline } from "./sightlineInProcess.js";

/** A scenario file and the queries asked of it, and how it was made. */
export interface ScenarioInput {
  /** Where the scenario came from and what was done to it, in words. */
  readonly origin: string;
  readonly text: string;
  readonly queries: string;
}

const EXAMPLES = fileURLToPath(new URL("../../../../examples/", import.meta.url));

/**
 * The valid scenarios of examples/: each game's, and the maps'. A scenario names its `game`;
 * the other JSON there (query lists, `analyse`'s positions) is not one.
 */
function examples(): { name: string; doc: unknown }[] {
  return ["heroscape", "arcadia-quest", "arcane-legions", "maps"].flatMap((folder) =>
    readdirSync(`${EXAMPLES}${folder}`)
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({
        name: `examples/${folder}/${file}`,
        doc: JSON.parse(readFileSync(`${EXAMPLES}${folder}/${file}`, "utf8")) as unknown,
      }))
      .filter(({ doc }) => typeof doc === "object" && doc !== null && "game" in doc),
  );
}

/** Changes to the file's text after the JSON is written. */
type TextMutation =
  | { readonly op: "truncate"; readonly at: number }
  | { readonly op: "bom" }
  | { readonly op: "append"; readonly text: string }
  | { readonly op: "overwrite"; readonly at: number; readonly text: string }
  | { readonly op: "deep"; readonly depth: number };

const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("bom" as const) }),
  fc.record({
    op: fc.constant("append" as const),
    text: fc.constantFrom(",", "]", " {}", "\u0000", "\n\n"),
  }),
  fc.record({
    op: fc.constant("overwrite" as const),
    at: fc.nat(),
    text: fc.constantFrom('"', "}", "1e999", "-", "\\u0000", "�"),
  }),
  fc.record({ op: fc.constant("deep" as const), depth: fc.constantFrom(1000, 100_000) }),
);

function mutateText(text: string, m: TextMutation): { text: string; said: string } {
  switch (m.op) {
    case "truncate":
      return {
        text: text.slice(0, m.at % text.length),
        said: `cut at character ${m.at % text.length}`,
      };
    case "bom":
      return { text: `\uFEFF${text}`, said: "a UTF-8 byte order mark in front" };
    case "append":
      return { text: text + m.text, said: `${JSON.stringify(m.text)} appended` };
    case "deep": {
      // A field nested `depth` lists deep at the top of the document.
      const nested = "[".repeat(m.depth) + "]".repeat(m.depth);
      const open = text.indexOf("{");
      const deep =
        open < 0
          ? `[${nested},${text}]`
          : `${text.slice(0, open + 1)}"deep":${nested},${text.slice(open + 1)}`;
      return { text: deep, said: `a field nested ${m.depth} lists deep` };
    }
    case "overwrite": {
      const at = m.at % text.length;
      return {
        text: text.slice(0, at) + m.text + text.slice(at + m.text.length),
        said: `${JSON.stringify(m.text)} written at character ${at}`,
      };
    }
  }
}

/** What fast-check draws for the queries: which figures, what dice. */
const queryKnobs = fc.record({
  picks: fc.array(fc.nat(), { maxLength: 8 }),
  dice: fc.tuple(
    fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(64, 65, 1e6)),
    fc.integer({ min: 0, max: 6 }),
  ),
  // One batch in four carries a query that is not one (a prototype key, a bare kind, a list).
  odd: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        { q: "toString" },
        { q: "constructor" },
        { q: "__proto__" },
        { q: "los" },
        [],
        null,
      ),
    },
  ),
});

/** Queries on the scenario's own figures (ids read from the document, whatever it now is). */
function queriesFor(
  doc: unknown,
  { picks, dice, odd }: typeof queryKnobs extends fc.Arbitrary<infer K> ? K : never,
): unknown[] {
  const figures =
    typeof doc === "object" && doc !== null ? (doc as { figures?: unknown }).figures : undefined;
  const ids = (Array.isArray(figures) ? figures : [])
    .map((f: unknown) => (f as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === "string")
    .slice(0, 8);
  const owner = (id: string) =>
    String(
      (figures as { id?: unknown; owner?: unknown }[]).find((f) => f?.id === id)?.owner ?? "red",
    );
  const queries: unknown[] = [
    { q: "matrix" },
    { q: "odds", attackDice: dice[0], defenseDice: dice[1] },
    { q: "roll", attackDice: dice[0], defenseDice: dice[1], seed: picks[0] ?? 1 },
  ];
  if (ids.length > 0) {
    for (const p of picks) {
      // A figure against itself too: the issue's `los` of a figure to itself.
      const [a, b] = [ids[p % ids.length]!, ids[(p >> 3) % ids.length]!];
      const kind = (["range", "los", "targets", "plan"] as const)[p % 4];
      queries.push(
        kind === "targets"
          ? { q: kind, attacker: a }
          : kind === "plan"
            ? { q: kind, owner: owner(a), attacker: a }
            : { q: kind, from: a, to: b },
      );
    }
  }
  if (odd !== undefined) queries.push(odd);
  return queries;
}

/** `sightline check`, then `sightline query` on what it accepts. */
export const scenarios: FuzzTarget<ScenarioInput> = {
  name: "scenarios",
  what: "sightline check and query on mutated examples and made-up scenarios",
  arbitrary() {
    const base = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...examples()) },
      {
        weight: 1,
        arbitrary: heroscapeScenario().map((doc) => ({
          name: "a made-up heroscape scenario",
          doc,
        })),
      },
      {
        weight: 1,
        arbitrary: arcadiaQuestScenario().map((doc) => ({
          name: "a made-up arcadia-quest scenario",
          doc,
        })),
      },
      {
        weight: 1,
        arbitrary: arcaneLegionsScenario().map((doc) => ({
          name: "a made-up arcane-legions scenario",
          doc,
        })),
      },
    );
    return fc
      .record({
        base,
        // Left alone now and then: a made-up scenario at the extremes is a test as it stands.
        mutations: fc.oneof(
          fc.constant([]),
          fc.array(jsonMutation(), { minLength: 1, maxLength: 4 }),
        ),
        // One input in ten has its text broken as well.
        text: fc.oneof(
          { weight: 9, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: textMutation },
        ),
        queries: queryKnobs,
      })
      .map(({ base, mutations, text, queries }) => build(base, mutations, text, queries));
  },
  files: (input) => [
    { name: "scenario.json", data: input.text },
    { name: "queries.json", data: input.queries },
    { name: "origin.txt", data: `${input.origin}\n` },
  ],
  reproduce: (dir) =>
    `npx sightline check ${dir}/scenario.json && npx sightline query ${dir}/scenario.json ${dir}/queries.json`,
  async check(input) {
    const scenario = scratchFile("scenario.json", input.text);
    const queries = scratchFile("queries.json", input.queries);
    const checked = await sightline(["check", scenario]);
    if (checked.status === 2) return { kind: "ok", tag: "refused" };
    if (checked.status !== 0) {
      return {
        kind: "crash",
        message: `sightline check exited ${checked.status}: ${firstLine(checked)}`,
        detail: checked.err,
      };
    }
    const answered = await sightline(["query", scenario, queries]);
    if (answered.status === 0) {
      // An engine failure inside one query is that query's {"error": "internal-error"}, and the
      // command still exits 0 (docs/rules/limits.md#how-they-are-enforced): a crash all the same.
      const failed = internalError(answered.out);
      if (!failed) return { kind: "ok", tag: "accepted" };
      return {
        kind: "crash",
        message: `sightline query answered internal-error: ${failed.reason ?? ""}`,
        detail: answered.out,
      };
    }
    if (answered.status === 2) {
      return {
        kind: "disagreement",
        message: `sightline check accepted it, sightline query refused it: ${firstLine(answered)}`,
      };
    }
    return {
      kind: "crash",
      message: `sightline query exited ${answered.status}: ${firstLine(answered)}`,
      detail: answered.err,
    };
  },
};

/** The first `internal-error` among the printed answers (or the output, when it is not JSON). */
function internalError(out: string): { reason?: string } | undefined {
  let answers: unknown;
  try {
    answers = JSON.parse(out);
  } catch (error) {
    return { reason: `its output is not JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(answers)) return undefined;
  return (answers as ({ error?: string; reason?: string } | null)[]).find(
    (answer) => answer?.error === "internal-error",
  ) as { reason?: string } | undefined;
}

function build(
  base: { name: string; doc: unknown },
  mutations: readonly JsonMutation[],
  text: TextMutation | null,
  knobs: Parameters<typeof queriesFor>[1],
): ScenarioInput {
  let doc = structuredClone(base.doc);
  const said = [base.name];
  for (const mutation of mutations) {
    const step = applyMutation(doc, mutation);
    doc = step.doc;
    said.push(step.said);
  }
  let json = JSON.stringify(doc) ?? "null";
  if (text) {
    const step = mutateText(json, text);
    json = step.text;
    said.push(step.said);
  }
  return { origin: said.join("; "), text: json, queries: JSON.stringify(queriesFor(doc, knobs)) };
}
