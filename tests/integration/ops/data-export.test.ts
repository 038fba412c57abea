import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBriefing, createUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SOURCES_FILE: emptyCatalogueFile() });
});
afterAll(async () => t?.close());

describe("data export", () => {
  it("a person downloads their account, briefings, sent emails and delivery record as JSON — nobody else's", async () => {
    const me = await createUser(t.ctx, { email: "me@example.test", name: "Me" });
    const other = await createUser(t.ctx, { email: "other@example.test" });
    const { briefing } = await createBriefing(t.ctx, me, { name: "My mornings" });
    await createBriefing(t.ctx, other, { name: "Their mornings" });
    const sent = await as(t, me)(`/api/briefings/${briefing.id}/test-email`, { method: "POST" });
    expect(sent.status).toBe(200);
    const mail = await t.sink.nextEmail(me.email);

    const res = await as(t, me)("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tidings-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = await res.json();
    expect(data.account).toMatchObject({ email: "me@example.test", name: "Me" });
    expect(data.briefings.map((b: { name: string }) => b.name)).toEqual(["My mornings"]);
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ briefing_id: briefing.id, subject: mail.subject, is_test: true });
    expect(data.history[0].html).toContain("My mornings");
    expect(data.deliveries).toEqual([expect.objectContaining({ kind: "test", status: "sent" })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain("Their mornings");
    expect(text).not.toContain("other@example.test");
    expect(text).not.toMatch(/password|argon2|token/i);

    expect((await as(t, null)("/api/account/export")).status).toBe(401);
  });
});
