/**
 * A small leveled logger: one line per event, `time level message key=value …`.
 *
 * Logs carry no user content and no secrets (decision 075). An Error is written as its name, its code and
 * where it was thrown, never its message: database errors put the failed SQL's parameters (a briefing's
 * description, an email address, a token) in theirs, and other libraries quote their input the same way.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Where the log lines go (tests capture them). */
export type LogSink = (line: string, level: Exclude<LogLevel, "silent">) => void;

const defaultSink: LogSink = (line, lvl) =>
  (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout).write(line);

/** "DrizzleQueryError (cause: error code=22P05) at …": name, code and frames of an error and its causes. */
export function describeError(err: Error): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    const name = `${e.name}${typeof code === "string" || typeof code === "number" ? ` code=${code}` : ""}`;
    parts.push(depth === 0 ? name : `(cause: ${name})`);
    e = (e as { cause?: unknown }).cause;
  }
  const frames = (err.stack ?? "")
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 6)
    .map((l) => l.trim())
    .join(" ← ");
  return frames ? `${parts.join(" ")} ${frames}` : parts.join(" ");
}

/** What the failed-query text of a database error carries after its SQL: the parameters. Never logged. */
const QUERY_PARAMS = /\n?params:[\s\S]*$/;

function format(value: unknown): string {
  if (value instanceof Error) return JSON.stringify(describeError(value));
  if (typeof value === "string") {
    const s = value.replace(QUERY_PARAMS, " params: (withheld)");
    return /[\s"=]/.test(s) ? JSON.stringify(s) : s;
  }
  return JSON.stringify(value);
}

export function createLogger(
  level: LogLevel = "info",
  base: Record<string, unknown> = {},
  sink: LogSink = defaultSink,
): Logger {
  const min = order[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < min) return;
    const all = { ...base, ...fields };
    const tail = Object.entries(all)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}=${format(v)}`)
      .join("");
    sink(`${new Date().toISOString()} ${lvl.toUpperCase().padEnd(5)} ${msg}${tail}\n`, lvl);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink),
  };
}
