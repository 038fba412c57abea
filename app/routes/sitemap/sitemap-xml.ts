import { blogIndex } from "../../../common/content/blog-slugs";
import { publicConfig } from "../../../common/public-config";
import { pages } from "../../../common/routes";
import { sitemapXml } from "../../../common/sitemap";

/** Resource route, prerendered at build time to build/client/sitemap.xml. */
export function loader() {
  return new Response(sitemapXml(publicConfig.siteUrl, pages, blogIndex), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
