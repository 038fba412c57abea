import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The header band of an inner public page. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-canvas">
      <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
      <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14 sm:pb-20">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-5 max-w-2xl text-lg leading-8 text-muted">{children}</div> : null}
      </div>
    </header>
  );
}

/** A closing call to action to /signup. */
export function CtaBand({
  title = "Start your first briefing today",
  text = "7-day free trial, then $2 per month per briefing. Cancel anytime.",
  label = "Start Free Trial",
}: {
  title?: string;
  text?: string;
  label?: string;
}) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div aria-hidden className="cta-glow pointer-events-none absolute inset-0" />
        <div className="relative">
          <h2 className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{text}</p>
          <Link to="/signup" className="btn btn-lg btn-on-dark mt-8">
            {label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
