import type { ReactNode } from "react";
import type { LegalPage } from "../../../common/content/legal";
import { LEGAL_UPDATED } from "../../../common/content/legal";
import { ArticleBody } from "./article-body";
import { PageHero } from "./sections";
import { seo } from "./seo";

export function legalMeta(page: LegalPage) {
  return seo({
    title: `${page.title} · Tidings`,
    description: page.description,
    path: `/${page.slug}`,
    noindex: true,
  });
}

/**
 * A legal page: header, table of contents, sections. A static page (decision 036): the island pushes its
 * view event (`data-legal-page`) once analytics is allowed.
 */
export function LegalPageView({ page, children }: { page: LegalPage; children?: ReactNode }) {
  const id = (i: number) => `section-${i + 1}`;
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title}>
        <p>{page.intro}</p>
        <p className="mt-3 text-sm text-slate-600">Last updated: {LEGAL_UPDATED}</p>
      </PageHero>
      <div
        className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr] lg:py-16"
        data-legal-page={page.slug}
      >
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">On this page</p>
            <ol className="mt-3 space-y-2 text-sm">
              {page.sections.map((s, i) => (
                <li key={s.heading}>
                  <a href={`#${id(i)}`} className="text-slate-600 hover:text-brand-700">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl">
          {children}
          {page.sections.map((s, i) => (
            <section key={s.heading} aria-labelledby={id(i)} className="scroll-mt-24 [&+&]:mt-10">
              <h2 id={id(i)} className="text-xl font-bold tracking-tight text-ink">
                {s.heading}
              </h2>
              <div className="mt-3">
                <ArticleBody blocks={s.blocks} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
