/**
 * The island of the static public pages (decision 036): the only script a prerendered public page
 * loads. Framework-free; it enhances the markup React rendered at build time and shares its logic with
 * the single-page app (consent, consent dialog, analytics, session API, debug panel).
 */
import { shuffle } from "../../common/content/shuffle";
import { debugEnabled } from "~/components/debug/debug-flag";
import {
  trackDocumentPageView,
  trackLandingPageView,
  trackLegalPageView,
  whenAnalyticsAllowed,
} from "~/lib/analytics";
import { readConsent } from "~/lib/consent";
import { mountConsentDialog } from "~/lib/consent-dialog";
import { takeFlash } from "~/lib/flash";
import { fetchSession } from "~/lib/session-api";
import { enhanceCookiesChoice } from "./cookies-choice";
import { enhanceHeader, showSession } from "./header";
import { showToast } from "./toast";

const $ = <T extends HTMLElement = HTMLElement>(sel: string) => document.querySelector<T>(sel);

// The session: / shows its loading indication until it resolves and sends signed-in visitors to their
// dashboard (spec §2); every page's header shows the signed-in state.
const session = fetchSession().catch(() => null);
const onLanding = $("[data-session-loading]");
void session.then((user) => {
  if (onLanding && user) {
    window.location.replace("/dashboard");
    return;
  }
  onLanding?.remove();
  showSession(user);
  if (onLanding) whenAnalyticsAllowed(() => trackLandingPageView(!!user));
});

enhanceHeader();

const dialog = $("[data-consent-dialog]");
if (dialog) mountConsentDialog(dialog);

trackDocumentPageView();
const legal = $("[data-legal-page]")?.dataset.legalPage;
if (legal) {
  whenAnalyticsAllowed(() => trackLegalPageView(legal as Parameters<typeof trackLegalPageView>[0]));
}

const cookiesChoice = $("[data-cookies-choice]");
if (cookiesChoice) enhanceCookiesChoice(cookiesChoice);

// Three random related articles (spec §2): every other article is in the markup, three shown.
const related = $("[data-related-count]");
if (related) {
  const count = Number(related.dataset.relatedCount);
  const items = [...related.children] as HTMLElement[];
  const pick = new Set(shuffle(items, Math.random).slice(0, count));
  for (const li of items) li.hidden = !pick.has(li);
}

const flash = takeFlash();
if (flash) showToast(flash);

if (debugEnabled()) void import("~/components/debug/debug-panel").then((m) => m.mountDebugPanel(readConsent));
