import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CreditCard, ExternalLink, Receipt } from "lucide-react";
import { toast } from "sonner";
import { FREQUENCY_LABELS } from "../../../common/briefings";
import { formatUsd } from "../../../common/pricing";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiError, api, readJson } from "~/lib/api";

/** /account's billing: each briefing's plan and renewal, cancel at period end, receipts (issue 20). */
const billingApi = {
  account: () => readJson(api.billing.account.$get()),
  cancelRenewal: (id: string) =>
    readJson(api.billing.briefings[":id"]["cancel-renewal"].$post({ param: { id } })),
  portal: () => readJson(api.billing.portal.$post()),
};
const key = ["billing", "account"] as const;
type AccountBilling = Awaited<ReturnType<typeof billingApi.account>>;

const dateFmt = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export function BillingSection() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: key, queryFn: billingApi.account });
  const cancel = useMutation({
    mutationFn: billingApi.cancelRenewal,
    onSuccess: () => {
      toast.success("Renewal cancelled", {
        description: "The briefing keeps arriving until its paid period ends, then stops.",
      });
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: ["briefings"] });
    },
    onError: (err) =>
      toast.error("Error", {
        description:
          err instanceof ApiError && err.status !== 0 ? err.message : "Failed to update subscription.",
      }),
  });
  const portal = useMutation({
    mutationFn: billingApi.portal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast.error("Error", {
        description:
          err instanceof ApiError && err.status !== 0
            ? err.message
            : "Something went wrong. Please try again.",
      }),
  });

  if (q.isPending)
    return (
      <div className="space-y-3" aria-hidden>
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  if (q.isError) return <p className="text-sm text-red-700">Failed to load subscription data.</p>;
  const data: AccountBilling = q.data;

  return (
    <div>
      {data.briefings.length === 0 ? (
        <p className="text-sm text-slate-600">You have no briefings yet, so there is nothing to pay for.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Plans">
          {data.briefings.map((b) => (
            <li key={b.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{b.name}</p>
                <p className="text-sm text-slate-600">
                  {b.price_cents > 0
                    ? `${FREQUENCY_LABELS[b.frequency]} · ${formatUsd(b.price_cents)} / month`
                    : FREQUENCY_LABELS[b.frequency]}
                </p>
                <p className="text-sm text-slate-700" data-testid="billing-state">
                  {b.billing.label}
                </p>
              </div>
              {b.can_cancel_renewal && (
                <ConfirmDialog
                  trigger={
                    <button
                      type="button"
                      className="btn btn-secondary shrink-0"
                      disabled={cancel.isPending}
                      aria-label={`Cancel renewal of “${b.name}”`}
                    >
                      Cancel at period end
                    </button>
                  }
                  title={<>Stop renewing “{b.name}”?</>}
                  description={
                    <>
                      {b.billing.until
                        ? `It keeps arriving until ${dateFmt.format(new Date(b.billing.until))} and is not charged again.`
                        : "It keeps arriving until its paid period ends and is not charged again."}{" "}
                      You can pay for it again from Manage later.
                    </>
                  }
                  cancelLabel="Keep renewing"
                  confirmLabel="Cancel at period end"
                  onConfirm={() => cancel.mutate(b.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-6 flex items-center gap-2 text-base font-semibold text-ink">
        <Receipt className="size-4 text-brand-600" aria-hidden /> Receipts
      </h3>
      {data.provider === "stripe" ? (
        <div className="mt-2">
          <p className="text-sm text-slate-600">
            Receipts, invoices and your card are kept by Stripe, our payment provider.
          </p>
          {data.portal_available && (
            <button
              type="button"
              className="btn btn-secondary mt-3"
              onClick={() => portal.mutate()}
              disabled={portal.isPending}
            >
              <ExternalLink className="size-4" aria-hidden /> Open billing portal
            </button>
          )}
        </div>
      ) : data.receipts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {data.receipts.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="min-w-0 break-words text-slate-700">
                {dateFmt.format(new Date(r.paid_at))} · {r.briefing_name} · {formatUsd(r.amount_cents)}
              </span>
              {r.url && (
                <a href={r.url} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Receipt
                  <span className="sr-only">
                    {" "}
                    for {r.briefing_name}, {dateFmt.format(new Date(r.paid_at))}
                  </span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.provider === "local" && (
        <p className="mt-4 text-xs text-slate-500">
          <CreditCard className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
          Test checkout: this server has no payment provider configured, so no money moves.
        </p>
      )}
    </div>
  );
}
