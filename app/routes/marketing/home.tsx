import { ArrowRight, Check, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { howItWorks, landingTiles, SETUP_MINUTES } from "../../../common/content/marketing";
import { formatUsd, formatUsdShort, pricing, startingPriceCents, TRIAL_DAYS } from "../../../common/pricing";
import { TileIcon } from "~/components/marketing/icons";
import { CtaBand } from "~/components/marketing/sections";
import { seo } from "~/components/marketing/seo";

export const meta = () =>
  seo({
    title: "Tidings · Personalised AI email briefings on your schedule",
    description:
      "Describe what you want to read and get an AI-curated, summarised briefing by email, daily or weekly at your time. 7-day free trial, then $2 per month.",
    path: "/",
  });

const sample = [
  {
    tag: "Markets",
    title: "European battery makers secure €4bn in new grid-storage orders",
    text: "Three utilities signed long-term contracts, the largest this year. Prices for storage projects keep falling.",
  },
  {
    tag: "Policy",
    title: "Draft data-residency rule published; 60-day consultation opens",
    text: "Cloud providers serving public bodies would need in-region copies. Comments close in March.",
  },
  {
    tag: "Research",
    title: "New study: short scheduled reading beats constant checking",
    text: "Participants who read one daily digest reported less stress and recalled more of the news.",
  },
];

function BriefingPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="absolute -inset-3 rotate-2 rounded-[2rem] bg-gradient-to-br from-brand-200/70 to-accent-400/30" />
      <div className="relative overflow-hidden rounded-2xl border border-line bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-2 border-b border-line bg-canvas px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-2 truncate text-xs text-slate-600">Inbox · Morning briefing · Tuesday</span>
        </div>
        <div className="p-5 sm:p-6">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Tidings · 7:00</p>
          <p className="mt-1 text-lg font-bold text-ink">Good morning. Here is what matters today.</p>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Storage orders are accelerating and a new rule on data residency is out for comment.
          </p>
          <ul className="mt-4 space-y-3">
            {sample.map((s) => (
              <li key={s.title} className="rounded-xl border border-line p-3.5">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-brand-700">
                  {s.tag}
                </span>
                <p className="mt-1.5 text-sm font-semibold leading-5 text-ink">{s.title}</p>
                <p className="mt-1 text-xs leading-5 text-slate-600">{s.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * A static page (decision 036): the island (app/island/main.ts) probes the session while the loading
 * indication shows, sends signed-in visitors to /dashboard (spec §2) and pushes landing_page_view.
 */
export default function Home() {
  const from = formatUsdShort(startingPriceCents());

  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-700">
              <span className="size-1.5 rounded-full bg-accent-500" aria-hidden />
              Personal briefings, delivered by email
            </p>
            <h1 className="mt-5 text-display font-extrabold text-balance text-ink">
              Know what matters before your first coffee.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-muted">
              Tell Tidings what you care about in plain English. At the time you choose, the stories that matter
              to you, each summarised in a few sentences, land in your inbox. No feeds to manage, no app to
              install.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link to="/signup" className="btn btn-lg btn-primary">
                Start your free trial
                <ArrowRight className="size-4" aria-hidden />
              </Link>
              <Link to="/login" className="btn btn-lg btn-secondary">
                Log in
              </Link>
              <span
                role="status"
                className="inline-flex items-center gap-2 text-sm text-muted"
                data-testid="session-loading"
                data-session-loading=""
              >
                <Loader2 className="size-4 animate-spin" aria-hidden />
                <span className="sr-only">Checking your session…</span>
              </span>
              {/* Without JavaScript nothing resolves the session: no spinner that never stops. */}
              <noscript>
                <style>{"[data-session-loading]{display:none}"}</style>
              </noscript>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
              {[
                `${TRIAL_DAYS}-day free trial`,
                `Then ${from}/month per briefing`,
                `Set up in under ${SETUP_MINUTES} minutes`,
              ].map((t) => (
                <li key={t} className="flex items-center gap-1.5">
                  <Check className="size-4 text-emerald-600" aria-hidden />
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <BriefingPreview />
        </div>
      </section>

      <section aria-labelledby="features-title" className="border-y border-line bg-canvas px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <p className="eyebrow">Why Tidings</p>
          <h2
            id="features-title"
            className="mt-3 max-w-2xl text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            A briefing written for one reader: you.
          </h2>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {landingTiles.map((t) => (
              <li key={t.title} className="card p-6">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white">
                  <TileIcon name={t.icon} />
                </span>
                <h3 className="mt-5 font-semibold text-ink">{t.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{t.text}</p>
              </li>
            ))}
          </ul>
          <Link
            to="/features"
            className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
          >
            See all features
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </section>

      <section aria-labelledby="how-title" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Three steps, two minutes.
          </h2>
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {howItWorks.map((s, i) => (
              <li key={s.title} className="relative">
                <span className="text-5xl font-extrabold text-brand-500">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-2 text-lg font-semibold text-ink">{s.title}</h3>
                <p className="mt-2 leading-7 text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="scroll-mt-20 border-t border-line bg-canvas px-4 py-20 sm:px-6"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="eyebrow">Pricing</p>
            <h2 id="pricing-title" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              One simple price per briefing.
            </h2>
            <p className="mt-4 max-w-lg text-lg leading-8 text-muted">
              Try your first briefing free for {TRIAL_DAYS} days. Keep the ones you love, cancel the rest
              anytime.
            </p>
          </div>
          <div className="card p-8 shadow-xl shadow-brand-900/5">
            <p className="text-sm font-semibold text-brand-700">Per briefing</p>
            <p className="mt-2 flex items-baseline gap-1.5">
              <span className="text-5xl font-extrabold tracking-tight text-ink">
                {formatUsd(pricing.dailyCents)}
              </span>
              <span className="text-muted">USD / month</span>
            </p>
            {pricing.weeklyCents !== pricing.dailyCents ? (
              <p className="mt-1 text-sm text-muted">
                Weekly briefings: {formatUsd(pricing.weeklyCents)} USD / month
              </p>
            ) : null}
            <ul className="mt-6 space-y-3 text-sm text-slate-700">
              {[
                `${TRIAL_DAYS}-day free trial, no credit card needed`,
                "Daily or weekly, at your local time",
                "Unlimited briefings, each with its own topic",
                "Full history of every briefing sent",
                "Cancel anytime, effective at the end of the period",
              ].map((f) => (
                <li key={f} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                  {f}
                </li>
              ))}
            </ul>
            <Link to="/signup" className="btn btn-lg btn-primary mt-8 w-full">
              Start Free Trial
            </Link>
            <p className="mt-3 text-center text-sm text-muted">
              Already have an account?{" "}
              <Link to="/login" className="font-semibold text-brand-700 hover:underline">
                Log in
              </Link>
            </p>
          </div>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
