import { Award, Check, Minus, Tag } from "lucide-react";
import { Link } from "react-router";
import { articlePath } from "../../../../common/content/blog";
import {
  emailSummaryServiceReview as article,
  comparisonRows,
  conclusion,
  recommendation,
  reviewCards,
  reviewCriteria,
  reviewTags,
  whichToChoose,
} from "../../../../common/content/articles/email-summary-service-review";
import { ArticleBody } from "~/components/marketing/article-body";
import { ArticleLayout } from "~/components/marketing/article-layout";
import { absoluteUrl, seo } from "~/components/marketing/seo";
import { Stars } from "~/components/marketing/stars";

/** Structured data for the review; React Router adds it to <head> here and removes it on leaving. */
function reviewJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.metaDescription,
    datePublished: article.date,
    dateModified: article.date,
    mainEntityOfPage: absoluteUrl(articlePath(article.slug)),
    author: { "@type": "Organization", name: "Tidings" },
    publisher: { "@type": "Organization", name: "Tidings" },
    about: {
      "@type": "ItemList",
      name: "Email summary services compared",
      itemListElement: reviewCards.map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "Review",
          name: `${c.name} review`,
          itemReviewed: { "@type": "Thing", name: c.name },
          reviewRating: { "@type": "Rating", ratingValue: c.rating, bestRating: 5, worstRating: 1 },
          reviewBody: c.summary,
          author: { "@type": "Organization", name: "Tidings" },
        },
      })),
    },
  };
}

export const meta = () => [
  ...seo({
    title: `${article.title} · Tidings Blog`,
    description: article.metaDescription,
    path: articlePath(article.slug),
    type: "article",
    published: article.date,
  }),
  { "script:ld+json": reviewJsonLd() },
];

export default function EmailSummaryServiceReview() {
  return (
    <ArticleLayout article={article}>
      <ArticleBody blocks={article.content} />

      <div className="prose-tidings">
        <h2 id="criteria">How we evaluated: six criteria</h2>
      </div>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="review-criteria">
        {reviewCriteria.map((c, i) => (
          <li key={c.name} className="card p-5">
            <p className="text-xs font-semibold text-brand-700">Criterion {i + 1}</p>
            <h3 className="mt-1 font-semibold text-ink">{c.name}</h3>
            <p className="mt-1 text-sm font-medium text-slate-700">{c.question}</p>
            <p className="mt-2 text-sm leading-6 text-muted">{c.description}</p>
          </li>
        ))}
      </ol>

      <div className="prose-tidings mt-4">
        <h2 id="reviews">The reviews</h2>
      </div>
      <div className="mt-6 space-y-5" data-testid="review-cards">
        {reviewCards.map((c, i) => (
          <section
            key={c.name}
            aria-labelledby={`review-${i}`}
            className={`card p-6 ${i === 0 ? "border-brand-300 ring-1 ring-brand-200" : ""}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wider text-muted">
                  {i + 1}. {c.kind}
                </p>
                <h3 id={`review-${i}`} className="mt-1 text-xl font-bold text-ink">
                  {c.name}
                </h3>
              </div>
              <Stars rating={c.rating} />
            </div>
            <p className="mt-3 leading-7 text-slate-700">{c.summary}</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <h4 className="text-sm font-semibold text-ink">Pros</h4>
                <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
                  {c.pros.map((p) => (
                    <li key={p} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-semibold text-ink">Cons</h4>
                <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
                  {c.cons.map((p) => (
                    <li key={p} className="flex gap-2">
                      <Minus className="mt-0.5 size-4 shrink-0 text-rose-600" aria-hidden />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <p className="mt-4 border-t border-line pt-4 text-sm text-slate-700">
              <strong className="text-ink">Best for:</strong> {c.bestFor} ·{" "}
              <strong className="text-ink">Price:</strong> {c.price}
            </p>
          </section>
        ))}
      </div>

      <div className="prose-tidings mt-4">
        <h2 id="comparison">Comparison table</h2>
      </div>
      <div
        className="mt-6 overflow-x-auto rounded-2xl border border-line"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label="Comparison table"
      >
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="comparison-table">
          <caption className="sr-only">Email summary services compared on six criteria</caption>
          <thead className="bg-canvas text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Criterion
              </th>
              {reviewCards.map((c) => (
                <th key={c.name} scope="col" className="px-4 py-3 font-semibold">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {comparisonRows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {r.label}
                </th>
                {r.cells.map((cell, i) => (
                  <td
                    key={`${r.label}-${i}`}
                    className={`px-4 py-3 text-slate-700 ${i === 0 ? "bg-brand-50/60 font-medium" : ""}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="prose-tidings mt-4">
        <h2 id="which">Which one should you choose?</h2>
      </div>
      <dl className="mt-6 space-y-4">
        {whichToChoose.map((w) => (
          <div key={w.title} className="rounded-xl border-l-4 border-brand-400 bg-canvas px-5 py-4">
            <dt className="font-semibold text-ink">{w.title}</dt>
            <dd className="mt-1 leading-7 text-slate-700">{w.text}</dd>
          </div>
        ))}
      </dl>

      <aside className="mt-10 rounded-2xl bg-brand-700 p-6 text-white sm:p-8" data-testid="recommendation">
        <p className="flex items-center gap-2 text-lg font-bold">
          <Award className="size-5 text-accent-400" aria-hidden />
          {recommendation.title}
        </p>
        <p className="mt-3 leading-7 text-brand-50">{recommendation.text}</p>
        <Link to="/signup" className="btn btn-on-dark mt-6">
          Try Free for 7 Days
        </Link>
      </aside>

      <div className="prose-tidings mt-4">
        <h2 id="conclusion">Conclusion</h2>
        {conclusion.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>

      <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
        {reviewTags.map((t) => (
          <li key={t}>
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-700"
            >
              <Tag className="size-3.5" aria-hidden />
              {t}
            </Link>
          </li>
        ))}
      </ul>
    </ArticleLayout>
  );
}
