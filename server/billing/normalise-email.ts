/**
 * The email a free trial is keyed by (decision 042): trimmed, lower case, "+tag" removed, and for
 * Gmail the dots removed and googlemail.com folded into gmail.com. So "Ann.Lee+news@GoogleMail.com"
 * and "annlee@gmail.com" claim the same trial, before and after the account is deleted.
 */
export function normaliseEmail(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf("@");
  if (at <= 0) return e;
  let local = e.slice(0, at);
  let domain = e.slice(at + 1).replace(/\.+$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}
