import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { SUPPORT_REPLY_HOURS } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { seo } from "~/components/marketing/seo";
import { useVisit } from "~/components/ui/page-link";

export const meta = () =>
  seo({
    title: "Thank you · Tidings",
    description: "Thanks for getting in touch with Tidings.",
    path: "/contact-success",
    noindex: true,
  });

export default function ContactSuccess() {
  const navigate = useNavigate();
  const visit = useVisit();
  const support = publicConfig.supportEmail;
  const prepared = (useLocation().state as { mailto?: string } | null)?.mailto;
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else visit("/");
  };
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Thank you for reaching out
      </h1>
      <p className="mt-4 leading-7 text-muted">
        Your message is ready in your email app. Once you send it, we'll reply within {SUPPORT_REPLY_HOURS}{" "}
        hours. If your email app didn't open, write to us at{" "}
        <a
          href={`mailto:${support}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
          data-testid="support-email"
        >
          {support}
        </a>
        .
      </p>
      {prepared?.startsWith("mailto:") ? (
        <p className="mt-3 text-sm text-muted">
          <a
            href={prepared}
            className="font-semibold text-brand-700 underline underline-offset-4"
            data-testid="prepared-message"
          >
            Open your prepared message again
          </a>
        </p>
      ) : null}
      <button type="button" onClick={goBack} className="btn btn-lg btn-secondary mt-8">
        <ArrowLeft className="size-4" aria-hidden />
        Go Back
      </button>
    </section>
  );
}
