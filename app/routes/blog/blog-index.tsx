import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { articlePath, articles, FEATURED_SLUG, formatArticleDate } from "../../../common/content/blog";
import { CtaBand, PageHero } from "~/components/marketing/sections";
import { seo } from "~/components/marketing/seo";

export const handle = { breadcrumb: "Blog" };

export const meta = () =>
  seo({
    title: "Blog · Tidings",
    description:
      "Guides, templates and reviews on daily briefings, email digests and staying informed in less time, from the team behind Tidings.",
    path: "/blog",
  });

function Meta({ date, readTime, category }: { date: string; readTime: string; category: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
        {category}
      </span>
      <time dateTime={date}>{formatArticleDate(date)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden />
        {readTime}
      </span>
    </p>
  );
}

/** Decision 030: the featured review plus the seven other articles (all eight slugs reachable). */
export default function BlogIndex() {
  const featured = articles.find((a) => a.slug === FEATURED_SLUG);
  const rest = articles.filter((a) => a.slug !== FEATURED_SLUG);
  return (
    <>
      <PageHero eyebrow="The Tidings blog" title="Read less. Know more.">
        <p>
          Practical guides, templates and honest reviews on briefings, digests and staying informed without
          the scroll.
        </p>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {featured ? (
          <section aria-labelledby="featured-title">
            <h2 id="featured-title" className="sr-only">
              Featured article
            </h2>
            <article
              className="card group relative grid gap-6 overflow-hidden p-6 shadow-sm sm:p-10 lg:grid-cols-[1.4fr_1fr]"
              data-testid="blog-card"
              data-slug={featured.slug}
            >
              <div>
                <p className="eyebrow">Featured</p>
                <h3 className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
                  <Link
                    to={articlePath(featured.slug)}
                    className="after:absolute after:inset-0 group-hover:text-brand-700"
                  >
                    {featured.title}
                  </Link>
                </h3>
                <p className="mt-4 leading-7 text-muted">{featured.excerpt}</p>
                <div className="mt-5">
                  <Meta date={featured.date} readTime={featured.readTime} category={featured.category} />
                </div>
              </div>
              <div
                aria-hidden
                className="hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white lg:block"
              >
                <p className="text-sm font-semibold text-brand-100">2025 comparison</p>
                {[
                  ["Tidings", 5],
                  ["Newsletter platform", 3.5],
                  ["Newsletter aggregators", 3],
                  ["Feed readers", 2.5],
                ].map(([n, r]) => (
                  <div key={String(n)} className="mt-4">
                    <div className="flex justify-between text-sm">
                      <span>{n}</span>
                      <span className="font-bold">{Number(r).toFixed(1)}</span>
                    </div>
                    <div className="mt-1.5 h-2 rounded-full bg-white/15">
                      <div
                        className="h-2 rounded-full bg-accent-400"
                        style={{ width: `${(Number(r) / 5) * 100}%` }}
                      />
                    </div>
                  </div>
                ))}
              </div>
            </article>
          </section>
        ) : null}

        <section aria-labelledby="all-title" className="mt-14">
          <h2 id="all-title" className="text-2xl font-bold tracking-tight text-ink">
            All articles
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {rest.map((a) => (
              <li key={a.slug}>
                <article
                  className="card group relative flex h-full flex-col p-6 transition-shadow hover:shadow-lg hover:shadow-brand-900/5"
                  data-testid="blog-card"
                  data-slug={a.slug}
                >
                  <Meta date={a.date} readTime={a.readTime} category={a.category} />
                  <h3 className="mt-4 text-lg font-semibold leading-7 text-ink">
                    <Link
                      to={articlePath(a.slug)}
                      className="after:absolute after:inset-0 group-hover:text-brand-700"
                    >
                      {a.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-muted">{a.excerpt}</p>
                  <span
                    className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700"
                    aria-hidden
                  >
                    Read article <ArrowRight className="size-3.5" />
                  </span>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CtaBand title="Turn these ideas into your own briefing" label="Try Free for 7 Days" />
    </>
  );
}
