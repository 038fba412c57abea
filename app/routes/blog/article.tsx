import { Navigate, useParams } from "react-router";
import { articlePath, getArticle, isLocalDataSlug } from "../../../common/content/blog";
import { ArticleBody } from "~/components/marketing/article-body";
import { ArticleLayout } from "~/components/marketing/article-layout";
import { seo } from "~/components/marketing/seo";
import type { Route } from "./+types/article";

/**
 * The generic article route for the five local-data articles. The three fixed posts have their own
 * routes (static segments outrank this one). Any other slug redirects to /blog (spec §2).
 */
export const meta = ({ params }: Route.MetaArgs) => {
  const a = isLocalDataSlug(params.slug) ? getArticle(params.slug) : undefined;
  if (!a) return [{ title: "Blog · Tidings" }, { name: "robots", content: "noindex" }];
  return seo({
    title: `${a.title} · Tidings Blog`,
    description: a.metaDescription,
    path: articlePath(a.slug),
    type: "article",
    published: a.date,
  });
};

export default function ArticleRoute() {
  const { slug } = useParams();
  const article = isLocalDataSlug(slug) ? getArticle(slug) : undefined;
  if (!article) return <Navigate to="/blog" replace />;
  return (
    <ArticleLayout article={article}>
      <ArticleBody blocks={article.content} />
    </ArticleLayout>
  );
}
