import { describe, expect, it } from "vitest";
import { feedbackLinks, sourceHost } from "../../../server/feedback";
import {
  feedbackLabel,
  signFeedbackToken,
  verifyFeedbackToken,
} from "../../../server/feedback/feedback-token";
import { viewSignature } from "../../../server/delivery/links";
import { signValue } from "../../../server/http/signature";

const secret = "a-secret-long-enough-for-the-tests-0123456789";
const payload = {
  b: "0b5b7f0e-3c57-4a57-9d0e-4f4d6b1b2c3d",
  k: "less" as const,
  t: "Celebrity couple split",
};

describe("feedback tokens (decision 096)", () => {
  it("a signed token verifies to its payload", () => {
    expect(verifyFeedbackToken(secret, signFeedbackToken(secret, payload))).toEqual(payload);
  });

  it("any change to payload or signature, another secret, or garbage does not verify", () => {
    const token = signFeedbackToken(secret, payload);
    const [body, sig] = token.split(".") as [string, string];
    const other = Buffer.from(JSON.stringify({ ...payload, k: "more" })).toString("base64url");
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    for (const bad of [
      `${other}.${sig}`,
      `${flip(body, 5)}.${sig}`,
      `${body}.${flip(sig, 3)}`,
      `${body}.${sig.slice(1)}`,
      body,
      `.${sig}`,
      signFeedbackToken("another-secret-entirely-0123456789abcdef", payload),
      "",
      "a.b.c",
      `${body}.${sig}`.repeat(10),
    ])
      expect(verifyFeedbackToken(secret, bad), bad.slice(0, 40)).toBeNull();
  });

  it("a signature made for another kind of link is not a feedback signature", () => {
    const body = signFeedbackToken(secret, payload).split(".")[0]!;
    expect(verifyFeedbackToken(secret, `${body}.${signValue(secret, "view", body)}`)).toBeNull();
    // the view-in-browser signature is unchanged by the shared helper (links already sent keep working)
    expect(viewSignature(secret, "x")).toBe(signValue(secret, "view", "x"));
  });

  it("a signed token with an invalid payload (not a uuid, unknown kind) does not verify", () => {
    const bad = Buffer.from(JSON.stringify({ ...payload, b: "1 or 1=1" })).toString("base64url");
    expect(verifyFeedbackToken(secret, `${bad}.${signValue(secret, "feedback", bad)}`)).toBeNull();
    const kind = Buffer.from(JSON.stringify({ ...payload, k: "delete" })).toString("base64url");
    expect(verifyFeedbackToken(secret, `${kind}.${signValue(secret, "feedback", kind)}`)).toBeNull();
  });

  it("one story's links: more/less carry the headline, mute the host without www", () => {
    const l = feedbackLinks({ appUrl: "https://t.example", secret }, payload.b, {
      title: "  A   headline\nthat is long enough to be shortened for the edit page list ",
      feedUrl: "https://www.example.org/feed",
    })!;
    const read = (u: string) => verifyFeedbackToken(secret, u.split("/api/feedback/")[1]!)!;
    expect(read(l.less)).toMatchObject({
      k: "less",
      t: "A headline that is long enough to be shortened for the edit page list",
    });
    expect(feedbackLabel(read(l.less))).toBe("A headline that is long enough to be shortened…");
    expect(read(l.more).k).toBe("more");
    expect(read(l.mute)).toEqual({ b: payload.b, k: "mute_source", t: "example.org" });
    expect(feedbackLabel(read(l.mute))).toBe("example.org");
    expect(sourceHost("not a url")).toBeNull();
  });
});
