// The memory layout every kernel reads and every host writes (docs/decisions/001-wasm-memory-layout.md):
// records as strides and field offsets in elements (f64 or i32), one name per number.
// src/reference/layout.ts holds the same names and values, and test/layout.test.ts holds the two
// to each other, so neither side can drift.

// ---- Hex boards (src/hexBoard.ts) ----

/**
 * i32 per run of spaces whose cells follow one another, in the board's space order: the run's
 * first cell and how many spaces it holds. A range answer by space is copied out a run at a time.
 */
export const SPACE_RUN_STRIDE: i32 = 2;
export const SPACE_RUN_CELL: i32 = 0;
export const SPACE_RUN_LENGTH: i32 = 1;

// ---- Hex scenes (src/hexScene.ts) ----

/** f64 per solid record: shape, centre x and y, radius, bottom, top. */
export const SOLID_STRIDE: i32 = 6;
export const SOLID_SHAPE: i32 = 0;
export const SOLID_X: i32 = 1;
export const SOLID_Y: i32 = 2;
export const SOLID_RADIUS: i32 = 3;
export const SOLID_FROM: i32 = 4;
export const SOLID_TO: i32 = 5;
/** Solid shapes: a full hex prism, or a vertical cylinder around a centre. */
export const PRISM: i32 = 0;
export const CYLINDER: i32 = 1;
/** f64 per visible piece of a sight column: its low and high end. */
export const PIECE_STRIDE: i32 = 2;

/** f64 per explained viewer → target: what hexSightExplain writes. */
export const HEX_EXPLAIN_STRIDE: i32 = 7;
/** 1 when the target is seen, else 0. */
export const HEX_EXPLAIN_SEEN: i32 = 0;
/** Seen: the eye (index into the viewer's eye cells), the target's cell and sight column. */
export const HEX_EXPLAIN_EYE: i32 = 1;
export const HEX_EXPLAIN_CELL: i32 = 2;
export const HEX_EXPLAIN_COLUMN: i32 = 3;
/** Seen: the longest visible piece of that column. */
export const HEX_EXPLAIN_LOW: i32 = 4;
export const HEX_EXPLAIN_HIGH: i32 = 5;
/** Not seen: how many cuts were logged. */
export const HEX_EXPLAIN_CUTS: i32 = 6;
/** f64 per logged cut: where along the ray (fraction), the solid record or -1, the figure or -1. */
export const CUT_STRIDE: i32 = 3;
export const CUT_AT: i32 = 0;
export const CUT_SOLID: i32 = 1;
export const CUT_FIGURE: i32 = 2;

// ---- Square boards (src/squareBoard.ts) ----

/** i32 per explained viewer → target: what blocks (one of the five below) and where. */
export const SQUARE_EXPLAIN_STRIDE: i32 = 2;
export const SQUARE_EXPLAIN_WHAT: i32 = 0;
export const SQUARE_EXPLAIN_WHERE: i32 = 1;
/** Nothing: the line is clear. */
export const SQUARE_CLEAR: i32 = 0;
/** The closed east edge of the cell `where` (rule 1). */
export const SQUARE_EAST_EDGE: i32 = 1;
/** The closed south edge of the cell `where` (rule 1). */
export const SQUARE_SOUTH_EDGE: i32 = 2;
/** The blocking space `where` (rule 2). */
export const SQUARE_BLOCKING_SPACE: i32 = 3;
/** The closed corner at the north-west corner of the cell `where` (rule 3). */
export const SQUARE_CORNER: i32 = 4;
/** i32 per lit run of the field of view: low p, q, side, high p, q, side. */
export const RUN_STRIDE: i32 = 6;

// ---- Plane scenes (src/planeScene.ts) ----

/** f64 per outline vertex: x, y, the unit direction and the length of the edge to the next. */
export const VERTEX_STRIDE: i32 = 5;
export const VERTEX_X: i32 = 0;
export const VERTEX_Y: i32 = 1;
export const VERTEX_UX: i32 = 2;
export const VERTEX_UY: i32 = 3;
export const VERTEX_LENGTH: i32 = 4;
/** f64 per bounding box. */
export const BOX_STRIDE: i32 = 4;
export const BOX_MIN_X: i32 = 0;
export const BOX_MIN_Y: i32 = 1;
export const BOX_MAX_X: i32 = 2;
export const BOX_MAX_Y: i32 = 3;
/** f64 per edge of a unit's base: its first corner and the unit normal pointing inside. */
export const EDGE_STRIDE: i32 = 4;
export const EDGE_X: i32 = 0;
export const EDGE_Y: i32 = 1;
export const EDGE_NX: i32 = 2;
export const EDGE_NY: i32 = 3;
/** f64 per unit: four edges, then its box. */
export const RECT_BOX: i32 = 16;
export const RECT_STRIDE: i32 = 20;
/** Piece kinds: passing through a blocking piece blocks, through a hindering one hinders. */
export const BLOCKING: i32 = 0;
export const HINDERING: i32 = 1;
/** f64 per interval of the scratch (the stretch near one edge): low, high. */
export const INTERVAL_STRIDE: i32 = 2;
