/**
 * Legal pages' copy (/terms, /privacy, /cookies, /refund) with the business constants of spec §9.
 * Prices come from configuration (common/pricing.ts), the support address from SUPPORT_EMAIL.
 */
import type { Block } from "./blog-types";
import { formatUsd, type Pricing, TRIAL_DAYS } from "../pricing";

export const LEGAL_UPDATED = "November 21, 2026";

/** Spec §9 business constants. */
export const MONEY_BACK_DAYS = 14;
export const REFUND_BUSINESS_DAYS = "5 to 10";
export const CHARGE_ATTEMPTS = 3;
export const SUSPEND_AFTER_FAILED_DAYS = 7;
export const PRICE_CHANGE_NOTICE_DAYS = 30;
export const SUPPORT_REPLY_HOURS = 24;
export const CONSENT_VALID_DAYS = 7;
export const LOCAL_ANALYTICS_MAX = 100;

export interface LegalSection {
  heading: string;
  blocks: Block[];
}

export interface LegalPage {
  slug: "terms" | "privacy" | "cookies" | "refund";
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

const p = (text: string): Block => ({ type: "p", text });
const ul = (...items: string[]): Block => ({ type: "ul", items });

export function termsPage(pr: Pricing, supportEmail: string): LegalPage {
  const sameReading = pr.dailyCents === pr.weeklyCents;
  return {
    slug: "terms",
    title: "Terms of Service",
    description:
      "The terms that apply when you use Tidings: accounts, briefings, trial, billing, cancellation and acceptable use.",
    intro:
      "These terms form the agreement between you and Tidings for the use of the Tidings website and the email briefing service. By creating an account you accept them. Please read them carefully; they are written to be understood.",
    sections: [
      {
        heading: "1. The service",
        blocks: [
          p(
            "Tidings sends personalised email briefings. For each briefing you choose a name, a frequency (daily or once a week), a delivery time (and weekday for weekly briefings) and a description of the content you want. At the chosen local time we gather articles from public sources, select those that match your description, summarise them and email the result to you. Sent briefings are kept in your history so you can read them in the app.",
          ),
          p(
            "Summaries are generated automatically and may contain mistakes. Every item links to its original source, which remains the authoritative version. Tidings does not give financial, legal, medical or other professional advice.",
          ),
        ],
      },
      {
        heading: "2. Your account",
        blocks: [
          ul(
            "You must give a valid email address and verify it before creating briefings.",
            "Keep your password confidential. You are responsible for activity under your account.",
            "You must be old enough to enter a binding contract where you live.",
            "You can delete your account at any time from the account page; this deletes your briefings and history immediately.",
          ),
        ],
      },
      {
        heading: "3. Free trial",
        blocks: [
          p(
            `Each person can use one free trial of ${TRIAL_DAYS} days. The trial starts when you create your first briefing and does not require payment details. When it ends, the briefing stops unless you subscribe. Creating new accounts to obtain further trials is not permitted.`,
          ),
        ],
      },
      {
        heading: "4. Prices and billing",
        blocks: [
          sameReading
            ? p(
                `Each briefing is a separate subscription. A daily briefing costs ${formatUsd(pr.dailyCents)} USD per month and a weekly briefing also costs ${formatUsd(pr.weeklyCents)} USD per month. You may run as many briefings as you like.`,
              )
            : p(
                `Each briefing is a separate subscription. A daily briefing costs ${formatUsd(pr.dailyCents)} USD per month and a weekly briefing costs ${formatUsd(pr.weeklyCents)} USD per month. You may run as many briefings as you like.`,
              ),
          ul(
            "Subscriptions renew automatically each month until cancelled. Payments are processed by our payment provider; we never see or store your full card number.",
            `If a payment fails we retry it, up to ${CHARGE_ATTEMPTS} charge attempts in total. If payment has still failed ${SUSPEND_AFTER_FAILED_DAYS} days after the first failure, the briefing may be suspended until payment succeeds.`,
            `We will tell you by email at least ${PRICE_CHANGE_NOTICE_DAYS} days before any price change takes effect. The new price applies from your next billing period after that notice.`,
            "Prices are shown in US dollars and may be subject to taxes where you live.",
          ),
        ],
      },
      {
        heading: "5. Cancellation and refunds",
        blocks: [
          p(
            "You can cancel a briefing at any time. Cancellation takes effect at the end of the current billing period: you keep receiving that briefing until then, and you are not charged again.",
          ),
          p(
            `New subscriptions come with a ${MONEY_BACK_DAYS}-day money-back guarantee. The details are in our [Refund Policy](/refund).`,
          ),
        ],
      },
      {
        heading: "6. Acceptable use",
        blocks: [
          ul(
            "Do not use Tidings to send email to people who have not asked for it; briefings are delivered to your own verified address.",
            "Do not describe content that is unlawful, or use the service to harass, infringe rights or collect other people's data.",
            "Do not attempt to overload, probe or circumvent the security of the service, including by pointing briefings at private network addresses.",
            "Do not resell or redistribute briefings as a commercial feed.",
          ),
          p(
            "We may suspend accounts that break these rules, and will tell you why unless the law prevents it.",
          ),
        ],
      },
      {
        heading: "7. Content and intellectual property",
        blocks: [
          p(
            "Articles summarised in briefings belong to their publishers. Briefings contain short summaries and links for your personal use. The Tidings software, design and brand belong to Tidings. Your descriptions and settings belong to you; you allow us to use them only to provide the service.",
          ),
        ],
      },
      {
        heading: "8. Availability and liability",
        blocks: [
          p(
            "We work to deliver every briefing on time, exactly once, but we cannot guarantee uninterrupted service: sources may be unavailable and email can be delayed by providers outside our control. To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the three months before it arose. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.",
          ),
        ],
      },
      {
        heading: "9. Changes to these terms",
        blocks: [
          p(
            `If we change these terms in a way that affects you, we will notify you by email at least ${PRICE_CHANGE_NOTICE_DAYS} days before the change takes effect. Continuing to use Tidings after that date means you accept the new terms; if you do not, you can cancel at any time.`,
          ),
        ],
      },
      {
        heading: "10. Contact",
        blocks: [
          p(
            `Questions about these terms? Write to [${supportEmail}](mailto:${supportEmail}) or use the [contact form](/contact). We reply within ${SUPPORT_REPLY_HOURS} hours.`,
          ),
        ],
      },
    ],
  };
}

export function refundPage(pr: Pricing, supportEmail: string): LegalPage {
  return {
    slug: "refund",
    title: "Refund Policy",
    description: `Tidings refund policy: ${MONEY_BACK_DAYS}-day money-back guarantee, refunds within ${REFUND_BUSINESS_DAYS} business days, cancellation at the end of the billing period.`,
    intro:
      "We want you to pay for Tidings only if it is useful to you. This policy explains when you can get your money back and how cancellations and failed payments work.",
    sections: [
      {
        heading: "Prices",
        blocks: [
          p(
            `Every briefing is billed monthly: ${formatUsd(pr.dailyCents)} USD per month for a daily briefing and ${formatUsd(pr.weeklyCents)} USD per month for a weekly briefing, after a one-time ${TRIAL_DAYS}-day free trial.`,
          ),
        ],
      },
      {
        heading: `${MONEY_BACK_DAYS}-day money-back guarantee`,
        blocks: [
          p(
            `If you are not satisfied, ask for a refund within ${MONEY_BACK_DAYS} days of your first payment for a briefing and we will refund that payment in full. No questions asked, and no need to explain.`,
          ),
          p(
            `After ${MONEY_BACK_DAYS} days, payments for periods that have started are not refundable, but you can cancel at any time to stop future payments.`,
          ),
        ],
      },
      {
        heading: "How to request a refund",
        blocks: [
          {
            type: "ol",
            items: [
              `Email [${supportEmail}](mailto:${supportEmail}) from the address of your account, or use the [contact form](/contact).`,
              "Tell us which briefing the refund is for.",
              `We confirm within ${SUPPORT_REPLY_HOURS} hours. Approved refunds reach your original payment method within ${REFUND_BUSINESS_DAYS} business days, depending on your bank.`,
            ],
          },
        ],
      },
      {
        heading: "Cancellation",
        blocks: [
          p(
            "You can cancel a briefing at any time from the Manage page. Cancellation takes effect at the end of the current billing period: the briefing keeps arriving until then and you are not charged again. Deleting your account cancels all of its briefings immediately.",
          ),
        ],
      },
      {
        heading: "Failed payments",
        blocks: [
          p(
            `If a renewal payment fails, we make up to ${CHARGE_ATTEMPTS} charge attempts and email you so you can update your payment details. If payment has not succeeded ${SUSPEND_AFTER_FAILED_DAYS} days after the first failure, the briefing may be suspended. It resumes as soon as payment succeeds. No refund is due for a suspended period, because you are not charged for it.`,
          ),
        ],
      },
      {
        heading: "Price changes",
        blocks: [
          p(
            `We give at least ${PRICE_CHANGE_NOTICE_DAYS} days' notice by email before a price change, so you can cancel before it applies.`,
          ),
        ],
      },
    ],
  };
}

export function privacyPage(supportEmail: string): LegalPage {
  return {
    slug: "privacy",
    title: "Privacy Policy",
    description:
      "What personal data Tidings collects, why, how long we keep it, who processes it and the rights you have.",
    intro:
      "Tidings exists to send you the information you asked for, not to collect information about you. This policy explains exactly what we keep and why.",
    sections: [
      {
        heading: "What we collect",
        blocks: [
          ul(
            "**Account data:** your email address, whether it is verified, and a password hash (we never store your password itself).",
            "**Briefings:** the name, frequency, delivery time, weekday, time zone and description you enter, and whether each briefing is active.",
            "**Sent briefings:** a copy of each email we send you, so you can read it in your history.",
            "**Billing data:** your subscription status and the identifiers our payment provider gives us. Card details are handled by the payment provider and never reach our servers.",
            "**Technical data:** security logs (IP address, time, request) kept to protect the service, for example against password-guessing.",
            "**Optional analytics:** only if you allow analytics cookies, anonymous page-view events (see the [Cookie Policy](/cookies)).",
          ),
        ],
      },
      {
        heading: "Why we use it",
        blocks: [
          ul(
            "To provide the service you signed up for: building and delivering briefings, keeping your history.",
            "To send service emails: verification, password reset, billing and important changes. We do not send marketing email unless you ask for it.",
            "To keep the service secure and prevent abuse.",
            "With your consent, to understand which pages are useful and improve them.",
          ),
          p("We do not sell your data, and we do not use your briefing descriptions to advertise to you."),
        ],
      },
      {
        heading: "Who processes it",
        blocks: [
          p(
            "We use a small number of processors: our hosting provider, our email delivery provider, our payment provider, and (when configured) an AI provider that summarises public articles. The AI provider receives article text and your briefing description, never your email address or password.",
          ),
        ],
      },
      {
        heading: "How long we keep it",
        blocks: [
          ul(
            "Account data, briefings and history: until you delete them or your account.",
            "Security logs: up to 30 days.",
            "Billing records: as long as tax law requires.",
          ),
          p(
            "When you delete your account from the account page, your account, sessions, briefings and history are deleted at once.",
          ),
        ],
      },
      {
        heading: "Your rights",
        blocks: [
          p(
            "You can access, correct, export or delete your data, object to processing, and withdraw consent at any time (for cookies, use the Cookie Settings button at the bottom of every page). You may also complain to your data protection authority.",
          ),
        ],
      },
      {
        heading: "Contact",
        blocks: [
          p(
            `Write to [${supportEmail}](mailto:${supportEmail}) or use the [contact form](/contact). We reply within ${SUPPORT_REPLY_HOURS} hours.`,
          ),
        ],
      },
    ],
  };
}

export function cookiesPage(supportEmail: string): LegalPage {
  return {
    slug: "cookies",
    title: "Cookie Policy",
    description:
      "Which cookies and browser storage Tidings uses, what each is for, and how to change your choice.",
    intro:
      "Cookies and browser storage help the site work and, if you allow it, tell us how it is used. Strictly necessary storage is always on; everything else is your choice.",
    sections: [
      {
        heading: "Categories",
        blocks: [
          ul(
            "**Necessary** (always on): your sign-in session cookie (HttpOnly, not readable by scripts) and the record of your cookie choice. The site cannot work without them.",
            "**Preferences:** remember settings such as display choices.",
            "**Analytics:** anonymous page-view events and a local log of the last " +
              `${LOCAL_ANALYTICS_MAX} pages viewed (address, time, browser and referrer), and, when the operator has configured it, Google Tag Manager.`,
            "**Marketing:** measure the effect of campaigns. Tidings sets none itself; this category exists so that tags added through Tag Manager respect your choice.",
          ),
        ],
      },
      {
        heading: "What we store",
        blocks: [
          {
            type: "ul",
            items: [
              "**Session cookie** (necessary): keeps you signed in. Expires when you sign out or after inactivity.",
              `**cookie-consent** (necessary, browser storage): your choice and when you made it. We ask again after ${CONSENT_VALID_DAYS} days.`,
              `**page-analytics** (analytics, browser storage): the last ${LOCAL_ANALYTICS_MAX} page views, kept in your browser only.`,
              "**dataLayer events** (analytics): page-view events passed to Tag Manager only after you accept analytics.",
            ],
          },
        ],
      },
      {
        heading: "Your choice",
        blocks: [
          p(
            `Nothing optional runs until you choose. You can accept all, reject all optional cookies, or customise each category. Your choice is kept for ${CONSENT_VALID_DAYS} days, after which we ask again. You can change it any time with the Cookie Settings button in the footer.`,
          ),
        ],
      },
      {
        heading: "Contact",
        blocks: [p(`Questions? Write to [${supportEmail}](mailto:${supportEmail}).`)],
      },
    ],
  };
}
