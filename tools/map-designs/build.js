// Writes the project's own maps into examples/maps/: each design's tiles as a `.hsc` file
// (with @sightline/maps' hscWriter), and the scenario the rules' importer makes of that file as JSON
// (importHsc, formatted by Prettier), so the two always agree.
//
//   npm run maps               (re)writes examples/maps/*.hsc and *.json (build the rules first)
//   npm run maps -- --check    exits 1 naming every file that differs from what it would write
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bundledMaps, bundledMapsDir } from "@sightline/maps";
import { writeHsc } from "@sightline/maps/hscWriter";
import { importHsc } from "@sightline/rules";
import prettier from "prettier";
import { bridgestackGorge } from "./designs/bridgestackGorge.js";
import { oldGateFord } from "./designs/oldGateFord.js";
import { rollingDowns } from "./designs/rollingDowns.js";

/** Each bundled map's design, by the map's name. */
const DESIGNS = {
  "Rolling Downs": rollingDowns,
  "Old Gate Ford": oldGateFord,
  "Bridgestack Gorge": bridgestackGorge,
};

const check = process.argv.includes("--check");
const unknown = process.argv.slice(2).filter((arg) => arg !== "--check");
if (unknown.length > 0) {
  process.stderr.write(`unknown argument ${unknown[0]}\nusage: node build.js [--check]\n`);
  process.exit(2);
}

const differs = [];
for (const map of bundledMaps()) {
  const design = DESIGNS[map.name];
  if (!design) throw new Error(`no design for the bundled map ${map.name}`);
  const spec = design();
  if (spec.name !== map.name) throw new Error(`the design of ${map.name} names it ${spec.name}`);
  const hsc = writeHsc(spec);
  const scenario = importHsc(hsc, { name: map.name });
  const options = await prettier.resolveConfig(map.scenario);
  const json = await prettier.format(JSON.stringify(scenario), { ...options, parser: "json" });
  for (const [file, bytes] of [
    [map.hsc, hsc],
    [map.scenario, new TextEncoder().encode(json)],
  ]) {
    const same = existsSync(file) && Buffer.compare(readFileSync(file), Buffer.from(bytes)) === 0;
    if (same) continue;
    if (check) differs.push(file);
    else writeFileSync(file, bytes);
  }
  const { spaces, obstacles = [] } = scenario.board;
  process.stderr.write(
    `${map.name}: ${spec.tiles.length} tiles, ${spaces.length} spaces, ${obstacles.length} obstacles\n`,
  );
}
if (differs.length > 0) {
  process.stderr.write(
    `Not what the designs write (run npm run maps): ${differs.map((f) => f.replace(bundledMapsDir, join("examples", "maps", ""))).join(", ")}\n`,
  );
  process.exit(1);
}
process.stderr.write(
  check ? "examples/maps is what the designs write\n" : `Wrote ${bundledMapsDir}\n`,
);
