// Arcadia Quest's exploding dice (docs/rules/arcadia-quest.md#dice): the exact odds of the `odds`
// query and of a `targets` entry, and the seeded `roll` query (docs/rules/scenario.md#queries).
// Pure functions; the rules wire them to figures and to the scenario's `dice` overrides.
import { type ExplodingDie, explodingPool } from "../dice/explodingPool.js";
import type { DiceOdds } from "../dice/odds.js";
import type { DiceSeed } from "../dice/seed.js";
import { type DiceRoller, createDiceRoller } from "../dice/seededDice.js";
import { clampedDifferenceOdds } from "../dice/truncatedOdds.js";
import { type QueryError, type QueryOf, invalidDice } from "../queries/query.js";
import type { DieFace } from "./arcadiaQuestSchema.js";

/** An attack's kind: it decides which attack faces hit (docs/rules/arcadia-quest.md#dice). */
export type AttackKind = "melee" | "ranged";

/** The black attack die: sword ×3, bow ×2, crit (docs/rules/arcadia-quest.md#dice). */
export const DEFAULT_ATTACK_DIE: readonly DieFace[] = [
  "sword",
  "sword",
  "sword",
  "bow",
  "bow",
  "crit",
];

/** The white defence die: shield, crit, blank ×4 (docs/rules/arcadia-quest.md#dice). */
export const DEFAULT_DEFENSE_DIE: readonly DieFace[] = [
  "shield",
  "crit",
  "blank",
  "blank",
  "blank",
  "blank",
];

/**
 * Face lists overriding the default dice: the scenario's top-level `dice` field
 * (docs/rules/arcadia-quest.md#scenario-fields). A missing list keeps the default die.
 */
export interface ArcadiaQuestDiceFaces {
  readonly attack?: readonly DieFace[];
  readonly defense?: readonly DieFace[];
}

const KNOWN_FACES: ReadonlySet<string> = new Set(["sword", "bow", "crit", "shield", "blank"]);

/**
 * Whether an attack face is a hit: melee counts swords and crits, ranged bows and crits
 * (docs/rules/arcadia-quest.md#dice). Any other face on an attack die, a shield included, is a
 * miss: the spec names only these faces for the attacker.
 */
export function isHit(face: DieFace, kind: AttackKind): boolean {
  return face === "crit" || face === (kind === "melee" ? "sword" : "bow");
}

/**
 * Whether a defence face is a save: shields and crits (docs/rules/arcadia-quest.md#dice). A sword
 * or bow on a custom defence die saves nothing: the spec names only these faces for the defender.
 */
export function isSave(face: DieFace): boolean {
  return face === "shield" || face === "crit";
}

/**
 * Checks a face list before anything is rolled or computed: it must have faces, all known, and
 * not be all crits, since every crit adds a die (docs/rules/arcadia-quest.md#dice: "without
 * limit"), so such a die would never stop rolling. Rejected whatever the dice count, even 0.
 */
function checkFaces(name: string, faces: readonly DieFace[]): void {
  if (faces.length === 0) throw new RangeError(`the ${name} die has no faces`);
  const unknown = faces.find((face) => !KNOWN_FACES.has(face));
  if (unknown !== undefined) {
    throw new RangeError(`the ${name} die has an unknown face ${JSON.stringify(unknown)}`);
  }
  if (faces.every((face) => face === "crit")) {
    throw new RangeError(
      `the ${name} die is all crits: every roll adds another die, so it never stops`,
    );
  }
}

function checkCount(what: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${what} ${String(n)} is not a non-negative integer`);
  }
}

function checkKind(kind: AttackKind): void {
  if (kind !== "melee" && kind !== "ranged") {
    throw new RangeError(`attack kind ${JSON.stringify(kind)} is not "melee" or "ranged"`);
  }
}

/** The two face lists in use, checked. */
function resolveFaces(faces: ArcadiaQuestDiceFaces | undefined): {
  attack: readonly DieFace[];
  defense: readonly DieFace[];
} {
  const attack = faces?.attack ?? DEFAULT_ATTACK_DIE;
  const defense = faces?.defense ?? DEFAULT_DEFENSE_DIE;
  checkFaces("attack", attack);
  checkFaces("defence", defense);
  return { attack, defense };
}

/** A face list as an exploding die: crits explode and count, `counts` says which others count. */
function explodingDie(faces: readonly DieFace[], counts: (face: DieFace) => boolean): ExplodingDie {
  const explodingFaces = faces.filter((face) => face === "crit").length;
  const successFaces = faces.filter((face) => face !== "crit" && counts(face)).length;
  return { sides: faces.length, successFaces, explodingFaces };
}

/**
 * Exact odds of one attack of `attackDice` against `defenseDice`
 * (docs/rules/arcadia-quest.md#dice): hits are swords + crits (melee) or bows + crits (ranged) on
 * the attack dice, saves are shields + crits on the defence dice, every crit adds one more die of
 * its colour without limit, and damage = max(0, hits − saves).
 *
 * Hits and saves are each an exploding pool (explodingPool.ts), listed until the chance of a
 * larger count is below 1e-30; the damage follows by summing positive terms
 * (truncatedOdds.ts). Truncation rule (spec: "up to the point where the remaining probability
 * is below 1e-12"): `distribution` and `atLeast` list damage 0..K, K the smallest damage with
 * P(damage > K) < 1e-12, and `tail` = P(damage > K). 3 vs 2 default dice: melee K = 20, tail
 * ≈ 2.0978e-13; ranged K = 19, tail ≈ 4.9505e-13 (public case aq-12). `expected` is the full
 * E[damage] including the tail's share (3 melee vs 2: 20396/12005) and `atLeast[0]` is 1.
 *
 * @param faces - the scenario's `dice` overrides; a face list of any length, each face equally
 *   likely. Only crits explode, and a crit is a hit and a save on either die.
 * @throws RangeError when a dice count is not a non-negative integer, `kind` is neither
 *   "melee" nor "ranged", or a face list is empty, has an unknown face or is all crits (such a
 *   die never stops rolling; the error names the die).
 */
export function arcadiaQuestOdds(
  attackDice: number,
  defenseDice: number,
  kind: AttackKind,
  faces?: ArcadiaQuestDiceFaces,
): DiceOdds {
  checkCount("attack dice", attackDice);
  checkCount("defence dice", defenseDice);
  checkKind(kind);
  const { attack, defense } = resolveFaces(faces);
  const hits = explodingPool(
    attackDice,
    explodingDie(attack, (face) => isHit(face, kind)),
  );
  const saves = explodingPool(defenseDice, explodingDie(defense, isSave));
  return clampedDifferenceOdds(hits, saves);
}

/**
 * The `odds` of a `targets` entry (docs/rules/scenario.md#queries). Arcadia Quest figures have no
 * life in the spec, so there is no `destroy`.
 */
export interface ArcadiaQuestTargetOdds {
  /** Expected damage. */
  readonly expected: number;
  /** P(at least one wound). */
  readonly atLeastOne: number;
}

/** Expected damage and P(≥ 1 wound) of an `odds` answer (0 when no damage can be dealt). */
export function targetOddsOf(
  odds: Pick<DiceOdds, "expected" | "atLeast" | "tail">,
): ArcadiaQuestTargetOdds {
  // atLeast[1] is P(damage > 0); with a one-entry list that mass is the tail.
  return { expected: odds.expected, atLeastOne: odds.atLeast[1] ?? odds.tail };
}

/**
 * The odds of one attack for a `targets` entry: expected damage and P(≥ 1 wound), with the
 * dice counts already including bonus dice (docs/rules/arcadia-quest.md#attacks).
 *
 * @throws RangeError as {@link arcadiaQuestOdds}.
 */
export function arcadiaQuestTargetOdds(
  attackDice: number,
  defenseDice: number,
  kind: AttackKind,
  faces?: ArcadiaQuestDiceFaces,
): ArcadiaQuestTargetOdds {
  return targetOddsOf(arcadiaQuestOdds(attackDice, defenseDice, kind, faces));
}

/** One seeded attack: every die's face in roll order and the result (`roll` query). */
export interface ArcadiaQuestRoll {
  /** The attack dice, then the dice their crits added, in roll order. */
  readonly attack: DieFace[];
  /** The defence dice, then the dice their crits added, in roll order. */
  readonly defense: DieFace[];
  /** Hits on the attack dice (swords or bows by kind, and crits). */
  readonly hits: number;
  /** Saves on the defence dice (shields and crits). */
  readonly saves: number;
  /** max(0, hits − saves). */
  readonly damage: number;
}

/**
 * Rolls `count` dice, then one more die for every crit among the dice rolled so far, in list
 * order: die i of the list is looked at after dice 0..i − 1, and a crit appends a new die to
 * the end, which is itself looked at in turn (breadth first).
 */
function rollExploding(roller: DiceRoller, count: number, faces: readonly DieFace[]): DieFace[] {
  const rolled = roller.rollMany(count, faces);
  for (let i = 0; i < rolled.length; i++) {
    if (rolled[i] === "crit") rolled.push(roller.roll(faces));
  }
  return rolled;
}

/**
 * Rolls one attack with `createDiceRoller(seed)` (docs/rules/scenario.md#queries: "The same seed
 * gives the same roll on every platform"). The order is part of the contract, all from the one
 * roller:
 *
 * 1. the `attackDice` attack dice, one after another;
 * 2. the attack's added dice: going through the attack list from its first die, each crit
 *    appends one newly rolled die at the end, and added dice are gone through too, so a crit on
 *    an added die adds another (docs/rules/arcadia-quest.md#dice), until the list is exhausted;
 * 3. the `defenseDice` defence dice, then their added dice the same way.
 *
 * `attack` and `defense` list every die, added ones included, in that roll order. Hits count
 * swords (melee) or bows (ranged) and crits on attack dice; saves count shields and crits on
 * defence dice.
 *
 * @param faces - the scenario's `dice` overrides (default dice otherwise).
 * @throws RangeError as {@link arcadiaQuestOdds}, or when the seed is a number that is not a
 *   safe integer.
 */
export function arcadiaQuestRoll(
  attackDice: number,
  defenseDice: number,
  kind: AttackKind,
  seed: DiceSeed,
  faces?: ArcadiaQuestDiceFaces,
): ArcadiaQuestRoll {
  checkCount("attack dice", attackDice);
  checkCount("defence dice", defenseDice);
  checkKind(kind);
  const { attack: attackFaces, defense: defenseFaces } = resolveFaces(faces);
  const roller = createDiceRoller(seed);
  const attack = rollExploding(roller, attackDice, attackFaces);
  const defense = rollExploding(roller, defenseDice, defenseFaces);
  const hits = attack.filter((face) => isHit(face, kind)).length;
  const saves = defense.filter(isSave).length;
  return { attack, defense, hits, saves, damage: Math.max(0, hits - saves) };
}

/** The `odds` query (docs/rules/arcadia-quest.md#dice) with `faces`: the scenario's dice, or the default. */
export function arcadiaQuestOddsAnswer(
  query: QueryOf<"odds">,
  faces: ArcadiaQuestDiceFaces,
): DiceOdds | QueryError {
  return diceAnswer(query, (kind) =>
    arcadiaQuestOdds(query.attackDice, query.defenseDice, kind, faces),
  );
}

/** The `roll` query: one seeded roll with `faces`, its crits exploding. */
export function arcadiaQuestRollAnswer(
  query: QueryOf<"roll">,
  faces: ArcadiaQuestDiceFaces,
): ArcadiaQuestRoll | QueryError {
  return diceAnswer(query, (kind) =>
    arcadiaQuestRoll(query.attackDice, query.defenseDice, kind, query.seed, faces),
  );
}

/** A melee or ranged attack's dice answer, or the error for a kind or count it cannot roll. */
function diceAnswer<T>(
  query: QueryOf<"odds" | "roll">,
  answer: (kind: AttackKind) => T,
): T | QueryError {
  const kind = query.kind ?? "melee";
  if (kind === "close") {
    return { error: "invalid-query", reason: 'arcadia-quest attacks are "melee" or "ranged"' };
  }
  try {
    return answer(kind);
  } catch (error) {
    return invalidDice(error);
  }
}
