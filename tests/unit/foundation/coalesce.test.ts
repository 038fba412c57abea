import { describe, expect, it } from "vitest";
import { coalesce } from "../../../server/http/coalesce";

/** A read whose answers the test releases by hand, recording when each read started. */
function controlledRead() {
  let version = 0;
  const started: number[] = [];
  const pending: (() => void)[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve) => {
      const seen = version; // the data as it is when the read starts
      started.push(seen);
      pending.push(() => resolve(`${key}@${seen}`));
    });
  return {
    read,
    started,
    write: () => void version++,
    release: async () => {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe("coalesce", () => {
  it("shares one read among callers that arrive while another is running, and never answers from before a caller arrived", async () => {
    const c = controlledRead();
    const get = coalesce(c.read);
    const first = get("a"); // starts read #1 at version 0
    c.write(); // a write lands after read #1 started
    const second = get("a"); // must not get read #1's (older) answer
    const third = get("a");
    expect(c.started).toEqual([0]); // one read in flight; the others wait for the next
    await c.release();
    expect(await first).toBe("a@0");
    expect(c.started).toEqual([0, 1]); // the queued callers' read started after they arrived
    await c.release();
    expect(await second).toBe("a@1");
    expect(await third).toBe("a@1");
  });

  it("keeps keys apart and recovers after a failed read", async () => {
    let calls = 0;
    const get = coalesce(async (k: string) => {
      calls++;
      if (k === "bad" && calls === 1) throw new Error("boom");
      return k;
    });
    await expect(get("bad")).rejects.toThrow("boom");
    expect(await get("bad")).toBe("bad");
    expect(await Promise.all([get("x"), get("y")])).toEqual(["x", "y"]);
  });
});
