import { ArrowLeft, ArrowRight, CalendarDays, ChevronRight, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  type BlogArticle,
  formatArticleDate,
  otherArticles,
  RELATED_COUNT,
} from "../../../common/content/blog";

/** Shared frame of every blog article: breadcrumb, back button, header, body, CTAs, related posts. */
export function ArticleLayout({ article, children }: { article: BlogArticle; children: ReactNode }) {
  // Every other article is in the markup; the three newest show until the island picks three at
  // random (spec §2; app/island/main.ts).
  const related = otherArticles(article.slug);

  return (
    <article className="pb-8">
      <header className="relative overflow-hidden border-b border-line bg-canvas">
        <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
        <div className="relative mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pb-16">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
              <li>
                <Link to="/" className="hover:text-brand-700">
                  Home
                </Link>
              </li>
              <li className="flex items-center gap-1">
                <ChevronRight className="size-3.5" aria-hidden />
                <Link to="/blog" className="hover:text-brand-700">
                  Blog
                </Link>
              </li>
              <li className="flex min-w-0 items-center gap-1">
                <ChevronRight className="size-3.5 shrink-0" aria-hidden />
                <span aria-current="page" className="truncate font-medium text-slate-700">
                  {article.title}
                </span>
              </li>
            </ol>
          </nav>
          <Link to="/blog" className="btn btn-secondary mt-6 px-3 py-1.5" data-testid="back-to-blog">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Blog
          </Link>
          <p className="eyebrow mt-8">{article.category}</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-[2.75rem] sm:leading-[1.1]">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-muted">{article.excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {article.readTime}
            </span>
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
        {children}

        <aside className="mt-14 flex flex-col items-start justify-between gap-5 rounded-2xl border border-line bg-canvas p-6 sm:flex-row sm:items-center">
          <div>
            <p className="text-lg font-semibold text-ink">Get a briefing like this, written for you</p>
            <p className="mt-1 text-sm text-muted">
              7 days free, then $2 per month per briefing. Cancel anytime.
            </p>
          </div>
          <Link to="/signup" className="btn btn-primary shrink-0">
            Start Free Trial
          </Link>
        </aside>
      </div>

      <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight text-ink">
          Related articles
        </h2>
        <ul
          className="mt-6 grid gap-5 md:grid-cols-3"
          data-testid="related-articles"
          data-related-count={RELATED_COUNT}
        >
          {related.map((r, i) => (
            <li
              key={r.id}
              hidden={i >= RELATED_COUNT}
              className="card group relative flex flex-col p-6 transition-shadow hover:shadow-lg hover:shadow-brand-900/5"
            >
              <h3 className="font-semibold leading-6 text-ink">
                <Link to={r.href} className="after:absolute after:inset-0 group-hover:text-brand-700">
                  {r.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted">{r.excerpt}</p>
              <span
                className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700"
                aria-hidden
              >
                Read article <ArrowRight className="size-3.5" />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
