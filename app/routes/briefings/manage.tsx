import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox, Plus, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { pauseBillingNote } from "../../../common/billing-notes";
import { type BriefingDto, PENDING_KEY, TEXT } from "../../../common/briefings";
import { BriefingCard } from "~/components/briefings/briefing-card";
import { briefingKeys, briefingsApi, openPaymentTab } from "~/components/briefings/briefings-api";
import { CardSkeleton } from "~/components/ui/skeleton";
import { ApiError } from "~/lib/api";

export const meta = () => [{ title: "Manage briefings · Tidings" }];
export const handle = { breadcrumb: "Manage briefings" };

const clientError = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined;

export default function ManageBriefings() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<
    Record<string, { toggle?: boolean; test?: boolean; pay?: boolean; remove?: boolean }>
  >({});
  const mark = (id: string, what: "toggle" | "test" | "pay" | "remove", on: boolean) =>
    setBusy((b) => ({ ...b, [id]: { ...b[id], [what]: on } }));

  const q = useQuery({
    queryKey: briefingKeys.all,
    queryFn: briefingsApi.list,
    // While a payment is open in another tab, look for its confirmation.
    refetchInterval: (query) =>
      query.state.data?.some((b) => b.billing.kind === "awaiting_payment") ? 4000 : false,
    refetchOnWindowFocus: true,
  });

  useEffect(() => {
    if (q.isError) toast.error(TEXT.failedLoad, { id: "briefings-load-failed" });
  }, [q.isError]);

  useEffect(() => {
    if (params.get("checkout") === "canceled") {
      toast.info("Checkout cancelled", {
        description: "Your briefing is waiting for payment. You can pay any time from here.",
      });
      params.delete("checkout");
      setParams(params, { replace: true });
    }
  }, [params, setParams]);

  // The briefing kept before payment (spec §3) is no longer needed once nothing awaits payment.
  useEffect(() => {
    if (!q.data || q.isFetching) return;
    let pending: { name?: string } | null = null;
    try {
      pending = JSON.parse(localStorage.getItem(PENDING_KEY) ?? "null");
    } catch {
      /* unreadable: drop it below */
    }
    const name = pending?.name?.toLowerCase();
    const match = name ? q.data.find((b) => b.name.toLowerCase() === name) : undefined;
    if (pending && match?.billing.kind !== "awaiting_payment") localStorage.removeItem(PENDING_KEY);
  }, [q.data, q.isFetching]);

  const setList = (fn: (list: BriefingDto[]) => BriefingDto[]) =>
    qc.setQueryData<BriefingDto[]>(briefingKeys.all, (old) => (old ? fn(old) : old));

  const toggle = useMutation({
    mutationFn: ({ b, active }: { b: BriefingDto; active: boolean }) => briefingsApi.setActive(b.id, active),
    onMutate: ({ b, active }) => {
      mark(b.id, "toggle", true);
      setList((l) => l.map((x) => (x.id === b.id ? { ...x, active } : x)));
    },
    onSuccess: (updated) => {
      setList((l) => l.map((x) => (x.id === updated.id ? updated : x)));
      toast.success(updated.active ? TEXT.activated : TEXT.deactivated, {
        // pausing a paid briefing does not stop its billing: say so
        description: updated.active
          ? updated.name
          : `${updated.name}. ${pauseBillingNote(updated.billing.kind, updated.billing.until)}`,
      });
    },
    onError: (err, { b }) => {
      setList((l) => l.map((x) => (x.id === b.id ? b : x)));
      toast.error(TEXT.failedUpdate, { description: clientError(err) });
    },
    onSettled: (_d, _e, { b }) => {
      mark(b.id, "toggle", false);
      void qc.invalidateQueries({ queryKey: briefingKeys.billing });
    },
  });

  const remove = useMutation({
    mutationFn: (b: BriefingDto) => briefingsApi.remove(b.id),
    onMutate: (b) => mark(b.id, "remove", true),
    onSuccess: (_r, b) => {
      setList((l) => l.filter((x) => x.id !== b.id));
      toast.success(TEXT.deleted, { description: b.name });
      void qc.invalidateQueries({ queryKey: briefingKeys.billing });
    },
    onError: (err) =>
      toast.error(TEXT.failedDelete, {
        description: err instanceof ApiError && err.status !== 404 ? err.message : undefined,
      }),
    onSettled: (_d, _e, b) => mark(b.id, "remove", false),
  });

  const test = useMutation({
    mutationFn: (b: BriefingDto) => briefingsApi.testEmail(b.id),
    onMutate: (b) => mark(b.id, "test", true),
    onSuccess: (r, b) => {
      toast.success(r.items === 0 ? TEXT.testSentEmpty : TEXT.testSent, { description: `Check ${b.email}.` });
      void qc.invalidateQueries({ queryKey: briefingKeys.history(b.name) });
    },
    // refused before anything was sent (one already on its way, the hourly limit, the unpaid allowance):
    // the server's sentence says why and what to do
    onError: (err) =>
      err instanceof ApiError && [402, 409, 429].includes(err.status)
        ? toast.error(err.message)
        : toast.error(TEXT.failedTest, { description: clientError(err) }),
    onSettled: (_d, _e, b) => mark(b.id, "test", false),
  });

  const pay = useMutation({
    mutationFn: async (b: BriefingDto) => {
      const tab = openPaymentTab();
      try {
        const url = await briefingsApi.checkout(b.id);
        tab.go(url);
      } catch (err) {
        tab.cancel();
        throw err;
      }
    },
    onMutate: (b) => mark(b.id, "pay", true),
    onSuccess: () =>
      toast.info("Complete the payment in the new tab", {
        description: "This page updates once the payment is confirmed.",
      }),
    onError: (err) => toast.error(TEXT.failedProcess, { description: clientError(err) }),
    onSettled: (_d, _e, b) => {
      mark(b.id, "pay", false);
      void qc.invalidateQueries({ queryKey: briefingKeys.all });
    },
  });

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Your briefings</h1>
          <p className="mt-2 text-muted">
            Switch briefings on or off, edit them, send a test, or read what was sent.
          </p>
        </div>
        <Link to="/create" className="btn btn-primary">
          <Plus className="size-4" aria-hidden /> Create new
        </Link>
      </div>

      <div className="mt-8">
        {q.isPending ? (
          <div className="space-y-5" aria-busy>
            <p role="status" className="sr-only">
              Loading your briefings…
            </p>
            <CardSkeleton tall />
            <CardSkeleton tall />
          </div>
        ) : q.isError ? (
          <div className="card flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-slate-700">{TEXT.failedLoad}</p>
            <button type="button" className="btn btn-secondary" onClick={() => q.refetch()}>
              <RefreshCw className="size-4" aria-hidden /> Try again
            </button>
          </div>
        ) : q.data.length === 0 ? (
          <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
              <Inbox className="size-6" aria-hidden />
            </span>
            <p className="text-lg font-medium text-ink">{TEXT.empty}</p>
            <p className="max-w-sm text-sm text-muted">
              Create your first briefing and it lands in your inbox at the time you choose.
            </p>
            <Link to="/create" className="btn btn-primary">
              <Plus className="size-4" aria-hidden /> Create your first briefing
            </Link>
          </div>
        ) : (
          <ul className="space-y-5">
            {q.data.map((b) => (
              <li key={b.id}>
                <BriefingCard
                  b={b}
                  busy={busy[b.id] ?? {}}
                  onToggle={(active) => toggle.mutate({ b, active })}
                  onTest={() => test.mutate(b)}
                  onPay={() => pay.mutate(b)}
                  onDelete={() => remove.mutate(b)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
