import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw, Search } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { adminApi, adminKeys } from "~/components/admin/admin-api";
import { Panel, Stat, Table, when } from "~/components/admin/admin-tables";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import NotFound from "../not-found";

export const meta = () => [{ title: "Operator view · Tidings" }, { name: "robots", content: "noindex" }];

const statusStyle: Record<string, string> = {
  failed: "bg-red-50 text-red-800 ring-red-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  skipped: "bg-slate-100 text-slate-700 ring-slate-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  prepared: "bg-sky-50 text-sky-800 ring-sky-200",
};

/**
 * /admin — the operator view (decision 087). The server answers 404 to anyone but an admin, for this
 * page and its API; should the page load anyway (a role revoked meanwhile), the API's 404 shows NotFound.
 */
export default function Admin() {
  const overview = useQuery({ queryKey: adminKeys.overview, queryFn: adminApi.overview });
  if (overview.isPending) return <Spinner label="Loading the operator view…" />;
  if (overview.error instanceof ApiError && overview.error.status === 404) return <NotFound />;
  const o = overview.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Operator view</h1>
        <p className="mt-1 text-sm text-slate-600">
          People, briefings and the last 24 hours of deliveries. Every action here is written to the audit
          log.
        </p>
      </header>
      {o ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          <Stat label="People" value={o.users} />
          <Stat label="Verified" value={o.verifiedUsers} />
          <Stat label="Briefings" value={o.briefings} />
          <Stat label="Active" value={o.activeBriefings} />
          <Stat label="Sent 24 h" value={o.deliveries24h.sent} />
          <Stat label="Failed 24 h" value={o.deliveries24h.failed} tone="bad" />
          <Stat label="Paused: bounces" value={o.pausedByBounces} tone="bad" />
          <Stat label="Failing feeds" value={o.failingFeeds} tone="bad" />
        </div>
      ) : (
        <p className="text-sm text-red-700">The figures could not be loaded.</p>
      )}
      <Deliveries />
      <div className="grid gap-6 lg:grid-cols-2">
        <Users />
        <Briefings />
      </div>
      <Feeds />
      <Audit />
    </div>
  );
}

function Deliveries() {
  const qc = useQueryClient();
  const [failedOnly, setFailedOnly] = useState(true);
  const q = useQuery({
    queryKey: adminKeys.deliveries(failedOnly),
    queryFn: () => adminApi.deliveries(failedOnly),
  });
  const retry = useMutation({
    mutationFn: adminApi.retry,
    onSuccess: () => {
      toast.success("Delivery queued again", {
        description: "It will be prepared and sent within a minute.",
      });
      void qc.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (err) =>
      toast.error("Could not retry", { description: err instanceof Error ? err.message : undefined }),
  });
  return (
    <Panel
      title="Deliveries, last 24 hours"
      action={
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={failedOnly}
            onChange={(e) => setFailedOnly(e.target.checked)}
          />
          Failures only
        </label>
      }
    >
      {q.isPending ? (
        <Spinner label="Loading deliveries…" />
      ) : (
        <Table
          head={["Briefing", "Recipient", "Slot", "Status", "Reason", ""]}
          empty={
            failedOnly ? "No failed deliveries in the last 24 hours." : "No deliveries in the last 24 hours."
          }
        >
          {(q.data ?? []).map((d) => (
            <tr key={d.id} data-testid="admin-delivery" data-status={d.status}>
              <td className="px-2 py-2 font-medium text-ink">{d.briefingName}</td>
              <td className="px-2 py-2 text-slate-700">{d.recipient}</td>
              <td className="px-2 py-2 whitespace-nowrap text-slate-700">{when(d.slotAt)}</td>
              <td className="px-2 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${statusStyle[d.status] ?? ""}`}
                >
                  {d.status}
                </span>
              </td>
              <td className="max-w-xs px-2 py-2 break-words text-slate-700">{d.reason ?? "—"}</td>
              <td className="px-2 py-2 text-right">
                {d.status === "failed" && d.kind === "scheduled" ? (
                  <button
                    type="button"
                    onClick={() => retry.mutate(d.id)}
                    disabled={retry.isPending}
                    className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
                  >
                    <RotateCcw className="size-3.5" aria-hidden />
                    Retry
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState("");
  return (
    <form
      role="search"
      aria-label={label} // two search landmarks on the page: each named for what it searches
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Search className="size-4" aria-hidden />
        Search
      </button>
    </form>
  );
}

function Users() {
  const [q, setQ] = useState("");
  const r = useQuery({ queryKey: adminKeys.users(q), queryFn: () => adminApi.users(q) });
  return (
    <Panel title="People">
      <SearchBox label="Search people by email or name" onSearch={setQ} />
      <div className="mt-3">
        {r.isPending ? (
          <Spinner label="Searching…" />
        ) : (
          <Table head={["Email", "Role", "Briefings", "Joined"]} empty="Nobody matches." narrow>
            {(r.data ?? []).map((u) => (
              <tr key={u.id}>
                <td className="px-2 py-2 text-ink">
                  {u.email}
                  {u.emailVerified ? null : <span className="ml-1 text-xs text-amber-700">(unverified)</span>}
                </td>
                <td className="px-2 py-2 text-slate-700">{u.role}</td>
                <td className="px-2 py-2 text-slate-700">{u.briefings}</td>
                <td className="px-2 py-2 whitespace-nowrap text-slate-700">{when(u.createdAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </Panel>
  );
}

function Briefings() {
  const [q, setQ] = useState("");
  const r = useQuery({ queryKey: adminKeys.briefings(q), queryFn: () => adminApi.briefings(q) });
  return (
    <Panel title="Briefings">
      <SearchBox label="Search briefings by name or email" onSearch={setQ} />
      <div className="mt-3">
        {r.isPending ? (
          <Spinner label="Searching…" />
        ) : (
          <Table head={["Name", "Owner", "State", "Next send"]} empty="No briefing matches." narrow>
            {(r.data ?? []).map((b) => (
              <tr key={b.id}>
                <td className="px-2 py-2 font-medium text-ink">{b.name}</td>
                <td className="px-2 py-2 text-slate-700">{b.ownerEmail}</td>
                <td className="px-2 py-2 text-slate-700">
                  {b.pauseReason ? `paused (${b.pauseReason})` : b.active ? b.status : `off · ${b.status}`}
                </td>
                <td className="px-2 py-2 whitespace-nowrap text-slate-700">{when(b.nextSendAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </Panel>
  );
}

function Feeds() {
  const r = useQuery({ queryKey: adminKeys.feeds, queryFn: adminApi.feeds });
  return (
    <Panel title="Failing feeds">
      {r.isPending ? (
        <Spinner label="Loading feeds…" />
      ) : (
        <Table
          head={["Feed", "Failures in a row", "Last error", "Last fetch"]}
          empty="Every feed is fetching fine."
        >
          {(r.data ?? []).map((f) => (
            <tr key={f.id}>
              <td className="max-w-xs px-2 py-2 break-all text-ink">
                {f.title ? `${f.title} — ${f.url}` : f.url}
              </td>
              <td className="px-2 py-2 text-slate-700">{f.consecutiveFailures}</td>
              <td className="max-w-xs px-2 py-2 break-words text-slate-700">
                {f.lastError ?? f.lastStatus ?? "—"}
              </td>
              <td className="px-2 py-2 whitespace-nowrap text-slate-700">{when(f.lastFetchedAt)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

function Audit() {
  const r = useQuery({ queryKey: adminKeys.audit, queryFn: adminApi.audit });
  return (
    <Panel title="Audit log">
      {r.isPending ? (
        <Spinner label="Loading the audit log…" />
      ) : (
        <Table head={["When", "Who", "Action", "Target"]} empty="No operator actions yet.">
          {(r.data ?? []).map((e) => (
            <tr key={e.id} data-testid="audit-entry">
              <td className="px-2 py-2 whitespace-nowrap text-slate-700">{when(e.createdAt)}</td>
              <td className="px-2 py-2 text-ink">{e.actorEmail}</td>
              <td className="px-2 py-2 font-mono text-xs text-slate-800">{e.action}</td>
              <td className="px-2 py-2 font-mono text-xs text-slate-600">
                {e.targetType} {e.targetId}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}
