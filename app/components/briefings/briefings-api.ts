import { useQuery } from "@tanstack/react-query";
import type { BriefingInput } from "../../../common/briefing-schemas";
import { api, readJson } from "~/lib/api";
import { briefingKeys } from "./briefing-keys";

export { briefingKeys } from "./briefing-keys";

/** Calls for the briefings screens (typed through the Hono RPC client). */
export const briefingsApi = {
  list: () => readJson(api.briefings.$get()).then((r) => r.briefings),
  get: (id: string) => readJson(api.briefings[":id"].$get({ param: { id } })).then((r) => r.briefing),
  create: (json: BriefingInput) => readJson(api.briefings.$post({ json })),
  update: (id: string, json: BriefingInput) =>
    readJson(api.briefings[":id"].$put({ param: { id }, json })).then((r) => r.briefing),
  setActive: (id: string, active: boolean) =>
    readJson(api.briefings[":id"].active.$put({ param: { id }, json: { active } })).then((r) => r.briefing),
  remove: (id: string) => readJson(api.briefings[":id"].$delete({ param: { id } })),
  history: (name: string) => readJson(api.briefings.history.$get({ query: { name } })),
  billingStatus: () => readJson(api.billing.status.$get()),
  checkout: (id: string) =>
    readJson(api.billing.briefings[":id"].checkout.$post({ param: { id } })).then((r) => r.checkout_url),
  /** The schedule's holds and "Send now" (decisions 091, 092). */
  pause: (id: string, until: string | null, catchUp = false) =>
    readJson(api.briefings[":id"].pause.$put({ param: { id }, json: { until, catch_up: catchUp } })).then(
      (r) => r.briefing,
    ),
  skip: (id: string) => readJson(api.briefings[":id"].skip.$post({ param: { id } })).then((r) => r.briefing),
  undoSkip: (id: string) =>
    readJson(api.briefings[":id"].skip.$delete({ param: { id } })).then((r) => r.briefing),
  sendNow: (id: string) => readJson(api.briefings[":id"]["send-now"].$post({ param: { id } })),
  /** Feedback given from inside the emails, and taking one back (decision 096). */
  feedback: (id: string) =>
    readJson(api.briefings[":id"].feedback.$get({ param: { id } })).then((r) => r.feedback),
  removeFeedback: (id: string, feedbackId: string) =>
    readJson(api.briefings[":id"].feedback[":feedbackId"].$delete({ param: { id, feedbackId } })),
  /** The email it would send now, rendered and not sent (decision 094). */
  preview: (id: string) =>
    readJson(api.briefings[":id"].preview.$post({ param: { id } })).then((r) => r.preview),
  /** What Tidings understood of a description (decision 097). */
  plan: (description: string, briefingId?: string) =>
    readJson(
      api.briefings.plan.$post({
        json: briefingId ? { description, briefing_id: briefingId } : { description },
      }),
    ).then((r) => r.plan),
  /** Sends one test email now. */
  testEmail: (id: string) => readJson(api.briefings[":id"]["test-email"].$post({ param: { id } })),
};

/** What /create needs for its pricing note and notices (as GET /api/billing/status answers it). */
export type BillingStatus = Awaited<ReturnType<typeof briefingsApi.billingStatus>>;
export type CreateResult = Awaited<ReturnType<typeof briefingsApi.create>>;

export function useBillingStatus(enabled = true) {
  return useQuery({ queryKey: briefingKeys.billing, queryFn: briefingsApi.billingStatus, enabled });
}

/**
 * Opens the payment page in a new tab (spec §4). The tab is opened before the request so popup
 * blockers allow it; if the browser still refuses, this tab goes to the payment page instead.
 */
export function openPaymentTab(): { go(url: string): void; cancel(): void } {
  const tab = typeof window !== "undefined" ? window.open("", "_blank") : null;
  if (tab) {
    try {
      tab.document.title = "Opening checkout…";
      tab.document.body.innerHTML =
        '<p style="font-family:system-ui,sans-serif;color:#475569;padding:2rem">Opening the secure checkout…</p>';
    } catch {
      /* not our document any more */
    }
  }
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    cancel() {
      tab?.close();
    },
  };
}
