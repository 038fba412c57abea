import type { MetaDescriptor } from "react-router";
import { publicConfig } from "../../../common/public-config";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL ("/features"). */
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** For articles: ISO publication date. */
  published?: string;
}

export const SITE_NAME = "Tidings";

export function absoluteUrl(path: string): string {
  return `${publicConfig.siteUrl}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one public page. */
export function seo({
  title,
  description,
  path,
  noindex,
  type = "website",
  published,
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl("/og-image.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (published) tags.push({ property: "article:published_time", content: published });
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
