/** A small leveled logger: one line per event, `time level message key=value …`. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function format(value: unknown): string {
  if (value instanceof Error) return JSON.stringify(value.stack ?? value.message);
  if (typeof value === "string") return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

export function createLogger(level: LogLevel = "info", base: Record<string, unknown> = {}): Logger {
  const min = order[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < min) return;
    const all = { ...base, ...fields };
    const tail = Object.entries(all)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}=${format(v)}`)
      .join("");
    const line = `${new Date().toISOString()} ${lvl.toUpperCase().padEnd(5)} ${msg}${tail}\n`;
    (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}
