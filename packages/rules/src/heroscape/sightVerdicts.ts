// Sight verdicts remembered by what can change them (docs/rules/heroscape.md#line-of-sight): the
// board never changes, so whether a viewer sees a target depends only on the viewer's eye cells and
// height, the target's cells and body, and the bodies of the figures that stand close enough to
// the rays between them to cut one. A search asks the same few dozen such questions again and
// again as enemies fall and come back: the engine is asked only the ones never seen before.
import { type Hex, type HexFigures, type HexScene, hexCell } from "@sightline/geometry";

/**
 * How far from the ground line between an eye's and a target hex's centres a body can cut a ray:
 * the rays end on sight columns within ρ of the target hex's centre, so every ray stays within ρ
 * of that line, and a body is a disc of radius ρ. A little more, so that a touch is never missed.
 */
const REACH_SLACK = 0.02;
/** The most verdicts kept (a few MiB); past it they are forgotten all at once (a search keeps ~1,000). */
const MAX_VERDICTS = 1 << 16;
/** The most (eye cell, target cell) corridors kept; past it, the oldest first. */
const MAX_CORRIDORS = 1 << 16;
const SQRT3_2 = Math.sqrt(3) / 2;

/** One remembered verdict: its whole key, and the next verdict whose key hashed alike. */
interface Verdict {
  readonly key: Float64Array;
  readonly seen: boolean;
  next: Verdict | undefined;
}

/** How often a verdict was known, and how often the engine had to be asked. */
export interface VerdictCounts {
  hits: number;
  misses: number;
  /** Verdicts a pair kept without a look-up: nothing in its corridor changed (attackPairs.ts). */
  held: number;
}

/**
 * A table of sight verdicts keyed by everything that decides one: the viewer's eye cells and eye
 * height, the target's cells and body, and every other body standing within reach of a ray
 * between them (its cell, base and top) — the viewer's own body and the target's aside. Exact:
 * two questions with one key have one answer, whichever figures they are about.
 */
export class SightVerdicts {
  readonly #scene: HexScene;
  readonly #reach: number;
  readonly #corridors = new Map<number, Int32Array>();
  readonly #verdicts = new Map<number, Verdict>();
  #size = 0;
  /** The key being built, and its words for hashing (one view of one buffer). */
  #key = new Float64Array(64);
  #words = new Int32Array(this.#key.buffer);
  #length = 0;
  readonly counts: VerdictCounts = { hits: 0, misses: 0, held: 0 };
  /**
   * How many times bodies changed, and per cell of the grid the count when its body last came,
   * went or changed, and when a body last moved there or away (a figure taken off, or put back
   * on the cells and with the body it had, does not move).
   */
  #changes = 0;
  readonly #changedAt: Float64Array;
  readonly #movedAt: Float64Array;
  /** Cells already listed while a pair's corridor is gathered (marked with the gathering count). */
  readonly #listed: Float64Array;
  #gathering = 0;
  readonly #gathered: number[] = [];

  constructor(scene: HexScene) {
    this.#scene = scene;
    this.#reach = 2 * scene.bodyRadius + REACH_SLACK;
    this.#changedAt = new Float64Array(scene.board.unvisited.length);
    this.#movedAt = new Float64Array(scene.board.unvisited.length);
    this.#listed = new Float64Array(scene.board.unvisited.length);
  }

  /** The count of body changes so far: a verdict checked now holds at `changes`. */
  get changes(): number {
    return this.#changes;
  }

  /** Starts a change of bodies: the cells {@link touch}ed until the next one change at once. */
  beginChange(): void {
    this.#changes++;
  }

  /**
   * Notes that the body on figure `figure`'s cells of `figures` changes (told before the change
   * and after it): `moved` unless the figure is only taken off or put back as it was.
   */
  touch(figures: HexFigures, figure: number, moved: boolean): void {
    const { offsets, cells } = figures.hexes;
    for (let k = offsets[figure]!; k < offsets[figure + 1]!; k++) {
      this.#changedAt[cells[k]!] = this.#changes;
      if (moved) this.#movedAt[cells[k]!] = this.#changes;
    }
  }

  /**
   * What changed on `corridor`'s cells: 0 nothing after change `at`; 1 no body moved after
   * change `listed` (figures were only taken off or put back); 2 a body moved.
   */
  changedSince(corridor: Int32Array, at: number, listed: number): 0 | 1 | 2 {
    const changedAt = this.#changedAt;
    const movedAt = this.#movedAt;
    let changed: 0 | 1 = 0;
    for (let i = 0; i < corridor.length; i++) {
      const cell = corridor[i]!;
      if (movedAt[cell]! > listed) return 2;
      if (changedAt[cell]! > at) changed = 1;
    }
    return changed;
  }

  /**
   * Lists into `into` from `from` on the figures of `figures` (standing or taken off) whose
   * cells lie in `corridor`, `ignore` and `target` aside: all the bodies that can stand there
   * until one moves. Their count, or -1 when there are more than `most`.
   */
  occupants(
    figures: HexFigures,
    corridor: Int32Array,
    ignore: number,
    target: number,
    into: Int32Array,
    from: number,
    most: number,
  ): number {
    const mark = ++this.#gathering;
    for (let i = 0; i < corridor.length; i++) this.#listed[corridor[i]!] = mark;
    const { offsets, cells } = figures.hexes;
    let count = 0;
    for (let f = 0; f < figures.base.length; f++) {
      if (f === ignore || f === target) continue;
      for (let k = offsets[f]!; k < offsets[f + 1]!; k++) {
        if (this.#listed[cells[k]!] !== mark) continue;
        if (count === most) return -1;
        into[from + count++] = f;
        break;
      }
    }
    return count;
  }

  /** Which of the `count` figures listed in `occupants` from `from` on stand now: a bit each. */
  standing(figures: HexFigures, occupants: Int32Array, from: number, count: number): number {
    const { offsets, cells } = figures.hexes;
    let mask = 0;
    for (let i = 0; i < count; i++) {
      const f = occupants[from + i]!;
      if (figures.figureAt[cells[offsets[f]!]!] === f) mask |= 1 << i;
    }
    return mask;
  }

  /**
   * The spaces whose bodies could cut a ray from any of `eyes` to any cell of figure `target`
   * of `figures`, each once: what a verdict between them rests on, besides the two figures.
   */
  pairCorridor(figures: HexFigures, eyes: readonly Hex[], target: number): Int32Array {
    const board = this.#scene.board;
    const { offsets, cells } = figures.hexes;
    // One eye hex and one target hex: their corridor as kept (a search rebuilds pairs often).
    if (eyes.length === 1 && offsets[target + 1]! - offsets[target]! === 1) {
      return this.#corridor(hexCell(board, eyes[0]![0], eyes[0]![1]), cells[offsets[target]!]!);
    }
    const mark = ++this.#gathering;
    const gathered = this.#gathered;
    gathered.length = 0;
    for (let e = 0; e < eyes.length; e++) {
      const eye = hexCell(board, eyes[e]![0], eyes[e]![1]);
      for (let k = offsets[target]!; k < offsets[target + 1]!; k++) {
        const corridor = this.#corridor(eye, cells[k]!);
        for (let i = 0; i < corridor.length; i++) {
          const cell = corridor[i]!;
          if (this.#listed[cell] === mark) continue;
          this.#listed[cell] = mark;
          gathered.push(cell);
        }
      }
    }
    return Int32Array.from(gathered);
  }

  /**
   * Whether the viewer looking from `eyes` at `eyeHeight` (pitches), its own figure `ignore`
   * out of the way, sees figure `target` of `figures`: true or false when known, else undefined.
   */
  known(
    figures: HexFigures,
    eyes: readonly Hex[],
    eyeHeight: number,
    ignore: number,
    target: number,
  ): boolean | undefined {
    const hash = this.#build(figures, eyes, eyeHeight, ignore, target);
    for (let v = this.#verdicts.get(hash); v; v = v.next) {
      if (this.#matches(v.key)) {
        this.counts.hits++;
        return v.seen;
      }
    }
    this.counts.misses++;
    return undefined;
  }

  /** Remembers the engine's verdict on the question of {@link known}'s arguments. */
  remember(
    figures: HexFigures,
    eyes: readonly Hex[],
    eyeHeight: number,
    ignore: number,
    target: number,
    seen: boolean,
  ): void {
    const hash = this.#build(figures, eyes, eyeHeight, ignore, target);
    if (this.#size >= MAX_VERDICTS) {
      this.#verdicts.clear();
      this.#size = 0;
    }
    const key = this.#key.slice(0, this.#length);
    this.#verdicts.set(hash, { key, seen, next: this.#verdicts.get(hash) });
    this.#size++;
  }

  #matches(key: Float64Array): boolean {
    if (key.length !== this.#length) return false;
    const built = this.#key;
    for (let i = 0; i < key.length; i++) if (key[i] !== built[i]) return false;
    return true;
  }

  /** Builds the question's key and returns its hash. */
  #build(
    figures: HexFigures,
    eyes: readonly Hex[],
    eyeHeight: number,
    ignore: number,
    target: number,
  ): number {
    const board = this.#scene.board;
    const { offsets, cells } = figures.hexes;
    const [first, end] = [offsets[target]!, offsets[target + 1]!];
    this.#length = 0;
    this.#push(eyes.length);
    for (let e = 0; e < eyes.length; e++) this.#push(hexCell(board, eyes[e]![0], eyes[e]![1]));
    this.#push(eyeHeight);
    this.#push(end - first);
    for (let k = first; k < end; k++) this.#push(cells[k]!);
    this.#push(figures.base[target]!);
    this.#push(figures.top[target]!);
    // The bodies that could cut a ray, corridor by corridor (a body may be listed twice).
    for (let e = 0; e < eyes.length; e++) {
      const eye = this.#key[1 + e]!;
      for (let k = first; k < end; k++) {
        const corridor = this.#corridor(eye, cells[k]!);
        for (let i = 0; i < corridor.length; i++) {
          const cell = corridor[i]!;
          const f = figures.figureAt[cell]!;
          if (f < 0 || f === ignore || f === target) continue;
          this.#push(cell);
          this.#push(figures.base[f]!);
          this.#push(figures.top[f]!);
        }
      }
    }
    // FNV-1a over the key's words.
    const words = this.#words;
    let hash = 0x811c9dc5;
    for (let i = 0; i < 2 * this.#length; i++) hash = Math.imul(hash ^ words[i]!, 0x01000193);
    return hash >>> 0;
  }

  #push(value: number): void {
    if (this.#length === this.#key.length) {
      const grown = new Float64Array(this.#key.length * 2);
      grown.set(this.#key);
      this.#key = grown;
      this.#words = new Int32Array(grown.buffer);
    }
    this.#key[this.#length++] = value;
  }

  /**
   * The spaces whose body could cut a ray from the eye above `eye` to a sight column of `target`
   * (cells of the grid): those whose centre lies within the reach of the line between the two
   * hexes' centres. The board never changes, so each is worked out once.
   */
  #corridor(eye: number, target: number): Int32Array {
    const board = this.#scene.board;
    const cellCount = board.unvisited.length;
    const id = eye * cellCount + target;
    const known = this.#corridors.get(id);
    if (known) return known;
    const { width, height, qOrigin, rOrigin, unvisited } = board;
    const [eq, er] = [(eye % width) + qOrigin, Math.floor(eye / width) + rOrigin];
    const [tq, tr] = [(target % width) + qOrigin, Math.floor(target / width) + rOrigin];
    const [ax, ay] = [eq + er / 2, er * SQRT3_2];
    const [bx, by] = [tq + tr / 2, tr * SQRT3_2];
    const [dx, dy] = [bx - ax, by - ay];
    const span = dx * dx + dy * dy;
    const found: number[] = [];
    // Within the reach of the line, a hex's axial coordinates are within 2 of the line's ends'.
    for (let r = Math.min(er, tr) - 2; r <= Math.max(er, tr) + 2; r++) {
      const row = r - rOrigin;
      if (row < 0 || row >= height) continue;
      for (let q = Math.min(eq, tq) - 2; q <= Math.max(eq, tq) + 2; q++) {
        const col = q - qOrigin;
        if (col < 0 || col >= width) continue;
        const cell = row * width + col;
        if (unvisited[cell] !== -1) continue; // not a space: no figure stands there
        const [x, y] = [q + r / 2, r * SQRT3_2];
        const s = span === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / span));
        if (Math.hypot(x - ax - s * dx, y - ay - s * dy) < this.#reach) found.push(cell);
      }
    }
    const corridor = Int32Array.from(found);
    if (this.#corridors.size >= MAX_CORRIDORS) {
      this.#corridors.delete(this.#corridors.keys().next().value!);
    }
    this.#corridors.set(id, corridor);
    return corridor;
  }
}
