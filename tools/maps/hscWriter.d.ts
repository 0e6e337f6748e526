// Types of hscWriter.js, the project's VirtualScape `.hsc` writer (docs/rules/heroscape.md#maps).
import type { HscMap } from "@sightline/rules";

/** How a CString's length is written; the reader must accept every form MFC can read. */
export interface CStringForm {
  /** UTF-16 characters behind the 0xFFFE marker (VirtualScape's Unicode build always does). */
  readonly wide?: boolean;
  /** The smallest form that fits (default), or a longer one forced. */
  readonly length?: "u8" | "u16" | "u32";
}

/** A tile to write; omitted fields take plain defaults. */
export interface TileSpec {
  readonly type: number;
  /** Tile version, default 0.0003. */
  readonly version?: number;
  readonly rotation?: number;
  readonly x?: number;
  readonly y?: number;
  readonly z?: number;
  readonly glyph?: number;
  readonly glyphName?: string;
  readonly startZone?: string;
  readonly colour?: number;
  /** Type 17000: tile count and four strings. */
  readonly personal?: {
    readonly tileCount: number;
    readonly texture?: string;
    readonly sideTexture?: string;
    readonly letter?: string;
    readonly name?: string;
  };
  /** Types 18xxx: two strings. */
  readonly figure?: { readonly name: string; readonly file: string };
}

/**
 * A map to write: the header fields the reader gives back (`HscMap`), each optional with a plain
 * default (version 0.0007), and the tiles.
 */
export interface MapSpec extends Partial<Omit<HscMap, "tiles">> {
  /** How every string is written (default: UTF-16, as VirtualScape does). */
  readonly strings?: CStringForm;
  readonly tiles: readonly TileSpec[];
}

/** Little-endian bytes, appended field by field. */
export class ArchiveWriter {
  u8(value: number): this;
  u16(value: number): this;
  u32(value: number): this;
  i32(value: number): this;
  f64(value: number): this;
  bytes(bytes: Uint8Array | readonly number[]): this;
  /** An MFC CString: the length in the chosen form, then the characters. */
  cstring(text: string, form?: CStringForm): this;
  finish(): Uint8Array;
}

/** Text as Latin-1 bytes (the characters tests use read back the same in Windows-1252). */
export function latin1(text: string): number[];

/** The bytes of a `.hsc` file: the header as `map.version` has it, then every tile. */
export function writeHsc(map: MapSpec): Uint8Array;
