// The AI's query kinds on the rules' extension point: `plan`, `turn`, `danger` and `stands` checked
// by the AI's schemas (MAX_TURN_DEPTH named), every kind listed when one is unknown, and the rules alone
// still answering the AI's kinds with the error that names the AI.
import { readFileSync } from "node:fs";
import { openBattle, parseQuery, queryKinds } from "@sightline/rules";
import { declareQuery, queryParser } from "@sightline/rules";
import { expect, it } from "vitest";
import { z } from "zod";
import { MAX_TURN_DEPTH, answerAll, parseAiQuery, planQuery, turnQuery } from "../src/index.js";

const skirmish = JSON.parse(
  readFileSync(new URL("../../../examples/heroscape/skirmish.json", import.meta.url), "utf8"),
) as unknown;
const turn = { q: "turn", owner: "red", card: "archers" } as const;

it("checks a turn's depth against MAX_TURN_DEPTH, at the limit and one past it", () => {
  expect(MAX_TURN_DEPTH).toBe(8);
  expect(parseAiQuery({ ...turn, depth: MAX_TURN_DEPTH })).toEqual({ ...turn, depth: 8 });
  expect(parseAiQuery({ ...turn, depth: MAX_TURN_DEPTH + 1 })).toEqual({
    error: "invalid-query",
    reason: "/depth: Too big: expected number to be <=8",
  });
});

it("names the field of a malformed plan or turn, and lists every kind for an unknown one", () => {
  expect(parseAiQuery({ q: "plan", owner: "red", extra: 1 })).toEqual({
    error: "invalid-query",
    reason: '/: Unrecognized key: "extra"',
  });
  expect(parseAiQuery({ q: "turn", owner: "red", card: "" })).toMatchObject({
    error: "invalid-query",
    reason: expect.stringMatching(/^\/card: /),
  });
  const unknown = {
    error: "unknown-query",
    reason:
      'unknown query "sight": expected one of los, range, targets, odds, roll, matrix, plan, turn, danger, stands',
  };
  expect(parseAiQuery({ q: "sight" })).toEqual(unknown);
  expect(parseQuery({ q: "sight" })).toEqual(unknown);
  expect(queryKinds).toEqual([
    "los",
    "range",
    "targets",
    "odds",
    "roll",
    "matrix",
    "plan",
    "turn",
    "danger",
    "stands",
  ]);
  expect(parseAiQuery({ q: "los", from: "a", to: "b" })).toEqual(
    parseQuery({ q: "los", from: "a", to: "b" }),
  );
});

it("is answered by the AI, and by the rules alone with the error that names the AI", async () => {
  const battle = await openBattle(skirmish);
  const [plan] = await answerAll(battle, [{ q: "plan", owner: "red", card: "archers" }]);
  expect(plan).toHaveProperty("attacks");
  for (const q of ["plan", "turn", "danger", "stands"]) {
    expect(battle.answerAll([{ q, owner: "red", card: "archers" }])[0]).toEqual({
      error: "not-implemented",
      reason: `the ${q} query is the AI's: answer it with @sightline/ai (or \`sightline query\`)`,
    });
  }
});

it("declares more kinds beside the core ones, never over one", () => {
  const reasons = declareQuery(
    "reasons",
    z.strictObject({ q: z.literal("reasons"), attacker: z.string() }),
  );
  const parse = queryParser([planQuery, turnQuery, reasons]);
  expect(parse({ q: "reasons", attacker: "a" })).toEqual({ q: "reasons", attacker: "a" });
  expect(parse({ q: "nope" })).toMatchObject({
    reason: expect.stringMatching(/expected one of .*, plan, turn, reasons$/),
  });
  expect(() => declareQuery("los", z.strictObject({ q: z.literal("los") }))).toThrow(
    'query kind "los" is a core query of @sightline/rules',
  );
  expect(() => queryParser([planQuery, planQuery])).toThrow('query kind "plan" is declared twice');
});

it("names the field of a malformed danger or stands, a place included", () => {
  expect(
    parseAiQuery({ q: "danger", figure: "a", at: [[1, 2], { x: 1, y: 2, facing: 90 }] }),
  ).toEqual({ q: "danger", figure: "a", at: [[1, 2], { x: 1, y: 2, facing: 90 }] });
  expect(parseAiQuery({ q: "danger", figure: "a", at: [[1, 2.5]] })).toMatchObject({
    error: "invalid-query",
    reason: expect.stringMatching(/^\/at\/0: /),
  });
  expect(parseAiQuery({ q: "danger", figure: "a", at: "everywhere" })).toMatchObject({
    reason: expect.stringMatching(/^\/at: /),
  });
  expect(parseAiQuery({ q: "stands", figure: "a" })).toMatchObject({
    reason: expect.stringMatching(/^\/target: /),
  });
});
