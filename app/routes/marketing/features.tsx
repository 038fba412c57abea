import { featureCards, featureStats } from "../../../common/content/marketing";
import { TileIcon } from "~/components/marketing/icons";
import { CtaBand, PageHero } from "~/components/marketing/sections";
import { seo } from "~/components/marketing/seo";

export const handle = { breadcrumb: "Features" };

export const meta = () =>
  seo({
    title: "Features · Tidings",
    description:
      "Plain-English briefings, daily or weekly delivery at your local time, short summaries from quality sources (every email says how they were made), unlimited briefings and a full history. From $2 per month.",
    path: "/features",
  });

export default function Features() {
  return (
    <>
      <PageHero eyebrow="Features" title="Everything you need to stay informed. Nothing you don't.">
        <p>
          Tidings turns a description of what you care about into a concise briefing in your inbox, on a
          schedule you set. Here is what makes it work.
        </p>
      </PageHero>

      <section aria-labelledby="cards-title" className="px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="cards-title" className="sr-only">
          Feature list
        </h2>
        <ul
          className="mx-auto grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="feature-cards"
        >
          {featureCards.map((f) => (
            <li
              key={f.title}
              className="card flex flex-col p-6 transition-shadow hover:shadow-lg hover:shadow-brand-900/5"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <TileIcon name={f.icon} />
              </span>
              <h3 className="mt-5 font-semibold text-ink">{f.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="stats-title"
        className="border-y border-line bg-ink px-4 py-16 text-white sm:px-6"
      >
        <div className="mx-auto max-w-6xl">
          <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Less scrolling. More knowing.
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {featureStats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">{s.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand title="Ready to read less and know more?" label="Try Free for 7 Days" />
    </>
  );
}
