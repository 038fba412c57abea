import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TestApp } from "./test-app";

/**
 * The test app behind a real HTTP socket on 127.0.0.1 (what app.request cannot show: streaming bodies,
 * the peer address a trusted proxy is recognised by). Returns its base URL and a close function.
 */
export async function serveTestApp(t: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}
