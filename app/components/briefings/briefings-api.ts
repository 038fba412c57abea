import { useQuery } from "@tanstack/react-query";
import type { BriefingDto, BriefingInput, HistoryEmailDto } from "../../../common/briefings";
import { api, readJson } from "~/lib/api";

/** Query keys and calls for the briefings screens (typed through the Hono RPC client). */
export const briefingKeys = {
  all: ["briefings"] as const,
  one: (id: string) => ["briefings", id] as const,
  history: (name: string) => ["briefings", "history", name] as const,
  billing: ["billing", "status"] as const,
};

export interface BillingStatus {
  is_admin: boolean;
  email_verified: boolean;
  trial_used: boolean;
  has_active_subscription: boolean;
  trial_available: boolean;
  trial_days: number;
  prices: { daily: number; "once-week": number };
  provider: "stripe" | "local";
}

export type CreateResult =
  | { outcome: "free" | "trial"; briefing: BriefingDto }
  | { outcome: "checkout"; briefing: BriefingDto; checkout_url: string };

export const briefingsApi = {
  list: () => readJson<{ briefings: BriefingDto[] }>(api.briefings.$get()).then((r) => r.briefings),
  get: (id: string) =>
    readJson<{ briefing: BriefingDto }>(api.briefings[":id"].$get({ param: { id } })).then((r) => r.briefing),
  create: (json: BriefingInput) => readJson<CreateResult>(api.briefings.$post({ json: json as never })),
  update: (id: string, json: BriefingInput) =>
    readJson<{ briefing: BriefingDto }>(
      api.briefings[":id"].$put({ param: { id }, json: json as never }),
    ).then((r) => r.briefing),
  setActive: (id: string, active: boolean) =>
    readJson<{ briefing: BriefingDto }>(
      api.briefings[":id"].active.$put({ param: { id }, json: { active } }),
    ).then((r) => r.briefing),
  remove: (id: string) => readJson<{ deleted: true }>(api.briefings[":id"].$delete({ param: { id } })),
  history: (name: string) =>
    readJson<{ briefing: { id: string; name: string }; emails: HistoryEmailDto[] }>(
      api.briefings.history.$get({ query: { name } }),
    ),
  billingStatus: () => readJson<BillingStatus>(api.billing.status.$get()),
  checkout: (id: string) =>
    readJson<{ checkout_url: string }>(api.billing.briefings[":id"].checkout.$post({ param: { id } })).then(
      (r) => r.checkout_url,
    ),
  /** The delivery engine's endpoint (server/delivery): sends one test email now. */
  testEmail: (id: string) =>
    readJson<unknown>(
      fetch(`/api/briefings/${encodeURIComponent(id)}/test-email`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    ),
};

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
