import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { faqs, howItWorks, LAUNCH_YEAR, mission, team } from "../../../common/content/marketing";
import { CtaBand, PageHero } from "~/components/marketing/sections";
import { seo } from "~/components/marketing/seo";

export const handle = { breadcrumb: "About" };

export const meta = () =>
  seo({
    title: "About Tidings · How it works, FAQ and our mission",
    description:
      "How Tidings works, answers to common questions, and the team and mission behind personalised AI email briefings.",
    path: "/about",
  });

export default function About() {
  return (
    <>
      <PageHero eyebrow="About Tidings" title="A calmer, smarter way to stay informed.">
        <p>
          Since {LAUNCH_YEAR}, Tidings has turned plain-English descriptions into personal briefings,
          delivered by email at the time each reader chooses.
        </p>
      </PageHero>

      <section aria-labelledby="how-title" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight text-ink">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {howItWorks.map((s, i) => (
              <li key={s.title} className="card p-6">
                <span className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{s.title}</h3>
                <p className="mt-2 leading-7 text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-muted">
            Ready?{" "}
            <Link to="/signup" className="font-semibold text-brand-700 underline underline-offset-4">
              Create your account
            </Link>{" "}
            or go back to the{" "}
            <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
              home page
            </Link>
            .
          </p>
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="border-y border-line bg-canvas px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-ink">
              {mission.title}
            </h2>
            <p className="mt-5 text-lg leading-8 text-muted">{mission.text}</p>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink">The team</h2>
            <ul className="mt-6 space-y-4">
              {team.map((t) => (
                <li key={t.name} className="card p-5">
                  <p className="font-semibold text-ink">
                    {t.name} <span className="font-normal text-muted">· {t.role}</span>
                  </p>
                  <p className="mt-1.5 text-sm leading-6 text-muted">{t.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-ink">
            Frequently asked questions
          </h2>
          <div className="mt-8 divide-y divide-line rounded-2xl border border-line">
            {faqs.map((f) => (
              <details key={f.q} className="group px-5 py-4 open:bg-canvas/60">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                  {f.q}
                  <ChevronDown
                    className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    aria-hidden
                  />
                </summary>
                <p className="mt-3 leading-7 text-muted">{f.a}</p>
              </details>
            ))}
          </div>
          <p className="mt-8 text-muted">
            How we handle your data is set out in our{" "}
            <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-4">
              privacy policy
            </Link>
            . Another question?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
              Contact us
            </Link>
            , we reply within 24 hours.
          </p>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
