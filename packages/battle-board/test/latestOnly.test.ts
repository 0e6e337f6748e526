// How the element asks for its overlays (src/latestOnly.ts): one question out at a time, a newer
// want replacing the waiting one, and an answer handed on only while its question is wanted. The
// answers here are settled by hand, in whatever order the test says: nothing depends on timing.
import { describe, expect, it } from "vitest";
import { LatestOnly } from "../src/latestOnly.js";

/** A LatestOnly whose questions wait until the test answers them, with what it asked and handed on. */
function harness() {
  const asked: { question: string; settle: (answer: string) => void; fail: (e: Error) => void }[] =
    [];
  const answered: [string, string][] = [];
  const failed: string[] = [];
  const latest = new LatestOnly<string, string>(
    (question) => new Promise((settle, fail) => asked.push({ question, settle, fail })),
    (question, answer) => answered.push([question, answer]),
    (error) => failed.push((error as Error).message),
  );
  return { latest, asked, answered, failed };
}

/** Lets the promise callbacks queued so far run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("LatestOnly", () => {
  it("asks one question at a time, and sends only the latest of those wanted meanwhile", async () => {
    const { latest, asked, answered } = harness();
    latest.want("a", "a?");
    latest.want("b", "b?");
    latest.want("c", "c?");
    expect(asked.map((a) => a.question)).toEqual(["a?"]);
    expect(latest.waiting).toBe(true);
    asked[0]!.settle("A");
    await settled();
    // a's answer is no longer wanted: dropped; b was never sent; c goes now.
    expect(answered).toEqual([]);
    expect(asked.map((a) => a.question)).toEqual(["a?", "c?"]);
    asked[1]!.settle("C");
    await settled();
    expect(answered).toEqual([["c?", "C"]]);
    expect(latest.waiting).toBe(false);
    expect(latest.wanted).toBe("c");
  });

  it("asks nothing again for the question already wanted, and keeps an answer wanted again meanwhile", async () => {
    const { latest, asked, answered } = harness();
    latest.want("a", "a?");
    latest.want("a", "a?");
    latest.want(undefined);
    latest.want("a", "a?");
    expect(asked).toHaveLength(1);
    asked[0]!.settle("A");
    await settled();
    expect(answered).toEqual([["a?", "A"]]);
    // Wanted again after it was answered (away and back): asked again, for a fresh answer.
    latest.want(undefined);
    latest.want("a", "a?");
    expect(asked).toHaveLength(2);
  });

  it("hands on nothing once nothing is wanted, and reports a wanted question's failure", async () => {
    const { latest, asked, answered, failed } = harness();
    latest.want("a", "a?");
    latest.want(undefined);
    asked[0]!.settle("A");
    await settled();
    expect(answered).toEqual([]);
    expect(latest.waiting).toBe(false);
    latest.want("b", "b?");
    asked[1]!.fail(new Error("the battle worker stopped"));
    await settled();
    expect(failed).toEqual(["the battle worker stopped"]);
    // A failure of a question no longer wanted is nobody's.
    latest.want("c", "c?");
    latest.want("d", "d?");
    asked[2]!.fail(new Error("c failed"));
    await settled();
    expect(failed).toEqual(["the battle worker stopped"]);
    expect(asked.map((a) => a.question)).toEqual(["a?", "b?", "c?", "d?"]);
  });
});
