// A VirtualScape `.hsc` writer (docs/rules/heroscape.md#maps): serialises a header and tiles field
// by field as each document and tile version has them. The project's own maps are written with
// it (build.js), and the tests build small maps of every version with it instead of shipping
// binary fixtures. Types: hscWriter.d.ts.

/** Little-endian bytes, appended field by field. */
export class ArchiveWriter {
  /** @type {number[]} */
  #chunks = [];

  u8(value) {
    this.#chunks.push(value & 0xff);
    return this;
  }

  u16(value) {
    return this.#fixed(2, (view) => view.setUint16(0, value, true));
  }

  u32(value) {
    return this.#fixed(4, (view) => view.setUint32(0, value, true));
  }

  i32(value) {
    return this.#fixed(4, (view) => view.setInt32(0, value, true));
  }

  f64(value) {
    return this.#fixed(8, (view) => view.setFloat64(0, value, true));
  }

  bytes(bytes) {
    for (const byte of bytes) this.#chunks.push(byte);
    return this;
  }

  /** An MFC CString: the length in the chosen form, then the characters. */
  cstring(text, form = { wide: true }) {
    const length = text.length;
    const size = form.length ?? (length < 0xff ? "u8" : length < 0xfffe ? "u16" : "u32");
    if (form.wide) this.u8(0xff).u16(0xfffe);
    if (size === "u8") this.u8(length);
    else if (size === "u16") this.u8(0xff).u16(length);
    else this.u8(0xff).u16(0xffff).u32(length);
    if (form.wide) {
      for (let i = 0; i < length; i++) this.u16(text.charCodeAt(i));
    } else {
      this.bytes(latin1(text));
    }
    return this;
  }

  #fixed(size, write) {
    const view = new DataView(new ArrayBuffer(size));
    write(view);
    return this.bytes(new Uint8Array(view.buffer));
  }

  finish() {
    return Uint8Array.from(this.#chunks);
  }
}

/** Text as Latin-1 bytes (the characters tests use read back the same in Windows-1252). */
export function latin1(text) {
  return [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`not Latin-1: ${char}`);
    return code;
  });
}

/** The bytes of a `.hsc` file: the header as `map.version` has it, then every tile. */
export function writeHsc(map) {
  const version = map.version ?? 0.0007;
  const strings = map.strings ?? { wide: true };
  const out = new ArchiveWriter().f64(version);
  if (version >= 0.0002) {
    out.cstring(map.name ?? "", strings).cstring(map.author ?? "", strings);
  }
  if (version >= 0.0003) out.cstring(map.players ?? "", strings);
  if (version === 0.0003) out.cstring(map.scenario ?? "", strings);
  if (version >= 0.0004) {
    const rtf = latin1(map.scenarioRtf ?? "");
    out.i32(rtf.length).bytes(rtf);
  }
  if (version >= 0.0002) {
    out
      .i32(map.levelsPerPage ?? 6)
      .i32(map.printTransparency ?? 80)
      .i32(map.printGrid ?? 1);
  }
  if (version >= 0.0005) out.i32(map.printTileNumbers ?? 0);
  if (version >= 0.0007) out.i32(map.printStartZonesAsLevel ?? 1);
  out.i32(map.tiles.length);
  for (const tile of map.tiles) writeTile(out, tile, strings);
  return out.finish();
}

/**
 * One tile: the fields of its tile version, then a personal tile's or a figure's strings.
 *
 * @param {ArchiveWriter} out
 * @param {import("./hscWriter.d.ts").TileSpec} tile
 * @param {import("./hscWriter.d.ts").CStringForm} strings
 */
function writeTile(out, tile, strings) {
  const version = tile.version ?? 0.0003;
  out.i32(tile.type).f64(version);
  out
    .i32(tile.rotation ?? 0)
    .i32(tile.x ?? 0)
    .i32(tile.y ?? 0)
    .i32(tile.z ?? 0);
  if (version < 0.0002) return;
  out.u8(tile.glyph ?? 0).cstring(tile.glyphName ?? "", strings);
  out.cstring(tile.startZone ?? "", strings);
  if (version < 0.0003) return;
  out.u32(tile.colour ?? 0);
  if (tile.type === 17000) {
    const p = tile.personal ?? { tileCount: 1 };
    out.i32(p.tileCount);
    for (const text of [p.texture, p.sideTexture, p.letter, p.name])
      out.cstring(text ?? "", strings);
  } else if (Math.trunc(tile.type / 1000) === 18) {
    out.cstring(tile.figure?.name ?? "", strings).cstring(tile.figure?.file ?? "", strings);
  }
}
