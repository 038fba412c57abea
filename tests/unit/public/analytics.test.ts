import { describe, expect, it } from "vitest";
import { appendLocalPageView, LOCAL_ANALYTICS_KEY, PAGE_VIEW_DELAY_MS } from "../../../app/lib/analytics";

describe("local page analytics", () => {
  it("keeps the last 100 entries, oldest dropped first", () => {
    const m = new Map<string, string>();
    const kv = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    };
    for (let i = 0; i < 130; i++) {
      appendLocalPageView(kv, { url: `/p${i}`, timestamp: i, userAgent: "ua", referrer: "" });
    }
    const list = JSON.parse(m.get(LOCAL_ANALYTICS_KEY) ?? "[]");
    expect(list).toHaveLength(100);
    expect(list[0].url).toBe("/p30");
    expect(list[99].url).toBe("/p129");
  });

  it("recovers from a corrupt log", () => {
    const m = new Map([[LOCAL_ANALYTICS_KEY, "{broken"]]);
    const kv = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    };
    expect(appendLocalPageView(kv, { url: "/", timestamp: 1, userAgent: "", referrer: "" })).toHaveLength(1);
  });

  it("waits 100 ms before a page_view", () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(100);
  });
});
