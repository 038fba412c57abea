import { describe, expect, it } from "vitest";
import {
  articles,
  FIXED_POST_SLUGS,
  formatArticleDate,
  getArticle,
  relatedArticles,
} from "../../../common/content/blog";
import { blogIndex } from "../../../common/content/blog-slugs";
import { termsPage, refundPage } from "../../../common/content/legal";
import { publicConfigFromEnv } from "../../../common/public-config";
import { formatUsd } from "../../../common/pricing";
import { validateContact } from "../../../app/routes/contact/contact-validation";
import * as review from "../../../common/content/articles/email-summary-service-review";

const words = (a: (typeof articles)[number]) =>
  JSON.stringify(a.content)
    .replace(/"(type|text|items|title|lines|label)":/g, " ")
    .split(/\s+/).length;

describe("blog data", () => {
  it("has the spec's eight slugs, three of them fixed posts, matching the light index", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(
      [
        "why-daily-briefings-are-the-future-of-productivity",
        "how-to-automate-your-daily-email-summary-with-ai",
        "top-5-tools-for-creating-personalized-daily-briefing",
        "create-daily-briefing-email",
        "email-digest-vs-newsletter",
        "daily-briefing-email-template",
        "morning-briefing-email-for-ceo",
        "email-summary-service-review",
      ].sort(),
    );
    expect(
      articles
        .filter((a) => a.fixed)
        .map((a) => a.slug)
        .sort(),
    ).toEqual([...FIXED_POST_SLUGS].sort());
    expect(blogIndex).toEqual(articles.map((a) => ({ slug: a.slug, date: a.date })));
  });

  it("every article is real writing: several hundred words, excerpt, meta description, signup call to action", () => {
    for (const a of articles) {
      // The review's body is its structured parts (criteria, cards, table, verdicts), counted with it.
      const count =
        a.slug === "email-summary-service-review" ? JSON.stringify(review).split(/\s+/).length : words(a);
      expect(count, a.slug).toBeGreaterThan(a.slug === "email-summary-service-review" ? 900 : 450);
      expect(a.metaDescription.length, a.slug).toBeGreaterThan(80);
      expect(a.metaDescription.length, a.slug).toBeLessThanOrEqual(170);
      if (a.slug !== "email-summary-service-review")
        expect(
          a.content.some((b) => b.type === "cta"),
          a.slug,
        ).toBe(true);
    }
  });

  it("has the review article's fixed facts", () => {
    const r = getArticle("email-summary-service-review");
    expect(r?.title).toBe("Best Email Summary Services 2025: Comprehensive Review & Comparison");
    expect(formatArticleDate(r?.date ?? "")).toBe("January 17, 2025");
    expect(r?.readTime).toBe("12 min read");
  });

  it("related articles: three, never the current one, distinct", () => {
    for (const a of articles) {
      for (let seed = 0; seed < 20; seed++) {
        let x = seed + 1;
        const rand = () => {
          x = (x * 16807) % 2147483647;
          return x / 2147483647;
        };
        const rel = relatedArticles(a.slug, rand);
        expect(rel).toHaveLength(3);
        expect(rel.map((r) => r.id)).not.toContain(a.slug);
        expect(new Set(rel.map((r) => r.id)).size).toBe(3);
      }
    }
  });
});

describe("legal pages and prices", () => {
  it("state the spec §9 constants and the configured prices", () => {
    const text = (p: ReturnType<typeof termsPage>) => JSON.stringify(p);
    const t = text(termsPage({ dailyCents: 200, weeklyCents: 100 }, "help@example.com"));
    expect(t).toContain("$2.00 USD per month");
    expect(t).toContain("weekly briefing costs $1.00 USD per month");
    expect(t).toContain("3 charge attempts");
    expect(t).toContain("7 days after the first failure");
    expect(t).toContain("30 days");
    expect(t).toContain("end of the current billing period");
    const r = text(refundPage({ dailyCents: 200, weeklyCents: 200 }, "help@example.com"));
    expect(r).toContain("14-day money-back guarantee");
    expect(r).toContain("5 to 10 business days");
    expect(r).toContain("help@example.com");
  });

  it("reads prices and support address from the same variables as the server, with defaults", () => {
    expect(publicConfigFromEnv({})).toMatchObject({
      priceDailyCents: 200,
      priceWeeklyCents: 200,
      siteUrl: "http://localhost:3000",
      gtmId: "",
    });
    expect(
      publicConfigFromEnv({
        PRICE_WEEKLY_CENTS: "100",
        APP_URL: "https://t.example/",
        GTM_ID: "GTM-AB12",
        PORT: "4000",
      }),
    ).toMatchObject({ priceWeeklyCents: 100, siteUrl: "https://t.example", gtmId: "GTM-AB12" });
    expect(publicConfigFromEnv({ GTM_ID: "<script>" }).gtmId).toBe("");
    expect(formatUsd(200)).toBe("$2.00");
  });
});

describe("contact validation", () => {
  const ok = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
  const err = (v: Partial<typeof ok>) => {
    const r = validateContact({ ...ok, ...v });
    return r.ok ? null : r.message;
  };
  it("accepts values at each limit and rejects one past it with the spec's messages", () => {
    expect(err({ name: "n".repeat(100) })).toBeNull();
    expect(err({ name: "n".repeat(101) })).toBe("Name must be less than 100 characters");
    const e255 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
    expect(e255).toHaveLength(255);
    expect(err({ email: e255 })).toBeNull();
    expect(err({ email: `a${e255}` })).toBe("Email must be less than 255 characters");
    expect(err({ subject: "s".repeat(200) })).toBeNull();
    expect(err({ subject: "s".repeat(201) })).toBe("Subject must be less than 200 characters");
    expect(err({ message: "m".repeat(2000) })).toBeNull();
    expect(err({ message: "m".repeat(2001) })).toBe("Message must be less than 2000 characters");
  });
  it("trims, requires, and reports the first failing field", () => {
    expect(err({ name: "   " })).toBe("Name is required");
    expect(err({ email: " x " })).toBe("Invalid email address");
    expect(err({ subject: "" })).toBe("Subject is required");
    expect(err({ message: "" })).toBe("Message is required");
    expect(err({ name: "", email: "bad", message: "" })).toBe("Name is required");
    expect(validateContact({ ...ok, email: "  ada@example.com " })).toMatchObject({
      ok: true,
      value: { email: "ada@example.com" },
    });
  });
});
