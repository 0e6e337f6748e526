// Twin of assembly/layout.ts: the memory layout every kernel reads and every host writes
// (docs/decisions/001-wasm-memory-layout.md), as strides and field offsets in elements of the
// typed arrays (f64 or i32), one name per number. The hosts (the encoders, the wasm engine) take
// their numbers from here; test/layout.test.ts holds these to assembly/layout.ts.

// ---- Hex boards (src/hexBoard.ts) ----

/**
 * i32 per run of spaces whose cells follow one another, in the board's space order: the run's
 * first cell and how many spaces it holds. A range answer by space is copied out a run at a time.
 */
export const SPACE_RUN_STRIDE = 2;
export const SPACE_RUN_CELL = 0;
export const SPACE_RUN_LENGTH = 1;

// ---- Hex scenes (src/hexScene.ts) ----

/** f64 per solid record: shape, centre x and y, radius, bottom, top. */
export const SOLID_STRIDE = 6;
export const SOLID_SHAPE = 0;
export const SOLID_X = 1;
export const SOLID_Y = 2;
export const SOLID_RADIUS = 3;
export const SOLID_FROM = 4;
export const SOLID_TO = 5;
/** Solid shapes: a full hex prism, or a vertical cylinder around a centre. */
export const PRISM = 0;
export const CYLINDER = 1;
/** f64 per visible piece of a sight column: its low and high end. */
export const PIECE_STRIDE = 2;

/** f64 per explained viewer → target: what hexSightExplain writes. */
export const HEX_EXPLAIN_STRIDE = 7;
/** 1 when the target is seen, else 0. */
export const HEX_EXPLAIN_SEEN = 0;
/** Seen: the eye (index into the viewer's eye cells), the target's cell and sight column. */
export const HEX_EXPLAIN_EYE = 1;
export const HEX_EXPLAIN_CELL = 2;
export const HEX_EXPLAIN_COLUMN = 3;
/** Seen: the longest visible piece of that column. */
export const HEX_EXPLAIN_LOW = 4;
export const HEX_EXPLAIN_HIGH = 5;
/** Not seen: how many cuts were logged. */
export const HEX_EXPLAIN_CUTS = 6;
/** f64 per logged cut: where along the ray (fraction), the solid record or -1, the figure or -1. */
export const CUT_STRIDE = 3;
export const CUT_AT = 0;
export const CUT_SOLID = 1;
export const CUT_FIGURE = 2;

// ---- Square boards (src/squareBoard.ts) ----

/** i32 per explained viewer → target: what blocks (one of the five below) and where. */
export const SQUARE_EXPLAIN_STRIDE = 2;
export const SQUARE_EXPLAIN_WHAT = 0;
export const SQUARE_EXPLAIN_WHERE = 1;
/** Nothing: the line is clear. */
export const SQUARE_CLEAR = 0;
/** The closed east edge of the cell `where` (rule 1). */
export const SQUARE_EAST_EDGE = 1;
/** The closed south edge of the cell `where` (rule 1). */
export const SQUARE_SOUTH_EDGE = 2;
/** The blocking space `where` (rule 2). */
export const SQUARE_BLOCKING_SPACE = 3;
/** The closed corner at the north-west corner of the cell `where` (rule 3). */
export const SQUARE_CORNER = 4;
/** i32 per lit run of the field of view: low p, q, side, high p, q, side. */
export const RUN_STRIDE = 6;

// ---- Plane scenes (src/planeScene.ts) ----

/** f64 per outline vertex: x, y, the unit direction and the length of the edge to the next. */
export const VERTEX_STRIDE = 5;
export const VERTEX_X = 0;
export const VERTEX_Y = 1;
export const VERTEX_UX = 2;
export const VERTEX_UY = 3;
export const VERTEX_LENGTH = 4;
/** f64 per bounding box. */
export const BOX_STRIDE = 4;
export const BOX_MIN_X = 0;
export const BOX_MIN_Y = 1;
export const BOX_MAX_X = 2;
export const BOX_MAX_Y = 3;
/** f64 per edge of a unit's base: its first corner and the unit normal pointing inside. */
export const EDGE_STRIDE = 4;
export const EDGE_X = 0;
export const EDGE_Y = 1;
export const EDGE_NX = 2;
export const EDGE_NY = 3;
/** f64 per unit: four edges, then its box. */
export const RECT_BOX = 16;
export const RECT_STRIDE = 20;
/** Piece kinds: passing through a blocking piece blocks, through a hindering one hinders. */
export const BLOCKING = 0;
export const HINDERING = 1;
/** f64 per interval of the scratch (the stretch near one edge): low, high. */
export const INTERVAL_STRIDE = 2;
