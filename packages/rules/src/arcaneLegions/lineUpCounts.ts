// Exact counts of a line-up's hits (docs/rules/arcane-legions.md#lineup: "Exact odds are computed,
// not sampled: the joint distribution of (attacker hits, defender hits) for pools of up to 12
// dice each"). Counting the 6^24 rolls of 12 vs 12 one by one, or even the 6188² pairs of
// sorted pools with multinomial weights (38 million), is far too slow; this dynamic programme
// is exact and takes milliseconds.
//
// The method. Sorted high to low, a pool is fixed by how many of its dice show each face, so
// the programme deals faces from 6 down to 1. Its state is (p, q): the attacker's dice dealt so
// far fill sorted positions 0..p − 1, the defender's 0..q − 1, all with faces above the one
// being dealt. Giving face v to a of the attacker's n − p undealt dice fills positions
// p..p + a − 1, in C(n − p, a) ways: the product of these binomials over the faces is the
// number of ordered rolls that sort to the same pools (the multinomial weight), so the counts
// are of ordered rolls. A position is settled when its second die arrives: if the other side
// filled it with a higher face, that side wins it. So with δ = p − q before face v:
//
// - δ ≥ 0: deal the defender's b dice first. Its new positions below p meet higher attack
//   dice: min(δ, b) attacker hits. Then deal the attacker's: its new positions below the
//   defender's new end meet defence dice of the same face v, ties, and score nothing.
// - δ < 0: the mirror image: deal the attacker first, min(−δ, a) defender hits (close combat
//   only), then the defender, whose positions below the attacker's new end are ties.
//
// Positions past the other side's pool meet its phantom 2 (#lineup step 3: "its missing dice
// are phantoms after its real ones", so by position, even after a real 1): they are settled
// when dealt, a hit for the real die when v > 2 (the defender's only in close combat). The
// critical hit is settled when the 6s are dealt (#lineup step 2). Each state holds a table of
// counts by (attacker hits, defender hits); ranged combat tracks attacker hits only.
//
// Cost: 6 faces × 2 half-steps, each moving every state's table once per choice of a or b:
// about 6 · 3 · 13 · 91 ≈ 21k table moves for 12 vs 12, each a shifted multiply-add of the
// table's occupied triangle (hits ≤ settled positions + 1); O(n² m² (n + m)) cell operations
// per run, counted: 552,006 for 12 vs 12 close combat, 151,836 ranged (6 vs 6: 21,519).
//
// Exactness: counts are integers. Up to 6^20 < 2^53 doubles hold them exactly; beyond, the
// programme runs twice, modulo two primes below 2^32 (a residue times a binomial ≤ 924 stays
// below 2^42, the few dozen such terms a cell receives per half-step below 2^53), and
// residues.ts rebuilds each count as a bigint (6^24 < PRIME_A · PRIME_B). Bigints in the inner
// loop would be about 20 times slower than these float operations.
import { type LineUpKind, PHANTOM_DIE, SIX, critThreshold, checkLineUp } from "./lineUpRules.js";
import { PRIME_A, PRIME_B, fromResidues } from "../dice/residues.js";

/** The largest whole number every double below it holds exactly (2^53). */
const EXACT_DOUBLE_LIMIT = 2 ** 53;

/** C(k, j) for 0 ≤ j ≤ k ≤ 12 (the largest, C(12, 6), is 924). */
const BINOMIAL: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [[1]];
  for (let k = 1; k <= 12; k++) {
    const prev = rows[k - 1]!;
    rows.push(Array.from({ length: k + 1 }, (_, j) => (prev[j - 1] ?? 0) + (prev[j] ?? 0)));
  }
  return rows;
})();

/** The pools and the layout of the state arrays. */
interface Layout {
  readonly n: number;
  readonly m: number;
  readonly close: boolean;
  readonly threshold: number;
  /** Attacker-hit rows per state table: 0..n + 1 (the critical hit included). */
  readonly rows: number;
  /** Defender-hit columns per table: 0..m in close combat, 1 (always 0) in ranged. */
  readonly cols: number;
}

/** The hit tables of every state (p, q), one after another, and which states hold counts. */
interface Tables {
  readonly cells: Float64Array;
  /** occupied[p · (m + 1) + q] is 1 once state (p, q) has received a move. */
  readonly occupied: Uint8Array;
}

/** Empty tables for every state of `layout`. */
function newTables(layout: Layout): Tables {
  const states = (layout.n + 1) * (layout.m + 1);
  return {
    cells: new Float64Array(states * layout.rows * layout.cols),
    occupied: new Uint8Array(states),
  };
}

/** Empties `tables` for reuse (the programme keeps four sets and recycles them per face). */
function clearTables(tables: Tables): void {
  tables.cells.fill(0);
  tables.occupied.fill(0);
}

/** Index of the (attacker hits 0, defender hits 0) cell of state (p, q)'s table. */
function tableAt(layout: Layout, p: number, q: number): number {
  return (p * (layout.m + 1) + q) * layout.rows * layout.cols;
}

/** Sorted positions at or past `limit` among `from`..`from + count − 1`. */
function pastLimit(from: number, count: number, limit: number): number {
  return Math.max(0, from + count - Math.max(from, limit));
}

/**
 * The most hits, attacker's plus defender's, that state (p, q) can hold, so moves skip the rest
 * of its (mostly empty) table. Settled positions score at most 1 each: the min(p, q) positions
 * both sides have filled, and those filled past the other side's pool (against its phantom);
 * the critical hit may add 1.
 */
function mostHits(layout: Layout, p: number, q: number): number {
  const againstPhantoms =
    pastLimit(0, p, layout.m) + (layout.close ? pastLimit(0, q, layout.n) : 0);
  return Math.min(p, q) + againstPhantoms + 1;
}

/**
 * Adds `weight` × the table of state (p, q) in `src` into the table at `target` of `dst`, every
 * cell moved by `rowShift` attacker hits and `colShift` defender hits. Only cells with at most
 * {@link mostHits} hits are read: the others are 0.
 */
function addShifted(
  layout: Layout,
  src: Float64Array,
  p: number,
  q: number,
  dst: Tables,
  targetP: number,
  targetQ: number,
  weight: number,
  rowShift: number,
  colShift: number,
): void {
  const { rows, cols } = layout;
  const source = tableAt(layout, p, q);
  const shifted = tableAt(layout, targetP, targetQ) + rowShift * cols + colShift;
  const cells = dst.cells;
  dst.occupied[targetP * (layout.m + 1) + targetQ] = 1;
  const most = mostHits(layout, p, q);
  const lastRow = Math.min(rows - 1 - rowShift, most);
  for (let r = 0; r <= lastRow; r++) {
    const lastCol = Math.min(cols - 1 - colShift, most - r);
    const from = source + r * cols;
    const to = shifted + r * cols;
    for (let c = 0; c <= lastCol; c++) cells[to + c]! += src[from + c]! * weight;
  }
}

/**
 * Deals the attacker's dice showing `face` from state (p, q) of `src` into `dst`. With
 * `settlePairs` (the attacker is behind, δ < 0), its new positions below q meet higher defence
 * dice and score for the defender in close combat; otherwise they are ties or still open.
 */
function dealAttacker(
  layout: Layout,
  src: Tables,
  dst: Tables,
  p: number,
  q: number,
  face: number,
  settlePairs: boolean,
): void {
  if (src.occupied[p * (layout.m + 1) + q] === 0) return;
  const undealt = layout.n - p;
  // Face 1 is the last: every die still undealt shows it.
  for (let a = face === 1 ? undealt : 0; a <= undealt; a++) {
    const phantomHits = face > PHANTOM_DIE ? pastLimit(p, a, layout.m) : 0;
    const crit = face === SIX && a >= layout.threshold ? 1 : 0;
    const defenderHits = settlePairs && layout.close ? Math.min(Math.max(q - p, 0), a) : 0;
    const weight = BINOMIAL[undealt]![a]!;
    addShifted(layout, src.cells, p, q, dst, p + a, q, weight, phantomHits + crit, defenderHits);
  }
}

/**
 * Deals the defender's dice showing `face` from state (p, q) of `src` into `dst`. With
 * `settlePairs` (the defender is not ahead, δ ≥ 0), its new positions below p meet higher
 * attack dice: attacker hits. Positions past the attacker's pool meet its phantom 2.
 */
function dealDefender(
  layout: Layout,
  src: Tables,
  dst: Tables,
  p: number,
  q: number,
  face: number,
  settlePairs: boolean,
): void {
  if (src.occupied[p * (layout.m + 1) + q] === 0) return;
  const undealt = layout.m - q;
  for (let b = face === 1 ? undealt : 0; b <= undealt; b++) {
    const attackerHits = settlePairs ? Math.min(Math.max(p - q, 0), b) : 0;
    const phantomHits = layout.close && face > PHANTOM_DIE ? pastLimit(q, b, layout.n) : 0;
    const weight = BINOMIAL[undealt]![b]!;
    addShifted(layout, src.cells, p, q, dst, p, q + b, weight, attackerHits, phantomHits);
  }
}

/**
 * Reduces every cell modulo `modulus` (0: no reduction, the counts are exact already). Cells are
 * whole numbers below 2^53; the quotient from one float division is off by at most 1, and every
 * step is exact, so one correction gives the residue. (Float `%` is exact too, but about ten
 * times slower in V8 (measured about 8×), and the programme reduces a few hundred thousand
 * cells.)
 */
function reduce(cells: Float64Array, modulus: number): void {
  if (modulus === 0) return;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i]!;
    if (value < modulus) continue; // a residue already, as most (empty) cells are
    let residue = value - Math.floor(value / modulus) * modulus;
    if (residue < 0) residue += modulus;
    else if (residue >= modulus) residue -= modulus;
    cells[i] = residue;
  }
}

/**
 * Runs the programme, modulo `modulus` (0: plain doubles), and returns the final state
 * (n, m)'s table: cell r · cols + c counts the rolls with r attacker and c defender hits.
 */
function countTable(layout: Layout, modulus: number): Float64Array {
  const { n, m } = layout;
  let state = newTables(layout);
  let next = newTables(layout);
  const defenderFirst = newTables(layout);
  const attackerFirst = newTables(layout);
  state.cells[0] = 1;
  state.occupied[0] = 1;
  for (let face = SIX; face >= 1; face--) {
    clearTables(defenderFirst);
    clearTables(attackerFirst);
    clearTables(next);
    for (let p = 0; p <= n; p++) {
      for (let q = 0; q <= m; q++) {
        if (p >= q) dealDefender(layout, state, defenderFirst, p, q, face, true);
        else dealAttacker(layout, state, attackerFirst, p, q, face, true);
      }
    }
    reduce(defenderFirst.cells, modulus);
    reduce(attackerFirst.cells, modulus);
    for (let p = 0; p <= n; p++) {
      for (let q = 0; q <= m; q++) {
        dealAttacker(layout, defenderFirst, next, p, q, face, false);
        dealDefender(layout, attackerFirst, next, p, q, face, false);
      }
    }
    reduce(next.cells, modulus);
    [state, next] = [next, state];
  }
  const final = tableAt(layout, n, m);
  return state.cells.slice(final, final + layout.rows * layout.cols);
}

/** The state layout of a line-up, after checking its arguments. */
function layoutOf(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly: boolean,
): Layout {
  checkLineUp(attackDice, defenseDice, kind);
  return {
    n: attackDice,
    m: defenseDice,
    close: kind === "close",
    threshold: critThreshold(deadly),
    rows: attackDice + 2,
    cols: kind === "close" ? defenseDice + 1 : 1,
  };
}

/** The final table as rows [r][c], each cell converted by `cell`. */
function toRows<T>(layout: Layout, cell: (index: number) => T): T[][] {
  return Array.from({ length: layout.rows }, (_, r) =>
    Array.from({ length: layout.cols }, (_, c) => cell(r * layout.cols + c)),
  );
}

/**
 * The joint counts of {@link countLineUps} modulo `modulus`, or exactly with `modulus` 0 (only
 * while 6^(attackDice + defenseDice) ≤ 2^53, where doubles hold every count). The two runs that
 * {@link countLineUps} combines; exported so tests can check the modular run against the exact
 * one on pools where both apply.
 *
 * @param modulus - 0, or a whole number from 2 to 2^32
 * @throws RangeError when a dice count is not an integer 0–12, `kind` is unknown, or `modulus`
 *   is not allowed (0 for pools whose counts may pass 2^53).
 */
export function countLineUpsModulo(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly: boolean,
  modulus: number,
): number[][] {
  const layout = layoutOf(attackDice, defenseDice, kind, deadly);
  const exact = modulus === 0 && 6 ** (attackDice + defenseDice) <= EXACT_DOUBLE_LIMIT;
  if (!exact && !(Number.isSafeInteger(modulus) && modulus >= 2 && modulus <= 2 ** 32)) {
    throw new RangeError(
      `modulus ${String(modulus)} is neither 0 (exact, pools up to 6^20 rolls) nor 2..2^32`,
    );
  }
  const table = countTable(layout, modulus);
  return toRows(layout, (i) => table[i]!);
}

/**
 * Exact joint counts of a line-up (docs/rules/arcane-legions.md#lineup): entry [r][c] is the number
 * of the 6^(attackDice + defenseDice) equally likely ordered rolls in which the attacker scores
 * r hits (critical hit included) and the defender c. Rows r = 0..attackDice + 1 (the last is 0
 * when no critical hit is possible); columns c = 0..defenseDice in close combat, only c = 0 in
 * ranged combat, where the defender scores nothing.
 *
 * @throws RangeError when a dice count is not an integer 0–12 or `kind` is unknown.
 */
export function countLineUps(
  attackDice: number,
  defenseDice: number,
  kind: LineUpKind,
  deadly: boolean,
): bigint[][] {
  const layout = layoutOf(attackDice, defenseDice, kind, deadly);
  if (6 ** (attackDice + defenseDice) <= EXACT_DOUBLE_LIMIT) {
    const exact = countTable(layout, 0);
    return toRows(layout, (i) => BigInt(exact[i]!));
  }
  const residuesA = countTable(layout, PRIME_A);
  const residuesB = countTable(layout, PRIME_B);
  return toRows(layout, (i) => fromResidues(residuesA[i]!, residuesB[i]!));
}
