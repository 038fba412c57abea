/**
 * Blog article data model (spec §3 "Blog article (local data)").
 * Content is structured blocks, rendered by app/components/marketing/article-body.tsx.
 * Inline text supports two marks only: **bold** and [label](/path).
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "quote"; text: string; cite?: string }
  | { type: "callout"; title: string; text: string }
  /** A plain-text email example, shown monospaced. */
  | { type: "example"; title: string; lines: string[] }
  /** A signup call to action inside the article. */
  | { type: "cta"; title: string; text: string; label: "Try Free for 7 Days" | "Start Free Trial" };

export interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (fixed local data, spec §9). */
  date: string;
  /** "6 min read" */
  readTime: string;
  category: string;
  metaDescription: string;
  /** Fixed posts have their own route module that takes priority over /blog/:slug. */
  fixed: boolean;
  content: Block[];
}
