/**
 * Extra headers for nodemailer. Nodemailer MIME-encodes any header value holding a double quote, which
 * would turn the structured List-Id (`"Name" <id.domain>`) into an encoded word no client parses; values
 * we built ourselves as valid printable ASCII are therefore handed over "prepared" (written as is).
 * Anything else (a control character, non-ASCII) is left to nodemailer's encoding.
 */
export type MimeHeaders = Record<string, string | { prepared: true; value: string }>;

export function mimeHeaders(headers: Record<string, string> | undefined): MimeHeaders | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, /^[\x20-\x7e]*$/.test(v) ? { prepared: true, value: v } : v]),
  );
}
