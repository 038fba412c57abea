import { FileCode2 } from "lucide-react";
import { Link } from "react-router";
import { articlePath, articles } from "../../../common/content/blog";
import { pages } from "../../../common/routes";
import { sitemapGroups } from "../../../common/sitemap";
import { PageHero } from "~/components/marketing/sections";
import { seo } from "~/components/marketing/seo";

export const handle = { breadcrumb: "Sitemap" };

// Both /sitemap and /sitemap-page serve this page (spec §2 gives both readings); the canonical is /sitemap.
export const meta = () =>
  seo({
    title: "Sitemap · Tidings",
    description:
      "Every page of Tidings in one place: main pages, blog articles, account, authentication, legal and support.",
    path: "/sitemap",
  });

export default function Sitemap() {
  const groups = sitemapGroups(pages);
  return (
    <>
      <PageHero eyebrow="Sitemap" title="Every page, in one place." />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <section key={g.group} aria-labelledby={`sm-${g.group}`} data-testid={`sitemap-group-${g.group}`}>
              <h2 id={`sm-${g.group}`} className="text-lg font-semibold text-ink">
                {g.label}
              </h2>
              <ul className="mt-3 space-y-2">
                {g.links.map((l) => (
                  <li key={l.path}>
                    <Link to={l.path} className="text-brand-700 hover:underline">
                      {l.title}
                    </Link>
                  </li>
                ))}
              </ul>
              {g.group === "main" ? (
                <>
                  <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-600">
                    Blog articles
                  </h3>
                  <ul className="mt-3 space-y-2">
                    {articles.map((a) => (
                      <li key={a.slug}>
                        <Link to={articlePath(a.slug)} className="text-brand-700 hover:underline">
                          {a.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ))}
        </div>
        <p className="mt-12 flex items-center gap-2 border-t border-line pt-6 text-muted">
          <FileCode2 className="size-4" aria-hidden />
          For search engines:{" "}
          <a href="/sitemap.xml" className="font-semibold text-brand-700 underline underline-offset-4">
            XML sitemap
          </a>
        </p>
      </div>
    </>
  );
}
