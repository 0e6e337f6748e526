// The `.hsc` reader byte by byte (docs/rules/heroscape.md#maps): every document and tile version,
// every CString form, and a corrupt file refused at the byte where it breaks.
import { ArchiveWriter, type MapSpec, type TileSpec, writeHsc } from "@sightline/maps/hscWriter";
import { describe, expect, it } from "vitest";
import { HscError, readHsc } from "../../src/heroscape/maps/index.js";

/** One tile of each kind that has extra fields, at the newest tile version. */
const TILES: readonly TileSpec[] = [
  { type: 1002, rotation: 1, x: 3, y: 4, z: 2, glyph: 13, colour: 0x00a000 },
  { type: 15001, x: 1, y: 1, z: 1, startZone: "Rouge", colour: 255 },
  {
    type: 17000,
    personal: { tileCount: 7, texture: "t.bmp", sideTexture: "s.bmp", letter: "P", name: "Pierre" },
  },
  { type: 18001, x: 2, figure: { name: "Syvarris", file: "syvarris.hsf" } },
];

/** Throws unless `run` throws an HscError; returns it. */
function hscError(run: () => unknown): HscError {
  try {
    run();
  } catch (error) {
    if (error instanceof HscError) return error;
    throw error;
  }
  throw new Error("expected an HscError");
}

describe("readHsc header, per document version", () => {
  const full: Omit<MapSpec, "version"> = {
    name: "Rotten Ice",
    author: "Sean",
    players: "2",
    scenario: "Capture the flag",
    scenarioRtf: "{\\rtf1 flag}",
    levelsPerPage: 4,
    printTransparency: 70,
    printGrid: 0,
    printTileNumbers: 1,
    printStartZonesAsLevel: 0,
    tiles: [{ type: 1001, x: 5, y: 6, z: 1 }],
  };

  const printing = { levelsPerPage: 4, printTransparency: 70, printGrid: 0 };
  const v2 = { name: "Rotten Ice", author: "Sean", ...printing };
  const v4 = { ...v2, players: "2", scenarioRtf: "{\\rtf1 flag}" };
  it.each([
    [0.0001, {}],
    [0.0002, v2],
    [0.0003, { ...v2, players: "2", scenario: "Capture the flag" }],
    [0.0004, v4],
    [0.0005, { ...v4, printTileNumbers: 1 }],
    [0.0006, { ...v4, printTileNumbers: 1 }],
    [0.0007, { ...v4, printTileNumbers: 1, printStartZonesAsLevel: 0 }],
  ])("reads version %s with exactly its fields", (version, fields) => {
    const { tiles, ...header } = readHsc(writeHsc({ ...full, version }));
    expect(header).toEqual({ version, ...fields });
    expect(tiles).toHaveLength(1);
    expect(tiles[0]).toMatchObject({ type: 1001, x: 5, y: 6, z: 1 });
  });

  it("refuses an unknown document version, naming byte 0", () => {
    for (const version of [0.0008, 0.00035, 1, 0]) {
      const bytes = new ArchiveWriter().f64(version).i32(0).finish();
      expect(() => readHsc(bytes)).toThrow(
        new RegExp(`^unknown version ${version} at byte 0 reading header \\(version\\)`),
      );
    }
  });

  it("refuses a negative tile count or scenario length", () => {
    expect(() => readHsc(new ArchiveWriter().f64(0.0001).i32(-1).finish())).toThrow(
      /^negative tile count -1 at byte 8 reading header \(tile count\)/,
    );
    const rtf = new ArchiveWriter()
      .f64(0.0004)
      .cstring("")
      .cstring("")
      .cstring("")
      .i32(-5)
      .finish();
    expect(() => readHsc(rtf)).toThrow(/^negative scenario length -5 at byte 20 /);
  });
});

describe("readHsc tiles, per tile version", () => {
  it("reads tile version 0.0001: placement only", () => {
    const map = readHsc(
      writeHsc({ tiles: [{ type: 2003, version: 0.0001, rotation: 5, x: -2, y: 7, z: 3 }] }),
    );
    expect(map.tiles[0]).toEqual({
      offset: 48,
      type: 2003,
      version: 0.0001,
      rotation: 5,
      x: -2,
      y: 7,
      z: 3,
    });
  });

  it("reads tile version 0.0002: glyph letter, legacy string, start zone; no extras", () => {
    const map = readHsc(
      writeHsc({
        tiles: [
          { type: 14073, version: 0.0002, glyph: 73, glyphName: "Ivor", startZone: "" },
          { type: 18001, version: 0.0002, startZone: "Bleu" },
        ],
      }),
    );
    expect(map.tiles[0]).toMatchObject({ glyph: 73, glyphName: "Ivor", startZone: "" });
    expect(map.tiles[0]).not.toHaveProperty("colour");
    // VirtualScape reads a figure's or personal tile's strings only in tile version 0.0003.
    expect(map.tiles[1]).toMatchObject({ type: 18001, startZone: "Bleu" });
    expect(map.tiles[1]).not.toHaveProperty("figure");
  });

  it("reads tile version 0.0003: colour, a personal tile's count and strings, a figure's strings", () => {
    const map = readHsc(writeHsc({ tiles: TILES }));
    expect(map.tiles.map((t) => t.type)).toEqual([1002, 15001, 17000, 18001]);
    expect(map.tiles[0]).toMatchObject({
      rotation: 1,
      x: 3,
      y: 4,
      z: 2,
      glyph: 13,
      colour: 0x00a000,
    });
    expect(map.tiles[1]).toMatchObject({ startZone: "Rouge", colour: 255 });
    expect(map.tiles[2]?.personal).toEqual({
      tileCount: 7,
      texture: "t.bmp",
      sideTexture: "s.bmp",
      letter: "P",
      name: "Pierre",
    });
    expect(map.tiles[3]?.figure).toEqual({ name: "Syvarris", file: "syvarris.hsf" });
  });

  it("records where each tile starts", () => {
    const bytes = writeHsc({
      version: 0.0001,
      tiles: [
        { type: 1001, version: 0.0001 },
        { type: 1001, version: 0.0001 },
      ],
    });
    expect(readHsc(bytes).tiles.map((t) => t.offset)).toEqual([12, 12 + 28]);
  });

  it("refuses an unknown tile version and a rotation outside 0–5, naming the field's byte", () => {
    const at = 8 + 4 + 4; // version, tile count, the tile's type
    expect(() =>
      readHsc(writeHsc({ version: 0.0001, tiles: [{ type: 1001, version: 0.0004 }] })),
    ).toThrow(
      `unknown tile version 0.0004 at byte ${at} reading tile 0 of 1 (tile version): expected 0.0001, 0.0002 or 0.0003`,
    );
    for (const rotation of [6, -1]) {
      const error = hscError(() =>
        readHsc(writeHsc({ version: 0.0001, tiles: [{ type: 1001, rotation }] })),
      );
      expect(error.message).toBe(
        `rotation ${rotation} outside 0–5 at byte ${at + 8} reading tile 0 of 1 (rotation)`,
      );
      expect(error.offset).toBe(at + 8);
    }
  });
});

describe("readHsc CStrings", () => {
  /** A version-0.0002 map whose name is written in `form`. */
  const named = (name: string, form: Parameters<ArchiveWriter["cstring"]>[1]): string | undefined =>
    readHsc(writeHsc({ version: 0.0002, name, strings: form, tiles: [] })).name;

  it.each([
    ["a short ANSI string (u8 length)", { wide: false }],
    ["an ANSI string with a 0xFF u16 length", { wide: false, length: "u16" }],
    ["an ANSI string with a 0xFFFF u32 length", { wide: false, length: "u32" }],
    ["a UTF-16 string (0xFFFE marker, u8 length)", { wide: true }],
    ["a UTF-16 string with a u16 length", { wide: true, length: "u16" }],
    ["a UTF-16 string with a u32 length", { wide: true, length: "u32" }],
  ] as const)("reads %s", (_what, form) => {
    expect(named("Chat perché", form)).toBe("Chat perché");
    expect(named("", form)).toBe("");
  });

  it("reads lengths that need the long forms", () => {
    const long = "é".repeat(300);
    expect(named(long, { wide: false })).toBe(long);
    expect(named(long, { wide: true })).toBe(long);
    const huge = "x".repeat(0x10000);
    expect(named(huge, { wide: false })).toBe(huge);
  });

  it("keeps a UTF-16 string's leading U+FEFF: the reader returns what the file holds", () => {
    expect(named("\uFEFFRotten", { wide: true })).toBe("\uFEFFRotten");
  });

  it("reads ANSI bytes as Windows-1252", () => {
    const bytes = new ArchiveWriter()
      .f64(0.0002)
      .u8(2)
      .bytes([0x80, 0xe9])
      .cstring("")
      .i32(6)
      .i32(80)
      .i32(1)
      .i32(0)
      .finish();
    expect(readHsc(bytes).name).toBe("€é");
  });

  it("refuses a string longer than the file", () => {
    const bytes = new ArchiveWriter().f64(0.0002).u8(0xff).u16(0xfffe).u8(10).u16(65).finish();
    expect(() => readHsc(bytes)).toThrow(
      "truncated at byte 12 reading header (name): needs 20 bytes, 2 left",
    );
  });
});

describe("readHsc on a corrupt file", () => {
  const file = writeHsc({ version: 0.0004, name: "n", scenarioRtf: "{rtf}", tiles: TILES });

  it("reads the whole file", () => {
    expect(readHsc(file).tiles).toHaveLength(TILES.length);
  });

  it("refuses every truncation, naming a byte inside the file", () => {
    for (let length = 0; length < file.length; length++) {
      const error = hscError(() => readHsc(file.subarray(0, length)));
      expect(error.message).toMatch(
        /^truncated at byte \d+ reading (header|tile \d of 4) \([a-z ]+\): needs \d+ bytes?, \d+ left$/,
      );
      expect(error.offset).toBeLessThanOrEqual(length);
    }
  });

  it("names the tile and the field: truncated in the middle of a rotation", () => {
    const bytes = writeHsc({
      version: 0.0001,
      tiles: [
        { type: 1001, version: 0.0001 },
        { type: 1001, version: 0.0001 },
      ],
    });
    const rotationOfSecond = 12 + 28 + 12;
    expect(() => readHsc(bytes.subarray(0, rotationOfSecond + 2))).toThrow(
      `truncated at byte ${rotationOfSecond} reading tile 1 of 2 (rotation): needs 4 bytes, 2 left`,
    );
  });

  it("refuses bytes left over after the last tile", () => {
    for (const extra of [[0], [1, 2, 3]]) {
      const bytes = Uint8Array.from([...file, ...extra]);
      const error = hscError(() => readHsc(bytes));
      const s = extra.length === 1 ? "" : "s";
      expect(error.message).toBe(
        `${extra.length} byte${s} left over at byte ${file.length} after the last of 4 tiles`,
      );
      expect(error.offset).toBe(file.length);
    }
  });

  it("reads from a view into a larger buffer", () => {
    const padded = new Uint8Array(file.length + 10);
    padded.set(file, 5);
    expect(readHsc(padded.subarray(5, 5 + file.length)).tiles).toHaveLength(4);
  });
});
