/**
 * The one way links in emails are signed (view-in-browser, feedback): HMAC-SHA256 with AUTH_SECRET over a
 * purpose and a value, so a signature made for one kind of link is never valid for another. Compared in
 * constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function signValue(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`tidings:${purpose}:${value}`).digest("base64url").slice(0, 32);
}

export function verifySignedValue(secret: string, purpose: string, value: string, sig: string): boolean {
  const want = Buffer.from(signValue(secret, purpose, value));
  const got = Buffer.from(String(sig));
  return want.length === got.length && timingSafeEqual(want, got);
}
