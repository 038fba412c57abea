import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTestApp, type TestApp } from "../../support/test-app";

export const ORIGIN = "http://localhost:3000";

/** A tiny cookie jar + JSON client over app.request (no socket). */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private readonly t: { request(p: string, init?: RequestInit): Promise<Response> },
    private readonly extraHeaders: Record<string, string> = {},
  ) {}
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.t.request(path, {
      method,
      headers: {
        origin: ORIGIN,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const sc of res.headers.getSetCookie()) {
      const [pair] = sc.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === "" || /max-age=0/i.test(sc)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // biome-ignore lint/suspicious/noExplicitAny: test responses are read field by field
    const json = (await res.json().catch(() => null)) as any;
    return { status: res.status, json, headers: res.headers };
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call("POST", path, body ?? {}, headers);
  }
  get(path: string, headers?: Record<string, string>) {
    return this.call("GET", path, undefined, headers);
  }
}

export function tokenFrom(text: string, path: string): string {
  const m = new RegExp(`${path.replace(/[/]/g, "\\/")}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  return m[1]!;
}

/** The app behind a real HTTP socket on 127.0.0.1 (for client-address tests). */
export async function listen(t: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((r) => server.once("listening", () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export { createTestApp };
