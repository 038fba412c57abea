import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every screen, in one place (the server's view of the same table is common/routes.ts).
 * Routes are grouped by area: marketing, blog, legal, contact, sitemap, auth, account, briefings.
 */
export default [
  // public
  index("routes/marketing/home.tsx"),
  route("features", "routes/marketing/features.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("blog", "routes/blog/blog-index.tsx"),
  // fixed posts take priority over the generic article route (static segments outrank :slug)
  route("blog/daily-briefing-email-template", "routes/blog/fixed/daily-briefing-email-template.tsx"),
  route("blog/morning-briefing-email-for-ceo", "routes/blog/fixed/morning-briefing-email-for-ceo.tsx"),
  route("blog/email-summary-service-review", "routes/blog/fixed/email-summary-service-review.tsx"),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("cookies", "routes/legal/cookies.tsx"),
  route("refund", "routes/legal/refund.tsx"),
  route("contact", "routes/contact/contact.tsx"),
  route("contact-success", "routes/contact/contact-success.tsx"),
  route("sitemap", "routes/sitemap/sitemap.tsx"),
  route("sitemap-page", "routes/sitemap/sitemap.tsx", { id: "sitemap-page" }),
  // resource routes, prerendered to build/client/sitemap.xml and robots.txt
  route("sitemap.xml", "routes/sitemap/sitemap-xml.ts"),
  route("robots.txt", "routes/sitemap/robots-txt.ts"),

  // authentication
  route("signup", "routes/auth/signup.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("auth/verify", "routes/auth/confirm-email-change.tsx"),

  // signed in
  layout("routes/account/signed-in-layout.tsx", [
    route("dashboard", "routes/account/dashboard.tsx"),
    route("account", "routes/account/account.tsx"),
    route("create", "routes/briefings/create.tsx"),
    route("manage", "routes/briefings/manage.tsx"),
    route("history/:name", "routes/briefings/history.tsx"),
    route("payment-success", "routes/briefings/payment-success.tsx"),
  ]),

  // the operator view: the server answers 404 to anyone but an admin (decision 087)
  route("admin", "routes/admin/admin.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
