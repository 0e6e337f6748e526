// What each pair of an attacker and an enemy last answered (docs/rules/heroscape.md#attack):
// adjacency, steps, dice and the sight verdict, with the two figures they were worked out for. A
// plan asks the same attackers set after set of enemies gone, and a search moves one figure at a
// time: a pair whose two figures are the same objects reads its answers back instead of working
// them out again, and its verdict holds while no body came, went or changed in its corridor.
import type { HeroscapeFigure } from "./heroscapeSchema.js";

/** The most bodies a pair's corridor may hold to keep a verdict for each of them standing or off. */
export const MOST_OCCUPANTS = 6;

/**
 * One attacker's pairs, by the enemy's place in the scenario. Figures are values (a figure that
 * moves or is wounded is a new object), so the same object means the same hexes, body and dice.
 */
export class AttackerPairs {
  /** The attacker these pairs are for; another object empties them. */
  attacker: HeroscapeFigure | undefined;
  /** The attacker's eye height (pitches) and its base's level. */
  eye = 0;
  level = 0;
  /** Steps from the attacker's hexes to every space (asked the first time a pair needs it). */
  steps: Int32Array | undefined;
  /** Per enemy place: the enemy the pair was worked out for, or undefined. */
  readonly foe: (HeroscapeFigure | undefined)[];
  readonly adjacent: Uint8Array;
  readonly distance: Int32Array;
  readonly attackDice: Int32Array;
  readonly defenseDice: Int32Array;
  /** The last sight verdict (1 seen, 0 not, -1 none since the pair was set). */
  readonly seen: Int8Array;
  /** The sight change count at which the verdict was last known to hold. */
  readonly seenAt: Float64Array;
  /** The spaces whose bodies could cut a ray of the pair (sightVerdicts.ts). */
  readonly corridor: (Int32Array | undefined)[];
  /**
   * The figures whose cells were in the corridor when listed (`MOST_OCCUPANTS` a pair), their
   * count (-1: too many, -2: not listed), and the change count they were listed at.
   */
  readonly occupants: Int32Array;
  readonly occupantCount: Int8Array;
  readonly listedAt: Float64Array;
  /** Per pair, the verdict for each set of its occupants standing (a bit each; -1 not known). */
  readonly byStanding: Int8Array;

  constructor(places: number) {
    this.foe = new Array<HeroscapeFigure | undefined>(places).fill(undefined);
    this.adjacent = new Uint8Array(places);
    this.distance = new Int32Array(places);
    this.attackDice = new Int32Array(places);
    this.defenseDice = new Int32Array(places);
    this.seen = new Int8Array(places).fill(-1);
    this.seenAt = new Float64Array(places);
    this.corridor = new Array<Int32Array | undefined>(places).fill(undefined);
    this.occupants = new Int32Array(places * MOST_OCCUPANTS);
    this.occupantCount = new Int8Array(places).fill(-2);
    this.listedAt = new Float64Array(places);
    this.byStanding = new Int8Array(places << MOST_OCCUPANTS).fill(-1);
  }

  /** Forgets every pair: the attacker is now `attacker` (moved, wounded, or another figure). */
  reset(attacker: HeroscapeFigure): void {
    this.attacker = attacker;
    this.steps = undefined;
    this.foe.fill(undefined);
  }
}

/** The pairs of every attacker asked, by the attacker's place (made on first use). */
export class AttackPairs {
  readonly #places: number;
  readonly #byPlace: (AttackerPairs | undefined)[];

  constructor(places: number) {
    this.#places = places;
    this.#byPlace = new Array<AttackerPairs | undefined>(places).fill(undefined);
  }

  /** The pairs of the attacker in place `place` (check `attacker` before reading them). */
  of(place: number): AttackerPairs {
    return (this.#byPlace[place] ??= new AttackerPairs(this.#places));
  }
}
