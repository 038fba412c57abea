/**
 * Configuration the public site needs in the browser, fixed at build time (decision 031).
 *
 * vite.config.ts defines `__TIDINGS_PUBLIC__` as JSON.stringify(publicConfigFromEnv(process.env)), so the
 * prerendered HTML and the client bundle agree. Outside a Vite build (server, unit tests under tsx/vitest
 * without the define) the same parser reads process.env directly. The variables and their defaults are
 * the server's (server/config.ts): SUPPORT_EMAIL, PRICE_DAILY_CENTS, PRICE_WEEKLY_CENTS, APP_URL/PORT,
 * plus the optional GTM_ID. Changing them needs `npm run build`.
 */
export interface PublicConfig {
  /** Absolute site origin for canonical URLs, Open Graph and sitemap.xml, without trailing slash. */
  siteUrl: string;
  supportEmail: string;
  priceDailyCents: number;
  priceWeeklyCents: number;
  /** Google Tag Manager container id (GTM-XXXX), or "" for none. */
  gtmId: string;
}

const int = (v: string | undefined, def: number): number => {
  if (v === undefined || v.trim() === "") return def;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : def;
};

export function publicConfigFromEnv(env: Record<string, string | undefined>): PublicConfig {
  const port = env.PORT && env.PORT.trim() !== "" ? env.PORT.trim() : "3000";
  const appUrl = (env.APP_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, "");
  const gtm = env.GTM_ID?.trim() ?? "";
  return {
    siteUrl: appUrl,
    supportEmail: env.SUPPORT_EMAIL?.trim() || "support@tidings.localhost",
    priceDailyCents: int(env.PRICE_DAILY_CENTS, 200),
    priceWeeklyCents: int(env.PRICE_WEEKLY_CENTS, 200),
    gtmId: /^GTM-[A-Z0-9]+$/.test(gtm) ? gtm : "",
  };
}

declare const __TIDINGS_PUBLIC__: PublicConfig | undefined;

export const publicConfig: PublicConfig =
  typeof __TIDINGS_PUBLIC__ !== "undefined"
    ? __TIDINGS_PUBLIC__
    : publicConfigFromEnv(typeof process !== "undefined" && process.env ? process.env : {});
