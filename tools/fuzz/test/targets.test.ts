// The real targets, checked in-process: their inputs reach the values the issue names, their
// oracles tell a disagreement, a crash and a refusal apart, and a sound input passes each.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { type GeometryEngine, WasmGeometry } from "@sightline/geometry";
import { checkScenario } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { firstDifference } from "../src/compare.js";
import { hscMaps, mutateBytes } from "../src/targets/hscMaps.js";
import { targets } from "../src/targets/index.js";
import { differential } from "../src/targets/kernelDifferential.js";
import { scenarios } from "../src/targets/scenarios.js";

const example = (path: string) => new URL(`../../../examples/${path}`, import.meta.url);

type Doc = {
  game?: string;
  board?: { levelHeight?: number; rows?: string[]; obstacles?: { radius?: number }[] };
  figures?: {
    height?: number;
    attack?: number;
    x?: number;
    y?: number;
    attacks?: { dice?: number }[];
  }[];
  dice?: { attack?: string[] };
};

describe("the scenarios target's inputs", () => {
  // Parsed once: thousands of drawn scenarios, as a run draws them.
  const docs = fc
    .sample(scenarios.arbitrary(), { numRuns: 3000, seed: 14 })
    .flatMap(({ text }) => {
      try {
        return [JSON.parse(text) as Doc];
      } catch {
        return [];
      }
    })
    .filter((doc) => typeof doc === "object" && doc !== null);
  const some = (test: (doc: Doc) => boolean | undefined) => docs.some((doc) => test(doc) === true);
  const figures = (doc: Doc) => (Array.isArray(doc.figures) ? doc.figures : []);

  it.each([
    ["levelHeight 1e308", (d: Doc) => d.board?.levelHeight === 1e308],
    [
      "a figure 3.5 million levels tall or more",
      (d: Doc) => figures(d).some((f) => (f?.height ?? 0) >= 3.5e6),
    ],
    [
      "an Arcadia Quest board wider than 4,096",
      (d: Doc) => d.game === "arcadia-quest" && (d.board?.rows?.[0]?.length ?? 0) > 4096,
    ],
    [
      "Arcane Legions coordinates of ±1e300",
      (d: Doc) =>
        d.game === "arcane-legions" &&
        figures(d).some((f) => Math.abs(f?.x ?? 0) >= 1e300 || Math.abs(f?.y ?? 0) >= 1e300),
    ],
    [
      "an attack die of crits only",
      (d: Doc) => Array.isArray(d.dice?.attack) && d.dice.attack.every((face) => face === "crit"),
    ],
    [
      "an attack die with 999 crits of 1,000 faces",
      (d: Doc) =>
        d.dice?.attack?.length === 1000 &&
        d.dice.attack.filter((face) => face === "crit").length === 999,
    ],
    [
      "1e6 attack dice",
      (d: Doc) =>
        figures(d).some(
          (f) => f?.attack === 1e6 || (f?.attacks ?? []).some((a) => a?.dice === 1e6),
        ),
    ],
    [
      "an obstacle radius of 1e5",
      (d: Doc) => (d.board?.obstacles ?? []).some((o) => o?.radius === 1e5),
    ],
  ])("reach %s", (_, test) => {
    expect(some(test)).toBe(true);
  });

  it("are mostly JSON, and valid often enough for the queries to be asked", () => {
    // One text in ten is broken on purpose.
    expect(docs.length).toBeGreaterThan(2500);
    const valid = (doc: Doc) => {
      try {
        return checkScenario(doc).ok;
      } catch {
        // In this test's small stack, zod's recursion overflows on a document nested 100,000
        // deep, and so does spreading 45,000 overlap problems into push (issue 14, item 4):
        // refused either way.
        return false;
      }
    };
    const some = docs.filter((doc) => !("deep" in doc)).slice(0, 300);
    const accepted = some.filter(valid).length;
    expect(accepted / some.length).toBeGreaterThan(0.15);
    expect(accepted / some.length).toBeLessThan(0.85);
  });
});

describe("the hsc-maps target's inputs", () => {
  it("reach a tile stacked 125,000 times on one hex, and every mutation kind", () => {
    const origins = fc.sample(hscMaps.arbitrary(), { numRuns: 400, seed: 14 }).map((m) => m.origin);
    expect(origins.some((o) => o.includes("stacked 125000 times"))).toBe(true);
    for (const said of [
      "type set to",
      "set to -2147483648",
      "rotation set to",
      "version set to",
      "dropped",
      "cut at byte",
      "inserted at byte",
    ]) {
      expect(
        origins.some((o) => o.includes(said)),
        said,
      ).toBe(true);
    }
  });
});

describe("the kernel oracle", () => {
  const isWasm = (engine: GeometryEngine) => engine instanceof WasmGeometry;

  it("passes equal answers, typed arrays compared entry by entry", async () => {
    expect(await differential({ same: () => Int32Array.of(1, 2, 3) })).toEqual({
      kind: "ok",
      tag: "answered",
    });
  });

  it("names the call and the entry where the engines differ", async () => {
    const outcome = await differential({
      first: () => [1],
      second: (engine) => Float64Array.of(0, isWasm(engine) ? 0.1 : 0.30000000000000004),
    });
    expect(outcome).toEqual({
      kind: "disagreement",
      message: "second differs at /1: 0.1 against 0.30000000000000004 (wasm against twin)",
    });
  });

  it("calls any exception but a RangeError a crash, naming the engine", async () => {
    const outcome = await differential({
      trap: (engine) => {
        if (!isWasm(engine)) throw new TypeError("x is undefined");
      },
    });
    expect(outcome).toMatchObject({
      kind: "crash",
      message: "twin trap threw TypeError: x is undefined",
    });
  });

  it("calls the same RangeError on both a refusal, and different ones a disagreement", async () => {
    const refuse = (message: (engine: GeometryEngine) => string) => () =>
      differential({
        load: (engine) => {
          throw new RangeError(message(engine));
        },
        after: () => 1,
      });
    expect(await refuse(() => "too big")()).toEqual({ kind: "ok", tag: "refused" });
    expect(await refuse((e) => (isWasm(e) ? "too big" : "too small"))()).toEqual({
      kind: "disagreement",
      message: "load: wasm gave RangeError: too big, the twin RangeError: too small",
    });
  });
});

describe("firstDifference", () => {
  it("takes NaN for NaN and -0 for 0, and tells lengths, kinds and fields apart", () => {
    expect(firstDifference({ a: [NaN, -0] }, { a: [NaN, 0] })).toBeUndefined();
    expect(firstDifference([1, 2], [1])).toBe("/: 2 entries against 1");
    expect(firstDifference({ a: [1] }, { a: { 0: 1 } })).toBe('/a: "a list" against "Object"');
    expect(firstDifference({ a: 1 }, { a: 1, b: "x" })).toBe('/b: undefined against "x"');
  });
});

describe("each target passes a sound input", () => {
  it.each(targets.filter((t) => t.name.endsWith("-kernels")))(
    "$name on drawn scenes",
    async (target) => {
      for (const input of fc.sample(target.arbitrary(), { numRuns: 20, seed: 3 })) {
        expect((await target.check(input)).kind).toBe("ok");
      }
    },
  );

  it("scenarios on the HeroScape example and its queries", async () => {
    const input = {
      origin: "examples/heroscape/skirmish.json",
      text: readFileSync(example("heroscape/skirmish.json"), "utf8"),
      queries: readFileSync(example("heroscape/queries.json"), "utf8"),
    };
    expect(await scenarios.check(input)).toEqual({ kind: "ok", tag: "accepted" });
  });

  it("hsc-maps on Old Gate Ford as it is", async () => {
    const bytes = new Uint8Array(readFileSync(example("maps/old-gate-ford.hsc")));
    expect(await hscMaps.check({ origin: "examples/maps/old-gate-ford.hsc", bytes })).toEqual({
      kind: "ok",
      tag: "imported",
    });
  });
});

describe("the .hsc byte mutations", () => {
  it("write an i32 into a map of any length, even one cut shorter than 4 bytes", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer(),
        (bytes, at, value) => {
          const { bytes: out } = mutateBytes(bytes, { op: "i32", at, value });
          expect(out.length).toBe(bytes.length);
        },
      ),
    );
    const low = new Uint8Array(4);
    new DataView(low.buffer).setInt32(0, -2, true);
    expect([...mutateBytes(new Uint8Array([9, 9]), { op: "i32", at: 1, value: -2 }).bytes]).toEqual(
      [...low.subarray(0, 2)],
    );
  });
});
