import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_MAX_PER_BRIEFING } from "../../../common/feedback";
import { briefingFeedback } from "../../../server/db/schema";
import { feedbackLinks } from "../../../server/feedback";
import { signFeedbackToken } from "../../../server/feedback/feedback-token";
import { createBriefing, createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let briefingId: string;
const story = {
  title: "Pop star and actor husband announce divorce after two years of marriage",
  feedUrl: "https://www.gossip.example/feed.xml",
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.ctx);
  bob = await createUser(t.ctx);
  briefingId = (await createBriefing(t.ctx, alice)).briefing.id;
});
afterAll(() => t?.close());

const links = () =>
  feedbackLinks({ appUrl: t.ctx.config.APP_URL, secret: t.ctx.config.AUTH_SECRET }, briefingId, story)!;
const path = (url: string) => new URL(url).pathname;
/** a mail client or a person following the link: no cookie, no Origin */
const anon = (url: string, method: "GET" | "POST" = "GET") => t.request(path(url), { method });
const rows = () =>
  t.ctx.db.select().from(briefingFeedback).where(eq(briefingFeedback.briefingId, briefingId));
const listed = async (u: TestUser | null, id = briefingId) => as(t, u)(`/api/briefings/${id}/feedback`);

describe("feedback links from the email (decision 096)", () => {
  it("a GET shows one button and changes nothing", async () => {
    const res = await anon(links().less);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("Fewer stories like this?");
    expect(page).toContain(story.title);
    expect(page.match(/<button/g)).toHaveLength(1);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await rows()).toHaveLength(0);
  });

  it("a POST without cookies records it once, however often it is sent, and the owner sees it", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await anon(links().less, "POST");
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Less: Pop star and actor husband announce divorce…");
    }
    const r = await rows();
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ kind: "less", target: story.title });
    const res = await listed(alice);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { feedback: Array<{ kind: string; label: string }> };
    expect(body.feedback).toEqual([
      expect.objectContaining({ kind: "less", label: "Pop star and actor husband announce divorce…" }),
    ]);
  });

  it("'More' about the same story replaces 'Less'; muting records the host", async () => {
    expect((await anon(links().more, "POST")).status).toBe(200);
    expect((await anon(links().mute, "POST")).status).toBe(200);
    const r = await rows();
    expect(r.map((x) => `${x.kind}:${x.label}`).sort()).toEqual([
      "more:Pop star and actor husband announce divorce…",
      "mute_source:gossip.example",
    ]);
  });

  it("a forged, altered or truncated token changes nothing and gets a 400 page", async () => {
    const before = (await rows()).length;
    const good = path(links().less);
    const [body, sig] = good.slice("/api/feedback/".length).split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    const altered = Buffer.from(JSON.stringify({ ...payload, k: "mute_source", t: "bbc.co.uk" })).toString(
      "base64url",
    );
    const forged = signFeedbackToken("not-the-server-secret-at-all-0123456789", payload);
    for (const token of [
      `${altered}.${sig}`,
      forged,
      `${body}.${sig!.slice(0, -2)}`,
      body!,
      "x".repeat(2000),
      "%00",
    ]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await t.request(`/api/feedback/${token}`, { method });
        expect(res.status, `${method} ${token.slice(0, 30)}`).toBe(400);
        // a control character is refused before any handler (request guards), as JSON; the rest get the page
        if (token !== "%00") expect(await res.text()).toContain("This link is not valid");
      }
    }
    expect((await rows()).length).toBe(before);
  });

  it("a link to a deleted briefing records nothing and answers 404", async () => {
    const other = (await createBriefing(t.ctx, bob)).briefing.id;
    const url = feedbackLinks(
      { appUrl: t.ctx.config.APP_URL, secret: t.ctx.config.AUTH_SECRET },
      other,
      story,
    )!;
    expect((await as(t, bob)(`/api/briefings/${other}`, { method: "DELETE" })).status).toBe(200);
    const res = await anon(url.less, "POST");
    expect(res.status).toBe(404);
  });

  it("only the owner lists or removes feedback: another user, anonymous and a bad id get 401/404", async () => {
    expect((await listed(bob)).status).toBe(404);
    expect((await listed(null)).status).toBe(401);
    expect((await listed(alice, "not-a-uuid")).status).toBe(404);
    const [first] = await rows();
    const del = (u: TestUser, id: string) =>
      as(t, u)(`/api/briefings/${briefingId}/feedback/${id}`, { method: "DELETE" });
    expect((await del(bob, first!.id)).status).toBe(404);
    expect((await del(alice, "nope")).status).toBe(404);
    expect((await rows()).length).toBe(2);
    const ok = await del(alice, first!.id);
    expect(ok.status).toBe(200);
    expect((await del(alice, first!.id)).status).toBe(404);
    expect((await rows()).length).toBe(1);
  });

  it(`keeps at most ${FEEDBACK_MAX_PER_BRIEFING} per briefing, dropping the oldest`, async () => {
    const env = { appUrl: t.ctx.config.APP_URL, secret: t.ctx.config.AUTH_SECRET };
    for (let i = 0; i < FEEDBACK_MAX_PER_BRIEFING + 5; i++) {
      const l = feedbackLinks(env, briefingId, { title: `Story number ${i}`, feedUrl: story.feedUrl })!;
      expect((await anon(l.less, "POST")).status).toBe(200);
    }
    const r = await rows();
    expect(r.length).toBe(FEEDBACK_MAX_PER_BRIEFING);
    expect(r.some((x) => x.target === "Story number 0")).toBe(false);
    expect(r.some((x) => x.target === `Story number ${FEEDBACK_MAX_PER_BRIEFING + 4}`)).toBe(true);
  });

  it("the account export carries the feedback", async () => {
    const res = await as(t, alice)("/api/account/export");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { feedback: Array<{ briefing_id: string }> };
    expect(body.feedback.length).toBe(FEEDBACK_MAX_PER_BRIEFING);
  });
});
