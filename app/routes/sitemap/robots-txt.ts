import { publicConfig } from "../../../common/public-config";
import { pages } from "../../../common/routes";
import { robotsTxt } from "../../../common/sitemap";

/** Resource route, prerendered at build time to build/client/robots.txt. */
export function loader() {
  return new Response(robotsTxt(publicConfig.siteUrl, pages), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
