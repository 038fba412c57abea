import { Clock, Mail, MessageSquare } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SUPPORT_REPLY_HOURS } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { PageHero } from "~/components/marketing/sections";
import { seo } from "~/components/marketing/seo";
import { CONTACT_LIMITS, type ContactField, contactMailto, validateContact } from "./contact-validation";

export const handle = { breadcrumb: "Contact" };

export const meta = () =>
  seo({
    title: "Contact · Tidings",
    description: `Questions about briefings, billing or your account? Send us a message; we reply within ${SUPPORT_REPLY_HOURS} hours.`,
    path: "/contact",
  });

const EMPTY: Record<ContactField, string> = { name: "", email: "", subject: "", message: "" };

/**
 * Contact form (spec §2, §5): validated in the browser; submitting opens the visitor's mail client
 * with the message prepared for SUPPORT_EMAIL. No HTTP call is made. Decision 034.
 */
export default function Contact() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<{ field: ContactField; message: string } | null>(null);
  const support = publicConfig.supportEmail;

  const set = (field: ContactField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (error?.field === field) setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateContact(values);
    if (!r.ok) {
      setError({ field: r.field, message: r.message });
      toast.error("Validation Error", { description: r.message });
      document.getElementById(`contact-${r.field}`)?.focus();
      return;
    }
    const mailto = contactMailto(support, r.value);
    window.location.href = mailto;
    toast.success("Message prepared", {
      description: "Your email app has opened with your message. Press send to reach us.",
    });
    setValues(EMPTY);
    setError(null);
    navigate("/contact-success", { state: { mailto } });
  };

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": error?.field === field ? true : undefined,
    "aria-describedby": error?.field === field ? "contact-error" : undefined,
    className: `field ${error?.field === field ? "border-rose-500 focus:border-rose-500 focus:ring-rose-100" : ""}`,
  });
  const errorFor = (field: ContactField) =>
    error?.field === field ? (
      <p id="contact-error" className="mt-1.5 text-sm font-medium text-rose-700">
        {error.message}
      </p>
    ) : null;

  const count = values.message.length;
  return (
    <>
      <PageHero eyebrow="Contact" title="We'd love to hear from you.">
        <p>
          Questions about a briefing, billing or your account? Send us a note and a real person will reply.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:py-16">
        <form noValidate onSubmit={submit} className="card space-y-5 p-6 sm:p-8" aria-label="Contact form">
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="contact-name" className="mb-1.5 block text-sm font-medium text-ink">
                Name
              </label>
              <input type="text" autoComplete="name" {...fieldProps("name")} />
              {errorFor("name")}
            </div>
            <div>
              <label htmlFor="contact-email" className="mb-1.5 block text-sm font-medium text-ink">
                Email
              </label>
              <input type="email" autoComplete="email" {...fieldProps("email")} />
              {errorFor("email")}
            </div>
          </div>
          <div>
            <label htmlFor="contact-subject" className="mb-1.5 block text-sm font-medium text-ink">
              Subject
            </label>
            <input type="text" {...fieldProps("subject")} />
            {errorFor("subject")}
          </div>
          <div>
            <div className="mb-1.5 flex items-baseline justify-between">
              <label htmlFor="contact-message" className="block text-sm font-medium text-ink">
                Message
              </label>
              <span
                data-testid="message-counter"
                aria-live="polite"
                className={`text-xs tabular-nums ${count > CONTACT_LIMITS.message ? "font-semibold text-rose-700" : "text-slate-600"}`}
              >
                {count}/{CONTACT_LIMITS.message}
              </span>
            </div>
            <textarea rows={7} {...fieldProps("message")} />
            {errorFor("message")}
          </div>
          <div className="flex flex-col-reverse items-start justify-between gap-4 sm:flex-row sm:items-center">
            <p className="text-sm text-muted">Opens your email app with the message ready to send.</p>
            <button type="submit" className="btn btn-lg btn-primary">
              Prepare message
            </button>
          </div>
        </form>

        <aside className="space-y-4">
          <div className="card p-6">
            <Mail className="size-5 text-brand-700" aria-hidden />
            <h2 className="mt-3 font-semibold text-ink">Email us directly</h2>
            <a
              href={`mailto:${support}`}
              className="mt-1 block break-all font-medium text-brand-700 underline underline-offset-4"
            >
              {support}
            </a>
          </div>
          <div className="card p-6">
            <Clock className="size-5 text-brand-700" aria-hidden />
            <h2 className="mt-3 font-semibold text-ink">Fast replies</h2>
            <p className="mt-1 text-sm leading-6 text-muted">
              We answer every message within {SUPPORT_REPLY_HOURS} hours.
            </p>
          </div>
          <div className="card p-6">
            <MessageSquare className="size-5 text-brand-700" aria-hidden />
            <h2 className="mt-3 font-semibold text-ink">Refunds and billing</h2>
            <p className="mt-1 text-sm leading-6 text-muted">
              Mention the briefing's name so we can help straight away.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
