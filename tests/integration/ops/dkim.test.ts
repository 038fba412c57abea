import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { listId } from "../../../server/delivery/compose";
import { sendTestEmail } from "../../../server/briefings/send-test-email";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile } from "../delivery/helpers";

/**
 * DKIM is checked by mailauth (the verifier Postal/EmailEngine use), not by our code: it reads the
 * DKIM-Signature header, asks the resolver for <selector>._domainkey.<domain> TXT and verifies the
 * signature over the message exactly as the sink received it.
 */
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicTxt = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

function resolverFor(records: Record<string, string>) {
  return async (name: string, type: string) => {
    const txt = type === "TXT" ? records[name.toLowerCase()] : undefined;
    if (!txt) throw Object.assign(new Error(`no ${type} for ${name}`), { code: "ENOTFOUND" });
    return [[txt]];
  };
}

let t: TestApp;
beforeAll(async () => {
  const keyFile = path.join(mkdtempSync(path.join(tmpdir(), "tidings-dkim-")), "dkim.pem");
  writeFileSync(keyFile, pem);
  t = await createTestApp({
    MAIL_FROM: "Tidings <briefings@mail.example.org>",
    DKIM_DOMAIN: "mail.example.org",
    DKIM_SELECTOR: "tidings2026",
    DKIM_PRIVATE_KEY_FILE: keyFile,
    SOURCES_FILE: emptyCatalogueFile(),
  });
});
afterAll(async () => t?.close());

describe("DKIM signing", () => {
  it("a briefing email arrives signed: the signature verifies against the published key; a List-Id names the briefing", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { name: 'Morning "tech"', active: false });
    await sendTestEmail(t.ctx, u.id, b.id);
    const mail = await t.sink.nextEmail(u.email);

    const good = await dkimVerify(mail.raw, {
      resolver: resolverFor({ "tidings2026._domainkey.mail.example.org": publicTxt }),
    });
    expect(good.results).toHaveLength(1);
    expect(good.results[0]).toMatchObject({
      signingDomain: "mail.example.org",
      selector: "tidings2026",
      status: { result: "pass" },
    });
    expect(mail.headers["list-id"]).toBe(`"Morning tech" <${b.id}.briefings.mail.example.org>`);
    // the List-Id and unsubscribe headers are covered by the signature, so no relay can swap them
    const signedHeaders = /\bh=([^;]+)/.exec(mail.headers["dkim-signature"]!.replace(/\s+/g, ""))![1]!;
    expect(signedHeaders.toLowerCase().split(":")).toEqual(
      expect.arrayContaining(["from", "subject", "list-id", "list-unsubscribe"]),
    );

    // a different key published under the selector: the same message fails
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    const wrong = await dkimVerify(mail.raw, {
      resolver: resolverFor({
        "tidings2026._domainkey.mail.example.org": `v=DKIM1; k=rsa; p=${other.export({ type: "spki", format: "der" }).toString("base64")}`,
      }),
    });
    expect(wrong.results[0]?.status.result).toBe("fail");

    // tampering in transit breaks it too
    const tampered = mail.raw.replace(/Subject: /i, "Subject: FREE MONEY ");
    const bad = await dkimVerify(tampered, {
      resolver: resolverFor({ "tidings2026._domainkey.mail.example.org": publicTxt }),
    });
    expect(bad.results[0]?.status.result).toBe("fail");
  });
});

describe("List-Id", () => {
  it("stays a valid structured header whatever the briefing is called", () => {
    const list = { briefingId: "0F8C-11", domain: "Example.org" };
    expect(listId('Tech "daily"\r\nBcc: x@y', list)).toBe(
      '"Tech daily Bcc: x@y" <0f8c-11.briefings.example.org>',
    );
    expect(listId("Café news", list)).toBe(
      `=?UTF-8?B?${Buffer.from("Café news").toString("base64")}?= <0f8c-11.briefings.example.org>`,
    );
  });
});

describe("DKIM configuration", () => {
  const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "tidings-cfg-")) };
  it("all three parts or none; an unreadable or invalid key stops start-up naming the variable", () => {
    expect(loadConfig(base).dkim).toBeUndefined();
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: "example.org" })).toThrow(/DKIM_SELECTOR/);
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: "example.org", DKIM_SELECTOR: "s1" })).toThrow(
      /DKIM_PRIVATE_KEY/,
    );
    expect(() =>
      loadConfig({ ...base, DKIM_DOMAIN: "example.org", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "not a key" }),
    ).toThrow(/DKIM_PRIVATE_KEY: must be an RSA or Ed25519 private key/);
    expect(() =>
      loadConfig({
        ...base,
        DKIM_DOMAIN: "example.org",
        DKIM_SELECTOR: "s1",
        DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem",
      }),
    ).toThrow(/DKIM_PRIVATE_KEY_FILE="\/nonexistent\/dkim.pem": cannot be read/);
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: "not a domain", DKIM_SELECTOR: "s1" })).toThrow(
      /DKIM_DOMAIN/,
    );
    // a one-line key with \n escapes, as .env files hold it
    const c = loadConfig({
      ...base,
      DKIM_DOMAIN: "Example.ORG",
      DKIM_SELECTOR: "s1",
      DKIM_PRIVATE_KEY: pem.trim().replace(/\n/g, "\\n"),
    });
    expect(c.dkim).toEqual({ domainName: "example.org", keySelector: "s1", privateKey: pem.trim() });
  });
});
