import { articlePath } from "../../../../common/content/blog";
import { dailyBriefingEmailTemplate as article } from "../../../../common/content/articles/daily-briefing-email-template";
import { ArticleBody } from "~/components/marketing/article-body";
import { ArticleLayout } from "~/components/marketing/article-layout";
import { seo } from "~/components/marketing/seo";

/** Fixed post: takes priority over /blog/:slug. */
export const meta = () =>
  seo({
    title: `${article.title} · Tidings Blog`,
    description: article.metaDescription,
    path: articlePath(article.slug),
    type: "article",
    published: article.date,
  });

export default function DailyBriefingEmailTemplate() {
  return (
    <ArticleLayout article={article}>
      <ArticleBody blocks={article.content} />
    </ArticleLayout>
  );
}
