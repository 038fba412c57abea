import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ShieldCheck, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PENDING_KEY, TEXT } from "../../../common/briefings";
import { formatUsd } from "../../../common/pricing";
import {
  BriefingForm,
  daysOfBriefing,
  defaultForm,
  type FormValues,
  hasFieldErrors,
  toInput,
} from "~/components/briefings/briefing-form";
import {
  briefingKeys,
  briefingsApi,
  openPaymentTab,
  useBillingStatus,
} from "~/components/briefings/briefings-api";
import { FeedbackSection } from "~/components/briefings/feedback-section";
import { PageSkeleton } from "~/components/ui/skeleton";
import { ApiError } from "~/lib/api";
import { useSession } from "~/lib/session";

export const meta = () => [{ title: "Create briefing · Tidings" }];
export const handle = { breadcrumb: "Create briefing" };

function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export default function CreateBriefing() {
  const [params] = useSearchParams();
  const editId = params.get("edit");
  return editId ? <EditBriefing id={editId} /> : <NewBriefing />;
}

function Shell(props: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{props.title}</h1>
      <p className="mt-2 text-muted">{props.intro}</p>
      <div className="card mt-8 p-6 shadow-sm sm:p-8">{props.children}</div>
    </section>
  );
}

function NewBriefing() {
  const { user } = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const status = useBillingStatus(!!user);
  const timezone = browserTimezone() ?? "UTC";
  // Fallbacks (spec §8): if the checks fail, treat as not admin, trial not used, no active briefing.
  const s = status.data;
  const isAdmin = s?.is_admin ?? false;
  const verified = user?.emailVerified ?? false;
  const blocked = !user || (!isAdmin && !verified);

  const create = useMutation({
    mutationFn: async (values: FormValues) => {
      const input = toInput(values, timezone);
      const likelyCheckout = !isAdmin && !(s?.trial_available ?? true);
      const tab = likelyCheckout ? openPaymentTab() : null;
      try {
        const result = await briefingsApi.create(input);
        if (result.outcome === "checkout") {
          localStorage.setItem(PENDING_KEY, JSON.stringify({ user_id: user?.id, ...input }));
          (tab ?? openPaymentTab()).go(result.checkout_url);
        } else {
          tab?.cancel();
        }
        return result;
      } catch (err) {
        tab?.cancel();
        throw err;
      }
    },
    onSuccess: async (result) => {
      await qc.invalidateQueries({ queryKey: briefingKeys.all });
      await qc.invalidateQueries({ queryKey: briefingKeys.billing });
      if (result.outcome === "trial") toast.success(TEXT.trialCreated, { description: TEXT.trialBody });
      else if (result.outcome === "free") toast.success(TEXT.created);
      else
        toast.info("Complete the payment in the new tab", {
          description: `“${result.briefing.name}” starts once the payment is confirmed.`,
        });
      navigate("/manage");
    },
    onError: (err) => {
      // Field errors show next to their fields; a toast would only repeat them.
      if (hasFieldErrors(err)) return;
      const detail =
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined;
      toast.error(TEXT.failedProcess, { description: detail });
    },
  });

  if (status.isPending && user) return <PageSkeleton label="Loading…" cards={1} tall width="max-w-2xl" />;
  const frequencyPrice = (f: "daily" | "once-week") => formatUsd(s?.prices[f] ?? 200);
  const dailyPrice = frequencyPrice("daily");
  const weeklyPrice = frequencyPrice("once-week");
  const price = dailyPrice === weeklyPrice ? dailyPrice : null;

  return (
    <Shell
      title="Create a briefing"
      intro="Tell us what you want to read and when. Setup takes under 2 minutes."
    >
      {!user && (
        <p role="alert" className="mb-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {TEXT.mustLogIn}
        </p>
      )}
      {user && !isAdmin && !verified && (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{TEXT.verifyFirst}</p>
        </div>
      )}
      <BriefingForm
        initial={defaultForm}
        timezone={timezone}
        submitLabel="Create subscription"
        submitting={create.isPending}
        disabled={blocked}
        onSubmit={(v) => create.mutateAsync(v)}
      >
        <div
          className="space-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900"
          data-testid="pricing-note"
        >
          {isAdmin ? (
            <p className="flex items-center gap-2 font-medium">
              <ShieldCheck className="size-4" aria-hidden /> {TEXT.adminMode}
            </p>
          ) : (
            <>
              <p className="flex items-center gap-2 font-medium">
                <Sparkles className="size-4" aria-hidden />
                {price
                  ? s?.trial_available !== false
                    ? TEXT.trialNote(price)
                    : TEXT.priceNote(price)
                  : s?.trial_available !== false
                    ? `7 day free trial, after that ${dailyPrice} USD / month (daily) or ${weeklyPrice} USD / month (weekly)`
                    : `${dailyPrice} USD / month (daily) or ${weeklyPrice} USD / month (weekly)`}
              </p>
              {s?.has_active_subscription && <p>{TEXT.alreadyActive}</p>}
              <p className="text-xs text-brand-800/80">Cancel anytime.</p>
            </>
          )}
        </div>
      </BriefingForm>
    </Shell>
  );
}

function EditBriefing({ id }: { id: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: briefingKeys.one(id),
    queryFn: () => briefingsApi.get(id),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 1,
  });
  const b = q.data;
  // Timezone detected from the browser, falling back to the stored one (spec §3).
  const timezone = browserTimezone() ?? b?.timezone ?? "UTC";

  const save = useMutation({
    mutationFn: (values: FormValues) => briefingsApi.update(id, toInput(values, timezone)),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: briefingKeys.all });
      toast.success(TEXT.updated);
      navigate("/manage");
    },
    onError: (err) => {
      if (hasFieldErrors(err)) return;
      const detail =
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined;
      toast.error(TEXT.failedUpdate, { description: detail });
    },
  });

  useEffect(() => {
    if (!q.isError) return;
    if (q.error instanceof ApiError && q.error.status === 404) {
      toast.error(TEXT.notFoundTitle, { description: TEXT.notFoundBody, id: "briefing-not-found" });
    } else {
      toast.error(TEXT.failedLoadOne, { id: "briefing-load-failed" });
    }
    navigate("/manage", { replace: true });
  }, [q.isError, q.error, navigate]);

  if (q.isPending || q.isError)
    return <PageSkeleton label="Loading subscription…" cards={1} tall width="max-w-2xl" />;
  return (
    <Shell title="Edit briefing" intro="Change the name, schedule or content. Billing is not affected.">
      <BriefingForm
        initial={{
          name: b!.name,
          frequency: b!.frequency,
          times: b!.times.length ? b!.times : [""],
          day_of_week: b!.day_of_week ?? "",
          days: daysOfBriefing(b!),
          // the zone the briefing is in, shown and kept unless the person changes it: now that the form
          // lets a zone be chosen, an edit must not move a briefing to the browser's zone unasked
          timezone: b!.timezone === timezone ? "" : b!.timezone,
          topic: b!.topic,
          quiet_days: b!.quiet_days,
        }}
        briefingId={id}
        timezone={timezone}
        submitLabel="Update subscription"
        submitting={save.isPending}
        onSubmit={(v) => save.mutateAsync(v)}
      />
      <FeedbackSection briefingId={id} />
    </Shell>
  );
}
