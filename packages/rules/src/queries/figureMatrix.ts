// The `matrix` answer's shape, shared by the games whose matrix is sight and distance
// (docs/rules/scenario.md#queries).

/** The `matrix` answer: sight and distance for every ordered pair (diagonal `false` / 0). */
export interface FigureMatrix {
  readonly ids: readonly string[];
  readonly los: boolean[][];
  /** Steps (HeroScape), or null where the game has no distance or no path joins the two. */
  readonly distance: (number | null)[][];
}
