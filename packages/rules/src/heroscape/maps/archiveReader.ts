// The primitives of an MFC `CArchive` (docs/rules/heroscape.md#maps): little-endian numbers and
// `CString`s, read from a byte cursor that names the byte offset and the field being read in
// every error, because a user with a broken map needs to know where it breaks.

/**
 * A VirtualScape map that cannot be read: truncated, with bytes left over, of an unknown
 * version, or with a tile the importer does not know. `offset` is the byte where the problem
 * is, when there is one.
 */
export class HscError extends Error {
  /** The byte offset the message names, or `undefined` when the problem has no single place. */
  readonly offset: number | undefined;

  constructor(message: string, offset?: number) {
    super(message);
    this.name = "HscError";
    this.offset = offset;
  }
}

// ignoreBOM keeps a leading U+FEFF as a character: the reader returns what the file holds.
const UTF16 = new TextDecoder("utf-16le", { ignoreBOM: true });

// Windows-1252's characters for bytes 0x80–0x9F (the rest is Latin-1), as WHATWG maps them:
// the five unassigned bytes keep their own code, so every byte reads back to one character.
const CP1252_HIGH = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ";

/**
 * Bytes as Windows-1252 text: ANSI CStrings are in the writer's code page and VirtualScape is a
 * French Windows program. (Node's TextDecoder("windows-1252") reads 0x80–0x9F as Latin-1.)
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte);
  }
  return text;
}

/** A cursor over the bytes of an archive. `context` names what is being read, for errors. */
export class ArchiveReader {
  private readonly view: DataView;
  private position = 0;
  /** Prefixed to the field name in errors, e.g. `tile 7 of 31`. */
  context = "header";

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The offset of the next byte to read. */
  get offset(): number {
    return this.position;
  }

  /** How many bytes are left. */
  get remaining(): number {
    return this.bytes.byteLength - this.position;
  }

  /**
   * An error at `offset` (default: the current one) naming the context and the field, e.g.
   * `truncated at byte 412 reading tile 7 of 31 (rotation): needs 4 bytes, 2 left`.
   */
  fail(problem: string, field: string, detail?: string, offset = this.position): HscError {
    const tail = detail === undefined ? "" : `: ${detail}`;
    return new HscError(
      `${problem} at byte ${offset} reading ${this.context} (${field})${tail}`,
      offset,
    );
  }

  /** An unsigned byte. */
  u8(field: string): number {
    return this.view.getUint8(this.take(1, field));
  }

  /** A little-endian u16. */
  u16(field: string): number {
    return this.view.getUint16(this.take(2, field), true);
  }

  /** A little-endian u32. */
  u32(field: string): number {
    return this.view.getUint32(this.take(4, field), true);
  }

  /** A little-endian i32. */
  i32(field: string): number {
    return this.view.getInt32(this.take(4, field), true);
  }

  /** A little-endian f64 (a C++ `double`). */
  f64(field: string): number {
    return this.view.getFloat64(this.take(8, field), true);
  }

  /** `length` raw bytes (a copy, so the result does not pin the whole file). */
  raw(length: number, field: string): Uint8Array {
    const start = this.take(length, field);
    return this.bytes.slice(start, start + length);
  }

  /**
   * An MFC `CString` (AfxReadStringLength): a u8 length; 0xFF then a u16 length; a u16 of
   * 0xFFFE marks UTF-16 characters and the length starts over; a u16 of 0xFFFF then a u32.
   */
  cstring(field: string): string {
    let wide = false;
    let length = this.u8(field);
    if (length === 0xff) {
      length = this.u16(field);
      if (length === 0xfffe) {
        wide = true;
        length = this.u8(field);
        if (length === 0xff) length = this.u16(field);
      }
      if (length === 0xffff) length = this.u32(field);
    }
    const start = this.take(wide ? length * 2 : length, field);
    const text = this.bytes.subarray(start, this.position);
    return wide ? UTF16.decode(text) : decodeWindows1252(text);
  }

  /** Advances past `length` bytes and returns where they start, or throws if the file ends. */
  private take(length: number, field: string): number {
    const start = this.position;
    if (length > this.remaining) {
      const needs = `needs ${length} byte${length === 1 ? "" : "s"}, ${this.remaining} left`;
      throw this.fail("truncated", field, needs);
    }
    this.position += length;
    return start;
  }
}
