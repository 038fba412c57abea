import { z } from "zod";

/** Contact limits and messages (spec §5, §9), verbatim. */
export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, message: 2000 } as const;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.name, "Name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .pipe(z.email("Invalid email address"))
    .pipe(z.string().max(CONTACT_LIMITS.email, "Email must be less than 255 characters")),
  subject: z
    .string()
    .trim()
    .min(1, "Subject is required")
    .max(CONTACT_LIMITS.subject, "Subject must be less than 200 characters"),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_LIMITS.message, "Message must be less than 2000 characters"),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
const ORDER: ContactField[] = ["name", "email", "subject", "message"];

export type ContactResult =
  | { ok: true; value: ContactMessage }
  | { ok: false; field: ContactField; message: string };

/** Validates and returns the first failing message in field order (shown as 'Validation Error'). */
export function validateContact(input: Record<ContactField, string>): ContactResult {
  const r = contactSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const first = [...r.error.issues].sort(
    (a, b) => ORDER.indexOf(a.path[0] as ContactField) - ORDER.indexOf(b.path[0] as ContactField),
  )[0];
  return {
    ok: false,
    field: (first?.path[0] as ContactField) ?? "name",
    message: first?.message ?? "Invalid input",
  };
}

/** The mailto: link that opens the visitor's mail client with the message prepared. */
export function contactMailto(to: string, m: ContactMessage): string {
  const body = `${m.message}\n\n--\n${m.name}\n${m.email}`;
  return `mailto:${to}?subject=${encodeURIComponent(m.subject)}&body=${encodeURIComponent(body)}`;
}
